import Head from 'next/head';
import type { CartPageContentProps } from '@/components/cart/CartPageContent';
import DeferredCartPageContent from '@/components/cart/DeferredCartPageContent';
import { toWireCart } from '@/lib/commerce/cart-wire';
import { getConfig } from '@/lib/config';
import { readFlash, type Flash } from '@/lib/http/flash';
import { setCartCookie } from '@/lib/http/session';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { shopperSnapshot } from '@/lib/http/shopper-context';
import { readShopperCart } from '@/lib/http/shopper-cart';
import { withPreview } from '@/lib/page-context';

interface Props extends CartPageContentProps {
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** The cart page, rendered on the server from the cart cookie (components/cart/CartPageContent.tsx). */
export default function CartPage({ cart, shippingRates }: Props) {
  return (
    <>
      <Head>
        <title>Your cart | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Your cart</h1>
      <DeferredCartPageContent cart={cart} shippingRates={shippingRates} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { req, res } = context;
  res.setHeader('Cache-Control', 'private, no-store');
  const { cart, staleCookie, foreign, customerId } = await readShopperCart(req, res);
  // A cookie naming a cart that is gone, or another customer's, is cleared (as the cart API does).
  if (staleCookie || foreign) setCartCookie(req, res, null);
  const shopper = shopperSnapshot(cart, customerId);
  return { props: { cart: cart ? toWireCart(cart) : null, shippingRates: getConfig().shipping, flash: await readFlash(context), shopper } };
});
