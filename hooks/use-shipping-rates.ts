import useSWR from 'swr';
import type { ShippingRates } from '@/lib/checkout/shipping';
import { apiFetch } from '@/lib/http/client-fetcher';

const SHIPPING_RATES_URL = '/api/shipping';

/**
 * The checkout's shipping rates (null until loaded, or when they could not be loaded: then nothing is shown).
 * `known`: the rates the server rendered the page with, used as they are (not requested again).
 */
export function useShippingRates(known?: ShippingRates): ShippingRates | null {
  const { data, error } = useSWR<ShippingRates>(SHIPPING_RATES_URL, (url: string) => apiFetch<ShippingRates>(url), {
    fallbackData: known,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return error ? null : (data ?? null);
}
