/** @jest-environment node */
import { buildSearchRecords, categoryTrails, hierarchicalCategories } from '@/lib/search/records';
import { fixtureCategories, fixtureInputs, fixtureProduct } from '@/tests/support/search-fixtures';

describe('buildSearchRecords', () => {
  const records = buildSearchRecords(fixtureInputs);

  it('builds a product hit from the catalogue and its content document', () => {
    const whey = records.products.find((p) => p.objectID === 'product-101');
    expect(whey).toEqual({
      objectID: 'product-101',
      productId: 101,
      slug: 'whey-protein-isolate',
      title: 'Whey Protein Isolate',
      shortDescription: 'Our purest whey protein, low in fat and carbs.',
      description: 'Cold filtered whey protein isolate with 27 grams of protein per serve.',
      price: 49.9,
      priceRange: { minCents: 4990, maxCents: 8990 },
      retailPriceRange: null,
      averageRating: 4.7,
      reviewCount: 214,
      stars: 4.5,
      images: [{ url: '/images/products/whey-protein-isolate.svg', altText: 'Whey Protein Isolate pouch', defaultImage: true }],
      sku: 'WHE-CHO-1',
      minQuantity: 0,
      maxQuantity: 0,
      variants: [
        { variantId: 10100, inStock: true, options: [{ name: 'Flavour', value: 'Chocolate' }, { name: 'Package Size', value: '1kg' }] },
        { variantId: 10101, inStock: true, options: [{ name: 'Flavour', value: 'Vanilla' }, { name: 'Package Size', value: '1kg' }] },
        { variantId: 10110, inStock: true, options: [{ name: 'Flavour', value: 'Chocolate' }, { name: 'Package Size', value: '2.5kg' }] },
        { variantId: 10111, inStock: true, options: [{ name: 'Flavour', value: 'Vanilla' }, { name: 'Package Size', value: '2.5kg' }] },
      ],
      categories: {
        lvl0: ['Shop by Goal', 'Shop by Ingredient'],
        lvl1: ['Shop by Goal > Muscle Gain', 'Shop by Ingredient > Protein'],
        lvl2: ['Shop by Ingredient > Protein > Whey'],
      },
      categoryIds: ['cat-goal', 'cat-ingredient', 'cat-muscle', 'cat-protein', 'cat-whey'],
      flavours: ['Chocolate', 'Vanilla'],
      sizes: ['1kg', '2.5kg'],
    });
    // The product id is the number after the last hyphen.
    expect(Number(whey!.objectID.split('-').pop())).toBe(101);
  });

  it('uses the minimum variant price and keeps products without content', () => {
    const product = fixtureProduct({
      id: 900, slug: 'sample', name: 'Sample Pack', short: 'Try them all.', description: 'Ten sachets.', prices: [1500, 990],
      rating: 0, reviews: 0, flavours: ['Mixed'], categoryIds: [],
    });
    const [record] = buildSearchRecords({ ...fixtureInputs, products: [product] }).products;
    expect(record).toMatchObject({ objectID: 'product-900', title: 'Sample Pack', price: 9.9, stars: 0, categories: { lvl0: [], lvl1: [], lvl2: [] } });
  });

  it("carries the product's minimum and maximum per order, which quick add needs", () => {
    const base = fixtureProduct({
      id: 902, slug: 'sachets', name: 'Sachets', short: 'Two or more.', description: 'Sold in twos.', prices: [350],
      rating: 4, reviews: 3, flavours: ['Mixed'], categoryIds: [],
    });
    const [record] = buildSearchRecords({ ...fixtureInputs, products: [{ ...base, minQuantity: 2, maxQuantity: 20 }] }).products;
    expect(record).toMatchObject({ minQuantity: 2, maxQuantity: 20 });
  });

  it('carries the product page price range, the retail range of a sale and sold-out variants', () => {
    const base = fixtureProduct({
      id: 901, slug: 'sale', name: 'Sale Pack', short: 'On sale.', description: 'Cheap.', prices: [1990, 2990],
      rating: 4, reviews: 3, flavours: ['Mixed'], categoryIds: [],
    });
    const product = {
      ...base,
      retailPriceRange: { minCents: 2490, maxCents: 3490 },
      variants: base.variants.map((v, i) => (i === 1 ? { ...v, inventory: 0, purchasable: false } : v)),
    };
    const [record] = buildSearchRecords({ ...fixtureInputs, products: [product] }).products;
    expect(record.priceRange).toEqual({ minCents: 1990, maxCents: 2990 });
    expect(record.retailPriceRange).toEqual({ minCents: 2490, maxCents: 3490 });
    expect(record.variants.map((v) => v.inStock)).toEqual([true, false]);
  });

  it('builds blog, category and page hits with full-path slugs', () => {
    expect(records.blogs[0]).toEqual({
      objectID: 'blog-creatine',
      slug: 'blog/creatine-basics',
      title: 'Creatine Basics',
      author: 'Sam Carter',
      excerpt: 'What creatine does and how to take it.',
      publishedAt: '2024-05-01T00:00:00Z',
      featuredImage: { url: '/images/content/creatine.svg', altText: 'A scoop of creatine' },
      estimatedReadingTime: 6,
    });
    expect(records.blogs[2].featuredImage).toBeNull();
    expect(records.categories.find((c) => c.objectID === 'cat-trail')).toEqual({
      objectID: 'cat-trail',
      slug: 'categories/shop-by-sport/running/trail-running',
      title: 'Trail Running',
      description: 'Long days on the trails.',
    });
    expect(records.pages.map((p) => p.slug)).toEqual(['faqs/shipping', 'about-us', 'contact-us']);
  });

  it("leaves the team's own pages (the style guide) out of the pages index", () => {
    const pages = [...fixtureInputs.pages, { id: 'page-style-guide', title: 'Style guide', slug: 'style-guide', description: 'Every block, for editors.' }];
    expect(buildSearchRecords({ ...fixtureInputs, pages }).pages.map((p) => p.slug)).toEqual(['faqs/shipping', 'about-us', 'contact-us']);
  });

  it('is a pure function of its inputs', () => {
    expect(buildSearchRecords(fixtureInputs)).toEqual(records);
  });
});

describe('category paths', () => {
  it('walks parents to the root and survives cycles', () => {
    const trails = categoryTrails(fixtureCategories);
    expect(trails.get('cat-trail')).toEqual(['Shop by Sport', 'Running', 'Trail Running']);
    const loop = categoryTrails([
      { id: 'a', title: 'A', slug: 'a', description: '', parentId: 'b' },
      { id: 'b', title: 'B', slug: 'b', description: '', parentId: 'a' },
    ]);
    expect(loop.get('a')).toEqual(['B', 'A']);
  });

  it('formats the hierarchical facet levels, three at most', () => {
    expect(hierarchicalCategories([['Goal', 'Muscle Gain'], ['Sport', 'Running', 'Trail', 'Ultra']])).toEqual({
      lvl0: ['Goal', 'Sport'],
      lvl1: ['Goal > Muscle Gain', 'Sport > Running'],
      lvl2: ['Sport > Running > Trail'],
    });
  });
});
