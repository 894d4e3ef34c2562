import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { HomeContentProps } from './HomeContent';
// The content's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import '@/components/blog/Blog.module.css';
import '@/components/cart/Cart.module.css';
import '@/components/product/Product.module.css';
import '@/components/product/Wishlist.module.css';
import './Home.module.css';

/**
 * The home page's content, rendered in full on the server and hydrated once the page is idle or at the shopper's
 * first interaction, from a chunk of its own: the product cards (quick add, wish list hearts), the image and link
 * components stay out of the page's first scripts. Until then it is the server's HTML and works as HTML: links, the
 * cards' add-to-cart and wish list forms post to their API routes, the hero's image is the page's largest paint.
 */
const DeferredHomeContent = deferredHydration<HomeContentProps>('data-deferred-page', async () => (await import('./HomeContent')).default);

export default DeferredHomeContent;
