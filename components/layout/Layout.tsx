import type { ReactNode } from 'react';
import CartRuntimeSlot from '@/components/cart/CartRuntimeSlot';
import LoyaltyLoader from '@/components/account/LoyaltyLoader';
import Footer from './Footer';
import Header from './Header';
import PreviewBanner from './PreviewBanner';
import styles from './Layout.module.css';

export default function Layout({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {preview && <PreviewBanner />}
      <LoyaltyLoader />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CartRuntimeSlot />
    </>
  );
}
