/**
 * Discount codes in hosted mode: BigCommerce coupons on the cart's checkout (its checkout id is the cart id),
 * through the Storefront GraphQL API's applyCheckoutCoupon / unapplyCheckoutCoupon, so the code carries over to
 * BigCommerce's hosted checkout. BigCommerce decides whether a coupon applies; its refusals are mapped to the
 * same messages the embedded store gives (../discount-rules.ts).
 *
 * `withCheckoutCoupons` completes the adapter: every cart it answers carries the checkout's coupon (one more
 * Storefront query per cart answer: the cart type has no coupons, its checkout has). After a line is lowered or
 * removed, a coupon that takes nothing off any more is applied afresh, and taken off with BigCommerce's reason (in
 * the shop's words) when refused, as the embedded store does (two more requests, only for a cart with such a code).
 */
import { CommerceError } from '../errors';
import { discountMessages, normaliseDiscountCode } from '../discount-rules';
import { cartOrderAmounts, cartTaxIncludedCents } from '../../checkout/shipping';
import { formatCents } from '../../format/money';
import type { CommerceService } from '../service';
import type { Cart, CartDiscount, DiscountKind } from '../types';
import { requireData, type GraphqlClient } from './client';
import { APPLY_CHECKOUT_COUPON_MUTATION, CHECKOUT_COUPONS_QUERY, UNAPPLY_CHECKOUT_COUPON_MUTATION } from './queries';
import type { GqlError } from './vendor-types';

type GqlCouponType = 'FREE_SHIPPING' | 'PERCENTAGE_DISCOUNT' | 'PER_ITEM_DISCOUNT' | 'PER_TOTAL_DISCOUNT' | 'PROMOTION' | 'SHIPPING_DISCOUNT';

interface GqlCheckoutCoupon {
  entityId: number;
  code: string;
  couponType: GqlCouponType | null;
  discountedAmount: { value: number };
}

function kindOf(type: GqlCouponType | null): DiscountKind {
  if (type === 'FREE_SHIPPING' || type === 'SHIPPING_DISCOUNT') return 'free_shipping';
  return type === 'PERCENTAGE_DISCOUNT' ? 'percentage' : 'fixed';
}

function discountFromCoupon(coupon: GqlCheckoutCoupon): CartDiscount {
  const kind = kindOf(coupon.couponType);
  const amountCents = kind === 'free_shipping' ? 0 : Math.round(coupon.discountedAmount.value * 100);
  return {
    code: coupon.code.toUpperCase(),
    kind,
    amountCents,
    freeShipping: kind === 'free_shipping',
    // The Storefront API answers what the coupon takes off this cart, not its rule (10 %): the amount says it.
    description: kind === 'free_shipping' ? 'Free standard shipping' : `${formatCents(amountCents)} off`,
  };
}

const MONEY = /\$\s?([0-9][0-9,]*(?:\.[0-9]{1,2})?)/;

/** A BigCommerce refusal of a coupon, in the shop's words (cart: for the amount still to spend). */
function couponRefusal(errors: GqlError[] | undefined, code: string, cart: Cart): CommerceError {
  const detail = (errors ?? []).map((error) => error.message ?? '').join('; ');
  const refused = (message: string) => new CommerceError('discount_refused', message);
  if (/expired/i.test(detail)) return refused(discountMessages.expired(code));
  if (/not (yet )?(started|active|begun)|start date|not yet valid/i.test(detail)) return refused(discountMessages.notStarted(code, null));
  if (/minimum|at least|spend/i.test(detail)) {
    const match = MONEY.exec(detail);
    const goods = cartOrderAmounts(cart).goodsCents;
    const minimum = match ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : null;
    if (minimum !== null && minimum > goods) return refused(discountMessages.minimum(code, minimum - goods));
    return refused(`Your order doesn't reach the minimum spend of ${code}.`);
  }
  if (/already (been )?used|once per customer|per customer/i.test(detail)) return refused(discountMessages.customerUsed(code));
  if (/usage limit|maximum (number of )?uses|no longer available|used up|limit reached/i.test(detail)) return refused(discountMessages.usedUp(code));
  if (/one coupon|only one|another coupon/i.test(detail)) return refused(discountMessages.onePerOrder(code));
  if (/(not )?(applicable|apply|eligible)|items in (your|the) cart/i.test(detail) && !/invalid|not valid|not found|does not exist/i.test(detail)) {
    return refused(discountMessages.notApplicable(code));
  }
  if (/invalid|not valid|not found|does not exist|unknown|couldn.t be applied|can.t be applied/i.test(detail) || detail === '') {
    return refused(discountMessages.unknown(code));
  }
  return new CommerceError('invalid_input', `The store did not accept the code ${code}: ${detail}`);
}

type CartMethods = 'getCart' | 'addCartItem' | 'updateCartItem' | 'removeCartItem' | 'addGiftCertificate' | 'removeGiftCertificate' | 'attachCartToCustomer';

/** The adapter with discount codes: the two coupon operations, and every cart answered with its coupon. */
export function withCheckoutCoupons(
  service: Omit<CommerceService, 'applyDiscountCode' | 'removeDiscountCode'>,
  graphql: GraphqlClient,
): CommerceService {
  async function coupons(cart: Cart): Promise<GqlCheckoutCoupon[]> {
    const response = await graphql.request<{ site: { checkout: { coupons: GqlCheckoutCoupon[] } | null } }>(
      CHECKOUT_COUPONS_QUERY,
      { entityId: cart.id },
      cart.customerId,
    );
    return requireData(response).site.checkout?.coupons ?? [];
  }

  /**
   * The cart with its checkout's coupon. BigCommerce's cart discountedAmount is order-based discounts only (coupons
   * left out, though its amount is after them), so what the coupon takes off is added to the cart's discount, and
   * the GST included is that of the goods after both, as the embedded store counts them.
   */
  async function withDiscount<T extends Cart | null>(cart: T): Promise<T> {
    if (cart === null) return cart;
    const [coupon] = await coupons(cart);
    const discount = coupon ? discountFromCoupon(coupon) : null;
    if (!discount?.amountCents) return { ...cart, discount };
    const discountAmountCents = cart.discountAmountCents + discount.amountCents;
    return { ...cart, discount, discountAmountCents, taxIncludedCents: cartTaxIncludedCents({ ...cart, discountAmountCents }) };
  }

  async function requireCart(cartId: string, customerId: number): Promise<Cart> {
    const cart = await withDiscount(await service.getCart(cartId, customerId));
    if (!cart) throw new CommerceError('not_found', 'Cart not found.');
    return cart;
  }

  const wrap = <K extends CartMethods>(name: K) =>
    (async (...args: Parameters<CommerceService[K]>) =>
      withDiscount(await (service[name] as (...a: Parameters<CommerceService[K]>) => Promise<Cart | null>)(...args))) as CommerceService[K];

  async function apply(cart: Cart, code: string): Promise<void> {
    const response = await graphql.request<{ checkout: { applyCheckoutCoupon: { checkout: { entityId: string } | null } | null } | null }>(
      APPLY_CHECKOUT_COUPON_MUTATION,
      { input: { checkoutEntityId: cart.id, data: { couponCode: code } } },
      cart.customerId,
    );
    if (!response.data?.checkout?.applyCheckoutCoupon?.checkout) throw couponRefusal(response.errors, code, cart);
  }

  async function unapply(cart: Cart, code: string): Promise<void> {
    const response = await graphql.request<{ checkout: { unapplyCheckoutCoupon: { checkout: { entityId: string } | null } | null } | null }>(
      UNAPPLY_CHECKOUT_COUPON_MUTATION,
      { input: { checkoutEntityId: cart.id, data: { couponCode: code } } },
      cart.customerId,
    );
    if (!response.data?.checkout?.unapplyCheckoutCoupon?.checkout) {
      requireData(response);
      throw new CommerceError('upstream', `The hosted store could not remove the code: ${(response.errors ?? []).map((e) => e.message).join('; ')}`);
    }
  }

  /**
   * A cart changed (a line lowered or removed): a coupon that takes nothing off it any more (below its minimum spend,
   * its items gone; a free-shipping coupon says no amount, so it is asked again too) is applied afresh. BigCommerce keeps
   * such a coupon on the checkout without a word; the shop takes it off with the reason, as the embedded store does.
   */
  async function withCouponChecked(changed: Cart | null): Promise<Cart | null> {
    const cart = await withDiscount(changed);
    if (!cart?.discount || cart.discount.amountCents > 0) return cart;
    const { code } = cart.discount;
    await unapply(cart, code);
    try {
      await apply(cart, code);
    } catch (error) {
      if (!(error instanceof CommerceError) || error.code !== 'discount_refused') throw error;
      const without = await withDiscount(await service.getCart(cart.id, cart.customerId));
      return without && { ...without, discountNotice: discountMessages.removed(code, error.message) };
    }
    return withDiscount(await service.getCart(cart.id, cart.customerId));
  }

  const changing = <K extends 'updateCartItem' | 'removeCartItem' | 'removeGiftCertificate'>(name: K) =>
    (async (...args: Parameters<CommerceService[K]>) =>
      withCouponChecked(await (service[name] as (...a: Parameters<CommerceService[K]>) => Promise<Cart | null>)(...args))) as CommerceService[K];

  return {
    ...service,
    getCart: wrap('getCart'),
    addCartItem: wrap('addCartItem'),
    updateCartItem: changing('updateCartItem'),
    removeCartItem: changing('removeCartItem'),
    addGiftCertificate: wrap('addGiftCertificate'),
    removeGiftCertificate: changing('removeGiftCertificate'),
    attachCartToCustomer: wrap('attachCartToCustomer'),

    async applyDiscountCode(cartId: string, input: string, customerId = 0): Promise<Cart> {
      const code = normaliseDiscountCode(input);
      const cart = await requireCart(cartId, customerId);
      if (cart.discount && cart.discount.code !== code) throw new CommerceError('discount_refused', discountMessages.onePerOrder(cart.discount.code));
      if (!cart.discount) await apply(cart, code);
      return requireCart(cartId, customerId);
    },

    async removeDiscountCode(cartId: string, customerId = 0): Promise<Cart> {
      const cart = await requireCart(cartId, customerId);
      if (!cart.discount) return cart;
      await unapply(cart, cart.discount.code);
      return requireCart(cartId, customerId);
    },
  };
}
