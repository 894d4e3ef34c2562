/** Klaviyo list subscription (server side): the list id and email, form-encoded, through the one fetch wrapper. */
import { fetchJson } from '@/lib/http/fetcher';

export const KLAVIYO_SUBSCRIBE_URL = 'https://manage.kmail-lists.com/ajax/subscriptions/subscribe';
const TIMEOUT_MS = 10_000;

export async function subscribeWithKlaviyo(listId: string, email: string, subscribeUrl: string = KLAVIYO_SUBSCRIBE_URL): Promise<void> {
  const form = new URLSearchParams({ g: listId, email });
  await fetchJson<unknown>(subscribeUrl, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    timeoutMs: TIMEOUT_MS,
    service: 'klaviyo',
    operation: 'subscribe',
  });
}
