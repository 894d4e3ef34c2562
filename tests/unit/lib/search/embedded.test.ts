/** @jest-environment node */
import { fixtureBlogTeasers, fixtureCategories, fixturePages, fixtureProductContent, fixtureProducts } from '@/tests/support/search-fixtures';

let revision = 'r1';
let catalogue = 'c1';
let products = fixtureProducts;
const listProducts = jest.fn(async () => products);
const catalogueRevision = jest.fn(async () => catalogue);
const listProductContent = jest.fn(async () => fixtureProductContent);

jest.mock('@/lib/commerce', () => ({ getCommerce: async () => ({ listProducts, catalogueRevision }) }));
jest.mock('@/lib/content', () => ({
  getContent: () => ({
    source: { revision: async () => revision },
    listProductContent,
    listCategories: async () => fixtureCategories,
    countBlogPosts: async () => fixtureBlogTeasers.length,
    listBlogTeasers: async () => fixtureBlogTeasers,
    listPageSlugs: async () => fixturePages.map((p) => p.slug),
    getPage: async (slug: string) => ({ ...fixturePages.find((p) => p.slug === slug)!, body: [], isDraft: false }),
  }),
}));

// Imported after the mocks.
import { getSearchEngine, setSearchEngineForTests } from '@/lib/search/embedded';

const search = async (query: string) =>
  (await getSearchEngine()).search({ requests: [{ indexName: 'sanity_production_products', params: { query } }] }).results[0].nbHits;

describe('the process-wide engine', () => {
  let now = 1_000_000;
  beforeAll(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    setSearchEngineForTests(null);
  });
  afterAll(() => jest.restoreAllMocks());

  it('builds once from the services and reuses the engine', async () => {
    const first = await getSearchEngine();
    expect(await getSearchEngine()).toBe(first);
    expect(listProducts).toHaveBeenCalledTimes(1);
    expect(first.counts()).toEqual({
      sanity_production_products: 8,
      sanity_production_categories: 9,
      sanity_production_blogs: 3,
      sanity_production_pages: 3,
      sanity_production_products_price_asc: 8,
      sanity_production_products_price_desc: 8,
      sanity_production_products_rating_desc: 8,
      sanity_production_products_newest: 8,
    });
  });

  it('rebuilds in the background when the content revision changes', async () => {
    const before = await getSearchEngine();
    revision = 'r2';
    products = fixtureProducts.slice(0, 3);
    now += 16_000;
    expect(await getSearchEngine()).toBe(before); // served from the current engine meanwhile
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await getSearchEngine();
    expect(after).not.toBe(before);
    expect(await search('')).toBe(3);
  });

  it('keeps the engine when nothing changed: the catalogue is listed again only when its revision moves', async () => {
    const before = await getSearchEngine();
    const calls = listProducts.mock.calls.length;
    const revisionChecks = catalogueRevision.mock.calls.length;
    now += 16_000;
    await getSearchEngine();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(catalogueRevision.mock.calls.length).toBe(revisionChecks + 1); // the cheap check ran...
    expect(listProducts.mock.calls.length).toBe(calls); // ...and nothing was listed
    expect(await getSearchEngine()).toBe(before);

    catalogue = 'c2';
    products = fixtureProducts.slice(0, 2);
    now += 16_000;
    await getSearchEngine();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listProducts.mock.calls.length).toBe(calls + 1);
    expect(await getSearchEngine()).not.toBe(before);
    expect(await search('')).toBe(2);
  });
});
