import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import PostFields from '@/components/forms/PostFields';
import BackInStockAlert from '@/components/product/BackInStockAlert';
import SmartImage from '@/components/ui/SmartImage';
import { addToCart } from '@/lib/browser/cart-runtime';
import { useUi } from '@/hooks/use-ui';
import { useWishlist } from '@/hooks/use-wishlist';
import { removedMessage, WISHLIST_URL, type WishlistEntry, type WishlistView } from '@/lib/accounts/wishlist';
import { formatCents } from '@/lib/format/money';
import flashStyles from '@/components/layout/FlashNotice.module.css';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { variantLabel } from '@/lib/commerce/item-name';
import { productVariantPath } from '@/lib/commerce/variant-path';
import styles from './Wishlist.module.css';

function WishlistRow({ entry, onRemove }: { entry: WishlistEntry; onRemove: (entry: WishlistEntry) => Promise<void> }) {
  const { addingStatus } = useUi();
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // The saved variant is the one chosen on the product page it links to.
  const href = entry.variantId === null ? `/products/${entry.slug}` : productVariantPath(entry.slug, entry.variantId);
  const options = variantLabel(entry.options);
  const title = options ? `${entry.name}, ${options}` : entry.name;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (entry.variantId === null || addingStatus === 'Adding') return;
    setFailed(null);
    try {
      await addToCart({
        productId: entry.productId,
        variantId: entry.variantId,
        minQuantity: entry.minQuantity,
        maxQuantity: entry.maxQuantity,
        productName: entry.name,
        productUrl: href,
        reportFailure: true,
      });
    } catch (error) {
      if (error instanceof Error && /per order/.test(error.message)) setFailed(error.message);
    }
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRemoving(true);
    setFailed(null);
    try {
      await onRemove(entry);
    } catch {
      setFailed('We could not remove that just now. Please try again.');
      setRemoving(false);
    }
  }

  return (
    <li className={styles.row}>
      <Link href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        {entry.imageUrl ? <SmartImage src={entry.imageUrl} alt="" width={96} height={96} sizes="96px" /> : <span className={styles.placeholder} />}
      </Link>
      <div className={styles.text}>
        <h2 className={styles.name}>
          <Link href={href}>{entry.name}</Link>
        </h2>
        {options && <p className={styles.options}>{options}</p>}
        <p className={styles.price}>
          {formatCents(entry.priceCents)}
          {entry.variantId === null && ' from'}
        </p>
        <p className={entry.inStock ? styles.inStock : styles.soldOut}>{entry.inStock ? 'In stock' : 'Sold out'}</p>
      </div>
      <div className={styles.actions}>
        {entry.variantId === null ? (
          <Link href={href} className="button">
            Choose options<span className="visually-hidden"> for {entry.name}</span>
          </Link>
        ) : !entry.inStock ? (
          <BackInStockAlert productId={entry.productId} productSlug={entry.slug} variant={{ id: entry.variantId, options: entry.options }} />
        ) : (
          <form method="post" action={CART_URL} onSubmit={add} className={styles.inlineForm}>
            <PostFields form={`wishlist-add-${entry.itemId}`} />
            <input type="hidden" name="productId" value={entry.productId} />
            <input type="hidden" name="variantId" value={entry.variantId} />
            <button type="submit" className="button" aria-disabled={addingStatus === 'Adding' || undefined}>
              Add to cart<span className="visually-hidden">: {title}</span>
            </button>
          </form>
        )}
        <form method="post" action={WISHLIST_URL} onSubmit={remove} className={styles.inlineForm}>
          <PostFields form={`wishlist-remove-${entry.itemId}`} method="DELETE" />
          <input type="hidden" name="itemId" value={entry.itemId} />
          <button type="submit" className={styles.remove} disabled={removing}>
            Remove<span className="visually-hidden">: {title}</span>
          </button>
        </form>
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      )}
    </li>
  );
}

/**
 * The account's wish list: each saved variant with its price and stock, Add to cart and Remove. A removal says which
 * item went in a status line above the list (a live region, in the page before it speaks), which then has the focus
 * that was on the removed row's button. (Without JavaScript the post comes back with the page's notice.)
 */
export default function WishlistItems({ initial }: { initial: WishlistView }) {
  const { view, remove } = useWishlist(initial);
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const entries = (view ?? initial).entries;

  async function removeEntry(entry: WishlistEntry) {
    await remove(entry.itemId);
    setStatus(removedMessage(entry));
    statusRef.current?.focus();
  }

  return (
    <>
      <p role="status" ref={statusRef} tabIndex={-1} className={status ? flashStyles.notice : styles.quiet}>
        {status}
      </p>
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <p>Your wish list is empty. Tap the heart on a product to save it here for later.</p>
          <Link href="/" className="button">
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Saved products">
          {entries.map((entry) => (
            <WishlistRow key={entry.itemId} entry={entry} onRemove={removeEntry} />
          ))}
        </ul>
      )}
    </>
  );
}
