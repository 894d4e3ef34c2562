import { render, screen } from '@testing-library/react';
import RichContent from '@/components/content/RichContent';
import { block, node } from '@/tests/support/content-blocks';

describe('RichContent text blocks', () => {
  it('renders a normal paragraph', () => {
    render(<RichContent value={[block('normal', 'Plain words about protein.')]} />);
    expect(screen.getByText('Plain words about protein.').tagName).toBe('P');
  });

  it.each(['h2', 'h3', 'h4'])('renders %s with an id slugified from its text', (style) => {
    render(<RichContent value={[block(style, 'How much creatine: 5 g?')]} />);
    const heading = screen.getByRole('heading', { level: Number(style.slice(1)) });
    expect(heading).toHaveTextContent('How much creatine: 5 g?');
    expect(heading).toHaveAttribute('id', 'how-much-creatine-5-g');
  });

  it('gives repeated headings unique ids, across nested content too', () => {
    const { container } = render(
      <RichContent
        value={[
          block('h2', 'Dosage'),
          node('message', { content: [block('h3', 'Dosage')] }),
          block('h2', 'Dosage'),
        ]}
      />,
    );
    const ids = [...container.querySelectorAll('h2, h3')].map((h) => h.id);
    expect(ids).toEqual(['dosage', 'dosage-2', 'dosage-3']);
  });

  it('renders a blockquote', () => {
    render(<RichContent value={[block('blockquote', 'Consistency beats intensity.')]} />);
    expect(screen.getByText('Consistency beats intensity.').closest('blockquote')).not.toBeNull();
  });

  it('renders an aside block with its content as a note', () => {
    render(<RichContent value={[node('aside', { content: [block('normal', 'Side note text.')] })]} />);
    const note = screen.getByRole('note', { name: 'Aside' });
    expect(note).toHaveTextContent('Side note text.');
  });

  it('renders an inserted aside with its resolved title and content', () => {
    render(
      <RichContent
        value={[node('insertAside', { aside: { _ref: 'aside-1' }, asideTitle: 'Storage tips', asideContent: [block('normal', 'Keep it cool and dry.')] })]}
      />,
    );
    expect(screen.getByRole('note', { name: 'Storage tips' })).toHaveTextContent('Keep it cool and dry.');
  });

  it('renders nothing for an inserted aside that could not be resolved', () => {
    const { container } = render(<RichContent value={[node('insertAside', { aside: { _ref: 'gone' }, asideContent: [] })]} />);
    expect(container.querySelector('[role="note"]')).toBeNull();
  });

  it('renders a table with the first row as column headers', () => {
    render(
      <RichContent
        value={[
          node('table', {
            rows: [
              { _key: 'r1', cells: ['Size', 'Serves'] },
              { _key: 'r2', cells: ['1kg', '33'] },
              { _key: 'r3', cells: ['2.5kg', '83'] },
            ],
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Size', 'Serves']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '2.5kg' })).toBeInTheDocument();
  });

  it('renders a message block', () => {
    render(<RichContent value={[node('message', { content: [block('normal', 'Orders ship the next business day.')] })]} />);
    const note = screen.getByRole('note', { name: 'Note' });
    expect(note).toHaveAttribute('data-variant', 'message');
    expect(note).toHaveTextContent('Orders ship the next business day.');
  });

  it('renders a warning block', () => {
    render(<RichContent value={[node('warning', { content: [block('normal', 'Contains milk.')] })]} />);
    const note = screen.getByRole('note', { name: 'Warning' });
    expect(note).toHaveAttribute('data-variant', 'warning');
    expect(note).toHaveTextContent('Contains milk.');
  });

  it('renders nothing for an empty or missing value', () => {
    const { container: a } = render(<RichContent value={[]} />);
    const { container: b } = render(<RichContent value={null} />);
    expect(a).toBeEmptyDOMElement();
    expect(b).toBeEmptyDOMElement();
  });

  it('adds the className to its wrapper', () => {
    const { container } = render(<RichContent value={[block('normal', 'x')]} className="prose" />);
    expect(container.firstChild).toHaveClass('prose');
  });
});
