import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useUi } from '@/hooks/use-ui';
import { POPULAR_SEARCHES, SHOP_BY, searchHref } from '@/lib/site';
import HeaderSearch from './HeaderSearch';
import Logo from './Logo';
import QuickNav from './QuickNav';
import TopBar from './TopBar';
import styles from './Header.module.css';

export default function Header() {
  const { mobileMenuOpen, setMobileMenuOpen } = useUi();
  const router = useRouter();

  useEffect(() => {
    const close = () => setMobileMenuOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, setMobileMenuOpen]);

  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.mainRow}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileMenuOpen}
          aria-controls="site-menu"
          onClick={() => setMobileMenuOpen(!mobileMenuOpen)}
        >
          <span aria-hidden="true" className={styles.burger} />
          <span className="visually-hidden">{mobileMenuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <Logo />
        <div className={styles.searchSlot}>
          <HeaderSearch />
        </div>
        <QuickNav />
      </div>
      <div id="site-menu" className={styles.menu} data-open={mobileMenuOpen}>
        <nav aria-label="Popular searches" className={styles.popular}>
          <span className={styles.navLabel}>Popular:</span>
          <ul>
            {POPULAR_SEARCHES.map((term) => (
              <li key={term}>
                <Link href={searchHref(term)}>{term}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Shop by" className={styles.shopBy}>
          <span className={styles.navLabel}>Shop by</span>
          <ul>
            {SHOP_BY.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li className={styles.shopBySplit}>
              <Link href="/cart">Cart</Link>
            </li>
            <li>
              <Link href="/checkout">Checkout</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
