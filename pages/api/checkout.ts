import type { PageConfig } from 'next';
import { addressSchema, toAddressInput } from '@/lib/accounts/address-schema';
import { billingSchema, checkoutBodySchema, checkoutMessages, guestEmailSchema, initialCheckoutValues, nonTextAddressField, toCheckoutBody, unappliedCodes } from '@/lib/checkout/schema';
import { cartNeedsShipping } from '@/lib/checkout/shipping';
import { refuseDroppedCode } from '@/lib/checkout/dropped-code';
import { ensureGuestToken } from '@/lib/checkout/order-access';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import type { Address, AddressInput, Customer, Order } from '@/lib/commerce/types';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { getSession, setCartCookie } from '@/lib/http/session';
import { CART_COOKIE, CART_ID } from '@/lib/commerce/cart-cookie';
import { isRecord } from '@/lib/validation/is-record';
import type { FlashError } from '@/lib/http/flash-types';

export const config: PageConfig = { api: { bodyParser: false } };

/** A saved address as an order's shipping address: the address without its id, owner and country name. */
function savedToInput({ id: _id, customerId: _customerId, country: _country, ...input }: Address): AddressInput {
  return input;
}

/**
 * The buyer's details of an order with nothing to ship, kept where the order keeps its address: no address lines, and
 * the shop's country (the order's GST is Australian).
 */
function billingToInput(billing: { firstName: string; lastName: string; phone: string; company?: string }): AddressInput {
  const { firstName, lastName, phone, company = '' } = billing;
  return { firstName, lastName, company, phone, address1: '', address2: '', city: '', stateOrProvince: '', postalCode: '', countryCode: 'AU', addressType: 'residential' };
}

/**
 * The checkout form's fields as a browser posts them (before or without JavaScript) turned into the body its script
 * sends: the email (ignored for a customer), and the shipping method with the saved address chosen or the new one,
 * or for an order with nothing to ship the buyer's details.
 */
function formBody(body: unknown, needsShipping: boolean): unknown {
  if (!isRecord(body)) return body;
  const values = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
  return toCheckoutBody({ ...initialCheckoutValues(), ...values }, { guest: true, needsShipping });
}

/** The problems of one check (parseWith's ApiError), or its value; any other error goes on up. */
async function check<T>(parse: () => Promise<T>): Promise<{ value: T; problems: [] } | { value?: undefined; problems: FlashError[] }> {
  try {
    return { value: await parse(), problems: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { problems: error.problems ?? [{ message: error.message, field: error.field }] };
    throw error;
  }
}

/** A part of the body that holds an address's fields (`shippingAddress`, `billing`), checked by `parse`; `missing` when it is not an object. */
async function checkPart<T>(part: unknown, missing: string, parse: (part: Record<string, unknown>) => Promise<T>) {
  if (!isRecord(part)) return { problems: [{ message: missing }] };
  const notText = nonTextAddressField(part);
  return notText ? { problems: [notText] } : check(() => parse(part));
}

/**
 * POST /api/checkout { email?, shippingMethod, addressId? | shippingAddress } or, for a cart with nothing to ship,
 * { email?, billing } (embedded commerce; the hosted store checks out on BigCommerce's own checkout, so there this
 * answers 502 upstream).
 *
 * 1. the body is validated with the checkout form's own rules (lib/checkout/schema.ts; the address with the
 *    sign-up address rules), which the cart decides: one with something to ship needs the address and the method,
 *    one with nothing to ship (gift certificates) only the buyer's details (the order checks it again as it is
 *    placed). 400 with every field's message at once, in the order of the checkout page (email, address or details,
 *    shipping method), nothing written. Prices or totals in the body are ignored (stripped): the order is priced
 *    from the catalogue;
 * 2. a signed-in customer's own email is used (a body email is ignored); addressId must be one of THEIR saved
 *    addresses (404 otherwise; 401 for a guest);
 * 3. the cart is the one the bc_cartId cookie names: none -> 404; empty -> 409; another customer's -> 403;
 *    out of stock -> 409 naming the product, the cart kept as it was; a discount code that stopped applying
 *    (taken off as the cart is read, or as the order is placed) -> 422 discount_refused with the reason, nothing
 *    ordered, the cart without the code (the shopper sees the new total and places the order again);
 * 4. a guest's order is bound to the browser's secret guest token (made and sealed into the session cookie on
 *    the first guest checkout): only that browser reads it (confirmation page, GET /api/orders/[id]);
 * 5. on success the cart cookie is cleared and the order is answered as { data: { order } }. Submitting the
 *    same cart again answers the same order, to the same customer or guest browser only (a cart id plus the
 *    email is not enough).
 */
export default defineRoute({
  POST: async ({ req, res, body: posted, form }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const commerce = await getCommerce();
    const session = await getSession(req, res);
    const customerId = typeof session.customerId === 'number' ? session.customerId : null;
    const cartId = req.cookies[CART_COOKIE];
    const cart = cartId && CART_ID.test(cartId) ? await commerce.getCart(cartId, customerId ?? 0) : null;
    // A code that stopped applying since the page was shown: 422 with the reason, nothing ordered (not the full price unsaid).
    refuseDroppedCode(cart);
    // No cart (refused below): its fields are checked as a cart's with something to ship.
    const needsShipping = cart === null || cartNeedsShipping(cart);

    const body = form ? formBody(posted, needsShipping) : posted;
    if (!isRecord(body)) throw new ApiError(400, checkoutMessages.body, 'invalid_input');
    const customer: Customer | null = customerId === null ? null : await commerce.getCustomer(customerId);

    // Every field is checked before anything is refused, so one answer names every problem (a form posted without
    // JavaScript shows them all at once), in the order of the checkout page: email, address, shipping method.
    const email = customer ? { value: customer.email, problems: [] } : await check(async () => (await parseWith(guestEmailSchema, { email: body.email })).email);
    const top = needsShipping ? await check(() => parseWith(checkoutBodySchema, body)) : null;
    let address: Awaited<ReturnType<typeof check<AddressInput>>> | null = null;
    if (!needsShipping) {
      address = await checkPart(body.billing, checkoutMessages.billing, async (part) => billingToInput(await parseWith(billingSchema, part)));
    } else if (top?.value?.addressId === undefined && !top?.problems.some((problem) => problem.field === 'addressId')) {
      address = await checkPart(body.shippingAddress, checkoutMessages.shippingAddress, async (part) => toAddressInput(await parseWith(addressSchema, part)));
    }
    const problems = [...email.problems, ...(address?.problems ?? []), ...(top?.problems ?? [])];
    // A code typed but not applied (Place order, or Enter in its field, submits the whole form): the order is not placed without it.
    if (form && isRecord(posted)) problems.push(...unappliedCodes(posted));
    if (problems.length > 0 || (top && !top.value) || email.value === undefined) {
      const [first = { message: checkoutMessages.body }] = problems;
      throw new ApiError(400, first.message, 'invalid_input', first.field, problems.length > 0 ? problems : undefined);
    }
    const { shippingMethod, addressId } = top?.value ?? {};

    let shippingAddress: AddressInput;
    if (addressId !== undefined) {
      if (!customer) throw new ApiError(401, checkoutMessages.savedAddressNeedsSignIn, 'unauthenticated');
      shippingAddress = savedToInput(await commerce.getAddress(customer.entityId, addressId));
    } else {
      shippingAddress = address!.value!;
    }

    if (!cartId || !CART_ID.test(cartId)) throw new ApiError(404, checkoutMessages.noCart, 'not_found');

    // A guest's order is bound to this browser's secret guest token (saved in the session before the order exists).
    const guestToken = customer ? undefined : await ensureGuestToken(session);
    let order: Order;
    try {
      order = await commerce.placeOrder({ cartId, customerId: customer?.entityId ?? 0, email: email.value, shippingAddress, shippingMethod, guestToken });
    } catch (error) {
      // A cookie naming a cart that is gone (and never became this shopper's order) is cleared.
      if (isCommerceError(error) && error.code === 'not_found' && (await commerce.getCart(cartId)) === null) {
        setCartCookie(req, res, null);
      }
      throw error;
    }

    setCartCookie(req, res, null);
    return { data: { order }, redirect: `/checkout/confirmation/${order.id}` };
  },
});
