import { useCartCount } from '@/hooks/use-cart-count';
import styles from './Header.module.css';

/**
 * The badge on the Cart button: total quantity across all line-item groups. Its box is there whatever the count
 * (an empty cart's shows nothing and reads "(empty)"): the server renders every page with 0, and the shopper's
 * count arrives once the header hydrates, so nothing may move when it does.
 */
export default function CartCount() {
  const count = useCartCount();
  return (
    <span className={styles.badge} data-empty={count ? undefined : ''} data-testid={count ? 'cart-badge' : undefined}>
      {count ? (
        <>
          <span className="visually-hidden">(</span>
          {count}
          <span className="visually-hidden">{count === 1 ? ' item)' : ' items)'}</span>
        </>
      ) : (
        <span className="visually-hidden">(empty)</span>
      )}
    </span>
  );
}
