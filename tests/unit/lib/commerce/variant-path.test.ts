import { productVariantPath, splitVariantPage, variantById, variantPagePath, withVariant } from '@/lib/commerce/variant-path';

const product = {
  variants: [
    { id: 10101, options: [{ name: 'Flavour', value: 'Chocolate' }], inventory: 3, purchasable: true },
    { id: 10104, options: [{ name: 'Flavour', value: 'Vanilla' }], inventory: 0, purchasable: true },
  ],
};

describe('the variant an address chooses', () => {
  it('is the variant of the product the id names, sold out or not', () => {
    expect(variantById(product, '10104')?.id).toBe(10104);
  });

  it('is none for anything else: not a number, no such variant, too long, missing', () => {
    for (const id of ['abc', '10104abc', ' 10104', '999999999', '1234567890123', '', undefined, ['10104']]) expect(variantById(product, id)).toBeNull();
  });
});

describe("a product page's address with a variant chosen", () => {
  it('adds the variant to the query', () => {
    expect(productVariantPath('whey-protein-isolate', 10104)).toBe('/products/whey-protein-isolate?variant=10104');
    expect(withVariant('/products/creatine', 11801)).toBe('/products/creatine?variant=11801');
    expect(withVariant('/products/creatine?ref=cart', 11801)).toBe('/products/creatine?ref=cart&variant=11801');
  });
});

describe("the product route's parameter of a page with a variant chosen", () => {
  it('is the slug, then the variant id', () => {
    expect(variantPagePath('whey-protein-isolate', 10104)).toBe('/products/whey-protein-isolate~10104');
    expect(splitVariantPage('whey-protein-isolate~10104')).toEqual({ slug: 'whey-protein-isolate', variant: '10104' });
  });

  it('is only the slug without a variant id after the separator', () => {
    for (const param of ['whey-protein-isolate', 'whey-protein-isolate~abc', 'whey-protein-isolate~', '~10104']) expect(splitVariantPage(param)).toEqual({ slug: param });
  });
});
