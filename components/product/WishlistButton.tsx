import Router from 'next/router';
import { useEffect, useRef, useState } from 'react';
import Icon from '@/components/ui/Icon';
import { useWishlist } from '@/hooks/use-wishlist';
import { loginHref } from '@/lib/accounts/return-to';
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
}

/** The product page's address that saves `variantId` on arrival: where a guest comes back to after signing in. */
export function saveReturnPath(slug: string, variantId: number): string {
  return `/products/${slug}?save=${variantId}`;
}

/**
 * Save a variant to the wish list (a heart that fills when saved; pressing again removes it). A guest is sent to
 * sign in and comes back to the same product, where the save is made.
 */
export default function WishlistButton({ product, variant, compact = false, saveOnArrival = false, onArrivalSaved }: Props) {
  const { view, isSaved, save, remove, status } = useWishlist();
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

  async function toggle() {
    if (variantId === null) return;
    if (status === 'guest') {
      await Router.push(loginHref(saveReturnPath(product.slug, variantId)));
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const entry = view?.entries.find((candidate) => candidate.productId === product.id && candidate.variantId === variantId);
      if (entry) await remove(entry.itemId);
      else await save(product.id, variantId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const label = saved ? 'Saved to wish list' : 'Save to wish list';
  return (
    <div className={compact ? styles.compact : styles.full}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={saved}
        aria-label={compact ? `${label}: ${what}` : undefined}
        disabled={busy || status === 'loading' || variantId === null}
        onClick={toggle}
      >
        <Icon name="heart" filled={saved} size={22} className={styles.heart} />
        {!compact && <span>{label}</span>}
      </button>
      {failed && (
        <p role="alert" className={styles.error}>
          We could not update your wish list. Please try again.
        </p>
      )}
    </div>
  );
}
