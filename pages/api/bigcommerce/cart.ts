import { getCommerce, isCommerceError, type Cart, type CommerceService } from '@/lib/commerce';
import { dollarsToCents, toWireCart, type WireCart } from '@/lib/commerce/cart-wire';
import {
  addGiftCertificateBodySchema,
  addItemBodySchema,
  removeGiftCertificateBodySchema,
  removeItemBodySchema,
  updateItemBodySchema,
} from '@/lib/commerce/validation';
import { certificateLineLabel, lineLabel } from '@/lib/commerce/item-name';
import { choiceName, resolveProductChoice } from '@/lib/commerce/product-form';
import { applyDiscountBodySchema, removeDiscountBodySchema } from '@/lib/commerce/discount-schema';
import { discountMessages, normaliseDiscountCode } from '@/lib/commerce/discount-rules';
import { addGiftCertificateFormBodySchema } from '@/lib/commerce/gift-certificate-schema';
import type { GiftCertificateInput } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { messages } from '@/lib/accounts/fields';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { queryValue } from '@/lib/http/query';
import { defineRoute, parseWith, type RouteContext } from '@/lib/http/route';
import { setCartCookie } from '@/lib/http/session';
import { readOwnCart, type ShopperCart } from '@/lib/http/shopper-cart';
import { hit } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { isRecord } from '@/lib/validation/is-record';

export const config = { api: { bodyParser: false } };

/**
 * The cart of the shopper, in the wire shape of @bigcommerce/storefront-data-hooks.
 * The cart id lives in the `bc_cartId` cookie (readable by the client library, so not httpOnly).
 *
 *   GET                                   -> cart, or null (a stale cookie is cleared)
 *   POST   { item, locale }               -> adds a line (or increments it); creates the cart when needed
 *   POST   { giftCertificate }            -> adds a gift certificate (the gift certificate form posts its fields
 *                                            `giftCertificate.amount`, `.recipient.name` ... and goes on to the cart)
 *   POST   { discountCode }               -> applies a discount code (one per order; 422 with the reason when refused)
 *   PUT    { itemId, item }               -> sets a line's quantity (below 1 removes it)
 *   DELETE { itemId } | { giftCertificateId } | { discountCode } (takes the cart's code off: the one named, or any
 *                                            when empty; a code named that is not the cart's leaves the cart as it is)
 *
 * The product page's and quick add's forms post here without JavaScript too: `productId`, `options.<name>` or
 * `variantId`, `quantity` (lib/commerce/product-form.ts resolves the variant); they go on to the cart page with the
 * notice "Added Whey Protein Isolate 1kg Chocolate to your cart" (or, for a variant sold out or over a limit, with
 * the reason nothing was added).
 * A cart attached to a customer is only served to that customer (403 otherwise). A missing body is passed to
 * the schemas as null, so it is reported as missing instead of being defaulted to {}.
 */
const CART_NOT_FOUND = 'Your cart could not be found. It may have expired.';
/** A certificate's name when the request gives none (BigCommerce requires one; the cart shows it). */
const GIFT_CERTIFICATE_NAME = 'Gift Certificate';

/** The cart of this request's cookie; another customer's cart is refused (403) and its cookie cleared. */
function shopperCart({ req, res }: RouteContext): Promise<ShopperCart> {
  return readOwnCart(req, res);
}

/** `include` is a comma-joined list; only redirect_urls changes the answer, anything else is accepted and ignored. */
function answer(ctx: RouteContext, cart: Cart | null): { data: WireCart | null } {
  if (cart === null) return { data: null };
  const wire = toWireCart(cart);
  const include = (queryValue(ctx.query.include) ?? '').split(',').map((value) => value.trim());
  if (include.includes('redirect_urls') && !wire.redirect_urls) {
    wire.redirect_urls = { cart_url: '/cart', checkout_url: cart.checkoutUrl ?? '/checkout' };
  }
  return { data: wire };
}

/**
 * The body a PUT's schema reads. A browser's form post sends text (`item.quantity=2`): the item's whole numbers
 * are read as numbers for the strict item schema; anything else is left as typed, for the schema's message.
 */
function itemBody(ctx: RouteContext): unknown {
  const { body } = ctx;
  if (!ctx.form || !hasKey(body, 'item')) return body ?? null;
  const { item } = body as { item: unknown };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return body;
  const numbers = Object.entries(item).map(([key, value]) => [key, typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value]);
  return { ...(body as object), item: Object.fromEntries(numbers) };
}

/**
 * The certificate of a POST { giftCertificate }: a script's JSON by the wire schema (amount a number of dollars), a
 * browser's form post (the gift certificate form, /giftcertificates) by the form's schema, which reads typed text.
 */
async function giftCertificateInput(ctx: RouteContext): Promise<GiftCertificateInput> {
  const { giftCertificate } = ctx.form
    ? await parseWith(addGiftCertificateFormBodySchema, ctx.body ?? null)
    : await parseWith(addGiftCertificateBodySchema, ctx.body ?? null);
  const named = 'name' in giftCertificate ? giftCertificate.name?.trim() : undefined;
  return {
    name: named || GIFT_CERTIFICATE_NAME,
    amountCents: dollarsToCents(giftCertificate.amount),
    theme: ('theme' in giftCertificate ? giftCertificate.theme : undefined) ?? undefined,
    sender: { name: giftCertificate.sender?.name ?? '', email: giftCertificate.sender?.email ?? '' },
    recipient: { name: giftCertificate.recipient.name, email: giftCertificate.recipient.email },
    message: giftCertificate.message || undefined,
  };
}

/** The one-time notice of a gift certificate added by a form post: "Added a $50.00 gift certificate for Sam to your cart". */
function giftCertificateNotice(certificate: GiftCertificateInput): string {
  return `Added a ${formatCents(certificate.amountCents)} gift certificate for ${certificate.recipient.name.trim()} to your cart`;
}

function hasKey(body: unknown, key: string): boolean {
  return isRecord(body) && key in body;
}

/** The name a cart line or gift certificate is shown by, for a form post's notice. */
function itemName(cart: Cart, id: string): string {
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  const line = [...physicalItems, ...digitalItems].find((item) => item.id === id);
  if (line) return lineLabel(line.name, line.options);
  const certificate = giftCertificates.find((item) => item.id === id);
  return certificate ? certificateLineLabel(certificate) : 'The item';
}

/**
 * Runs a change of an existing cart; a cart that is missing (or vanished meanwhile) answers 404 and clears the
 * cookie. The result null means the cart became empty and was deleted. A browser's form post also gets `notice`,
 * when given (written from the cart before the change), as its one-time message.
 */
async function changeCart(
  ctx: RouteContext,
  change: (commerce: CommerceService, cartId: string, customerId: number, before: Cart) => Promise<Cart | null>,
  notice?: (before: Cart) => string,
) {
  const { commerce, cart, staleCookie, customerId } = await shopperCart(ctx);
  // A form post about a cart or a line that is gone (changed in another tab, or expired) comes back to a page
  // without that line's form: its message is the page's notice, not an error beside a field no longer there.
  const gone = (error: Error) => {
    if (ctx.form) return { data: null, message: error.message };
    throw error;
  };
  if (!cart) {
    if (staleCookie) setCartCookie(ctx.req, ctx.res, null);
    return gone(new ApiError(404, CART_NOT_FOUND, 'not_found'));
  }
  let changed: Cart | null;
  try {
    changed = await change(commerce, cart.id, customerId ?? 0, cart);
  } catch (error) {
    if (!isCommerceError(error) || error.code !== 'not_found') throw error;
    if (!(await commerce.getCart(cart.id, customerId ?? 0))) setCartCookie(ctx.req, ctx.res, null);
    return gone(error);
  }
  setCartCookie(ctx.req, ctx.res, changed ? changed.id : null);
  if (!ctx.form || !notice) return answer(ctx, changed);
  // A change that took the cart's code off (below its minimum spend, its items gone) says so in the same message:
  // the cart's notice is given once, with the answer to the change.
  const dropped = changed?.discount ? null : changed?.discountNotice;
  return { ...answer(ctx, changed), message: dropped ? `${notice(cart)}. ${dropped}` : notice(cart) };
}

/**
 * Adds to the cookie's cart, or to a new one (attached to the signed-in customer) when there is none or it is
 * gone; the cookie then names the cart that was answered. Guests create new carts within a limit per address.
 */
async function addToCart(
  ctx: RouteContext,
  add: (commerce: CommerceService, cartId: string | null, customerId: number) => Promise<Cart>,
) {
  const { commerce, cart, staleCookie, customerId } = await shopperCart(ctx);
  if (!cart && customerId === null) {
    refuseIfLimited(ctx.res, [await hit('newCartsPerAddress', clientAddress(ctx.req))], messages.tooManyCarts);
  }
  let added: Cart;
  try {
    added = await add(commerce, cart?.id ?? null, customerId ?? 0);
  } catch (error) {
    if (staleCookie) setCartCookie(ctx.req, ctx.res, null);
    throw error;
  }
  setCartCookie(ctx.req, ctx.res, added.id);
  return answer(ctx, added);
}

export default defineRoute({
  GET: async (ctx) => {
    const { cart, staleCookie } = await shopperCart(ctx);
    if (staleCookie) setCartCookie(ctx.req, ctx.res, null);
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    return answer(ctx, cart);
  },

  POST: async (ctx) => {
    if (hasKey(ctx.body, 'discountCode')) {
      const { discountCode } = await parseWith(applyDiscountBodySchema, ctx.body);
      const result = await changeCart(ctx, (commerce, cartId, customerId) => commerce.applyDiscountCode(cartId, discountCode, customerId)).catch((error: unknown) => {
        // A refusal is about the field (a form shows it there).
        throw isCommerceError(error) && error.code === 'discount_refused' ? new ApiError(error.status, error.message, error.code, 'discountCode') : error;
      });
      const applied = result.data?.coupons[0];
      return applied ? { ...result, message: `${applied.code} applied${applied.name ? `: ${applied.name}` : ''}.` } : result;
    }
    if (hasKey(ctx.body, 'giftCertificate')) {
      const certificate = await giftCertificateInput(ctx);
      const added = await addToCart(ctx, (commerce, cartId, customerId) => commerce.addGiftCertificate(cartId, certificate, customerId));
      return ctx.form ? { ...added, message: giftCertificateNotice(certificate), redirect: '/cart' } : added;
    }
    if (ctx.form && !hasKey(ctx.body, 'item')) {
      try {
        const choice = await resolveProductChoice(await getCommerce(), ctx.body);
        const line = { productId: choice.product.id, variantId: choice.variant.id, quantity: choice.quantity };
        const added = await addToCart(ctx, (commerce, cartId, customerId) => commerce.addCartItem(cartId, line, customerId));
        return { ...added, message: `Added ${choiceName(choice)} to your cart`, redirect: '/cart' };
      } catch (error) {
        // The product page and the listings are static (they cannot show a message): the cart page says why nothing
        // was added (a combination that does not exist, a quantity that is not one, a variant sold out, a limit).
        const refused = isCommerceError(error) || error instanceof ApiError ? error : null;
        if (refused && refused.status < 500) return { data: null, message: refused.message, redirect: '/cart' };
        throw error;
      }
    }
    const { item } = await parseWith(addItemBodySchema, ctx.body ?? null);
    const line = { productId: item.productId, variantId: item.variantId, quantity: item.quantity ?? 1 };
    return addToCart(ctx, (commerce, cartId, customerId) => commerce.addCartItem(cartId, line, customerId));
  },

  PUT: async (ctx) => {
    const { itemId, item } = await parseWith(updateItemBodySchema, itemBody(ctx));
    const line = { productId: item.productId, variantId: item.variantId, quantity: item.quantity };
    return changeCart(
      ctx,
      (commerce, cartId, customerId) => commerce.updateCartItem(cartId, itemId, line, customerId),
      (before) =>
        line.quantity < 1 ? `Removed ${itemName(before, itemId)} from your cart` : `${itemName(before, itemId)}: quantity ${line.quantity}`,
    );
  },

  DELETE: async (ctx) => {
    if (hasKey(ctx.body, 'discountCode')) {
      const { discountCode } = await parseWith(removeDiscountBodySchema, ctx.body);
      const named = normaliseDiscountCode(discountCode ?? '');
      let kept: string | null = null;
      const result = await changeCart(ctx, async (commerce, cartId, customerId, before) => {
        // A Remove pressed for a code the cart no longer has (another tab changed it) leaves the cart's own code on.
        if (named && before.discount && before.discount.code !== named) {
          kept = before.discount.code;
          return before;
        }
        return commerce.removeDiscountCode(cartId, customerId);
      });
      return { ...result, message: kept ? discountMessages.notOnCart(named, kept) : 'Discount code removed.' };
    }
    if (hasKey(ctx.body, 'giftCertificateId')) {
      const { giftCertificateId } = await parseWith(removeGiftCertificateBodySchema, ctx.body ?? null);
      return changeCart(
        ctx,
        (commerce, cartId, customerId) => commerce.removeGiftCertificate(cartId, giftCertificateId, customerId),
        (before) => `Removed ${itemName(before, giftCertificateId)} from your cart`,
      );
    }
    const { itemId } = await parseWith(removeItemBodySchema, ctx.body ?? null);
    return changeCart(
      ctx,
      (commerce, cartId, customerId) => commerce.removeCartItem(cartId, itemId, customerId),
      (before) => `Removed ${itemName(before, itemId)} from your cart`,
    );
  },
});
