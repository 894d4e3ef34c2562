import Router from 'next/router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Icon from '@/components/ui/Icon';
import { useShopperWishlist } from '@/hooks/use-shopper-wishlist';
import { knownWishlist } from '@/lib/browser/cart-runtime';
import { loginHref, saveReturnPath } from '@/lib/accounts/return-to';
import { WISHLIST_URL } from '@/lib/accounts/wishlist';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import styles from './Wishlist.module.css';

interface Props {
  product: Pick<Product, 'id' | 'slug' | 'name'>;
  variant: Pick<ProductVariant, 'id' | 'options'> | null;
  /** Icon only (cards); otherwise icon and words (product page). */
  compact?: boolean;
  /** Save this variant as soon as the shopper is known to be signed in (back from sign-in with ?save=). */
  saveOnArrival?: boolean;
  onArrivalSaved?: () => void;
  /**
   * The id of the product page's add form: the heart is then one of its buttons (posting the form's product and
   * chosen options to the wish list route), so before hydration it saves the variant chosen in the page.
   */
  form?: string;
}

/**
 * Save a variant to the wish list (a heart that fills when saved; pressing again removes it). A guest is sent to
 * sign in and comes back to the same product, where the save is made. Before and without JavaScript the heart posts
 * a form to the wish list route, which does the same (a guest goes to sign in, then back to the product).
 */
export default function WishlistButton({ product, variant, compact = false, saveOnArrival = false, onArrivalSaved, form }: Props) {
  const { view, isSaved, save, remove, status } = useShopperWishlist();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const arrivalHandled = useRef(false);
  const variantId = variant?.id ?? null;
  const saved = variantId !== null && isSaved(product.id, variantId);
  const what = [product.name, ...(variant?.options.map((option) => option.value) ?? [])].join(', ');

  useEffect(() => {
    if (!saveOnArrival || arrivalHandled.current || status !== 'signed-in' || variantId === null || view === undefined) return;
    arrivalHandled.current = true;
    const done = () => onArrivalSaved?.();
    if (isSaved(product.id, variantId)) done();
    else save(product.id, variantId).then(done, () => setFailed(true));
  }, [saveOnArrival, status, variantId, view, isSaved, save, product.id, onArrivalSaved]);

  async function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (variantId === null) return;
    setBusy(true);
    setFailed(false);
    try {
      // Pressed before the cart runtime knows the shopper (it loads when the page is idle): it is asked for now and
      // the press acts once it answers, in place, as an add to cart does. (Before hydration the form posts.)
      const list = status === 'loading' ? await knownWishlist() : { status, view, save, remove };
      if (list.status === 'guest') {
        await Router.push(loginHref(saveReturnPath(product.slug, variantId)));
        return;
      }
      const entry = list.view?.entries.find((candidate) => candidate.productId === product.id && candidate.variantId === variantId);
      if (entry) await list.remove(entry.itemId);
      else await list.save(product.id, variantId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const label = saved ? 'Saved to wish list' : 'Save to wish list';
  const button = (
    <button
      type="submit"
      form={form}
      formAction={form ? WISHLIST_URL : undefined}
      className={styles.button}
      aria-pressed={saved}
      aria-label={compact ? `${label}: ${what}` : undefined}
      disabled={busy || variantId === null}
      onClick={toggle}
    >
      <Icon name="heart" filled={saved} size={22} className={styles.heart} />
      {!compact && <span>{label}</span>}
    </button>
  );
  return (
    <div className={compact ? styles.compact : styles.full}>
      {form || variantId === null ? (
        button
      ) : (
        <form method="post" action={WISHLIST_URL} className={styles.form}>
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="variantId" value={variantId} />
          {button}
        </form>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          We could not update your wish list. Please try again.
        </p>
      )}
    </div>
  );
}
