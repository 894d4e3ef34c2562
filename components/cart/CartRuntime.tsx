import { useEffect } from 'react';
import { useCart } from '@/hooks/use-cart';
import { useAddToCart } from '@/hooks/use-add-to-cart';
import { cartCount } from '@/hooks/use-cart-count';
import CartPanels from './CartPanels';
import { publishCartCount, registerCartActions } from '@/lib/browser/cart-runtime';

/**
 * The cart's client runtime, loaded as its own chunk by CartRuntimeSlot: storefront-data-hooks' cart (and the
 * request for it), the add to cart that product cards and the product page call through lib/browser/cart-runtime.ts, the
 * live count for the Cart badge, and both slide-in panels.
 */
export default function CartRuntime() {
  const addToCart = useAddToCart();
  const { cart } = useCart();

  useEffect(() => registerCartActions({ addToCart }), [addToCart]);

  useEffect(() => {
    // Undefined while the cart loads: the badge keeps the count it has.
    if (cart !== undefined) publishCartCount(cartCount(cart));
  }, [cart]);

  return <CartPanels />;
}
