import Head from 'next/head';
import { publicConfig } from '@/lib/public-config';
import { BRAND_NAME, absoluteUrl } from './url';

interface SeoProps {
  /** Page title; " | Bulk Nutrients" is appended unless the title already names the brand. */
  title: string;
  description?: string;
  /** Site path of the page ("/products/whey-protein-isolate"); query and hash are dropped from the canonical URL. */
  path: string;
  /** Open Graph image: a site path or absolute URL. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  /** Keeps the page out of search engines (account, cart, search results, previews). */
  noindex?: boolean;
  /** Overrides publicConfig.siteUrl (tests, previews). */
  siteUrl?: string;
}

const DESCRIPTION_LIMIT = 160;

export function pageTitle(title: string): string {
  const clean = title.trim();
  if (!clean) return BRAND_NAME;
  return clean.toLowerCase().includes(BRAND_NAME.toLowerCase()) ? clean : `${clean} | ${BRAND_NAME}`;
}

/** The canonical URL: site URL + path, without query string or hash, no trailing slash except the home page. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const bare = (path.split(/[?#]/)[0] || '/').replace(/\/+$/, '') || '/';
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

export function metaDescription(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= DESCRIPTION_LIMIT) return clean;
  return `${clean.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

/** Title, description, canonical link, robots and Open Graph / Twitter tags of a page. */
export default function Seo({ title, description, path, image, imageAlt, type = 'website', noindex = false, siteUrl }: SeoProps) {
  const site = siteUrl ?? publicConfig.siteUrl;
  const fullTitle = pageTitle(title);
  const canonical = canonicalUrl(site, path);
  const desc = metaDescription(description);
  const imageUrl = image ? absoluteUrl(image, site) : null;
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      {desc ? <meta key="description" name="description" content={desc} /> : null}
      <link key="canonical" rel="canonical" href={canonical} />
      {noindex ? <meta key="robots" name="robots" content="noindex, follow" /> : null}
      <meta key="og:site_name" property="og:site_name" content={BRAND_NAME} />
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:title" property="og:title" content={fullTitle} />
      {desc ? <meta key="og:description" property="og:description" content={desc} /> : null}
      <meta key="og:url" property="og:url" content={canonical} />
      <meta key="og:locale" property="og:locale" content="en_US" />
      {imageUrl ? <meta key="og:image" property="og:image" content={imageUrl} /> : null}
      {imageUrl && imageAlt ? <meta key="og:image:alt" property="og:image:alt" content={imageAlt} /> : null}
      <meta key="twitter:card" name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
