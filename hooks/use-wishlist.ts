import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { WISHLIST_URL, type WishlistView } from '@/lib/accounts/wishlist';
import type { WishlistState } from '@/lib/browser/cart-runtime';
import { apiFetch } from '@/lib/http/client-fetcher';
import { useCustomer } from './use-customer';

/**
 * The signed-in shopper's wish list (GET /api/account/wishlist; nothing is asked for a guest). Saving and removing
 * replace the cached list with the route's answer, without a refetch. Used by the account's wish list page and by
 * the cart runtime, which hands it to the hearts of product pages and cards (hooks/use-shopper-wishlist.ts).
 */
export function useWishlist(fallback?: WishlistView): WishlistState {
  const { customer, isLoading } = useCustomer();
  const signedIn = customer !== null || fallback !== undefined;
  const status = signedIn ? 'signed-in' : isLoading ? 'loading' : 'guest';
  const { data, mutate } = useSWR<WishlistView>(signedIn ? WISHLIST_URL : null, (url: string) => apiFetch<WishlistView>(url), {
    revalidateOnFocus: false,
    fallbackData: fallback,
  });

  const isSaved = useCallback(
    (productId: number, variantId: number | null) => Boolean(data?.entries.some((entry) => entry.productId === productId && entry.variantId === variantId)),
    [data],
  );
  const save = useCallback(
    async (productId: number, variantId: number | null) => {
      const next = await apiFetch<WishlistView>(WISHLIST_URL, { method: 'POST', body: { productId, variantId } });
      await mutate(next, { revalidate: false });
    },
    [mutate],
  );
  const remove = useCallback(
    async (itemId: number) => {
      const next = await apiFetch<WishlistView>(WISHLIST_URL, { method: 'DELETE', body: { itemId } });
      await mutate(next, { revalidate: false });
    },
    [mutate],
  );
  return useMemo(() => ({ view: data, isSaved, save, remove, status }), [data, isSaved, save, remove, status]);
}
