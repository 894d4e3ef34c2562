import { Suspense, type ReactNode } from 'react';
import CartRuntimeSlot from '@/components/cart/CartRuntimeSlot';
import LoyaltyLoader from '@/components/account/LoyaltyLoader';
import Footer from './Footer';
import Header from './Header';
import PreviewBanner from './PreviewBanner';
import styles from './Layout.module.css';

/**
 * The page frame. The header, the page itself and the footer are each a Suspense boundary: React then hydrates
 * them one after the other in short slices that leave the main thread free between them (server-rendered
 * boundaries hydrate at low priority, time-sliced), instead of one long task for the whole page. A press on a part
 * not yet hydrated makes React hydrate that part first and replay the press.
 */
export default function Layout({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {preview && <PreviewBanner />}
      <LoyaltyLoader />
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <CartRuntimeSlot />
    </>
  );
}
