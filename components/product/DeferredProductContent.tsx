import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { ProductContentProps } from './ProductContent';
// The content's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import '@/components/cart/Cart.module.css';
import '@/components/content/content-styles';
import '@/components/forms/Form.module.css';
import '@/components/reviews/ProductReviews.module.css';
import './Product.module.css';
import './Wishlist.module.css';

/**
 * A product page's content, rendered in full on the server and hydrated once the page is idle or at the shopper's
 * first interaction, from a chunk of its own: the gallery, the purchase form, the reviews and the image and link
 * components stay out of the page's first scripts. Until then it is the server's HTML and works as HTML: the
 * options are radio buttons and Add to cart posts them (what is chosen before hydration is kept when it hydrates),
 * the gallery's thumbnails are links, the reviews' pages are links.
 */
const DeferredProductContent = deferredHydration<ProductContentProps>('data-deferred-page', async () => (await import('./ProductContent')).default);

export default DeferredProductContent;
