import type { AppProps } from 'next/app';
import Head from 'next/head';
import { SWRConfig } from 'swr';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import { FlashContext } from '@/lib/http/flash-context';
import FlashNotice from '@/components/layout/FlashNotice';
import Layout from '@/components/layout/Layout';
import { UiProvider } from '@/components/ui/UiProvider';
import type { Flash } from '@/lib/http/flash-types';
import '@/styles/globals.css';

/** Cache defaults: dedupe 2 s, focus throttle 5 s, error retry 5 s, loading-slow 3 s. */
const swrDefaults = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  loadingTimeout: 3000,
};

export default function App({ Component, pageProps }: AppProps<{ preview?: boolean; flash?: Flash | null }>) {
  return (
    <SWRConfig value={swrDefaults}>
      <UiProvider>
        <CommerceDataProvider>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Bulk Nutrients</title>
          </Head>
          <FlashContext value={pageProps.flash ?? null}>
            <Layout preview={Boolean(pageProps.preview)}>
              <FlashNotice />
              <Component {...pageProps} />
            </Layout>
          </FlashContext>
        </CommerceDataProvider>
      </UiProvider>
    </SWRConfig>
  );
}
