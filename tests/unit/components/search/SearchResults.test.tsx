import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch';
import SearchResults from '@/components/search/SearchResults';
import { createSearchEngine } from '@/lib/search/engine';
import { buildSearchRecords } from '@/lib/search/records';
import { toProductSummary } from '@/lib/commerce/product-summary';
import { fixtureInputs, fixtureProduct, fixtureProducts } from '@/tests/support/search-fixtures';
import { fixtureSearchClient } from '@/tests/support/search-client';

// instantsearch.js/es is ESM, which next/jest does not transform: use its CommonJS build in tests.
jest.mock('instantsearch.js/es/lib/routers', () => jest.requireActual('instantsearch.js/cjs/lib/routers'));
jest.mock('instantsearch.js/es/connectors', () => jest.requireActual('instantsearch.js/cjs/connectors'));

function at(url: string) {
  window.history.replaceState({}, '', url);
}

async function flushDispose() {
  // InstantSearch disposes its instances in a timeout after unmount.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  await flushDispose();
  at('/');
});

const resultTitles = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('SearchResults (InstantSearch over the embedded engine)', () => {
  it('reads q from the URL, shows product cards, the category hierarchy and ratings', async () => {
    at('/search-results-page?q=protein');
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} renderQuickAdd={(hit) => <button type="button">Quick add {hit.sku}</button>} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeInTheDocument();
    expect(await screen.findByText('2 results for “protein”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('protein');
    expect(resultTitles()).toEqual(['Whey Protein Isolate', 'Vegan Protein Blend']);

    const card = screen.getByRole('link', { name: 'Whey Protein Isolate' }).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5 from 214 reviews' })).toBeInTheDocument();
    // The product's price range, as its card and product page show it.
    expect(within(card).getByTestId('price')).toHaveTextContent('$49.90 - $89.90');
    expect(within(card).getByText('Our purest whey protein, low in fat and carbs.')).toBeInTheDocument();
    expect(within(card).getAllByRole('link', { name: /Choose options/ })).toHaveLength(1);
    expect(within(card).getByRole('link', { name: /Choose options/ })).toHaveAttribute('href', '/products/whey-protein-isolate');
    expect(within(card).getByRole('button', { name: 'Quick add WHE-CHO-1' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Whey Protein Isolate' }).querySelector('mark')?.textContent).toBe('Protein');

    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getAllByRole('link').map((b) => b.textContent)).toEqual(['Shop by Goal 1 product', 'Shop by Ingredient 2 products']);
    // Both hits are rated 4 or more: no rating would narrow them, so the rating filter hides.
    expect(screen.queryByRole('region', { name: 'Rating' })).not.toBeInTheDocument();
    // Flavour and size offer only what narrows: both come in Chocolate and in 1kg; only the whey in Vanilla and 2.5kg.
    const flavours = screen.getByRole('region', { name: 'Flavour' });
    expect(within(flavours).getAllByRole('link').map((b) => b.textContent)).toEqual(['Vanilla 1 product']);
    expect(within(screen.getByRole('region', { name: 'Size' })).getAllByRole('link').map((b) => b.textContent)).toEqual(['2.5kg 1 product']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();
  });

  it('refines by category and rating, labels the applied filters, and Clear all clears the query too', async () => {
    at('/search-results-page');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('8 results')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Shop by Sport 4 products' }));
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Running 4 products' }));
    await user.click(await screen.findByRole('link', { name: 'Trail Running 1 product' }));
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Electrolyte Hydration']);
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(applied).getByRole('link').textContent).toBe('Trail Running × (remove filter)');

    await user.click(within(applied).getByRole('link'));
    expect(await screen.findByText('8 results')).toBeInTheDocument();

    // Ratings with counts, only those that narrow: 3 & Up (and below) would keep all 8.
    const rating = screen.getByRole('region', { name: 'Rating' });
    expect(within(rating).getAllByRole('link').map((b) => b.textContent)).toEqual(['★★★★★4 stars & Up 6 products']);
    expect(within(rating).getByRole('link').querySelectorAll('[aria-hidden="true"] span')).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: '4 stars & Up 6 products' }));
    expect(await screen.findByText('6 results')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getByRole('link')).toHaveTextContent('Rating 4+');
    await waitFor(() => expect(window.location.search).toBe('?rating=4'));

    await user.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'bcaa');
    expect(await screen.findByText('1 result for “bcaa”')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('filters by price with the Update button', async () => {
    at('/search-results-page');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    const min = screen.getByRole('spinbutton', { name: 'Minimum price in dollars' });
    await waitFor(() => expect(min).toHaveAttribute('placeholder', '$19'));
    await user.type(min, '40');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Whey Protein Isolate', 'Vegan Protein Blend']);
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getByRole('link')).toHaveTextContent('Min $40');
    await waitFor(() => expect(window.location.search).toBe('?price=40%3A'));
  });

  it('takes a price bound past the listing\'s prices as no bound on that side (the placeholders are not limits)', async () => {
    at('/search-results-page');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    const max = screen.getByRole('spinbutton', { name: 'Maximum price in dollars' });
    expect(max).not.toHaveAttribute('max');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum price in dollars' }), '40');
    await user.type(max, '5000');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('2 results')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?price=40%3A'));
  });

  it('restores filters from the URL (reload) and switches tabs keeping the query', async () => {
    at('/search-results-page?q=running&category=Shop+by+Sport&rating=4');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    // "running" matches 102, 103, 104, 107 (category text); Sport and 4+ keeps 102, 107 and 103. 103 ranks first
    // (matched in the weightier lvl2 attribute), then the tie 102/107 goes by rating.
    expect(await screen.findByText('3 results for “running”')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Electrolyte Hydration', 'Creatine Monohydrate', 'BCAA']);
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('link').map((b) => b.firstChild?.textContent)).toEqual([
      'Shop by Sport',
      'Rating 4+',
    ]);

    await user.click(screen.getByRole('link', { name: 'Categories' }));
    expect(window.location.search).toBe('?q=running&t=categories');
    expect(await screen.findByText('2 results for “running”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Results' });
    expect(within(list).getByRole('link', { name: 'Running' })).toHaveAttribute('href', '/categories/shop-by-sport/running');
    expect(within(list).getByText('Fuel and recovery for runners.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the shop' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'trail');
    expect(await screen.findByText('1 result for “trail”')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?q=trail&t=categories'));

    await user.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(window.location.search).toBe('?q=trail&t=blogs');
    expect(await screen.findByText('1 result for “trail”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hydration for Trail Runners' })).toHaveAttribute('href', '/blog/hydration-for-trail-runners');
    expect(screen.getByText('Posted by Alex Ng')).toBeInTheDocument();
    expect(screen.getByText('Estimated reading time: 8 minutes')).toBeInTheDocument();

    // Back returns to the categories tab with its query.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByText('1 result for “trail”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trail Running' })).toBeInTheDocument();
  });

  describe('when nothing matches', () => {
    const popularProducts = fixtureProducts.slice(0, 2).map(toProductSummary);
    const help = () => screen.getByTestId('no-results');

    it('quotes the query, says how to search differently, and links searches, categories and featured products', async () => {
      at('/search-results-page?q=zzzz');
      const { client } = fixtureSearchClient();
      render(<SearchResults initialTab="products" searchClient={client} popularProducts={popularProducts} />);

      expect(await screen.findByRole('status')).toHaveTextContent('No results for “zzzz”.');
      expect(within(help()).getByText(/Check the spelling/)).toBeInTheDocument();
      expect(within(help()).getByText(/Use fewer words, or broader ones/)).toBeInTheDocument();
      expect(within(help()).queryByText(/Remove a filter/)).not.toBeInTheDocument();
      const searches = within(help()).getByRole('region', { name: 'Popular searches' });
      expect(within(searches).getByRole('link', { name: 'Pre Workout' })).toHaveAttribute('href', '/search-results-page?q=Pre%20Workout');
      const categories = within(help()).getByRole('region', { name: 'Browse the range' });
      expect(within(categories).getByRole('link', { name: 'Shop by Sport' })).toHaveAttribute('href', '/categories/shop-by-sport');
      expect(within(categories).getAllByRole('link')).toHaveLength(6);
      const products = within(help()).getByRole('region', { name: 'Popular picks' });
      expect(within(products).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Whey Protein Isolate', 'Creatine Monohydrate']);
      expect(within(products).getByRole('link', { name: 'Whey Protein Isolate' })).toHaveAttribute('href', '/products/whey-protein-isolate');
      // No 'Show more' under no results.
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('comes and goes as the shopper types, on every tab', async () => {
      at('/search-results-page?q=protein');
      const user = userEvent.setup();
      const { client } = fixtureSearchClient();
      render(<SearchResults initialTab="products" searchClient={client} popularProducts={popularProducts} />);
      expect(await screen.findByText('2 results for “protein”')).toBeInTheDocument();
      expect(screen.queryByTestId('no-results')).not.toBeInTheDocument();

      const box = screen.getByRole('searchbox', { name: 'Search the shop' });
      await user.clear(box);
      await user.type(box, 'kombucha');
      expect(await screen.findByText('No results for “kombucha”.')).toBeInTheDocument();
      expect(within(help()).getByRole('region', { name: 'Popular picks' })).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Blogs' }));
      expect(await screen.findByText('No results for “kombucha”.')).toBeInTheDocument();
      expect(within(help()).getByRole('region', { name: 'Popular searches' })).toBeInTheDocument();

      const blogBox = screen.getByRole('searchbox', { name: 'Search the shop' });
      await user.clear(blogBox);
      await user.type(blogBox, 'creatine');
      expect(await screen.findByText('1 result for “creatine”')).toBeInTheDocument();
      expect(screen.queryByTestId('no-results')).not.toBeInTheDocument();
    });

    it('with filters and no query: asks for fewer filters instead of other words', async () => {
      at('/search-results-page?price=0%3A1');
      const { client } = fixtureSearchClient();
      render(<SearchResults initialTab="products" searchClient={client} />);
      expect(await screen.findByText('No results.')).toBeInTheDocument();
      expect(within(help()).getByText('Remove a filter, or clear them all, to widen the search.')).toBeInTheDocument();
      expect(within(help()).queryByText(/Check the spelling/)).not.toBeInTheDocument();
      // Without featured products, the searches and categories are still offered.
      expect(within(help()).queryByRole('region', { name: 'Popular picks' })).not.toBeInTheDocument();
      expect(within(help()).getByRole('region', { name: 'Browse the range' })).toBeInTheDocument();
    });
  });

  it('shows 12 hits a page and more with Show more until the last page', async () => {
    at('/search-results-page?t=products');
    const products = Array.from({ length: 15 }, (_, i) =>
      fixtureProduct({ id: 500 + i, slug: `bar-${i}`, name: `Protein Bar ${i}`, short: 'A bar.', description: 'A bar.', prices: [300 + i], rating: 4, reviews: 1, flavours: ['Choc'], categoryIds: [] }),
    );
    const engine = createSearchEngine(buildSearchRecords({ ...fixtureInputs, products }), 'sanity_production');
    const { client } = fixtureSearchClient(engine);
    const user = userEvent.setup();
    render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('15 results')).toBeInTheDocument();
    expect(resultTitles()).toHaveLength(12);
    // A link to the page with two pages shown (what it does without JavaScript); here it loads them in place.
    const more = screen.getByRole('link', { name: 'Show more' });
    expect(more).toHaveAttribute('href', '/search-results-page?page=2#results-page-2');
    const entries = window.history.length;
    await user.click(more);
    await waitFor(() => expect(resultTitles()).toHaveLength(15));
    // The URL says how many pages show (Back from a product or a reload shows them again), in the same entry.
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();
  });

  it('hydrates from the server state without searching again', async () => {
    at('/search-results-page?q=creatine');
    const { client, calls } = fixtureSearchClient();
    const serverState = JSON.parse(
      JSON.stringify(await getServerState(<SearchResults initialTab="products" searchClient={client} />, { renderToString })),
    );
    const searches = calls.length;
    render(<SearchResults initialTab="products" searchClient={client} serverState={serverState} />);
    expect(screen.getByText('1 result for “creatine”')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Creatine Monohydrate']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.length).toBe(searches);
  });

  it('from the server state (a client-side navigation): the URL is not written again in another spelling, Clear all works first thing', async () => {
    // The instance getServerState left in the previous test (jsdom has a window) may still write its URL: let it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 450));
    });
    at('/search-results-page?rating=4&q=creatine%20monohydrate&t=nonsense');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    const serverState = JSON.parse(
      JSON.stringify(await getServerState(<SearchResults initialTab="products" searchClient={client} />, { renderToString })),
    );
    const entries = window.history.length;
    render(<SearchResults initialTab="products" searchClient={client} serverState={serverState} />);
    expect(screen.getByText(/results? for “creatine monohydrate”/)).toBeInTheDocument();
    // Past the router's write delay: no new history entry (Back must leave the page), the URL as it was.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(window.location.search).toBe('?rating=4&q=creatine%20monohydrate&t=nonsense');
    expect(window.history.length).toBe(entries);

    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('opens the filters in the shop drawer (a modal dialog), moves focus, and closes on Escape and backdrop click', async () => {
    at('/search-results-page');
    const user = userEvent.setup();
    const { client } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    await screen.findByText('8 results');
    const toggle = screen.getByRole('button', { name: 'Filter and Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filter and Categories' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('region', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    // A click on the dialog box itself (not its contents) is a click on the backdrop.
    await user.click(screen.getByRole('dialog', { name: 'Filter and Categories' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SearchResults: sort and the flavour and size filters', () => {
  it('sorts by the chosen replica, keeps the sort in the URL with the filters, and reads both back', async () => {
    at('/search-results-page');
    const user = userEvent.setup();
    const { client, calls } = fixtureSearchClient();
    render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Relevance', 'Price low to high', 'Price high to low', 'Top rated', 'Newest']);
    expect(sort).toHaveDisplayValue('Relevance');

    await user.selectOptions(sort, 'Price low to high');
    await waitFor(() => expect(resultTitles()[0]).toBe('Beta Alanine'));
    expect(resultTitles()).toEqual(['Beta Alanine', 'Electrolyte Hydration', 'Creatine Monohydrate', 'Collagen', 'BCAA', 'Pre Workout', 'Vegan Protein Blend', 'Whey Protein Isolate']);
    expect(calls.at(-1)?.[0].indexName).toBe('sanity_production_products_price_asc');
    await waitFor(() => expect(window.location.search).toBe('?sort=price_asc'));

    await user.click(screen.getByRole('link', { name: 'Unflavoured 3 products' }));
    await user.click(await screen.findByRole('link', { name: 'Chocolate 2 products' }));
    expect(await screen.findByText('5 results')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Beta Alanine', 'Creatine Monohydrate', 'Collagen', 'Vegan Protein Blend', 'Whey Protein Isolate']);
    await waitFor(() => expect(window.location.search).toBe('?flavour=Unflavoured&flavour=Chocolate&sort=price_asc'));
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('link').map((b) => b.firstChild?.textContent)).toEqual([
      'Unflavoured',
      'Chocolate',
    ]);

    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(resultTitles()).toEqual(['Collagen', 'Vegan Protein Blend', 'Beta Alanine', 'Creatine Monohydrate', 'Whey Protein Isolate']));
    await user.selectOptions(sort, 'Top rated');
    await waitFor(() => expect(resultTitles()).toEqual(['Creatine Monohydrate', 'Whey Protein Isolate', 'Vegan Protein Blend', 'Beta Alanine', 'Collagen']));
    await user.selectOptions(sort, 'Relevance');
    await waitFor(() => expect(window.location.search).toBe('?flavour=Unflavoured&flavour=Chocolate'));
  });

  it('opens on the sort and filters of the URL; an unknown sort is Relevance', async () => {
    at('/search-results-page?q=protein&sort=price_desc&size=1kg');
    const { client } = fixtureSearchClient();
    const { unmount } = render(<SearchResults initialTab="products" searchClient={client} />);
    expect(await screen.findByText('2 results for “protein”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price high to low');
    await waitFor(() => expect(resultTitles()).toEqual(['Whey Protein Isolate', 'Vegan Protein Blend']));
    unmount();
    await flushDispose();

    at('/search-results-page?sort=cheapest');
    render(<SearchResults initialTab="products" searchClient={fixtureSearchClient().client} />);
    expect(await screen.findByText('8 results')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Relevance');
  });
});
