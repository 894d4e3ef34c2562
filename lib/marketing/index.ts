/**
 * Newsletter sign-up (server side): Klaviyo's list when the marketing service is configured, otherwise the
 * embedded store. Adapters are imported lazily so the hosted mode never loads the embedded database.
 */
import { getConfig } from '@/lib/config';

export async function subscribeToNewsletter(email: string, customerId: number | null = null): Promise<void> {
  const { marketing } = getConfig();
  if (marketing) {
    const { subscribeWithKlaviyo } = await import('./klaviyo');
    await subscribeWithKlaviyo(marketing.listId, email, marketing.subscribeUrl ?? undefined);
    return;
  }
  const { subscribeEmbedded } = await import('./embedded');
  await subscribeEmbedded(email, customerId);
}
