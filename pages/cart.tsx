import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import CartLines from '@/components/cart/CartLines';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import CartSummary from '@/components/cart/CartSummary';
import EmptyCart from '@/components/cart/EmptyCart';
import FreeShippingProgress from '@/components/cart/FreeShippingProgress';
import DiscountCodeForm from '@/components/cart/DiscountCodeForm';
import styles from '@/components/cart/Cart.module.css';
import { isCartEmpty, toAppCart, useCart } from '@/hooks/use-cart';
import { seedCartRead } from '@/lib/browser/cart-seed';
import { toWireCart, type WireCart } from '@/lib/commerce/cart-wire';
import { readFlash, type Flash } from '@/lib/http/flash';
import { setCartCookie } from '@/lib/http/session';
import { readShopperCart } from '@/lib/http/shopper-cart';

interface Props {
  /** The shopper's cart as the server read it from the cart cookie (the cart API's shape), or null. */
  cart: WireCart | null;
  flash: Flash | null;
}

/**
 * The cart page: lines with quantity forms and Remove, sub total, GST included, Checkout. The server renders the
 * cart of the cart cookie, so the page is complete without JavaScript (its forms post to the cart API and come back
 * here); once hydrated, the cart data layer takes over from that same cart (its first read is answered with it, not
 * requested again) and the lines update in place.
 */
export default function CartPage(props: Props) {
  return (
    <CommerceDataProvider>
      <CartPageBody {...props} />
    </CommerceDataProvider>
  );
}

function CartPageBody({ cart: serverCart }: Props) {
  const initial = useMemo(() => toAppCart(serverCart) ?? null, [serverCart]);
  // Before the data layer's first read, in the browser: that read is answered with the cart rendered here.
  useState(() => {
    if (typeof window !== 'undefined') seedCartRead(serverCart);
  });
  const { cart: live } = useCart();
  const cart = live === undefined ? initial : live;

  let body;
  if (isCartEmpty(cart) || !cart) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className={styles.cartPage}>
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="visually-hidden">
            Items
          </h2>
          <CartLines cart={cart} label="Items in your cart" />
        </section>
        <aside className={styles.cartAside} aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">Order summary</h2>
          <FreeShippingProgress cart={cart} />
          <DiscountCodeForm cart={cart} returnTo="/cart" />
          <CartSummary cart={cart} showGst />
          <Link href={cart.checkoutUrl ?? '/checkout'} className="button">
            Checkout
          </Link>
          <p className="page-intro">Prices are in AUD and include GST. Shipping is calculated at checkout.</p>
        </aside>
      </div>
    );
  }

  return (
    <>
      <Head>
        <title>Your cart | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Your cart</h1>
      {body}
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { req, res } = context;
  res.setHeader('Cache-Control', 'private, no-store');
  const { cart, staleCookie, foreign } = await readShopperCart(req, res);
  // A cookie naming a cart that is gone, or another customer's, is cleared (as the cart API does).
  if (staleCookie || foreign) setCartCookie(req, res, null);
  return { props: { cart: cart ? toWireCart(cart) : null, flash: await readFlash(context) } };
};
