import { createElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import CategoryListing from '@/components/search/CategoryListing';
import type { ProductHit } from '@/components/search/hit-types';
import { fixtureSearchClient } from '@/tests/support/search-client';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

// Each product card's renders, by the hit object it was given.
const mockCardRenders = new Map<object, number>();
jest.mock('@/components/search/ProductHitCard', () => {
  const Actual = jest.requireActual('@/components/search/ProductHitCard').default;
  return {
    __esModule: true,
    default: (props: { hit: object }) => {
      mockCardRenders.set(props.hit, (mockCardRenders.get(props.hit) ?? 0) + 1);
      return createElement(Actual, props);
    },
  };
});

const PATH = '/categories/shop-by-sport';

afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  window.history.replaceState({}, '', '/');
  mockCardRenders.clear();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const titlesOf = (hits: Iterable<object>) => [...hits].map((hit) => (hit as ProductHit).title);

describe('ResultsHits', () => {
  it('renders each card once for the hit it shows: later renders of the listing with the same results leave the cards alone, new results render them', async () => {
    window.history.replaceState({}, '', PATH);
    const { client } = fixtureSearchClient();
    const element = (state?: unknown) => (
      <CategoryListing categoryId="cat-sport" path={PATH} productsIndex="sanity_production_products" serverUrl={`http://localhost${PATH}`} searchClient={client} serverState={state as never} />
    );
    // As on the page: the listing starts from the server's results.
    const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
    mockCardRenders.clear();
    render(element(serverState));
    expect(screen.getByText('4 products')).toBeInTheDocument();
    await settle();
    // InstantSearch renders the listing again as its state settles in the browser (its hooks' state set on mount,
    // then the instance's first render); each card rendered once all the same.
    expect(titlesOf(mockCardRenders.keys())).toEqual(['Creatine Monohydrate', 'BCAA', 'Electrolyte Hydration', 'Beta Alanine']);
    expect([...mockCardRenders.values()]).toEqual([1, 1, 1, 1]);

    // A new search hands over new hits: the cards show them.
    mockCardRenders.clear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Unflavoured 2 products' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    await settle();
    expect(titlesOf(mockCardRenders.keys())).toEqual(['Creatine Monohydrate', 'Beta Alanine']);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('heading', { level: 3 })
          .filter((h) => h.closest('article'))
          .map((h) => h.textContent),
      ).toEqual(['Creatine Monohydrate', 'Beta Alanine']),
    );
  });
});
