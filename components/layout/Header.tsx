import Link from 'next/link';
import Router from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import Icon from '@/components/ui/Icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { useUi } from '@/hooks/use-ui';
import type { Shell } from '@/lib/shell';
import { POPULAR_SEARCHES, SHOP_BY, searchHref } from '@/lib/site';
import HeaderSearch, { HEADER_SEARCH_INPUT_ID } from './HeaderSearch';
import Logo from './Logo';
import MobileMenu from './MobileMenu';
import QuickNav from './QuickNav';
import TopBar from './TopBar';
import styles from './Header.module.css';

/**
 * The site header. Wider than 1200px: logo, search box, quick-nav, then the popular-searches and Shop by bars.
 * At 1200px or less it is one row (menu toggle, logo, Search, Account or Sign in, Recent, Cart); the bars move
 * into the menu drawer and the Search button opens the same search box full width under the row. Everything works
 * before and without JavaScript: the search box is a form, the menu toggle opens the menu as a native popover,
 * Search and Cart are links (see QuickNav). The alert and the menu's categories come with the page (`shell`,
 * lib/shell.ts); a page without them (the error page) shows no alert and each group's own link.
 */
export interface HeaderProps {
  shell?: Shell;
}

/** The search field's slot, a full-width bar opened by Search on narrow screens (QuickNav's aria-controls). */
const SEARCH_SLOT_ID = 'header-search';

/**
 * The header re-renders only for its own state and the UI state: it follows route changes through the router's
 * events, not its context, and only the menu toggle changes once the page has hydrated.
 */
export default function Header({ shell }: HeaderProps) {
  const { setMobileMenuOpen } = useUi();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButtonRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const close = () => {
      setMobileMenuOpen(false);
      setSearchOpen(false);
      // A search sent from the narrow-screen search hides the field that had focus: Search takes it, as on Escape.
      const search = searchButtonRef.current;
      if (document.getElementById(SEARCH_SLOT_ID)?.contains(document.activeElement) && search?.getClientRects().length) search.focus();
    };
    Router.events.on('routeChangeStart', close);
    return () => Router.events.off('routeChangeStart', close);
  }, [setMobileMenuOpen]);

  // Opening the narrow-screen search puts the caret in it.
  useEffect(() => {
    if (searchOpen) document.getElementById(HEADER_SEARCH_INPUT_ID)?.focus();
  }, [searchOpen]);

  const openSearch = useCallback(() => setSearchOpen(true), []);
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  return (
    <header className={styles.header}>
      <TopBar alert={shell?.alert ?? null} />
      <div className={styles.mainRow}>
        <MenuToggle />
        <Logo />
        <div id={SEARCH_SLOT_ID} className={styles.searchSlot} data-open={searchOpen}>
          <HeaderSearch onShortcut={openSearch} onEscape={searchOpen ? closeSearch : undefined} />
          <button type="button" className={styles.searchClose} onClick={closeSearch} aria-label="Close search">
            <Icon name="close" size={20} />
          </button>
        </div>
        <QuickNav searchOpen={searchOpen} onToggleSearch={() => (searchOpen ? closeSearch() : openSearch())} searchButtonRef={searchButtonRef} requestPath={shell?.path} />
      </div>
      <div className={styles.bars}>
        <nav aria-label="Popular searches" className={styles.popular}>
          <span className={styles.barLabel}>Popular:</span>
          <ul>
            {POPULAR_SEARCHES.map((term) => (
              <li key={term}>
                <Link href={searchHref(term)}>{term}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Shop by" className={styles.shopBy}>
          <span className={styles.barLabel}>Shop by</span>
          <ul>
            {SHOP_BY.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            {/* Not prefetched in view: the cart and checkout pages carry the form code (see QuickNav). */}
            <li className={styles.shopBySplit}>
              <Link href="/cart" prefetch={false}>
                Cart
              </Link>
            </li>
            <li>
              <Link href="/checkout" prefetch={false}>
                Checkout
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <MobileMenu menu={shell?.menu ?? []} requestPath={shell?.path} />
    </header>
  );
}

/** Opens the menu: a native popover before the page hydrates (and without JavaScript), the modal drawer after. */
function MenuToggle() {
  const { mobileMenuOpen, setMobileMenuOpen } = useUi();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={styles.menuToggle}
      aria-expanded={hydrated ? mobileMenuOpen : undefined}
      aria-controls="site-menu"
      aria-label="Open menu"
      popoverTarget="site-menu"
      onClick={(event) => {
        // Hydrated: the modal drawer instead of the native popover.
        event.preventDefault();
        setMobileMenuOpen(true);
      }}
    >
      <Icon name="menu" />
    </button>
  );
}
