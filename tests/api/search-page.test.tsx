/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { prerenderToNodeStream } from 'react-dom/static';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import { UiProvider } from '@/components/ui/UiProvider';
import SearchResultsPage, { getServerSideProps } from '@/pages/search-results-page';
import { createSearchEngine } from '@/lib/search/engine';
import { setSearchEngineForTests } from '@/lib/search/embedded';
import { fixtureRecords } from '@/tests/support/search-fixtures';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

function context(url: string): GetServerSidePropsContext {
  const { searchParams } = new URL(url, 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(searchParams);
  return { query, resolvedUrl: url, req: {}, res: {}, params: undefined } as unknown as GetServerSidePropsContext;
}

beforeAll(() => setSearchEngineForTests(createSearchEngine(fixtureRecords(), 'sanity_production')));
afterAll(() => setSearchEngineForTests(null));

describe('/search-results-page getServerSideProps', () => {
  it('server-renders the search of the URL (JSON-safe props) and the page renders it', async () => {
    const result = await getServerSideProps(context('/search-results-page?q=whey&t=unknown'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    expect(props.tab).toBe('products');
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    expect(props.serverState?.initialResults.sanity_production_products.results?.[0]).toMatchObject({ nbHits: 1, query: 'whey' });
    // As _app does: the page's quick-add buttons need the UI and commerce providers. A streaming render, as Next's:
    // the listing's code is loaded while the page renders (there is no boundary to show a fallback in).
    const { prelude } = await prerenderToNodeStream(
      <UiProvider>
        <CommerceDataProvider>
          <SearchResultsPage {...props} />
        </CommerceDataProvider>
      </UiProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    expect(html).toContain('Search Bulk Nutrients');
    expect(html).toContain('1 result for “whey”');
  });

  it('offers featured products only when the search found nothing (a page with results does not load them)', async () => {
    const found = await getServerSideProps(context('/search-results-page?q=whey'));
    const nothing = await getServerSideProps(context('/search-results-page?q=zzzzqq'));
    if (!('props' in found) || !('props' in nothing)) throw new Error('expected props');
    expect((await found.props).popularProducts).toEqual([]);
    const offered = (await nothing.props).popularProducts;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
  });

  it('picks the tab from t', async () => {
    const result = await getServerSideProps(context('/search-results-page?q=shipping&t=pages'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    expect(props.tab).toBe('pages');
    expect(Object.keys(props.serverState?.initialResults ?? {})).toEqual(['sanity_production_pages']);
  });

  it('redirects a query longer than 512 characters to its first 512', async () => {
    const result = await getServerSideProps(context(`/search-results-page?q=${'a'.repeat(600)}&t=blogs`));
    expect(result).toEqual({ redirect: { destination: `/search-results-page?q=${'a'.repeat(512)}&t=blogs`, permanent: false } });
  });
});
