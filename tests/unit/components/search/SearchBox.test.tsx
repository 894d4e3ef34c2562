import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchBox from '@/components/search/SearchBox';
import { createSearchClient } from '@/lib/search/client';
import { fixtureSearchClient } from '@/tests/support/search-client';

function setup() {
  const { client, calls } = fixtureSearchClient();
  const navigate = jest.fn();
  const user = userEvent.setup();
  render(<SearchBox searchClient={client} onNavigate={navigate} />);
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { input, navigate, user, calls };
}

describe('SearchBox (header suggestions)', () => {
  it('is a closed combobox until the shopper types', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('maxLength', '512');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('groups highlighted suggestions under Products, Categories, Blogs and Pages', async () => {
    const { input, user, calls } = setup();
    await user.type(input, 'prot');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Products',
      'Categories',
      'Blogs',
    ]);
    const products = within(groups[0]).getAllByRole('option');
    expect(products.map((o) => o.textContent)).toEqual([
      'Whey Protein IsolateOur purest whey protein, low in fat and carbs.$49.90 - $89.90',
      'Vegan Protein BlendPea and rice protein for plant based athletes.$44.90',
    ]);
    expect(products[0].querySelector('mark')?.textContent).toBe('Prot');
    // One multi-query per query: the four indexes, 5 hits each.
    const last = calls[calls.length - 1];
    expect(last.map((r) => [r.indexName, (r.params as { hitsPerPage: number }).hitsPerPage])).toEqual([
      ['sanity_production_products', 5],
      ['sanity_production_categories', 5],
      ['sanity_production_blogs', 5],
      ['sanity_production_pages', 5],
    ]);
  });

  it('moves with Up/Down and opens the active suggestion with Enter', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'creatine');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/blog/creatine-basics');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens every suggestion at /{slug} (a product slug redirects to its page) on click', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'running');
    await user.click(await screen.findByRole('option', { name: /^Trail Running/ }));
    expect(navigate).toHaveBeenLastCalledWith('/categories/shop-by-sport/running/trail-running');
    await user.clear(input);
    await user.type(input, 'bcaa');
    await user.click(await screen.findByRole('option', { name: /^BCAA/ }));
    expect(navigate).toHaveBeenLastCalledWith('/bcaa');
  });

  it('searches for what was typed when the pointer passed over a suggestion and left the list', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'creatine');
    const [first] = await screen.findAllByRole('option');
    await user.hover(first);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.unhover(screen.getByRole('listbox', { name: 'Search suggestions' }));
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search-results-page?q=creatine');
  });

  it('submits to the search results page with q', async () => {
    const { input, user, navigate } = setup();
    await user.type(input, 'whey protein{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search-results-page?q=whey+protein');
  });

  it('closes on Escape and on blur', async () => {
    const { input, user } = setup();
    await user.type(input, 'protein');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('protein');
    await user.type(input, 's');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    const { input, user } = setup();
    await user.type(input, 'zzzz');
    expect(await screen.findByText('No suggestions for “zzzz”. Check the spelling, or try fewer words.')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('cuts descriptions to 150 characters and shows a stalled search after 300 ms', async () => {
    jest.useFakeTimers();
    try {
      let release: () => void = () => {};
      const long = 'Protein '.repeat(40).trim();
      const client = createSearchClient({
        mode: 'embedded',
        cacheSize: 0,
        transport: () =>
          new Promise((resolve) => {
            release = () =>
              resolve({
                results: [
                  {
                    hits: [{ objectID: 'product-1', slug: 'long', title: 'Long product', shortDescription: long, price: 10 }],
                  },
                ] as never,
              });
          }),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<SearchBox searchClient={client} onNavigate={jest.fn()} />);
      await user.type(screen.getByRole('combobox'), 'p');
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      await act(async () => release());
      const option = await screen.findByRole('option');
      const description = option.querySelectorAll(':scope > span')[1].textContent ?? '';
      expect(description.endsWith('…')).toBe(true);
      expect(description.length).toBeLessThanOrEqual(151);
    } finally {
      jest.useRealTimers();
    }
  });
});
