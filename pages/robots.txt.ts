import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/components/seo/sitemap';
import { getConfig } from '@/lib/config';

/** /robots.txt: keeps crawlers out of account, API, checkout and cart, and points to the sitemap. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400, stale-while-revalidate=86400');
  res.write(robotsTxt(getConfig().siteUrl));
  res.end();
  return { props: {} };
};

export default function Robots() {
  return null;
}
