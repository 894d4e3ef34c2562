import type { GetServerSideProps } from 'next';
import { sitemapEntries, sitemapXml } from '@/components/seo/sitemap';
import { getCommerce } from '@/lib/commerce';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';

/** /sitemap.xml: every public page, from the content service and the catalogue, with absolute URLs. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapXml(await sitemapEntries(getContent(), await getCommerce(), getConfig().siteUrl));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.write(xml);
  res.end();
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
