/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import SearchResults from '@/components/search/SearchResults';
import { toProductSummary } from '@/lib/commerce/product-summary';
import { fixtureProducts } from '@/tests/support/search-fixtures';
import { fixtureSearchClient } from '@/tests/support/search-client';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

describe('SearchResults on the server', () => {
  it('computes the server state from the request URL and renders the results into HTML', async () => {
    const { client, calls } = fixtureSearchClient();
    const serverUrl = 'http://localhost/search-results-page?q=protein&category=Shop+by+Ingredient';
    const state = await getServerState(<SearchResults initialTab="products" serverUrl={serverUrl} searchClient={client} />, { renderToString });
    // What getServerSideProps does: the state goes through JSON into the page props.
    const serverState = JSON.parse(JSON.stringify(state));
    const results = serverState.initialResults.sanity_production_products;
    expect(results.state.query).toBe('protein');
    expect(results.results[0]).toMatchObject({ nbHits: 2, hitsPerPage: 12, index: 'sanity_production_products' });
    expect(calls.length).toBe(1);
    // The hits query plus the disjunctive query for the refined hierarchical facet, in one multi-query.
    expect(calls[0].length).toBeGreaterThanOrEqual(2);

    const before = calls.length;
    const html = renderToString(<SearchResults initialTab="products" serverUrl={serverUrl} serverState={serverState} searchClient={client} />);
    expect(calls.length).toBe(before); // rendering from the server state sends no search
    expect(html).toContain('Search Bulk Nutrients');
    expect(html).toContain('2 results for “protein”');
    expect(html).toContain('Whey </span><mark class="ais-Highlight-highlighted">Protein</mark>');
    expect(html).toContain('$49.90');
    expect(html).toMatch(/value="protein"/);
    expect(html).toContain('Shop by Ingredient');
  });

  it('renders the no-results help into the HTML (it works before and without the page\'s scripts)', async () => {
    const { client } = fixtureSearchClient();
    const serverUrl = 'http://localhost/search-results-page?q=zzzz';
    const state = JSON.parse(
      JSON.stringify(await getServerState(<SearchResults initialTab="products" serverUrl={serverUrl} searchClient={client} />, { renderToString })),
    );
    const popularProducts = [toProductSummary(fixtureProducts[0])];
    const html = renderToString(<SearchResults initialTab="products" serverUrl={serverUrl} serverState={state} searchClient={client} popularProducts={popularProducts} />);
    expect(html).toContain('No results for “zzzz”.');
    expect(html).toContain('Check the spelling');
    expect(html).toContain('href="/search-results-page?q=Creatine"');
    expect(html).toContain('href="/categories/shop-by-ingredient"');
    expect(html).toContain('href="/products/whey-protein-isolate"');
  });

  it('counts the results of a query of spaces alone without quoting the spaces', async () => {
    const { client } = fixtureSearchClient();
    const serverUrl = 'http://localhost/search-results-page?q=%20%20%20';
    const state = JSON.parse(
      JSON.stringify(await getServerState(<SearchResults initialTab="products" serverUrl={serverUrl} searchClient={client} />, { renderToString })),
    );
    const html = renderToString(<SearchResults initialTab="products" serverUrl={serverUrl} serverState={state} searchClient={client} />);
    expect(html).toMatch(/>\d+ results<\/p>/);
    expect(html).not.toContain('results for “');
  });

  it('renders the tab from t with its own index', async () => {
    const { client } = fixtureSearchClient();
    const serverUrl = 'http://localhost/search-results-page?q=creatine&t=blogs';
    const state = JSON.parse(
      JSON.stringify(await getServerState(<SearchResults initialTab="blogs" serverUrl={serverUrl} searchClient={client} />, { renderToString })),
    );
    expect(Object.keys(state.initialResults)).toEqual(['sanity_production_blogs']);
    const html = renderToString(<SearchResults initialTab="blogs" serverUrl={serverUrl} serverState={state} searchClient={client} />);
    expect(html).toContain('Posted by Sam Carter');
    expect(html).toContain('Estimated reading time: 6 minutes');
    expect(html).not.toContain('Filter and Categories');
  });
});
