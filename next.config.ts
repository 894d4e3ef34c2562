import bundleAnalyzer from '@next/bundle-analyzer';
import type { NextConfig } from 'next';
import { loadConfig, toPublicConfig } from './lib/config';
import { securityHeaders } from './lib/http/security-headers';
import { LISTING_QUERY_KEYS } from './lib/search/constants';
import { CALCULATOR_QUERY_KEY } from './lib/protein-calculator';
import { VARIANT_ID_PATTERN, VARIANT_QUERY_KEY, VARIANT_SEPARATOR } from './lib/commerce/variant-path';

// Validates the environment at build and at start: a partly configured service stops here, naming what is missing.
const config = loadConfig(process.env);
const publicConfig = toPublicConfig(config);

// `npm run analyze` / `analyze:webpack` (ANALYZE=true): per-module sizes or treemaps of every client and server bundle, written beside a
// build of its own (.next-analyze/) so that it never replaces the production build the tests and bench use.
const analyze = process.env.ANALYZE === 'true';
const withBundleAnalyzer = bundleAnalyzer({ enabled: analyze, openAnalyzer: false });

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR (test/advanced): build and serve from another folder; `npm run test:hosted` uses .next-hosted so
  // the embedded build in .next stays as it is. The analysis build (ANALYZE=true) has its own, .next-analyze.
  distDir: analyze ? '.next-analyze' : process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Source maps let the analysis attribute the bytes of Turbopack's chunks to their modules (scripts/analyze-chunks.mjs).
  productionBrowserSourceMaps: analyze,
  poweredByHeader: false,
  turbopack: {
    // The browser never runs qs (see lib/search/qs-unused.ts): the search page does not download it.
    resolveAlias: { qs: { browser: './lib/search/qs-unused.ts' } },
  },
  trailingSlash: false,
  experimental: {
    // Back to a listing (or any page) from a product returns to where the shopper was: Next keeps each entry's
    // scroll position and restores it once the page has rendered, which the browser's own restoration cannot do for a
    // page the router renders after the popstate.
    scrollRestoration: true,
  },
  // .next/standalone/server.js with only the files the server needs: what the container image runs.
  output: 'standalone',
  // The embedded dataset is read through paths from the config (CATALOGUE_FILE...), which tracing cannot follow:
  // ship the whole folder with the server.
  outputFileTracingIncludes: { '/**': ['./data/**/*'] },
  // The type check is its own step of `npm test` (tsc --noEmit over app, tests and scripts); the build skips it.
  typescript: { ignoreBuildErrors: true },
  env: {
    // The browser's view of the config: modes and public keys only (see lib/public-config.ts).
    STOREFRONT_PUBLIC_CONFIG: JSON.stringify(publicConfig),
    // The footer's copyright year on a page without the shell's (404, errors): one value for server and browser.
    BUILD_YEAR: String(new Date().getFullYear()),
  },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [32, 48, 64, 96, 128, 150, 200, 256, 384],
    qualities: [75],
    formats: ['image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }, { protocol: 'https', hostname: 'cdn11.bigcommerce.com' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(publicConfig) },
      // The cart page is prerendered (the shopper's cart loads in the browser), and Next.js sends no Cache-Control
      // for such a page: a proxy's micro-cache must still never keep a cart response.
      { source: '/cart', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
    ];
  },
  async rewrites() {
    // A category page with a filter or a sort in its query renders per request (pages/category-listing); the bare
    // page stays an ISR page (pages/categories). One rule per key: `has` conditions are all required. The same for
    // the protein calculator's answers (its form and sort links always send a weight).
    return {
      beforeFiles: [
        ...LISTING_QUERY_KEYS.map((key) => ({
          source: '/categories/:slug*',
          has: [{ type: 'query' as const, key }],
          destination: '/category-listing/:slug*',
        })),
        { source: '/protein-calculator', has: [{ type: 'query' as const, key: CALCULATOR_QUERY_KEY }], destination: '/protein-calculator/view' },
        // A product page whose address chooses a variant (?variant=<variant id>: a cart line, a saved item, back
        // from sign-in...) is a static page of its own with that variant chosen in its HTML (ISR too), on the product
        // page's route (/products/<slug>~<variant id>: no page added to the list every page's scripts carry); the
        // address stays the shopper's. A query that is no variant id is the product page as it is.
        {
          source: '/products/:slug',
          has: [{ type: 'query' as const, key: VARIANT_QUERY_KEY, value: `(?<variant>${VARIANT_ID_PATTERN})` }],
          destination: `/products/:slug${VARIANT_SEPARATOR}:variant`,
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: '/shop-by-:group(sport|ingredient|flavour|goal|diet|recommended)', destination: '/categories/shop-by-:group', permanent: true },
    ];
  },
};

export default withBundleAnalyzer(nextConfig);
