import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeCartRuntime } from '@/lib/browser/cart-runtime';

/**
 * Whether the shopper is signed in, for the header's Account or Sign in: false (Sign in) in the server's HTML and
 * until the cart runtime, which loads when the browser is idle, knows the customer. The header needs no SWR of its
 * own for it.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeCartRuntime, isSignedIn, () => false);
}
