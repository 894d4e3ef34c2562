import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { HeaderProps } from './Header';
// The header's styles load with the page, not with its deferred code (see DeferredRichContent):
// tests/unit/deferred-styles.test.ts keeps this list complete.
import '@/components/search/SearchBox.module.css';
import '@/components/ui/Drawer.module.css';
import './Header.module.css';
import './Layout.module.css';
import './MobileMenu.module.css';

/**
 * The site header, rendered in full on the server and hydrated once the page is idle or at the shopper's first
 * interaction, from a chunk of its own: its menu, search, cart and account code stay out of the page's first
 * scripts. Until then it works as HTML (the search box is a GET form, the menu toggle opens the menu as a native
 * popover, Search, Account and Cart are links), so no control is dead while its code is on its way.
 */
const DeferredHeader = deferredHydration<HeaderProps>('data-deferred-header', async () => (await import('./Header')).default);

export default DeferredHeader;
