import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CUSTOMER_KEY } from './use-customer';

/**
 * Calls an account route that answers `{ customer }` (profile save, password change, password reset) and puts
 * that customer in the cache, so the header and account pages show it without a refetch.
 */
export function useAccountUpdate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <T extends { customer: Customer | null }>(url: string, method: 'POST' | 'PUT', body: unknown): Promise<T> => {
      const data = await apiFetch<T>(url, { method, body });
      await mutate(CUSTOMER_KEY, data.customer ? { customer: data.customer } : null, { revalidate: false });
      return data;
    },
    [mutate],
  );
}
