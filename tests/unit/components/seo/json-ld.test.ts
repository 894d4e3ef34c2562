import { CONTACT, SOCIAL_LINKS } from '@/lib/site';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  faqEntries,
  faqPageJsonLd,
  isoDuration,
  organizationJsonLd,
  priceFromCents,
  productJsonLd,
  recipeJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from '@/components/seo/json-ld';
import { testProduct } from '@/tests/support/seo-product';

const SITE = 'https://shop.example.com';

describe('money and urls', () => {
  it('formats cents as a price string with two decimals', () => {
    expect(priceFromCents(4990)).toBe('49.90');
    expect(priceFromCents(100000)).toBe('1000.00');
    expect(priceFromCents(5)).toBe('0.05');
  });

  it('makes absolute urls', () => {
    expect(absoluteUrl('/images/a.svg', SITE)).toBe('https://shop.example.com/images/a.svg');
    expect(absoluteUrl('https://cdn.sanity.io/x.jpg', SITE)).toBe('https://cdn.sanity.io/x.jpg');
  });

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(15)).toBe('PT15M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(0)).toBeUndefined();
  });
});

describe('productJsonLd', () => {
  const url = `${SITE}/products/whey-protein-isolate`;
  const data = productJsonLd(testProduct(), url, {
    reviews: [{ id: 'r1', productId: 101, author: 'Sam', rating: 5, title: 'Great', body: 'Mixes well.', date: '2025-01-02' }],
  });

  it('is a schema.org Product with brand, images and url', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Whey Protein Isolate');
    expect(data.url).toBe(url);
    expect(data.image).toEqual(['https://shop.example.com/images/products/whey-protein-isolate.svg']);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Bulk Nutrients' });
    expect(data.sku).toBe('WPI-CHO-1KG');
  });

  it('has one AUD Offer per variant, price as a string with 2 decimals, availability from stock', () => {
    const offers = data.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(2);
    for (const offer of offers) {
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('AUD');
      expect(typeof offer.price).toBe('string');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(offers[0]).toMatchObject({ price: '49.90', sku: 'WPI-CHO-1KG', availability: 'https://schema.org/InStock', name: 'Chocolate / 1kg' });
    expect(offers[1]).toMatchObject({ price: '109.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('has an AggregateRating from the catalogue rating', () => {
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 214, bestRating: 5, worstRating: 1 });
  });

  it('includes the given reviews', () => {
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sam' },
        datePublished: '2025-01-02',
        name: 'Great',
        reviewBody: 'Mixes well.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('leaves out the rating when there are no reviews, and offers the range minimum without variants', () => {
    const bare = productJsonLd(testProduct({ reviewCount: 0, averageRating: 0, variants: [] }), url);
    expect(bare.aggregateRating).toBeUndefined();
    expect(bare.review).toBeUndefined();
    expect(bare.offers).toEqual([
      { '@type': 'Offer', url, price: '49.90', priceCurrency: 'AUD', itemCondition: 'https://schema.org/NewCondition' },
    ]);
  });

  it('marks a variant that is not purchasable as out of stock', () => {
    const product = testProduct();
    product.variants[0] = { ...product.variants[0], purchasable: false };
    const offers = productJsonLd(product, url).offers as Record<string, unknown>[];
    expect(offers[0].availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers positions from 1 with absolute item urls', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: 'Shop by Sport', href: '/categories/shop-by-sport' },
        { label: 'Whey Protein Isolate', href: '/products/whey-protein-isolate' },
      ],
      SITE,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    const items = data.itemListElement as Record<string, unknown>[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i['@type'])).toEqual(['ListItem', 'ListItem', 'ListItem']);
    expect(items[0]).toMatchObject({ name: 'Home', item: 'https://shop.example.com/' });
    expect(items[2].item).toBe('https://shop.example.com/products/whey-protein-isolate');
  });
});

describe('articleJsonLd', () => {
  it('describes a blog post with author, dates, image and publisher', () => {
    const url = `${SITE}/blog/creatine-explained`;
    const data = articleJsonLd(
      {
        title: 'Creatine explained',
        excerpt: 'What it does and how to take it.',
        publishedAt: '2024-05-01T00:00:00Z',
        updatedAt: '2024-05-01T00:00:00Z',
        featuredImage: { url: '/images/content/creatine.svg', alt: '', width: 1200, height: 630 },
        authorName: 'Alex Coach',
        author: { name: 'Alex Coach' },
      },
      url,
    );
    expect(data['@type']).toBe('Article');
    expect(data.headline).toBe('Creatine explained');
    expect(data.description).toBe('What it does and how to take it.');
    expect(data.datePublished).toBe('2024-05-01T00:00:00Z');
    expect(data.dateModified).toBe('2024-05-01T00:00:00Z');
    expect(data.image).toEqual(['https://shop.example.com/images/content/creatine.svg']);
    expect(data.author).toEqual({ '@type': 'Person', name: 'Alex Coach' });
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': url });
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: 'Bulk Nutrients' });
  });

  it('dates the last change by the last edit, or by the publication when that is later or the edit time unknown', () => {
    const post = { title: 'Creatine explained', excerpt: '', featuredImage: null, authorName: null };
    const edited = articleJsonLd({ ...post, publishedAt: '2024-05-01T00:00:00Z', updatedAt: '2025-02-03T04:05:06Z' }, `${SITE}/blog/a`);
    expect(edited).toMatchObject({ datePublished: '2024-05-01T00:00:00Z', dateModified: '2025-02-03T04:05:06Z' });
    const scheduled = articleJsonLd({ ...post, publishedAt: '2024-05-01T00:00:00Z', updatedAt: '2024-04-20T00:00:00Z' }, `${SITE}/blog/a`);
    expect(scheduled.dateModified).toBe('2024-05-01T00:00:00Z');
    expect(articleJsonLd({ ...post, publishedAt: '2024-05-01T00:00:00Z', updatedAt: '' }, `${SITE}/blog/a`).dateModified).toBe('2024-05-01T00:00:00Z');
    expect(articleJsonLd({ ...post, publishedAt: '', updatedAt: '' }, `${SITE}/blog/a`)).not.toHaveProperty('dateModified');
  });
});

describe('FAQ', () => {
  const answer = (text: string) => [{ _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text, marks: [] }] }];
  const value = [
    { _type: 'block', _key: 'p', style: 'normal', children: [{ _type: 'span', text: 'Intro' }] },
    { _type: 'faq', _key: 'f1', question: 'Is it vegan?', answer: answer('No, it is made from milk.') },
    { _type: 'columns', _key: 'c', content: [{ _type: 'faq', _key: 'f2', question: 'How do I store it?', answer: answer('Cool and dry.') }] },
    { _type: 'faq', _key: 'f3', question: 'Is it vegan?', answer: answer('Duplicate.') },
    { _type: 'faq', _key: 'f4', question: 'No answer?', answer: [] },
  ];

  it('faqEntries finds questions and plain-text answers, nested ones too, once each', () => {
    expect(faqEntries(value)).toEqual([
      { question: 'Is it vegan?', answer: 'No, it is made from milk.' },
      { question: 'How do I store it?', answer: 'Cool and dry.' },
    ]);
  });

  it('faqPageJsonLd builds Question / Answer pairs', () => {
    const data = faqPageJsonLd(faqEntries(value));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Is it vegan?', acceptedAnswer: { '@type': 'Answer', text: 'No, it is made from milk.' } },
        { '@type': 'Question', name: 'How do I store it?', acceptedAnswer: { '@type': 'Answer', text: 'Cool and dry.' } },
      ],
    });
  });

  it('gives null without questions', () => {
    expect(faqPageJsonLd(faqEntries([]))).toBeNull();
    expect(faqEntries(null)).toEqual([]);
  });
});

describe('recipeJsonLd', () => {
  it('builds a Recipe with ingredients, sections, times and calories', () => {
    const data = recipeJsonLd({
      _type: 'recipe',
      title: 'Overnight oats',
      yield: 2,
      calories: 410.4,
      prepTime: 10,
      cookTime: 0,
      ingredientsSection: [
        { title: 'Base', items: ['1 cup oats', '1 scoop WPC'] },
        { title: 'Topping', items: ['Berries', ''] },
      ],
      instructionsSection: [
        { title: 'Tonight', steps: ['Mix.', 'Refrigerate.'] },
        { title: 'Morning', steps: ['Top and eat.'] },
      ],
    });
    expect(data['@type']).toBe('Recipe');
    expect(data.name).toBe('Overnight oats');
    expect(data.recipeYield).toBe('2');
    expect(data.prepTime).toBe('PT10M');
    expect(data.cookTime).toBeUndefined();
    expect(data.totalTime).toBe('PT10M');
    expect(data.nutrition).toEqual({ '@type': 'NutritionInformation', calories: '410 calories' });
    expect(data.recipeIngredient).toEqual(['1 cup oats', '1 scoop WPC', 'Berries']);
    expect(data.recipeInstructions).toEqual([
      { '@type': 'HowToSection', name: 'Tonight', itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }, { '@type': 'HowToStep', text: 'Refrigerate.' }] },
      { '@type': 'HowToSection', name: 'Morning', itemListElement: [{ '@type': 'HowToStep', text: 'Top and eat.' }] },
    ]);
  });

  it('uses plain steps for a single untitled method', () => {
    const data = recipeJsonLd({ _type: 'recipe', title: 'Shake', instructionsSection: [{ steps: ['Shake it.'] }] });
    expect(data.recipeInstructions).toEqual([{ '@type': 'HowToStep', text: 'Shake it.' }]);
  });
});

describe('organisation and website', () => {
  it('describes the organisation with the contact details and social profiles the footer shows', () => {
    const data = organizationJsonLd(SITE);
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Bulk Nutrients',
      url: 'https://shop.example.com/',
      logo: 'https://shop.example.com/images/logo.svg',
      address: { '@type': 'PostalAddress', addressLocality: CONTACT.address.locality, postalCode: CONTACT.address.postalCode, addressCountry: 'AU' },
      contactPoint: { '@type': 'ContactPoint', telephone: '+611300485528', email: CONTACT.email },
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    });
  });

  it('gives the site search action on the search results route', () => {
    const data = websiteJsonLd(SITE);
    expect(data.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.example.com/search-results-page?q={search_term_string}' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('&');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});
