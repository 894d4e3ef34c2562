import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import ArticleJsonLd from './ArticleJsonLd';
import BreadcrumbJsonLd from './BreadcrumbJsonLd';
import FaqJsonLd from './FaqJsonLd';
import JsonLd from './JsonLd';
import OrganizationJsonLd from './OrganizationJsonLd';
import ProductJsonLd from './ProductJsonLd';
import Seo, { canonicalUrl, metaDescription, pageTitle } from './Seo';
import { testProduct } from './test-product';

// next/head renders into the document head through Next's head manager; here it renders in place.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const SITE = 'https://shop.example.com';

// React 19 hoists <title>, <meta> and <link> into document.head wherever they render.
const head = () => document.head;

function jsonLdOf(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null'));
}

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

describe('JSON-LD components', () => {
  it('JsonLd renders nothing for null', () => {
    const { container } = render(<JsonLd data={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('ProductJsonLd renders the product for its page url', () => {
    const { container } = render(<ProductJsonLd product={testProduct()} siteUrl={SITE} />);
    const [data] = jsonLdOf(container);
    expect(data['@type']).toBe('Product');
    expect(data.url).toBe('https://shop.example.com/products/whey-protein-isolate');
    expect(data.offers[0].priceCurrency).toBe('AUD');
  });

  it('BreadcrumbJsonLd, ArticleJsonLd and OrganizationJsonLd render their types', () => {
    const { container } = render(
      <>
        <BreadcrumbJsonLd crumbs={[{ name: 'Home', path: '/' }]} siteUrl={SITE} />
        <ArticleJsonLd
          post={{ slug: 'blog/creatine-explained', title: 'Creatine explained', excerpt: '', publishedAt: '', featuredImage: null, authorName: null }}
          siteUrl={SITE}
        />
        <OrganizationJsonLd siteUrl={SITE} />
      </>,
    );
    const types = jsonLdOf(container).map((d) => d['@type']);
    expect(types).toEqual(['BreadcrumbList', 'Article', 'Organization', 'WebSite']);
    expect(jsonLdOf(container)[1].url).toBe('https://shop.example.com/blog/creatine-explained');
  });

  it('FaqJsonLd renders only when the content has questions', () => {
    const withFaq = render(
      <FaqJsonLd
        value={[{ _type: 'faq', _key: 'f', question: 'Q?', answer: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'A.' }] }] }]}
      />,
    );
    expect(jsonLdOf(withFaq.container)[0]['@type']).toBe('FAQPage');
    const without = render(<FaqJsonLd value={[]} />);
    expect(without.container).toBeEmptyDOMElement();
  });
});
