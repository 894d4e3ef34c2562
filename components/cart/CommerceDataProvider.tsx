// The library's core context provider: its top-level wrapper only adds a default fetcher (and its code) that the
// config below replaces anyway.
import { CommerceProvider } from '@bigcommerce/storefront-data-hooks/dist/commerce';
import { FetcherError as VendorFetcherError } from '@bigcommerce/storefront-data-hooks/dist/commerce/utils/errors';
import type { FetcherOptions } from '@bigcommerce/storefront-data-hooks/dist/commerce/utils/types';
import type { ReactNode } from 'react';
import { dropCartSeed, takeCartSeed } from '@/lib/browser/cart-seed';
import { CART_COOKIE, CART_LOCALE, CART_URL } from '@/lib/commerce/cart-cookie';
import { FetcherError, fetchJson } from '@/lib/http/fetcher';

/**
 * The fetcher @bigcommerce/storefront-data-hooks calls for every cart request: our one fetch wrapper (timeout,
 * the error building from the answer), same-origin credentials, `{ data }` unwrapped, 204 gives null. Failures are re-thrown
 * as the library's own FetcherError (same message, errors and status), the error class its hooks expect. The first
 * cart read after a page rendered with the cart on the server is answered with that cart (lib/browser/cart-seed.ts).
 */
async function commerceFetcher({ url = '', method = 'GET', variables, body, credentials }: FetcherOptions): Promise<unknown> {
  if (url.split('?')[0] === CART_URL) {
    if (method === 'GET') {
      const seeded = takeCartSeed();
      if (seeded !== undefined) return seeded;
    } else {
      dropCartSeed();
    }
  }
  try {
    const json = await fetchJson<{ data?: unknown } | null>(url, {
      method,
      body: variables ? { variables } : body,
      credentials: credentials ?? 'same-origin',
    });
    return json?.data ?? null;
  } catch (error) {
    if (error instanceof FetcherError) throw new VendorFetcherError({ errors: error.errors, status: error.status });
    throw error;
  }
}

const COMMERCE_CONFIG = { locale: CART_LOCALE, cartCookie: CART_COOKIE, credentials: 'same-origin', fetcher: commerceFetcher } as const;

/**
 * Sets up @bigcommerce/storefront-data-hooks around what uses the cart hooks: the cart runtime (loaded when the
 * browser is idle), the cart page and the checkout. Not in pages/_app.tsx, so that the pages without them do not
 * load the library. Every copy has the same config, and the library's cache is one for the page, so two of them
 * (the cart page and the runtime) share the cart. Components never use the library directly: they use our hooks
 * (hooks/use-cart.ts and friends), which return the app's Cart.
 */
export default function CommerceDataProvider({ children }: { children: ReactNode }) {
  return (
    <CommerceProvider config={COMMERCE_CONFIG}>{children}</CommerceProvider>
  );
}
