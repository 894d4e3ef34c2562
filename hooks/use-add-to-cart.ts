import useVendorAddItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-add-item';
import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromWireCart } from '@/lib/commerce/cart-wire';
import { validateAddItem } from '@/lib/commerce/cart-checks';
import { quantityInCart, quantityLimitMessage, type AddToCartInput } from '@/lib/commerce/cart-limits';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart, Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { FetcherError, type ErrorItem } from '@/lib/http/fetcher';
import { CART_INPUT, toAppCart } from './use-cart';
import { useCustomer } from './use-customer';
import { useAdding } from './use-adding';
import { useUi } from './use-ui';

const ADD_CUSTOMER_ID_URL = '/api/cart/add-customer-id';

/** The library's failure of a request (its own FetcherError: the answer's status and errors) as the app's FetcherError. */
function asAppError(error: unknown): never {
  const { status, errors } = (error ?? {}) as { status?: unknown; errors?: unknown };
  if (error instanceof Error && typeof status === 'number' && Array.isArray(errors)) {
    throw new FetcherError({ message: error.message, status, errors: errors as ErrorItem[] });
  }
  throw error;
}

/**
 * The shop's one add to cart, part of the cart runtime (components/cart/CartRuntime.tsx registers it;
 * components call `addToCart` of lib/browser/cart-runtime.ts, which loads the runtime when needed):
 * 1. the checks, with nothing sent and no status change when they fail: a whole quantity above the product's
 *    maximum (or the 9999 cap) or below its minimum, the quantity already in the cart included, gets the
 *    limit message naming the product; then the item itself (a CommerceError with the shop's message);
 * 2. None -> Adding -> Added or Failed, with the cart panel open (a loading placeholder while Adding; the recently
 *    viewed panel closes). A failure is reported in the panel when `reportFailure`, else the panel closes again;
 * 3. POST /api/bigcommerce/cart through @bigcommerce/storefront-data-hooks' useAddItem; the cached cart is replaced
 *    from the answer, without a refetch. A guest cart (customer id 0) answered while a customer is signed in is
 *    attached to the customer (POST /api/cart/add-customer-id).
 * Resolves with the updated cart; rejects with the error (a refused request: FetcherError with the answer's status
 * and message).
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<Cart> {
  const vendorAddItem = useVendorAddItem(CART_INPUT);
  // One subscription to the cached cart: its mutate, and the cart the limits count what is already in.
  const { data, mutate } = useVendorCart(CART_INPUT);
  const cart = useMemo(() => toAppCart(data), [data]);
  const { customer } = useCustomer();
  const { setAddFailure } = useUi();
  const adding = useAdding();
  const customerRef = useRef<Customer | null>(customer);
  useEffect(() => {
    customerRef.current = customer;
  }, [customer]);

  /** The vendor add, then the guest cart attached to the signed-in customer when needed. */
  const send = useCallback(
    async (item: { productId: number; variantId: number; quantity?: number }): Promise<Cart> => {
      const added = fromWireCart(await vendorAddItem(item).catch(asAppError));
      const signedIn = customerRef.current;
      if (added.customerId !== 0 || !signedIn) return added;
      try {
        const attached = await apiFetch<VendorCart | null>(ADD_CUSTOMER_ID_URL, {
          method: 'POST',
          body: { cartId: added.id, customerId: signedIn.entityId },
        });
        if (!attached) return added;
        await mutate(attached, false);
        return fromWireCart(attached);
      } catch (error) {
        // The item is in the cart either way; the cart stays a guest cart until the next add.
        console.error('Could not attach the cart to the signed-in customer', error);
        return added;
      }
    },
    [vendorAddItem, mutate],
  );

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
        () => send(item),
        input.reportFailure ? () => setAddFailure({ productName: input.productName ?? 'product', productUrl: input.productUrl }) : undefined,
      );
    },
    [send, cart, adding, setAddFailure],
  );
}
