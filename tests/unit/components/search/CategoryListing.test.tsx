import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CategoryListing from '@/components/search/CategoryListing';
import { fixtureSearchClient } from '@/tests/support/search-client';

jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

const PATH = '/categories/shop-by-sport';

function at(url: string) {
  window.history.replaceState({}, '', url);
}

afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  at('/');
});

const titles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((h) => h.closest('article'))
    .map((h) => h.textContent);

function renderListing() {
  const { client, calls } = fixtureSearchClient();
  render(<CategoryListing categoryId="cat-sport" path={PATH} productsIndex="sanity_production_products" searchClient={client} />);
  return { user: userEvent.setup(), calls };
}

describe('CategoryListing', () => {
  it("lists the category's products (sub-categories included) and filters them, 'Clear all' only once something is applied", async () => {
    at(PATH);
    const { user } = renderListing();
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(titles()).toEqual(['Creatine Monohydrate', 'BCAA', 'Electrolyte Hydration', 'Beta Alanine']);
    expect(screen.queryByRole('link', { name: 'Clear all' })).not.toBeInTheDocument();

    const sidebar = screen.getByRole('region', { name: 'Filter products' });
    // Rating: 4 & Up keeps 3 of the 4; 3 & Up would keep all four, so it is not offered.
    expect(within(within(sidebar).getByRole('region', { name: 'Rating' })).getAllByRole('link').map((b) => b.textContent)).toEqual([
      '★★★★★4 stars & Up 3 products',
    ]);
    await user.click(within(sidebar).getByRole('link', { name: 'Unflavoured 2 products' }));
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(titles()).toEqual(['Creatine Monohydrate', 'Beta Alanine']);
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`${PATH}?flavour=Unflavoured`));
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getByRole('link')).toHaveTextContent('Unflavoured');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price low to high');
    await waitFor(() => expect(titles()).toEqual(['Beta Alanine', 'Creatine Monohydrate']));
    await waitFor(() => expect(window.location.search).toBe('?flavour=Unflavoured&sort=price_asc'));

    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(await screen.findByText('4 products')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear all' })).not.toBeInTheDocument();
    // Clearing the filters keeps the sort.
    await waitFor(() => expect(window.location.search).toBe('?sort=price_asc'));
  });

  it('opens the filters in a drawer from the Filter button; its footer shows the count and closes it', async () => {
    at(`${PATH}?rating=4`);
    const { user } = renderListing();
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filter (1)' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Filter products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Berry 2 products' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Show 2 products' })).toBeInTheDocument());
    await user.click(within(drawer).getByRole('button', { name: 'Show 2 products' }));
    expect(screen.queryByRole('dialog', { name: 'Filter products' })).not.toBeInTheDocument();
    expect(titles()).toEqual(['BCAA', 'Electrolyte Hydration']);
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toHaveFocus();
  });
});
