import useSWR from 'swr';
import type { Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';

export const CUSTOMER_KEY = '/api/bigcommerce/customers';

/** The signed-in customer, or null for a guest. */
export function useCustomer() {
  const { data, error, isLoading, mutate } = useSWR<{ customer: Customer } | null>(
    CUSTOMER_KEY,
    (url: string) => apiFetch<{ customer: Customer } | null>(url),
    { revalidateOnFocus: false },
  );
  return { customer: error ? null : (data?.customer ?? null), isLoading, mutate };
}
