import { FetcherError } from './fetcher';

/** The message to show for a failed API call: the route's own message when it sent one, else the fallback. */
export function errorMessage(caught: unknown, fallback: string): string {
  return caught instanceof FetcherError ? (caught.errors[0]?.message ?? fallback) : fallback;
}
