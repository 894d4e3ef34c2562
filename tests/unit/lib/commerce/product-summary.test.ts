import { toProductSummary } from '@/lib/commerce/product-summary';
import { makeProduct, makeVariant, WHEY } from '@/tests/support/cart/cart-test-utils';

describe('a product as its card needs it', () => {
  it('keeps what a card, its quick add and its heart show, and leaves the product page detail out', () => {
    const summary = toProductSummary(WHEY);
    expect(Object.keys(summary).sort()).toEqual(
      ['averageRating', 'id', 'image', 'maxQuantity', 'minQuantity', 'name', 'priceRange', 'retailPriceRange', 'reviewCount', 'shortDescription', 'slug', 'variants'].sort(),
    );
    expect(summary.image).toEqual({ url: '/images/products/whey-protein-isolate.svg', altText: 'Whey Protein Isolate' });
    expect(summary.variants).toHaveLength(WHEY.variants.length);
    expect(summary.variants[1]).toEqual({ id: 12, options: WHEY.variants[1].options, inventory: 0, purchasable: true });
    expect(JSON.stringify(summary)).not.toContain('described');
  });

  it('shows the default picture, else the first, else none', () => {
    const pictures = [
      { url: '/a.svg', altText: 'A', isDefault: false, width: 1, height: 1 },
      { url: '/b.svg', altText: 'B', isDefault: true, width: 1, height: 1 },
    ];
    const product = (images: typeof pictures) => makeProduct({ id: 9, slug: 's', name: 'S', images, variants: [makeVariant({ id: 91 })] });
    expect(toProductSummary(product(pictures)).image?.url).toBe('/b.svg');
    expect(toProductSummary(product([pictures[0]])).image?.url).toBe('/a.svg');
    expect(toProductSummary(product([])).image).toBeNull();
  });
});
