import { use } from 'react';
import useSWR from 'swr';
import type { Alert } from '@/lib/content/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { draftAwareUrl } from '@/lib/preview/draft-url';
import { PreviewContext } from '@/lib/ui/preview-context';

const ALERT_REFRESH_MS = 300_000;

/**
 * The site alert as refreshed every 5 minutes (not on mount: the page brought it; not on focus): undefined until the
 * first refresh, null when there is none or the refresh failed (an error hides it). SWR's interval skips its refresh
 * while the last one failed, so a failed refresh is retried on the same 5-minute beat instead: the next successful
 * one shows the alert again. In preview it asks the draft URL (lib/preview/draft-url.ts), so the browser never shows
 * a shopper answer it kept from before.
 */
export function useAlert(): Alert | null | undefined {
  const preview = use(PreviewContext);
  const { data, error } = useSWR<Alert | null>(draftAwareUrl('/api/alerts', preview), (url: string) => apiFetch<Alert | null>(url), {
    refreshInterval: ALERT_REFRESH_MS,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      setTimeout(() => void revalidate({ retryCount }), ALERT_REFRESH_MS);
    },
  });
  return error ? null : data;
}
