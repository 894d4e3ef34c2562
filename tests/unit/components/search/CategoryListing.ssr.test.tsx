/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import CategoryListing from '@/components/search/CategoryListing';
import { fixtureSearchClient } from '@/tests/support/search-client';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

const PRODUCTS = 'sanity_production_products';
const PATH = '/categories/shop-by-sport';

describe('CategoryListing on the server (each filtered URL is a crawlable page)', () => {
  it('renders the products of the URL: the category, its filters and its sort, as HTML with product links', async () => {
    const { client, calls } = fixtureSearchClient();
    const serverUrl = `http://localhost${PATH}?flavour=Berry&flavour=Unflavoured&sort=price_desc`;
    const element = (state?: unknown) => (
      <CategoryListing categoryId="cat-sport" path={PATH} productsIndex={PRODUCTS} serverUrl={serverUrl} searchClient={client} serverState={state as never} />
    );
    const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
    // The sort is its replica; the category is a fixed filter.
    expect(calls[0][0]).toMatchObject({ indexName: `${PRODUCTS}_price_desc` });
    expect(JSON.stringify(calls[0][0].params)).toContain('categoryIds:\\"cat-sport\\"');

    const before = calls.length;
    const html = renderToString(element(serverState));
    expect(calls.length).toBe(before);
    // Shop by Sport: 102, 103, 104, 107; Berry or Unflavoured: all four. By price, highest first: 107, 102, 103, 104.
    expect(html).toContain('4 products');
    const titles = [...html.matchAll(/href="\/products\/([a-z-]+)"><span class="ais-Highlight">/g)].map((m) => m[1]);
    expect(titles).toEqual(['bcaa', 'creatine-monohydrate', 'electrolyte-hydration', 'beta-alanine']);
    expect(html).toMatch(/<option value="price_desc" selected="">Price high to low<\/option>/);
    expect(html).toContain('Clear all');
    expect(html).toContain('Filter (2)');

    // Every control works without JavaScript: links to the listing's other states, GET forms that keep the rest.
    const href = (path: string) => `href="${path.replace(/&/g, '&amp;')}"`;
    expect(html).toContain(`${href(`${PATH}?flavour=Unflavoured&sort=price_desc`)} class="chip"`);
    expect(html).toContain(`${href(`${PATH}?sort=price_desc`)} class="clearAll"`);
    expect(html).toMatch(/<form class="sort" autoComplete="off" action="\/categories\/shop-by-sport" method="get"><input type="hidden" name="flavour" value="Berry"\/><input type="hidden" name="flavour" value="Unflavoured"\/>/);
    expect(html).toMatch(/<form class="priceForm" autoComplete="off" action="\/categories\/shop-by-sport" method="get">(<input type="hidden"[^>]*>)+<label/);
    expect(html).toContain('name="price_min"');
    expect(html).not.toContain('<template');
  });

  it("renders as many pages as 'Show more' asked for, and links to one more", async () => {
    const { client } = fixtureSearchClient();
    const serverUrl = `http://localhost${PATH}?page=2`;
    const element = (state?: unknown) => (
      <CategoryListing categoryId="cat-sport" path={PATH} productsIndex={PRODUCTS} serverUrl={serverUrl} searchClient={client} serverState={state as never} />
    );
    const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
    expect(serverState.initialResults[PRODUCTS].results[0]).toMatchObject({ hitsPerPage: 24 });
  });

  it("shows no applied filters and no 'Clear all' when nothing is applied", async () => {
    const { client } = fixtureSearchClient();
    const serverUrl = `http://localhost${PATH}`;
    const element = (state?: unknown) => (
      <CategoryListing categoryId="cat-sport" path={PATH} productsIndex={PRODUCTS} serverUrl={serverUrl} searchClient={client} serverState={state as never} />
    );
    const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
    const html = renderToString(element(serverState));
    expect(html).toContain('4 products');
    expect(html).not.toContain('Clear all');
    expect(html).not.toContain('Applied filters');
    expect(html).toMatch(/<option value="relevance" selected="">Relevance<\/option>/);
  });
});
