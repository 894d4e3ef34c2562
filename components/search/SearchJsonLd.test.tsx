import { render } from '@testing-library/react';
import SearchJsonLd from '@/components/search/SearchJsonLd';

it('describes the site search for search engines', () => {
  const { container } = render(<SearchJsonLd siteUrl="https://shop.example/" />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(script?.textContent ?? '')).toEqual({
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
