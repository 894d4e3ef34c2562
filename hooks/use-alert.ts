import useSWR from 'swr';
import type { Alert } from '@/lib/content/types';
import { apiFetch } from '@/lib/http/client-fetcher';

export const ALERT_REFRESH_MS = 300_000;

/** The site alert, refreshed every 5 minutes and not on focus; an error hides it (spec §4, §8). */
export function useAlert(): Alert | null {
  const { data, error } = useSWR<Alert | null>('/api/alerts', (url: string) => apiFetch<Alert | null>(url), {
    refreshInterval: ALERT_REFRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (error) return null;
  return data ?? null;
}
