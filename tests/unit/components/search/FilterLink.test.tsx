import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import CategoryListing from '@/components/search/CategoryListing';
import { fixtureSearchClient } from '@/tests/support/search-client';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

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
  mockLinkRenders.clear();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('FilterLink in a listing', () => {
  it("renders each flavour and size link once from the server's results; an applied filter renders the links whose state changed", async () => {
    window.history.replaceState({}, '', PATH);
    const { client } = fixtureSearchClient();
    const element = (state?: unknown) => (
      <CategoryListing categoryId="cat-sport" path={PATH} productsIndex="sanity_production_products" serverUrl={`http://localhost${PATH}`} searchClient={client} serverState={state as never} />
    );
    const serverState = JSON.parse(JSON.stringify(await getServerState(element(), { renderToString })));
    mockLinkRenders.clear();
    render(element(serverState));
    await settle();
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
