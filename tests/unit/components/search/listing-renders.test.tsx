// What the listing renders again once it runs in the browser: its cards and its filter links only when what they show changes.
import { createElement, type ComponentType } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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

// How many times each filter link's own render ran, by the value it toggles. The mock keeps the real export's shape:
// a memo component stays one (with its comparison), a plain one stays plain, so the count is what the shop does.
const mockLinkRenders = new Map<string, number>();
type LinkProps = { value: string };
type LinkExport = ComponentType<LinkProps> & { $$typeof?: symbol; type?: ComponentType<LinkProps>; compare?: ((a: LinkProps, b: LinkProps) => boolean) | null };
jest.mock('@/components/search/FilterLink', () => {
  const { createElement: h, memo: asMemo } = jest.requireActual<typeof import('react')>('react');
  const Actual: LinkExport = jest.requireActual('@/components/search/FilterLink').default;
  const counted = (Inner: ComponentType<LinkProps>) =>
    function CountedFilterLink(props: LinkProps) {
      mockLinkRenders.set(props.value, (mockLinkRenders.get(props.value) ?? 0) + 1);
      return h(Inner, props);
    };
  const isMemo = Actual.$$typeof === Symbol.for('react.memo') && Actual.type;
  return { __esModule: true, default: isMemo ? asMemo(counted(Actual.type!), Actual.compare ?? undefined) : counted(Actual) };
});

const PATH = '/categories/shop-by-sport';

afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  window.history.replaceState({}, '', '/');
  mockCardRenders.clear();
  mockLinkRenders.clear();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const titlesOf = (hits: Iterable<object>) => [...hits].map((hit) => (hit as ProductHit).title);

/** The category listing as on the page: started in the browser from the server's results, then settled. */
async function renderFromServerResults() {
  window.history.replaceState({}, '', PATH);
  const { client } = fixtureSearchClient();
  const element = (state?: unknown) => (
    <CategoryListing categoryId="cat-sport" path={PATH} productsIndex="sanity_production_products" serverUrl={`http://localhost${PATH}`} searchClient={client} serverState={state as never} />
  );
  const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
  mockCardRenders.clear();
  mockLinkRenders.clear();
  render(element(serverState));
  expect(screen.getByText('4 products')).toBeInTheDocument();
  await settle();
}

describe('ResultsHits', () => {
  it('renders each card once for the hit it shows: later renders of the listing with the same results leave the cards alone, new results render them', async () => {
    await renderFromServerResults();
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

describe('FilterLink', () => {
  it("renders each flavour and size link once from the server's results; an applied filter renders the links whose state changed", async () => {
    await renderFromServerResults();
    // InstantSearch renders its widgets again as its state settles in the browser (its hooks' state set on mount,
    // then the instance's first render), with the same values: the links are not rendered again.
    const sidebar = screen.getByRole('region', { name: 'Filter products' });
    const links = ['Flavour', 'Size'].flatMap((name) => within(within(sidebar).getByRole('region', { name })).getAllByRole('link'));
    expect(links.length).toBeGreaterThan(2);
    // Rating links (values 1-5) are left out: their name is stars, a new element each render.
    const flavourAndSize = [...mockLinkRenders].filter(([value]) => !/^\d$/.test(value));
    expect(flavourAndSize).toHaveLength(links.length);
    expect(flavourAndSize.filter(([, renders]) => renders !== 1)).toEqual([]);

    // Applying a flavour changes that link (now applied) and the others' counts: they render with their new state.
    mockLinkRenders.clear();
    await userEvent.setup().click(within(sidebar).getByRole('link', { name: 'Unflavoured 2 products' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    await settle();
    expect(mockLinkRenders.get('Unflavoured')).toBeGreaterThan(0);
    expect(within(sidebar).getByRole('link', { name: 'Unflavoured 2 products' })).toHaveAttribute('aria-current', 'true');
  });
});
