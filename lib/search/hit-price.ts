/** The price a product hit shows, in the app's PriceRange (cents). Browser-safe. */
import type { PriceRange } from '../commerce/types';
import type { ProductRecord } from './types';

/** The record's price range; records synced before it carried one fall back to their lowest price. */
export function hitPriceRange(hit: Pick<ProductRecord, 'price' | 'priceRange'>): PriceRange {
  if (hit.priceRange && Number.isFinite(hit.priceRange.minCents) && Number.isFinite(hit.priceRange.maxCents)) {
    return { minCents: hit.priceRange.minCents, maxCents: hit.priceRange.maxCents };
  }
  const cents = Math.round((Number.isFinite(hit.price) ? hit.price : 0) * 100);
  return { minCents: cents, maxCents: cents };
}

export function hitRetailPriceRange(hit: Pick<ProductRecord, 'retailPriceRange'>): PriceRange | null {
  return hit.retailPriceRange ? { minCents: hit.retailPriceRange.minCents, maxCents: hit.retailPriceRange.maxCents } : null;
}
