/**
 * BigCommerce webhook deliveries (the `/v3/hooks` payload: `{ scope, store_id, data, hash, created_at, producer }`):
 * which product a product or inventory delivery names.
 */

const PRODUCT_SCOPES = /^store\/product\/(created|updated|deleted|inventory\/updated|inventory\/order\/updated)$/;
const SKU_SCOPES = /^store\/sku\/(inventory\/updated|inventory\/order\/updated)$/;

export interface WebhookDelivery {
  scope?: unknown;
  data?: { type?: unknown; id?: unknown; inventory?: { product_id?: unknown } };
}

/** The product a delivery names, or null for a scope this route does not handle. */
export function productOfWebhook(delivery: WebhookDelivery): number | null {
  const scope = typeof delivery.scope === 'string' ? delivery.scope : '';
  const id = PRODUCT_SCOPES.test(scope) ? delivery.data?.id : SKU_SCOPES.test(scope) ? delivery.data?.inventory?.product_id : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}


/** Whether the delivery reports a stock change (the back-in-stock alerts listen to these). */
export function isInventoryWebhook(delivery: WebhookDelivery): boolean {
  return typeof delivery.scope === 'string' && /\/inventory\//.test(delivery.scope) && productOfWebhook(delivery) !== null;
}
