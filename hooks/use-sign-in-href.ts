import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import { currentAddress, subscribeToAddress } from '@/lib/browser/address-bar';
import { loginHref } from '@/lib/accounts/return-to';

/** Pages that signing in should not come back to: the sign-in, sign-up and password pages, and the error pages. */
const NO_RETURN = new Set(['/login', '/create-account', '/forgot-password', '/reset-password', '/404', '/_error']);

/**
 * The header's Sign in link: the sign-in page with this page as its `returnTo` (judged by `loginHref`: a path of
 * this site), so signing in comes back here; the plain sign-in page where coming back makes no sense.
 * In the server's HTML (and while it hydrates) that is `requestPath`, the address a page rendered per request was
 * asked for (lib/page-context.ts), else the route's path: a static page is rendered once for every query. Once
 * hydrated it is the address in the bar, query included, as the route changes and as a page rewrites it in place
 * (a listing's filters, the protein calculator's sort).
 */
export function useSignInHref(requestPath?: string): string {
  const router = useRouter();
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, () => null);
  if (NO_RETURN.has(router.pathname)) return '/login';
  return loginHref(address ?? (requestPath || router.asPath.split(/[?#]/)[0]));
}
