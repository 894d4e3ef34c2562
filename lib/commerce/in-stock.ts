import type { ProductVariant } from './types';

/** Whether a variant can be bought now: purchasable and with units in stock. */
export function isInStock(variant: Pick<ProductVariant, 'purchasable' | 'inventory'>): boolean {
  return variant.purchasable && variant.inventory > 0;
}

/**
 * The variant a product stands for until the shopper chooses (the product page's first choice, what a card's heart
 * saves): the first in stock, else the first.
 */
export function defaultVariant<V>(variants: readonly V[], inStock: (variant: V) => boolean): V | null {
  return variants.find(inStock) ?? variants[0] ?? null;
}
