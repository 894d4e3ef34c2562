/**
 * Newsletter subscriptions in the embedded store: the `newsletter_subscriptions` table of the embedded
 * commerce database (created by its migrations). The store is opened after the commerce service has started,
 * so the table exists.
 */
import { getCommerce } from '@/lib/commerce';
import { openStore } from '@/lib/commerce/embedded/db';
import { getConfig } from '@/lib/config';

async function store() {
  await getCommerce(); // migrates the embedded store on first use
  return openStore(getConfig().dataDir).store;
}

/** Records a sign-up's newsletter subscription; a repeat keeps the first row and takes the customer id when it has one. */
export async function subscribeEmbedded(email: string, customerId: number | null): Promise<void> {
  const db = await store();
  db.run(
    `INSERT INTO newsletter_subscriptions (email, customer_id, source, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET customer_id = COALESCE(excluded.customer_id, customer_id)`,
    email.trim().toLowerCase(),
    customerId,
    'signup',
    Date.now(),
  );
}
