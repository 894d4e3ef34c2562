import Link from 'next/link';
import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, RefObject } from 'react';
import Icon from '@/components/ui/Icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSignInHref } from '@/hooks/use-sign-in-href';
import { useSignedIn } from '@/hooks/use-signed-in';
import { useUi } from '@/hooks/use-ui';
import { SEARCH_RESULTS_PATH } from '@/components/search/search-urls';
import CartCount from './CartCount';
import styles from './Header.module.css';

interface Props {
  searchOpen: boolean;
  onToggleSearch: () => void;
  searchButtonRef: RefObject<HTMLAnchorElement | null>;
  /** The page's address as requested, when it was rendered per request (Shell's `path`). */
  requestPath?: string;
}

/** A plain click (not one meant for a new tab or window), which a link upgraded to a button takes over. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * What a link upgraded to a button does once the page has hydrated: a plain click and Space run `action` instead
 * of following the link (Enter clicks it). Before hydration the link simply goes to its page.
 */
function asButton(hydrated: boolean, action: () => void): AnchorHTMLAttributes<HTMLAnchorElement> {
  if (!hydrated) return {};
  return {
    role: 'button',
    onClick: (event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      action();
    },
    onKeyDown: (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      action();
    },
  };
}

/**
 * Customer quick-nav: Search (screens up to 1200px wide), Rewards (wide screens; in the menu otherwise), Account
 * or Sign in (back to this page after signing in), Recent, Cart with its badge. Narrow screens show each as an icon with a short label (icon only on
 * phones); the accessible name stays the word. Account and Sign in are not prefetched while in view: their pages
 * carry the form code (Formik, Yup, the captcha), which would otherwise be fetched and run after every page load;
 * Next still prefetches them when the pointer rests on the link.
 *
 * Before (and without) JavaScript, Search is a link to the search results page (its own search box) and Cart a link
 * to the cart page; hydration upgrades them to the buttons that open the search under the header and the cart
 * panel. Recent needs a script (the products are kept in the browser): its place is kept, unseen, until then.
 */
export default function QuickNav({ searchOpen, onToggleSearch, searchButtonRef, requestPath }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const signInHref = useSignInHref(requestPath);
  const { openCartPanel, openRecentPanel, cartPanelOpen, recentPanelOpen } = useUi();
  const onCartPage = router.pathname === '/cart';

  return (
    <nav aria-label="Customer" className={styles.quickNav}>
      <ul>
        <li className={styles.searchItem}>
          <a
            ref={searchButtonRef}
            href={SEARCH_RESULTS_PATH}
            aria-expanded={hydrated ? searchOpen : undefined}
            aria-controls={hydrated ? 'header-search' : undefined}
            {...asButton(hydrated, onToggleSearch)}
          >
            <Icon name="search" className={styles.navIcon} />
            <span className={styles.navLabel}>Search</span>
          </a>
        </li>
        <li className={styles.rewardsItem}>
          <Link href="/rewards">Rewards</Link>
        </li>
        <li>
          {signedIn ? (
            <Link href="/account/orders" prefetch={false}>
              <Icon name="account" className={styles.navIcon} />
              <span className={styles.navLabel}>Account</span>
            </Link>
          ) : (
            <Link href={signInHref} prefetch={false}>
              <Icon name="account" className={styles.navIcon} />
              <span className={styles.navLabel}>Sign in</span>
            </Link>
          )}
        </li>
        <li className={hydrated ? undefined : 'until-hydrated'}>
          <button type="button" onClick={openRecentPanel} aria-expanded={recentPanelOpen} aria-controls="recent-panel">
            <Icon name="recent" className={styles.navIcon} />
            <span className={styles.navLabel}>Recent</span>
          </button>
        </li>
        <li>
          {onCartPage ? (
            <button type="button" disabled className={styles.cartButton}>
              <Icon name="cart" className={styles.navIcon} />
              <span className={styles.navLabel}>Cart</span> <CartCount />
            </button>
          ) : (
            <Link
              href="/cart"
              prefetch={false}
              className={styles.cartButton}
              aria-expanded={hydrated ? cartPanelOpen : undefined}
              aria-controls={hydrated ? 'cart-panel' : undefined}
              {...asButton(hydrated, openCartPanel)}
            >
              <Icon name="cart" className={styles.navIcon} />
              <span className={styles.navLabel}>Cart</span> <CartCount />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
