import { useCartCount } from '@/hooks/use-cart-count';
import styles from './Header.module.css';

/** The badge on the Cart button: total quantity across all line-item groups. */
export default function CartCount() {
  const count = useCartCount();
  if (!count) return <span className="visually-hidden">(empty)</span>;
  return (
    <span className={styles.badge} data-testid="cart-badge">
      <span className="visually-hidden">(</span>
      {count}
      <span className="visually-hidden"> items)</span>
    </span>
  );
}
