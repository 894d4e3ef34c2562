import Link from 'next/link';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import CartLines from './CartLines';
import CartNotice from './CartNotice';
import CommerceDataProvider from './CommerceDataProvider';
import CartSummary from './CartSummary';
import EmptyCart from './EmptyCart';
import FreeShippingProgress from './FreeShippingProgress';
import DiscountCodeForm from './DiscountCodeForm';
import type { CodeFormHandle } from './CodeForm';
import styles from './Cart.module.css';
import { isCartEmpty, toAppCart, useCart } from '@/hooks/use-cart';
import { dropCartSeed, seedCartRead } from '@/lib/browser/cart-seed';
import { cartNeedsShipping, type ShippingRates } from '@/lib/checkout/shipping';
import type { WireCart } from '@/lib/commerce/cart-wire';
import type { Cart } from '@/lib/commerce/types';

export interface CartPageContentProps {
  /** The shopper's cart as the server read it from the cart cookie (the cart API's shape), or null. */
  cart: WireCart | null;
  /** The shipping rates the checkout charges by, for the free-shipping progress. */
  shippingRates: ShippingRates;
}

/**
 * The cart page's content: lines with quantity forms and Remove, sub total, GST included, Checkout. The server
 * renders the cart of the cart cookie, so it is complete without JavaScript (its forms post to the cart API and come
 * back to the cart page); once hydrated, the cart data layer takes over from that same cart (its first read is
 * answered with it, not requested again) and the lines update in place.
 */
export default function CartPageContent(props: CartPageContentProps) {
  return (
    <CommerceDataProvider>
      <CartPageBody {...props} />
    </CommerceDataProvider>
  );
}

function CartPageBody({ cart: serverCart, shippingRates }: CartPageContentProps) {
  const initial = useMemo(() => toAppCart(serverCart) ?? null, [serverCart]);
  // Before the data layer's first read, in the browser: that read is answered with the cart rendered here.
  useState(() => {
    if (typeof window !== 'undefined') seedCartRead(serverCart);
  });
  // The seed is this page's: when the shopper leaves it unread (the header's cart runtime read the cart first), the
  // next page must not be answered with it. Dropped as the page goes, before the next page's first read.
  useLayoutEffect(() => dropCartSeed, []);
  const { cart: live } = useCart();
  const cart = live === undefined ? initial : live;

  return (
    <CartNotice cart={cart}>
      {/* A page that opened with items and has none now: the shopper removed the last one here (or another tab did). */}
      {isCartEmpty(cart) || !cart ? <EmptyCart afterRemoval={!isCartEmpty(initial)} /> : <CartPageLayout cart={cart} shippingRates={shippingRates} />}
    </CartNotice>
  );
}

/** Said under the discount code's field when Checkout is pressed with a code typed but not applied. */
export const UNAPPLIED_CODE_AT_CHECKOUT = 'Press Apply to use your discount code, or clear the field to go to checkout without it.';

/** The lines beside the order summary (sub total, discount code, Checkout). */
function CartPageLayout({ cart, shippingRates }: { cart: Cart; shippingRates: ShippingRates }) {
  // A code typed but not applied would be left behind by Checkout (the checkout's own field starts empty): Checkout
  // waits, and says so beside the field, as Place order does for a code typed there.
  const discount = useRef<CodeFormHandle>(null);
  return (
    <div className={styles.cartPage}>
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="visually-hidden">
          Items
        </h2>
        <CartLines cart={cart} label="Items in your cart" />
      </section>
      <aside className={styles.cartAside} aria-labelledby="cart-summary-heading">
        <h2 id="cart-summary-heading">Order summary</h2>
        <FreeShippingProgress cart={cart} rates={shippingRates} />
        <DiscountCodeForm ref={discount} cart={cart} returnTo="/cart" />
        <CartSummary cart={cart} showGst />
        <Link href={cart.checkoutUrl ?? '/checkout'} className="button" onClick={(event) => discount.current?.holdUnapplied(UNAPPLIED_CODE_AT_CHECKOUT) && event.preventDefault()}>
          Checkout
        </Link>
        <p className="page-intro">
          Prices are in AUD and include GST.{' '}
          {cartNeedsShipping(cart) ? 'Shipping is calculated at checkout.' : 'Nothing in your cart ships, so there is no shipping charge.'}
        </p>
      </aside>
    </div>
  );
}
