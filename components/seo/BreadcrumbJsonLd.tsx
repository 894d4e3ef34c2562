import { publicConfig } from '@/lib/public-config';
import JsonLd from './JsonLd';
import { breadcrumbJsonLd } from './json-ld';
import type { Crumb } from './json-ld';

/** BreadcrumbList structured data; give the crumbs from Home to the current page. */
export default function BreadcrumbJsonLd({ crumbs, siteUrl }: { crumbs: Crumb[]; siteUrl?: string }) {
  if (crumbs.length === 0) return null;
  return <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl ?? publicConfig.siteUrl)} />;
}
