import type { Product } from '@/lib/commerce/types';

/** A catalogue product for the structured-data tests. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 101,
    slug: 'whey-protein-isolate',
    name: 'Whey Protein Isolate',
    shortName: 'WPI',
    shortDescription: 'Fast-digesting protein.',
    description: 'A clean whey protein isolate.',
    images: [{ url: '/images/products/whey-protein-isolate.svg', altText: 'WPI pouch', isDefault: true, width: 800, height: 800 }],
    averageRating: 4.74,
    reviewCount: 214,
    minQuantity: 0,
    maxQuantity: 0,
    variants: [
      {
        id: 10101,
        sku: 'WPI-CHO-1KG',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '1kg' },
        ],
        priceCents: 4990,
        retailPriceCents: 5490,
        inventory: 120,
        purchasable: true,
      },
      {
        id: 10102,
        sku: 'WPI-CHO-2.5KG',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '2.5kg' },
        ],
        priceCents: 10900,
        retailPriceCents: null,
        inventory: 0,
        purchasable: true,
      },
    ],
    priceRange: { minCents: 4990, maxCents: 10900 },
    retailPriceRange: null,
    isGiftCertificate: false,
    nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 27, packSizesGrams: { '1kg': 1000, '2.5kg': 2500 } },
    ...overrides,
  };
}
