import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listColumnCount } from '@/components/content/list-layout';
import RichContent from '@/components/content/RichContent';
import { block, listItems } from '@/tests/support/content-blocks';

describe('bullet lists', () => {
  it('shows 20 items, then 20 more per More click, until all are shown', async () => {
    const user = userEvent.setup();
    render(<RichContent value={listItems('bullet', 45, 'Ingredient')} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText('Ingredient 21')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.getByText('Ingredient 45')).toBeInTheDocument();
  });

  it('has no More button for 20 items or fewer', () => {
    render(<RichContent value={listItems('bullet', 20)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
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
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });
});
