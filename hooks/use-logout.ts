import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/http/client-fetcher';
import { ADDRESSES_KEY } from './use-addresses';
import { CUSTOMER_KEY } from './use-customer';

/** Signs out (POST /api/bigcommerce/customers/logout) and forgets the cached customer and addresses. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(async (): Promise<void> => {
    await apiFetch<null>('/api/bigcommerce/customers/logout', { method: 'POST' });
    await mutate(CUSTOMER_KEY, null, { revalidate: false });
    await mutate((key) => Array.isArray(key) && key[0] === ADDRESSES_KEY, undefined, { revalidate: false });
  }, [mutate]);
}
