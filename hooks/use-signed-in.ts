import { useContext, useSyncExternalStore } from 'react';
import { ShopperContext } from '@/lib/http/shopper-context';
import { isSignedIn, subscribeCartRuntime } from '@/lib/browser/cart-runtime';

/**
 * Whether the shopper is signed in, for the header's Account or Sign in: what a page rendered per request knows
 * (its shopper snapshot), else false (Sign in) in the server's HTML and until the cart runtime, which loads when the
 * browser is idle, knows the customer. The header needs no SWR of its own for it.
 */
export function useSignedIn(): boolean {
  const known = useContext(ShopperContext)?.signedIn ?? false;
  return useSyncExternalStore(subscribeCartRuntime, () => isSignedIn() || known, () => known);
}
