import type { PageConfig } from 'next';
import { toWireCart } from '@/lib/commerce/cart-wire';
import { applyGiftCertificateBodySchema } from '@/lib/checkout/gift-certificate-schema';
import { applyGiftCertificate, removeGiftCertificate } from '@/lib/checkout/gift-certificate-payment';
import { defineRoute, parseWith } from '@/lib/http/route';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * Paying with a gift certificate at checkout (embedded store; 404 in hosted mode, where BigCommerce's checkout
 * redeems them). Answers the cart in the wire shape, with a message; a form post (the checkout's field, without
 * JavaScript) goes back to the checkout with the message, or the refusal beside the field and the values kept.
 *
 *   POST   { giftCertificateCode }   -> applies it (one per order; 422 with the reason; 429 after 10 refusals in 15 min)
 *   DELETE                           -> takes it off (a form posts `_method=DELETE`)
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    const readCode = async () => (await parseWith(applyGiftCertificateBodySchema, body ?? null)).giftCertificateCode;
    const { cart, message } = await applyGiftCertificate(req, res, readCode);
    return { data: toWireCart(cart), message };
  },
  DELETE: async ({ req, res }) => {
    const { cart, message } = await removeGiftCertificate(req, res);
    return { data: toWireCart(cart), message };
  },
});
