import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { messages } from '@/lib/accounts/fields';
import { hasSignupEssentials, type SignupFormValues } from '@/lib/accounts/signup-schema';
import type { Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CUSTOMER_KEY } from './use-customer';

/**
 * The form's values with the captcha's answer (the ALTCHA payload or the reCAPTCHA token), verified by the route, and
 * a pending wish list save (`<product id>-<variant id>`) to make with the account.
 */
type SignupRequest = SignupFormValues & { captcha: string; save?: string };

/**
 * Creates the account (POST /api/bigcommerce/customers/signup), then refetches the customer record.
 * The four essentials are checked before any request (as the data layer does).
 */
export function useSignup() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: SignupRequest): Promise<Customer> => {
      if (!hasSignupEssentials(input)) throw new Error(messages.signupRequired);
      const data = await apiFetch<{ customer: Customer }>('/api/bigcommerce/customers/signup', { method: 'POST', body: input });
      await mutate(CUSTOMER_KEY);
      return data.customer;
    },
    [mutate],
  );
}
