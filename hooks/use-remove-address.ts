import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '@/lib/accounts/fields';
import { apiFetch } from '@/lib/http/client-fetcher';
import { FetcherError } from '@/lib/http/fetcher';
import { ADDRESSES_KEY } from './use-addresses';

/**
 * Removes a saved address (DELETE /api/bigcommerce/address { id }); on success every cached page is refetched. A 404
 * (the address was deleted meanwhile, in another tab) refetches them too, so it goes from the list, then throws.
 */
export function useRemoveAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ id }: { id: number }): Promise<void> => {
      if (!id) throw new Error(messages.removeAddressId);
      const refetch = () => mutate((key) => Array.isArray(key) && key[0] === ADDRESSES_KEY);
      try {
        await apiFetch<null>(ADDRESSES_KEY, { method: 'DELETE', body: { id } });
      } catch (caught) {
        if (caught instanceof FetcherError && caught.status === 404) void refetch();
        throw caught;
      }
      await refetch();
    },
    [mutate],
  );
}
