import { useRouter } from 'next/router';
import { loginHref } from '@/lib/accounts/return-to';
import { useHydrated } from './use-hydrated';

/** Pages that signing in should not come back to: the sign-in, sign-up and password pages, and the error pages. */
const NO_RETURN = new Set(['/login', '/create-account', '/forgot-password', '/reset-password', '/404', '/_error']);

/**
 * The header's Sign in link: the sign-in page with this page as its `returnTo` (judged by `loginHref`: a path of
 * this site), so signing in comes back here; the plain sign-in page where coming back makes no sense.
 * In the server's HTML (and while it hydrates) that is `requestPath`, the address a page rendered per request was
 * asked for (lib/page-context.ts), else the route's path: a static page is rendered once for every query. Once
 * hydrated it is the address in the bar, query included, as the route changes (the listings rewrite it in place).
 */
export function useSignInHref(requestPath?: string): string {
  const router = useRouter();
  const hydrated = useHydrated();
  if (NO_RETURN.has(router.pathname)) return '/login';
  const here = hydrated ? `${window.location.pathname}${window.location.search}` : (requestPath || router.asPath.split(/[?#]/)[0]);
  return loginHref(here);
}
