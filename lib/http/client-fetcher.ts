import { fetchJson } from './fetcher';

/**
 * The browser side of the wire contract: JSON with same-origin credentials, `{ data }` unwrapped,
 * 204 gives null, errors are FetcherError with status.
 */
export async function apiFetch<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const json = await fetchJson<{ data?: T } | null>(url, { ...init, credentials: 'same-origin' });
  return (json?.data ?? null) as T;
}
