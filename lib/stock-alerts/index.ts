/**
 * Back-in-stock alerts: 'Email me when it's back' on a sold-out variant keeps the email (./subscriptions), and a
 * restock (embedded: `npm run stock`; hosted: BigCommerce's inventory webhook) sends every waiting shopper one notice
 * (./send: Klaviyo or the outbox) for each variant that is available again.
 */
import { getCommerce } from '../commerce';
import { CommerceError, notInCatalogue } from '../commerce/errors';
import { isInStock } from '../commerce/in-stock';
import { variantLabel } from '../commerce/item-name';
import type { Product } from '../commerce/types';
import { productVariantPath } from '../commerce/variant-path';
import { getConfig } from '../config';
import { addSubscriber, takeSubscribers } from './subscriptions';
import { sendNotice } from './send';

type AlertAnswer = 'added' | 'already';

/** Keeps the email for the variant. The variant must exist and be sold out (an available one is a conflict). */
export async function requestStockAlert(email: string, productId: number, variantId: number): Promise<AlertAnswer> {
  const [product] = await (await getCommerce()).getProductsByIds([productId]);
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  if (!product || !variant) throw notInCatalogue(Boolean(product));
  if (isInStock(variant)) throw new CommerceError('conflict', "Good news: it's in stock now, so you can add it to your cart.");
  const answer = await addSubscriber(variantId, { email: email.trim(), productId });
  if (answer === 'full') throw new CommerceError('rate_limited', 'Too many people are waiting for this item. Please check back later.');
  return answer;
}

/**
 * After stock changed: every variant of these products that is available sends its waiting shoppers their notice.
 * Answers how many notices went out.
 */
export async function notifyBackInStock(productIds: number[]): Promise<number> {
  return notifyBackInStockOf(await (await getCommerce()).getProductsByIds(productIds));
}

/** The same, for products the caller has already read from the commerce service. */
export async function notifyBackInStockOf(products: Product[]): Promise<number> {
  const { siteUrl } = getConfig();
  let sent = 0;
  for (const product of products) {
    for (const variant of product.variants.filter(isInStock)) {
      const image = variant.image ?? product.images.find((candidate) => candidate.isDefault) ?? product.images[0] ?? null;
      sent += await takeSubscribers(variant.id, (subscriber) =>
        sendNotice({
          email: subscriber.email,
          productName: product.name,
          variantName: variantLabel(variant.options),
          sku: variant.sku,
          productUrl: `${siteUrl}${productVariantPath(product.slug, variant.id)}`,
          imageUrl: image ? new URL(image.url, `${siteUrl}/`).toString() : null,
        }),
      );
    }
  }
  return sent;
}
