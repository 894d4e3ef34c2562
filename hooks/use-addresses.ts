import useSWR from 'swr';
import type { WireAddressPage } from '@/lib/accounts/address-wire';
import { apiFetch } from '@/lib/http/client-fetcher';

export const ADDRESSES_KEY = '/api/bigcommerce/address';

type AddressesKey = readonly [typeof ADDRESSES_KEY, number, number];

/** The SWR key of one page of a customer's addresses (the customer id is part of it). */
function addressesKey(customerId: number | null | undefined, page: number): AddressesKey | null {
  return customerId ? [ADDRESSES_KEY, customerId, page] : null;
}

function fetchPage([url, , page]: AddressesKey): Promise<WireAddressPage | null> {
  return apiFetch<WireAddressPage | null>(`${url}?page=${page}`);
}

/** One page of the signed-in customer's addresses; null without a customer. Not refetched on focus. */
export function useAddresses(customerId: number | null | undefined, page = 1, fallbackData?: WireAddressPage | null) {
  const { data, error, isLoading, mutate } = useSWR<WireAddressPage | null, Error, AddressesKey | null>(
    addressesKey(customerId, page),
    fetchPage,
    { revalidateOnFocus: false, fallbackData: fallbackData ?? undefined, keepPreviousData: true },
  );
  return { page: data ?? null, error: error ?? null, isLoading, mutate };
}
