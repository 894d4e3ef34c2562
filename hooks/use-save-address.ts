import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { AddressFormValues } from '@/lib/accounts/address-schema';
import { formValuesToWire, type WireAddress } from '@/lib/accounts/address-wire';
import { messages } from '@/lib/accounts/fields';
import { apiFetch } from '@/lib/http/client-fetcher';
import { ADDRESSES_KEY } from './use-addresses';

/**
 * Adds (POST) or, with an id, updates (PUT) a saved address of the signed-in customer; cached address pages
 * are dropped so the list shows the change.
 */
export function useSaveAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: AddressFormValues, id?: number): Promise<WireAddress> => {
      if (id !== undefined && !id) throw new Error(messages.updateAddressId);
      const body = id ? { id, ...formValuesToWire(values) } : formValuesToWire(values);
      const saved = await apiFetch<WireAddress>(ADDRESSES_KEY, { method: id ? 'PUT' : 'POST', body });
      await mutate((key) => Array.isArray(key) && key[0] === ADDRESSES_KEY, undefined, { revalidate: false });
      return saved;
    },
    [mutate],
  );
}
