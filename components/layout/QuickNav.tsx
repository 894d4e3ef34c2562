import Link from 'next/link';
import { useRouter } from 'next/router';
import type { RefObject } from 'react';
import Icon from '@/components/ui/Icon';
import { useCustomer } from '@/hooks/use-customer';
import { useUi } from '@/hooks/use-ui';
import CartCount from './CartCount';
import styles from './Header.module.css';

interface Props {
  searchOpen: boolean;
  onToggleSearch: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Customer quick-nav: Search (screens up to 1200px wide), Rewards (wide screens; in the menu otherwise), Account
 * or Sign in, Recent, Cart with its badge. Narrow screens show each as an icon with a short label (icon only on
 * phones); the accessible name stays the word. Account and Sign in are not prefetched while in view: their pages
 * carry the form code (Formik, Yup, the captcha), which would otherwise be fetched and run after every page load;
 * Next still prefetches them when the pointer rests on the link.
 */
export default function QuickNav({ searchOpen, onToggleSearch, searchButtonRef }: Props) {
  const router = useRouter();
  const { customer } = useCustomer();
  const { openCartPanel, openRecentPanel, cartPanelOpen, recentPanelOpen } = useUi();
  const onCartPage = router.pathname === '/cart';

  return (
    <nav aria-label="Customer" className={styles.quickNav}>
      <ul>
        <li className={styles.searchItem}>
          <button ref={searchButtonRef} type="button" onClick={onToggleSearch} aria-expanded={searchOpen} aria-controls="header-search">
            <Icon name="search" className={styles.navIcon} />
            <span className={styles.navLabel}>Search</span>
          </button>
        </li>
        <li className={styles.rewardsItem}>
          <Link href="/rewards">Rewards</Link>
        </li>
        <li>
          {customer ? (
            <Link href="/account/orders" prefetch={false}>
              <Icon name="account" className={styles.navIcon} />
              <span className={styles.navLabel}>Account</span>
            </Link>
          ) : (
            <Link href="/login" prefetch={false}>
              <Icon name="account" className={styles.navIcon} />
              <span className={styles.navLabel}>Sign in</span>
            </Link>
          )}
        </li>
        <li>
          <button type="button" onClick={openRecentPanel} aria-expanded={recentPanelOpen} aria-controls="recent-panel">
            <Icon name="recent" className={styles.navIcon} />
            <span className={styles.navLabel}>Recent</span>
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
            <Icon name="cart" className={styles.navIcon} />
            <span className={styles.navLabel}>Cart</span> <CartCount />
          </button>
        </li>
      </ul>
    </nav>
  );
}
