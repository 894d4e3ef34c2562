import { render } from '@testing-library/react';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import JsonLd from '@/components/seo/JsonLd';
import { blogPostJsonLd, categoryPageJsonLd, homePageJsonLd, informationPageJsonLd, productPageJsonLd } from '@/components/seo/page-json-ld';
import { breadcrumbTrail } from '@/lib/navigation';
import { testProduct } from '@/tests/support/seo-product';

const SITE = 'https://shop.example.com';
const parse = (json: string[]) => json.map((text) => JSON.parse(text));
const faq = { _type: 'faq', _key: 'f', question: 'Q?', answer: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'A.' }] }] };
const trail = breadcrumbTrail({ title: 'Shop by Sport', slug: 'categories/shop-by-sport' });
const recipe = { _type: 'recipe', _key: 'r', title: 'Protein pancakes', ingredientsSection: [{ items: ['1 scoop WPI'] }], instructionsSection: [{ steps: ['Mix.'] }] };

describe('structured data of each page, built on the server', () => {
  it('home: the organisation and the site search on the search results route', () => {
    const [organization, website] = parse(homePageJsonLd('https://shop.example/'));
    expect(organization['@type']).toBe('Organization');
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Bulk Nutrients',
      url: 'https://shop.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/search-results-page?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('product: the product at its page url, breadcrumbs, then the FAQ and recipes of its content', () => {
    const data = parse(
      productPageJsonLd({ product: testProduct(), trail, body: [faq, { _type: 'aside', content: [recipe] }] }, SITE),
    );
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList', 'FAQPage', 'Recipe']);
    expect(data[0].url).toBe('https://shop.example.com/products/whey-protein-isolate');
    expect(data[0].offers[0].priceCurrency).toBe('AUD');
    expect(data[3].recipeIngredient).toEqual(['1 scoop WPI']);
  });

  it('product without content: no FAQ or recipe', () => {
    const data = parse(productPageJsonLd({ product: testProduct(), trail }, SITE));
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('blog post: the article at its site path, breadcrumbs and recipes', () => {
    const post = { slug: 'blog/creatine-explained', title: 'Creatine explained', excerpt: '', publishedAt: '', updatedAt: '', featuredImage: null, authorName: null };
    const data = parse(blogPostJsonLd({ post, trail, body: [recipe] }, SITE));
    expect(data.map((d) => d['@type'])).toEqual(['Article', 'BreadcrumbList', 'Recipe']);
    expect(data[0].url).toBe('https://shop.example.com/blog/creatine-explained');
  });

  it('the visible trail and the BreadcrumbList name the same pages at the same paths', () => {
    const { container } = render(<Breadcrumbs trail={trail} />);
    const shown = [...container.querySelectorAll('li')].map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null]);
    const [list] = parse(categoryPageJsonLd({ trail }, SITE));
    const listed = list.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]);
    expect(shown).toEqual([['Home', '/'], ['Shop by Sport', null]]);
    expect(listed).toEqual([['Home', `${SITE}/`], ['Shop by Sport', `${SITE}/categories/shop-by-sport`]]);
  });

  it('category and information pages', () => {
    expect(parse(categoryPageJsonLd({ trail, body: [] }, SITE)).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
    expect(parse(informationPageJsonLd({ body: [faq] })).map((d) => d['@type'])).toEqual(['FAQPage']);
    expect(informationPageJsonLd({ body: [] })).toEqual([]);
  });
});

describe('JsonLd', () => {
  it('renders one script per entry, as given', () => {
    const { container } = render(<JsonLd json={['{"@type":"A"}', '{"@type":"B"}']} />);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((s) => s.textContent)).toEqual(['{"@type":"A"}', '{"@type":"B"}']);
  });

  it('renders nothing without entries', () => {
    expect(render(<JsonLd json={[]} />).container).toBeEmptyDOMElement();
    expect(render(<JsonLd json={null} />).container).toBeEmptyDOMElement();
  });
});
