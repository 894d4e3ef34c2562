// The shop's base styles come first: every component's own (CSS Modules) rules are later in the cascade, so they win
// over a global rule of the same weight (a line's Update button hidden once scripts run, over `.button`'s display).
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useMemo } from 'react';
import { FlashContext } from '@/lib/http/flash-context';
import { ShopperContext, type ShopperSnapshot } from '@/lib/http/shopper-context';
import FlashNotice from '@/components/layout/FlashNotice';
import Layout from '@/components/layout/Layout';
import { UiProvider } from '@/components/ui/UiProvider';
import type { Flash } from '@/lib/http/flash-types';
import type { Shell } from '@/lib/shell';

/**
 * The frame of every page. What only some pages need is not here, so that every page does not load it: SWR runs
 * with its own defaults, which are the shop's (dedupe 2 s, focus throttle 5 s, error retry 5 s or 10 s on a slow
 * connection, loading-slow 3 s or 5 s: tests/unit/swr-defaults.test.tsx), and storefront-data-hooks' provider
 * wraps only what uses the cart hooks (components/cart/CommerceDataProvider.tsx).
 *
 * The page is one element per page and props: Next renders the app again from the top when only the router's state
 * changes (a shallow route change; and, because the config has rewrites, a query update right after every static
 * page hydrates), and React then skips the whole page, re-rendering only what reads the router.
 */
export default function App({ Component, pageProps }: AppProps<{ preview?: boolean; shell?: Shell; flash?: Flash | null; shopper?: ShopperSnapshot }>) {
  const page = useMemo(
    () => (
      <FlashContext value={pageProps.flash ?? null}>
        <ShopperContext value={pageProps.shopper ?? null}>
          <Layout preview={Boolean(pageProps.preview)} shell={pageProps.shell}>
            {/* In the page's own boundary, beside its title and meta tags: Next rewrites the document's head from every
                <Head> mounted so far, so one hydrated before the page's (in the frame) emptied the title and took
                the description and canonical link out until the page had hydrated. No title here: every page sets
                its own (components/seo/Seo.tsx). */}
            <Head>
              <meta name="viewport" content="width=device-width, initial-scale=1" />
            </Head>
            <FlashNotice />
            <Component {...pageProps} />
          </Layout>
        </ShopperContext>
      </FlashContext>
    ),
    [Component, pageProps],
  );
  return (
    <UiProvider>{page}</UiProvider>
  );
}
