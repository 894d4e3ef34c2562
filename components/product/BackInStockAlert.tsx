import dynamic from 'next/dynamic';
import { useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import type { ProductVariant } from '@/lib/commerce/types';
import styles from './Wishlist.module.css';

const loadForm = () => import('./BackInStockForm');
// Formik and the alert's schema load only when a shopper asks for an alert, not with every product page.
const BackInStockForm = dynamic(loadForm, {
  ssr: false,
  loading: () => <p className={styles.alertIntro}>Loading the form…</p>,
});

/**
 * For a sold-out variant: 'Email me when it's back' opens a one-field form (the signed-in customer's email filled
 * in, focus on the field). The shopper gets one email when the variant is restocked.
 */
export default function BackInStockAlert({ productId, variant }: { productId: number; variant: Pick<ProductVariant, 'id' | 'options'> }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ variantId: number; message: string } | null>(null);
  const what = variant.options.map((option) => option.value).join(' / ');

  if (done?.variantId === variant.id) {
    return (
      <p role="status" className={formStyles.notice}>
        {done.message}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className={styles.button}
        aria-expanded={false}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => setOpen(true)}
      >
        Email me when it&apos;s back
        {what && <span className="visually-hidden">: {what}</span>}
      </button>
    );
  }
  return <BackInStockForm productId={productId} variant={variant} what={what} onDone={(message) => setDone({ variantId: variant.id, message })} />;
}
