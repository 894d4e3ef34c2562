import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '@/lib/accounts/fields';
import type { Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CUSTOMER_KEY } from './use-customer';

interface LoginInput {
  email: string;
  password: string;
  /** A wish list save to make once signed in (`<product id>-<variant id>`: lib/accounts/pending-save.ts). */
  save?: string;
}

/** Signs in (POST /api/bigcommerce/customers/login) and refreshes the cached customer with the result. */
export function useLogin() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ email, password, save }: LoginInput): Promise<Customer> => {
      if (!email || !password) throw new Error(messages.loginRequired);
      const data = await apiFetch<{ customer: Customer }>('/api/bigcommerce/customers/login', { method: 'POST', body: save ? { email, password, save } : { email, password } });
      await mutate(CUSTOMER_KEY, { customer: data.customer }, { revalidate: false });
      return data.customer;
    },
    [mutate],
  );
}
