import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '@/lib/accounts/fields';
import { apiFetch } from '@/lib/http/client-fetcher';
import { ADDRESSES_KEY } from './use-addresses';

/** Removes a saved address (DELETE /api/bigcommerce/address { id }); on success every cached page is refetched. */
export function useRemoveAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ id }: { id: number }): Promise<void> => {
      if (!id) throw new Error(messages.removeAddressId);
      await apiFetch<null>(ADDRESSES_KEY, { method: 'DELETE', body: { id } });
      await mutate((key) => Array.isArray(key) && key[0] === ADDRESSES_KEY);
    },
    [mutate],
  );
}
