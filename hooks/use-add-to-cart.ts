import useVendorAddItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-add-item';
import useVendorCart from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback, useMemo } from 'react';
import { fromWireCart } from '@/lib/commerce/cart-wire';
import { validateAddItem } from '@/lib/commerce/cart-checks';
import { quantityInCart, quantityLimitMessage, type AddToCartInput } from '@/lib/commerce/cart-limits';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { quantityLimitRefusal } from '@/lib/http/error-message';
import { asAppError, CART_INPUT, toAppCart } from './use-cart';
import { useAdding } from './use-adding';
import { useUi } from './use-ui';

/**
 * The shop's one add to cart, part of the cart runtime (components/cart/CartRuntime.tsx registers it;
 * components call `addToCart` of lib/browser/cart-runtime.ts, which loads the runtime when needed):
 * 1. the checks, with nothing sent and no status change when they fail: a whole quantity above the product's
 *    maximum (or the 9999 cap) or below its minimum, the quantity already in the cart included, gets the
 *    limit message naming the product; then the item itself (a CommerceError with the shop's message);
 * 2. None -> Adding -> Added or Failed, with the cart panel open (a loading placeholder while Adding; the recently
 *    viewed panel closes). A failure is reported in the panel when `reportFailure` (the shop's message when it
 *    refused the quantity for the product's limits per order), else the panel closes again;
 * 3. POST /api/bigcommerce/cart through @bigcommerce/storefront-data-hooks' useAddItem; the cached cart is replaced
 *    from the answer, without a refetch. A guest cart answered while a customer is signed in is attached to the
 *    customer (useAdding, as for every add).
 * Resolves with the updated cart; rejects with the error (a refused request: FetcherError with the answer's status
 * and message).
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<Cart> {
  const vendorAddItem = useVendorAddItem(CART_INPUT);
  // The cached cart: what the limits count as already in it.
  const { data } = useVendorCart(CART_INPUT);
  const cart = useMemo(() => toAppCart(data), [data]);
  const { setAddFailure } = useUi();
  const adding = useAdding();

  return useCallback(
    async (input: AddToCartInput) => {
      const quantity = input.quantity ?? 1;
      const limit =
        Number.isSafeInteger(quantity) && quantity >= 1
          ? quantityLimitMessage({
              inCart: quantityInCart(cart, input.productId, input.variantId),
              quantity,
              minQuantity: input.minQuantity,
              maxQuantity: input.maxQuantity,
              productName: input.productName,
            })
          : null;
      if (limit) throw new CommerceError('quantity_limit', limit);
      const item = validateAddItem({ productId: input.productId, variantId: input.variantId, quantity: input.quantity });

      return adding(
        async () => fromWireCart(await vendorAddItem(item).catch(asAppError)),
        input.reportFailure
          ? (error) => setAddFailure({ productName: input.productName ?? 'product', productUrl: input.productUrl, reason: quantityLimitRefusal(error) })
          : undefined,
      );
    },
    [vendorAddItem, cart, adding, setAddFailure],
  );
}
