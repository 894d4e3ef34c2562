import { render, screen } from '@testing-library/react';
import RichContent from '@/components/content/RichContent';
import { block, linked } from '@/tests/support/content-blocks';

describe('link marks', () => {
  it('link: renders an external link', () => {
    render(<RichContent value={[linked({ _type: 'link', href: 'https://www.nhmrc.gov.au/' }, 'NHMRC')]} />);
    const link = screen.getByRole('link', { name: 'NHMRC' });
    expect(link).toHaveAttribute('href', 'https://www.nhmrc.gov.au/');
    expect(link).not.toHaveAttribute('target');
  });

  it('link: opens in a new tab with rel noopener when newTab is set', () => {
    render(<RichContent value={[linked({ _type: 'link', href: 'https://example.com/', newTab: true }, 'Example')]} />);
    const link = screen.getByRole('link', { name: /Example/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('link: a site path uses next/link', () => {
    render(<RichContent value={[linked({ _type: 'link', href: '/faqs/shipping' }, 'shipping FAQ')]} />);
    expect(screen.getByRole('link', { name: 'shipping FAQ' })).toHaveAttribute('href', '/faqs/shipping');
  });

  it('link: without an href shows missing link', () => {
    render(<RichContent value={[linked({ _type: 'link' }, 'nowhere')]} />);
    expect(screen.getByText('missing link')).toBeInTheDocument();
    expect(screen.getByText('nowhere')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('link: refuses a javascript: href', () => {
    render(<RichContent value={[linked({ _type: 'link', href: 'javascript:alert(1)' }, 'bad')]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('missing link')).toBeInTheDocument();
  });

  it('onPageLink: links to the anchor on the same page', () => {
    render(<RichContent value={[block('h2', 'Dosage'), linked({ _type: 'onPageLink', anchor: 'dosage' }, 'jump to dosage')]} />);
    const link = screen.getByRole('link', { name: 'jump to dosage' });
    expect(link).toHaveAttribute('href', '#dosage');
    expect(document.getElementById('dosage')).toHaveTextContent('Dosage');
  });

  it('onPageLink: without an anchor shows missing link', () => {
    render(<RichContent value={[linked({ _type: 'onPageLink' }, 'jump')]} />);
    expect(screen.getByText('missing link')).toBeInTheDocument();
  });

  it.each([
    ['internalLink', 'page', '/about-us'],
    ['page', 'page', '/faqs/shipping'],
    ['category', 'category', '/categories/shop-by-sport/running'],
    ['blogPost', 'blogPost', '/blog/creatine-explained'],
    ['ambassador', 'page', '/ambassadors/jess'],
    ['product', 'product', '/products/whey-protein-isolate'],
  ])('%s: links to the resolved href', (markType, refType, href) => {
    render(<RichContent value={[linked({ _type: markType, reference: { _ref: 'doc-1' }, href, refType, refTitle: 'Doc' }, `${markType} text`)]} />);
    expect(screen.getByRole('link', { name: `${markType} text` })).toHaveAttribute('href', href);
  });

  it.each(['internalLink', 'page', 'category', 'blogPost', 'ambassador', 'product'])('%s: an unresolvable reference shows missing link', (markType) => {
    render(<RichContent value={[linked({ _type: markType, reference: { _ref: 'drafts.gone' }, href: null, refType: null }, 'broken')]} />);
    expect(screen.getByText('broken')).toBeInTheDocument();
    expect(screen.getByText('missing link')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('product: falls back to the slug when only slug and refType were queried', () => {
    render(<RichContent value={[linked({ _type: 'product', reference: { _ref: 'product-1' }, slug: 'creatine', refType: 'product' }, 'Creatine')]} />);
    expect(screen.getByRole('link', { name: 'Creatine' })).toHaveAttribute('href', '/products/creatine');
  });
});

describe('decorators', () => {
  it('sub renders <sub>', () => {
    const { container } = render(<RichContent value={[block('normal', [{ text: 'H' }, { text: '2', marks: ['sub'] }, { text: 'O' }])]} />);
    expect(container.querySelector('sub')).toHaveTextContent('2');
    expect(container.querySelector('p')).toHaveTextContent('H2O');
  });

  it('sup renders <sup>', () => {
    const { container } = render(<RichContent value={[block('normal', [{ text: '10' }, { text: '9', marks: ['sup'] }, { text: ' CFU' }])]} />);
    expect(container.querySelector('sup')).toHaveTextContent('9');
  });

  it('strong and em still work', () => {
    const { container } = render(<RichContent value={[block('normal', [{ text: 'bold', marks: ['strong'] }, { text: 'italic', marks: ['em'] }])]} />);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
  });
});
