import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '@/lib/accounts/fields';
import type { Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CUSTOMER_KEY } from './use-customer';

interface LoginInput {
  email: string;
  password: string;
}

/** Signs in (POST /api/bigcommerce/customers/login) and refreshes the cached customer with the result. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ email, password }: LoginInput): Promise<Customer> => {
      if (!email || !password) throw new Error(messages.loginRequired);
      const data = await apiFetch<{ customer: Customer }>('/api/bigcommerce/customers/login', { method: 'POST', body: { email, password } });
      await mutate(CUSTOMER_KEY, data, { revalidate: false });
      return data.customer;
    },
    [mutate],
  );
}
