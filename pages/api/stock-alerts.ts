import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { hit } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { ALERT_CONFIRMED, stockAlertSchema } from '@/lib/stock-alerts/alert-schema';
import { requestStockAlert } from '@/lib/stock-alerts';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/stock-alerts { email, productId, variantId }: 'Email me when it's back' for a sold-out variant. The email
 * gets one notice when the variant is restocked. Asking again changes nothing (same answer). A variant in stock is 409,
 * an unknown one 404; 20 alerts an hour per address.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const values = await parseWith(stockAlertSchema, body);
    refuseIfLimited(res, [await hit('stockAlertsPerAddress', clientAddress(req))], messages.tooManyChecks);
    await requestStockAlert(values.email, values.productId, values.variantId);
    // A form post goes back to its page (the alert's own page, rendered per request), which shows the message once.
    const message = ALERT_CONFIRMED(values.email);
    return { data: { message }, message };
  },
});
