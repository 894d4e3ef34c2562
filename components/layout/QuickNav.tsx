import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCustomer } from '@/hooks/use-customer';
import { useUi } from '@/hooks/use-ui';
import CartCount from './CartCount';
import styles from './Header.module.css';

/** Customer quick-nav: Search (narrow screens), Rewards, Account or Sign in, Recent, Cart with its badge. */
export default function QuickNav() {
  const router = useRouter();
  const { customer } = useCustomer();
  const { openCartPanel, openRecentPanel, cartPanelOpen, recentPanelOpen } = useUi();
  const onCartPage = router.pathname === '/cart';

  return (
    <nav aria-label="Customer" className={styles.quickNav}>
      <ul>
        <li className={styles.searchLink}>
          <Link href="/search-results-page">Search</Link>
        </li>
        <li>
          <Link href="/rewards">Rewards</Link>
        </li>
        <li>{customer ? <Link href="/account/orders">Account</Link> : <Link href="/login">Sign in</Link>}</li>
        <li>
          <button type="button" onClick={openRecentPanel} aria-expanded={recentPanelOpen} aria-controls="recent-panel">
            Recent
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={openCartPanel}
            disabled={onCartPage}
            aria-expanded={cartPanelOpen}
            aria-controls="cart-panel"
            className={styles.cartButton}
          >
            Cart <CartCount />
          </button>
        </li>
      </ul>
    </nav>
  );
}
