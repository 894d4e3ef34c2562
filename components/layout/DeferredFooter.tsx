import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { FooterProps } from './Footer';
// The footer's styles load with the page, not with its deferred code (tests/unit/deferred-styles.test.ts).
import './Footer.module.css';
import './Layout.module.css';

/**
 * The site footer, rendered in full on the server and hydrated once the page is idle or at the shopper's first
 * interaction, from a chunk of its own. Until then its links work and its groups open as native disclosures.
 */
const DeferredFooter = deferredHydration<FooterProps>('data-deferred-footer', async () => (await import('./Footer')).default);

export default DeferredFooter;
