import Router from 'next/router';
import { useState, type MouseEvent } from 'react';
import Icon from '@/components/ui/Icon';
import { useShopperWishlist } from '@/hooks/use-shopper-wishlist';
import { knownWishlist } from '@/lib/browser/cart-runtime';
import { loginHref, variantReturnPath } from '@/lib/accounts/return-to';
import { WISHLIST_URL } from '@/lib/accounts/wishlist';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import styles from './Wishlist.module.css';

interface Props {
  product: Pick<Product, 'id' | 'slug' | 'name'>;
  variant: Pick<ProductVariant, 'id' | 'options'> | null;
  /** Icon only (cards); otherwise icon and words (product page). */
  compact?: boolean;
  /**
   * The id of the product page's add form: the heart is then one of its buttons (posting the form's product and
   * chosen options to the wish list route), so before hydration it saves the variant chosen in the page.
   */
  form?: string;
}

/**
 * Save a variant to the wish list (a heart that fills when saved; pressing again removes it). A guest is sent to
 * sign in with the save pending (`loginHref`'s `save`): the sign-in route makes it, and the shopper comes back to the
 * same product with that variant chosen. Before and without JavaScript the heart posts a form to the wish list route,
 * which sends a guest to sign in the same way (then on to the wish list page, which can say what was saved).
 */
export default function WishlistButton({ product, variant, compact = false, form }: Props) {
  const { view, isSaved, save, remove, status } = useShopperWishlist();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const variantId = variant?.id ?? null;
  const saved = variantId !== null && isSaved(product.id, variantId);
  const what = [product.name, ...(variant?.options.map((option) => option.value) ?? [])].join(', ');

  async function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (variantId === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      // Pressed before the cart runtime knows the shopper (it loads when the page is idle): it is asked for now and
      // the press acts once it answers, in place, as an add to cart does. (Before hydration the form posts.)
      const list = status === 'loading' ? await knownWishlist() : { status, view, save, remove };
      if (list.status === 'guest') {
        await Router.push(loginHref(variantReturnPath(product.slug, variantId), { productId: product.id, variantId }));
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
      // Inert while its request is out, but not disabled: a disabled button loses the focus (to the page), and a
      // keyboard shopper would have to find the heart again to press it once more.
      disabled={variantId === null}
      aria-disabled={busy || undefined}
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
