import { useEffect, useSyncExternalStore } from 'react';
import { useCart } from '@/hooks/use-cart';
import { useAddToCart } from '@/hooks/use-add-to-cart';
import { useAddGiftCertificate } from '@/hooks/use-add-gift-certificate';
import { cartCount } from '@/lib/commerce/cart-count';
import { useCustomer } from '@/hooks/use-customer';
import { useWishlist } from '@/hooks/use-wishlist';
import { storeCartCount } from '@/lib/browser/cart-count-cookie';
import CartPanels from './CartPanels';
import CommerceDataProvider from './CommerceDataProvider';
import {
  isWishlistWanted,
  publishCartCount,
  publishSignedIn,
  publishWishlist,
  registerCartActions,
  subscribeCartRuntime,
} from '@/lib/browser/cart-runtime';

/**
 * The cart's client runtime, loaded as its own chunk by CartRuntimeSlot: storefront-data-hooks' cart (and the
 * request for it), the add to cart that product cards and the product page call (and the gift certificate form's
 * add) through lib/browser/cart-runtime.ts, the
 * live count for the Cart badge, whether the shopper is signed in (the header's Account or Sign in), the wish list
 * for the hearts of a page that has some, and both slide-in panels.
 */
export default function CartRuntime() {
  return (
    <CommerceDataProvider>
      <CartRuntimeBody />
    </CommerceDataProvider>
  );
}

function CartRuntimeBody() {
  const addToCart = useAddToCart();
  const addGiftCertificate = useAddGiftCertificate();
  const { cart } = useCart();
  const { customer, isLoading: customerLoading } = useCustomer();

  useEffect(() => registerCartActions({ addToCart, addGiftCertificate }), [addToCart, addGiftCertificate]);

  useEffect(() => {
    // Undefined while the cart loads: the badge keeps the count it has.
    if (cart === undefined) return;
    const count = cartCount(cart);
    storeCartCount(count);
    publishCartCount(count);
  }, [cart]);

  useEffect(() => {
    if (!customerLoading) publishSignedIn(customer !== null);
  }, [customer, customerLoading]);

  const wishlistWanted = useSyncExternalStore(subscribeCartRuntime, isWishlistWanted, () => false);

  return (
    <>
      {wishlistWanted && <WishlistPublisher />}
      <CartPanels />
    </>
  );
}

/** Keeps the wish list (asked for only for a signed-in shopper) and hands it to the hearts. */
function WishlistPublisher() {
  const wishlist = useWishlist();
  useEffect(() => publishWishlist(wishlist), [wishlist]);
  return null;
}
