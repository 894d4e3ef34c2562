import type { PublicConfig } from './config';

/** The browser-safe config, inlined at build time by next.config.ts (modes and public keys only). */
export const publicConfig: PublicConfig = JSON.parse(process.env.STOREFRONT_PUBLIC_CONFIG ?? 'null') ?? {
  modes: {
    commerce: 'embedded', content: 'embedded', search: 'embedded', captcha: 'embedded',
    loyalty: 'embedded', reviews: 'embedded', marketing: 'embedded', analytics: 'embedded',
  },
  siteUrl: 'http://localhost:3000',
  search: { appId: '', searchKey: '', indexPrefix: 'sanity_production', hosts: null },
  recaptchaSiteKey: null, loyaltyToken: null, yotpoAppKey: null, klaviyoPublicKey: null, gtmId: null,
};

export const isEmbeddedDemo = publicConfig.modes.commerce === 'embedded';
