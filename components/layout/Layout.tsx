import { Activity, type ReactNode } from 'react';
import CartRuntimeSlot from '@/components/cart/CartRuntimeSlot';
import LoyaltyLoader from '@/components/account/LoyaltyLoader';
import DeferredFooter from './DeferredFooter';
import DeferredHeader from './DeferredHeader';
import type { Shell } from '@/lib/shell';
import { PreviewContext } from '@/lib/ui/preview-context';
import PreviewBanner from './PreviewBanner';
import styles from './Layout.module.css';

/**
 * The page frame. The header, the page itself and the footer are each an Activity boundary: React hydrates them
 * one after the other in short slices that leave the main thread free between them (each server-rendered
 * boundary hydrates at low priority, time-sliced), instead of one long task for the whole page; a press on a part
 * not yet hydrated makes React hydrate that part first. The header's and the footer's code is not even in the page's
 * first scripts: they hydrate from chunks of their own once the page is idle or at the shopper's first interaction
 * (DeferredHeader, DeferredFooter), and work as HTML until then.
 *
 * Not Suspense boundaries: React's server render sends a completed Suspense boundary whose HTML would take the
 * page past ~12.5 kB (Fizz's progressiveChunkSize, counted over the whole page) as a <template> plus a hidden copy
 * that only an inline script reveals, so with scripts off (or slow) the page showed a header, an empty <main> and a
 * footer. An Activity boundary is written in place (`<!--&-->` markers), whatever its size.
 */
export default function Layout({ children, preview = false, shell }: { children: ReactNode; preview?: boolean; shell?: Shell }) {
  return (
    <PreviewContext value={preview}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {preview && <PreviewBanner />}
      <LoyaltyLoader />
      <DeferredHeader shell={shell} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Activity>{children}</Activity>
      </main>
      <DeferredFooter year={shell?.year} />
      <CartRuntimeSlot />
    </PreviewContext>
  );
}
