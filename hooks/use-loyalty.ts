import { useEffect } from 'react';
import { startLoyalty } from '@/lib/loyalty/sdk';
import { publicConfig } from '@/lib/public-config';
import { useCustomer } from './use-customer';

/**
 * Starts LoyaltyLion once per page load and authenticates the signed-in customer. Does nothing,
 * and loads nothing, when LoyaltyLion is not configured.
 */
export function useLoyalty(siteToken: string | null = publicConfig.loyaltyToken) {
  const { customer, isLoading } = useCustomer();
  const id = customer?.entityId ?? null;
  const email = customer?.email ?? '';
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  useEffect(() => {
    if (!siteToken || isLoading) return;
    return startLoyalty(siteToken, id ? { id, email, name } : null);
  }, [siteToken, isLoading, id, email, name]);
}
