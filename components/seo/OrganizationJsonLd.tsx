import { publicConfig } from '@/lib/public-config';
import JsonLd from './JsonLd';
import { organizationJsonLd, websiteJsonLd } from './json-ld';
import type { OrganizationOptions } from './json-ld';

/** Organization and WebSite (with search action) structured data, for the home page or the site layout. */
export default function OrganizationJsonLd({ siteUrl, ...options }: OrganizationOptions & { siteUrl?: string }) {
  const site = siteUrl ?? publicConfig.siteUrl;
  return (
    <>
      <JsonLd data={organizationJsonLd(site, options)} />
      <JsonLd data={websiteJsonLd(site)} />
    </>
  );
}
