import type { ProductVariant } from './types';

/** Whether a variant can be bought now: purchasable and with units in stock. */
export function isInStock(variant: Pick<ProductVariant, 'purchasable' | 'inventory'>): boolean {
  return variant.purchasable && variant.inventory > 0;
}
