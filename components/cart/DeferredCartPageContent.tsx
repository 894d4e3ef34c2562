import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { CartPageContentProps } from './CartPageContent';
// The cart's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import './Cart.module.css';
import './Discount.module.css';

/**
 * The cart page's lines and summary, rendered in full on the server and hydrated once the page is idle or at the
 * shopper's first interaction, from a chunk of its own: the cart data layer (storefront-data-hooks, SWR) and the
 * discount form's validation stay out of the page's first scripts. Until then the lines' quantity and Remove forms
 * and the discount code form post to the cart API as HTML forms and come back to the cart page.
 */
const DeferredCartPageContent = deferredHydration<CartPageContentProps>('data-deferred-cart', async () => (await import('./CartPageContent')).default);

export default DeferredCartPageContent;
