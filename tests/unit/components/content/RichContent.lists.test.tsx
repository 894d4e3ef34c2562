import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listColumnCount } from '@/components/content/list-layout';
import RichContent from '@/components/content/RichContent';
import { block, key, listItems } from '@/tests/support/content-blocks';

describe('bullet lists', () => {
  /** The list's entries in order: an item's text, or 'More (Showing n of m)' for a 'More' entry. */
  const entries = (list: HTMLElement) =>
    [...list.querySelectorAll(':scope > li')].map((li) => (li.hasAttribute('data-more') ? `More (${li.querySelector('span')?.textContent})` : li.textContent));

  it('puts a More disclosure after every 20th item: the stylesheet hides what follows a closed one', () => {
    render(<RichContent value={listItems('bullet', 45, 'Ingredient')} />);
    const list = screen.getByRole('list');
    const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Ingredient ${from + i}`);
    expect(entries(list)).toEqual([...names(1, 20), 'More (Showing 20 of 45)', ...names(21, 40), 'More (Showing 40 of 45)', ...names(41, 45)]);
    for (const more of list.querySelectorAll('[data-more]')) {
      const details = more.querySelector(':scope > details') as HTMLDetailsElement;
      expect(details.open).toBe(false);
      expect(details.querySelector(':scope > summary')).toHaveTextContent(/^More$/);
    }
  });

  it('an opened More moves focus to the first item it shows', async () => {
    const user = userEvent.setup();
    render(<RichContent value={listItems('bullet', 45, 'Ingredient')} />);
    const [first] = screen.getAllByText('More', { selector: 'summary' });
    await user.click(first);
    expect((first.parentElement as HTMLDetailsElement).open).toBe(true);
    await waitFor(() => expect(screen.getByText('Ingredient 21')).toHaveFocus());
  });

  it('marks an item that is one link (a finger-sized target on touch screens), not one with a link in its text', () => {
    const link = key('m');
    const mixed = key('m');
    const value = [
      block('normal', [{ text: 'Running', marks: [link] }], { listItem: 'bullet', level: 1, markDefs: [{ _key: link, _type: 'category', slug: 'categories/shop-by-sport/running' }] }),
      block('normal', [{ text: 'Read ' }, { text: 'the guide', marks: [mixed] }], { listItem: 'bullet', level: 1, markDefs: [{ _key: mixed, _type: 'link', href: 'https://example.com/' }] }),
      block('normal', 'Plain text', { listItem: 'bullet', level: 1 }),
    ];
    render(<RichContent value={value} />);
    const [oneLink, inText, plain] = screen.getAllByRole('listitem');
    expect(oneLink.className).toMatch(/linkItem/);
    expect(within(oneLink).getByRole('link', { name: 'Running' })).toBeInTheDocument();
    expect(inText.className).not.toMatch(/linkItem/);
    expect(plain.className).not.toMatch(/linkItem/);
  });

  it('has no More for 20 items or fewer', () => {
    render(<RichContent value={listItems('bullet', 20)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByText('More')).toBeNull();
  });

  it.each([
    [5, 1],
    [39, 1],
    [40, 2],
    [45, 2],
    [60, 3],
    [80, 4],
    [200, 4],
  ])('lays %i items out in %i column(s)', (count, columns) => {
    expect(listColumnCount(count)).toBe(columns);
    const { container } = render(<RichContent value={listItems('bullet', count)} />);
    const ul = container.querySelector('ul[data-columns]') as HTMLElement;
    expect(ul).toHaveAttribute('data-columns', String(columns));
    expect(ul.className).toMatch(new RegExp(`columns${columns}`));
  });

  it('keeps nested lists inside their parent item', () => {
    const value = [
      block('normal', 'Parent', { listItem: 'bullet', level: 1 }),
      block('normal', 'Child', { listItem: 'bullet', level: 2 }),
      block('normal', 'Sibling', { listItem: 'bullet', level: 1 }),
    ];
    const { container } = render(<RichContent value={value} />);
    const top = container.querySelector('ul') as HTMLElement;
    expect(top.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByText('Child').closest('ul')).not.toBe(top);
  });
});

describe('numbered lists', () => {
  it('render every item without paging', () => {
    render(<RichContent value={listItems('number', 30, 'Step')} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByText('More')).toBeNull();
  });
});
