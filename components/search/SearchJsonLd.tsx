import JsonLd from '@/components/seo/JsonLd';
import { websiteJsonLd } from '@/components/seo/json-ld';
import { publicConfig } from '@/lib/public-config';

/**
 * WebSite + SearchAction structured data naming /search-results-page?q={search_term_string} (for the home page).
 * Built by the shared JSON-LD helpers so there is one definition of the site's search action.
 */
export default function SearchJsonLd({ siteUrl = publicConfig.siteUrl }: { siteUrl?: string }) {
  return <JsonLd data={websiteJsonLd(siteUrl)} />;
}
