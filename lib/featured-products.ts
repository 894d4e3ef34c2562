import { getCommerce } from './commerce';
import { toProductSummary } from './commerce/product-summary';
import type { ProductSummary } from './commerce/types';
import { getContent } from './content';

/**
 * The first `limit` of the products the editors feature on the home page, as cards: what the shop offers a shopper
 * who found nothing (the search results page's no-results help). The content service names them, commerce
 * describes them; a featured product the store no longer has is left out.
 */
export async function loadFeaturedProducts(limit: number, options: { preview?: boolean } = {}): Promise<ProductSummary[]> {
  const home = await getContent().getHomePage(options);
  const ids = (home?.featuredProductIds ?? []).slice(0, limit);
  if (ids.length === 0) return [];
  const products = await (await getCommerce()).getProductsByIds(ids);
  return products.map(toProductSummary);
}
