import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import Seo, { canonicalUrl, metaDescription, pageTitle } from '@/components/seo/Seo';

// next/head renders into the document head through Next's head manager; here it renders in place.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const SITE = 'https://shop.example.com';

// React 19 hoists <title>, <meta> and <link> into document.head wherever they render.
const head = () => document.head;


describe('Seo', () => {
  it('renders title, description, canonical and Open Graph tags', () => {
    render(
      <Seo title="Creatine" description="Pure creatine monohydrate." path="/products/creatine?flavour=none#reviews" image="/images/creatine.svg" siteUrl={SITE} type="product" />,
    );
    expect(head().querySelector('title')).toHaveTextContent('Creatine | Bulk Nutrients');
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Pure creatine monohydrate.');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example.com/products/creatine');
    expect(head().querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'https://shop.example.com/products/creatine');
    expect(head().querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Creatine | Bulk Nutrients');
    expect(head().querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head().querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://shop.example.com/images/creatine.svg');
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });

  it('adds robots noindex when asked', () => {
    render(<Seo title="Your cart" path="/cart" noindex siteUrl={SITE} />);
    expect(head().querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('builds titles, canonical urls and descriptions', () => {
    expect(pageTitle('Bulk Nutrients blog')).toBe('Bulk Nutrients blog');
    expect(pageTitle('')).toBe('Bulk Nutrients');
    expect(canonicalUrl('https://x.test/', '/')).toBe('https://x.test/');
    expect(canonicalUrl('https://x.test', 'faqs/shipping/')).toBe('https://x.test/faqs/shipping');
    expect(metaDescription('a'.repeat(50))).toHaveLength(50);
    expect(metaDescription(`${'word '.repeat(60)}`)!.length).toBeLessThanOrEqual(160);
    expect(metaDescription('   ')).toBeUndefined();
  });
});
