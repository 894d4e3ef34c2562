import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import { variantLabel } from '@/lib/commerce/item-name';
import type { ProductVariant } from '@/lib/commerce/types';
import styles from './Wishlist.module.css';

const loadForm = () => import('./BackInStockForm');
// Formik and the alert's schema load only when a shopper asks for an alert, not with every product page (React's
// lazy: it renders only after a press, in the browser, and next/dynamic's loader would be in the page's first scripts).
const BackInStockForm = lazy(loadForm);

/**
 * The page of a sold-out variant's alert form (rendered per request, so it shows the form's answer); without a
 * variant, the page that lists the product's sold-out options.
 */
export function backInStockPath(productSlug: string, variantId?: number): string {
  const page = `/products/${productSlug}/back-in-stock`;
  return variantId === undefined ? page : `${page}?variant=${variantId}`;
}

/**
 * For a sold-out variant: 'Email me when it's back', a link to the alert's own page (the form, before and without
 * JavaScript), which once hydrated opens the one-field form here instead (the signed-in customer's email filled in,
 * focus on the field). The shopper gets one email when the variant is restocked.
 */
export default function BackInStockAlert({ productId, productSlug, variant }: { productId: number; productSlug: string; variant: Pick<ProductVariant, 'id' | 'options'> }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ variantId: number; message: string } | null>(null);
  const what = variantLabel(variant.options);

  if (done?.variantId === variant.id) return <AlertSaved message={done.message} />;
  if (!open) {
    const openHere = (event: MouseEvent<HTMLAnchorElement>) => {
      // A press that asks for a new tab or window keeps the link's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen(true);
    };
    return (
      <a
        href={backInStockPath(productSlug, variant.id)}
        className={styles.button}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={openHere}
      >
        Email me when it&apos;s back
        {what && <span className="visually-hidden">: {what}</span>}
      </a>
    );
  }
  return (
    <Suspense fallback={<p className={styles.alertIntro}>Loading the form…</p>}>
      <BackInStockForm productId={productId} variant={variant} what={what} onDone={(message) => setDone({ variantId: variant.id, message })} />
    </Suspense>
  );
}

/**
 * The confirmation that takes the form's place: the focus was in the form, which is gone, so it goes to the message
 * (read out, and Tab goes on from here rather than from the top of the page).
 */
export function AlertSaved({ message }: { message: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} role="status" tabIndex={-1} className={formStyles.notice}>
      {message}
    </p>
  );
}
