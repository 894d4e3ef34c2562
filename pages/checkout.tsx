import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import EmptyCart from '@/components/cart/EmptyCart';
import CheckoutForm from '@/components/checkout/CheckoutForm';
import { offersGiftCertificatePayment } from '@/lib/checkout/gift-certificate-payment';
import styles from '@/components/checkout/Checkout.module.css';
import Seo from '@/components/seo/Seo';
import { isCartEmpty, useCart } from '@/hooks/use-cart';
import { useCheckout } from '@/hooks/use-checkout';
import type { ShippingRates } from '@/lib/checkout/shipping';
import { ensureGuestToken } from '@/lib/checkout/order-access';
import type { Address, Cart, Customer, Order } from '@/lib/commerce/types';
import { getConfig } from '@/lib/config';
import { readFlash, type Flash } from '@/lib/http/flash';
import { getSession } from '@/lib/http/session';
import { readShopperCart } from '@/lib/http/shopper-cart';
import { shopperSnapshot, type ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  /** The cart when the page was requested (the live cart replaces it once the browser has loaded it). */
  cart: Cart | null;
  customer: Customer | null;
  addresses: Address[];
  rates: ShippingRates;
  /** The store takes gift certificates at this checkout (the embedded store's optional methods). */
  giftCertificatePayment: boolean;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

const MAX_SAVED_ADDRESSES = 100;

/**
 * Checkout (embedded commerce): contact, shipping address (saved or new), shipping method, a payment
 * step that collects no card data, and 'Place order', beside the order summary. With the hosted store the
 * page redirects to BigCommerce's own checkout (see getServerSideProps).
 */
export default function CheckoutPage(props: Props) {
  return (
    <CommerceDataProvider>
      <CheckoutPageBody {...props} />
    </CommerceDataProvider>
  );
}

function CheckoutPageBody({ cart: serverCart, customer, addresses, rates, giftCertificatePayment }: Props) {
  const router = useRouter();
  const live = useCart();
  const { placeOrder, forgetCart } = useCheckout();
  // Once the order is placed the cart is gone: keep showing it until the confirmation page has opened.
  const [placedCart, setPlacedCart] = useState<Cart | null>(null);
  const current = live.cart === undefined || (live.error && !live.cart) ? serverCart : live.cart;
  const cart = placedCart ?? current;

  async function onPlaced(order: Order) {
    setPlacedCart(cart);
    await router.push(`/checkout/confirmation/${order.id}`);
    await forgetCart();
  }

  return (
    <>
      <Seo title="Checkout" path="/checkout" noindex />
      <h1>Checkout</h1>
      {cart === null || isCartEmpty(cart) ? (
        <div className={styles.empty}>
          <EmptyCart />
        </div>
      ) : (
        <>
          <p className="page-intro">
            Prices are in AUD and include GST. <Link href="/cart">Edit your cart</Link>
          </p>
          <CheckoutForm cart={cart} customer={customer} addresses={addresses} rates={rates} giftCertificatePayment={giftCertificatePayment} placeOrder={placeOrder} onPlaced={onPlaced} />
        </>
      )}
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async ({ req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const config = getConfig();
  const session = await getSession(req, res);
  const customerId = typeof session.customerId === 'number' ? session.customerId : null;
  // Another customer's cart is not shown (the cart API refuses it too).
  const { commerce, cart } = await readShopperCart(req, res, customerId);

  if (config.modes.commerce === 'hosted') {
    // BigCommerce runs the checkout: a one-time address to it is asked for now (createCartRedirectUrls).
    const checkoutUrl = cart ? (cart.checkoutUrl ?? (await commerce.getCheckoutUrl(cart.id, customerId ?? 0))) : null;
    return { redirect: { destination: checkoutUrl ?? '/cart', permanent: false } };
  }

  // A guest's browser gets its guest token before the form is shown (a double submit then shares it).
  if (customerId === null && cart) await ensureGuestToken(session);
  const customer = customerId === null ? null : await commerce.getCustomer(customerId);
  const addresses = customer ? (await commerce.listAddresses(customer.entityId, 1, MAX_SAVED_ADDRESSES)).items : [];
  // The discount code form posts back here without JavaScript: its message or refusal comes in the flash.
  const flash = await readFlash({ req, res });
  const giftCertificatePayment = offersGiftCertificatePayment(commerce);
  return { props: { cart, customer, addresses, rates: config.shipping, giftCertificatePayment, flash, shopper: shopperSnapshot(cart, customer ? customerId : null) } };
});
