import type { Product, ProductSummary } from './types';

/** A product's card data (ProductSummary): its default picture, or its first, and each variant's options and stock. */
export function toProductSummary(product: Product): ProductSummary {
  const image = product.images.find((candidate) => candidate.isDefault) ?? product.images[0] ?? null;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    shortDescription: product.shortDescription,
    image: image ? { url: image.url, altText: image.altText } : null,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: variant.options.map((option) => ({ name: option.name, value: option.value })),
      inventory: variant.inventory,
      purchasable: variant.purchasable,
    })),
    priceRange: { minCents: product.priceRange.minCents, maxCents: product.priceRange.maxCents },
    retailPriceRange: product.retailPriceRange ? { ...product.retailPriceRange } : null,
  };
}
