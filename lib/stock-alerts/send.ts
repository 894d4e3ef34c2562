/**
 * Sending one back-in-stock notice: a Klaviyo "Back In Stock" event when KLAVIYO_PRIVATE_API_KEY is set (a Klaviyo
 * flow on that metric emails the shopper), otherwise an email in the shop's outbox (lib/mail).
 */
import { getConfig } from '../config';
import { fetchJson } from '../http/fetcher';
import { getMailer } from '../mail';

const KLAVIYO_REVISION = '2024-10-15';
const BACK_IN_STOCK_METRIC = 'Back In Stock';

interface BackInStockNotice {
  email: string;
  productName: string;
  /** e.g. "Chocolate / 1kg"; empty for a product without options. */
  variantName: string;
  sku: string;
  productUrl: string;
  imageUrl: string | null;
}

function noticeEmail(notice: BackInStockNotice) {
  const what = notice.variantName ? `${notice.productName} (${notice.variantName})` : notice.productName;
  return {
    kind: 'back-in-stock',
    to: notice.email,
    subject: `Back in stock: ${what}`,
    text: [
      'Good news!',
      '',
      `${what} is back in stock. You asked us to tell you, so here it is:`,
      '',
      notice.productUrl,
      '',
      'Stock can go quickly. This is the only email we send about it.',
    ].join('\n'),
  };
}

async function sendWithKlaviyo(klaviyo: { privateKey: string; apiUrl: string }, notice: BackInStockNotice): Promise<void> {
  await fetchJson<unknown>(`${klaviyo.apiUrl}/api/events`, {
    method: 'POST',
    headers: {
      Authorization: `Klaviyo-API-Key ${klaviyo.privateKey}`,
      revision: KLAVIYO_REVISION,
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
    },
    body: {
      data: {
        type: 'event',
        attributes: {
          properties: {
            ProductName: notice.productName,
            VariantName: notice.variantName,
            SKU: notice.sku,
            URL: notice.productUrl,
            ImageURL: notice.imageUrl,
          },
          metric: { data: { type: 'metric', attributes: { name: BACK_IN_STOCK_METRIC } } },
          profile: { data: { type: 'profile', attributes: { email: notice.email } } },
        },
      },
    },
    timeoutMs: 10_000,
  });
}

export async function sendNotice(notice: BackInStockNotice): Promise<void> {
  const { klaviyo } = getConfig().stockAlerts;
  if (klaviyo) await sendWithKlaviyo(klaviyo, notice);
  else await getMailer().send(noticeEmail(notice));
}
