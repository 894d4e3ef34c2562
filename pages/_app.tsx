import type { AppProps } from 'next/app';
import Head from 'next/head';
import { SWRConfig } from 'swr';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import Layout from '@/components/layout/Layout';
import { UiProvider } from '@/components/ui/UiProvider';
import '@/styles/globals.css';

/** Cache defaults of spec §9: dedupe 2 s, focus throttle 5 s, error retry 5 s, loading-slow 3 s. */
const swrDefaults = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  loadingTimeout: 3000,
};

export default function App({ Component, pageProps }: AppProps<{ preview?: boolean }>) {
  return (
    <SWRConfig value={swrDefaults}>
      <UiProvider>
        <CommerceDataProvider>
          <Head>
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Bulk Nutrients</title>
          </Head>
          <Layout preview={Boolean(pageProps.preview)}>
            <Component {...pageProps} />
          </Layout>
        </CommerceDataProvider>
      </UiProvider>
    </SWRConfig>
  );
}
