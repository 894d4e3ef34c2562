import useVendorAddItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-add-item';
import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback, useEffect, useRef } from 'react';
import { fromWireCart } from '@/lib/commerce/cart-wire';
import type { Cart, Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { validateAddItem } from '@/lib/commerce/cart-checks';
import { CART_INPUT } from './use-cart';
import { useCustomer } from './use-customer';

export const ADD_CUSTOMER_ID_URL = '/api/cart/add-customer-id';

export interface AddItemInput {
  productId: number;
  variantId: number;
  /** Default 1. */
  quantity?: number;
}

/**
 * Adds an item (POST /api/bigcommerce/cart through @bigcommerce/storefront-data-hooks' useAddItem) and returns the
 * updated cart; the cached cart is replaced from the answer, without a refetch. The spec §5 checks run first: an
 * invalid item is rejected before any request. When the answer is a guest cart (customer id 0) and a customer is
 * signed in, the cart is attached to the customer (POST /api/cart/add-customer-id, spec §4).
 */
export function useAddItem(): (input: AddItemInput) => Promise<Cart> {
  const vendorAddItem = useVendorAddItem(CART_INPUT);
  const { mutate } = useVendorCart(CART_INPUT);
  const { customer } = useCustomer();
  const customerRef = useRef<Customer | null>(customer);
  useEffect(() => {
    customerRef.current = customer;
  }, [customer]);

  return useCallback(
    async (input: AddItemInput) => {
      const item = validateAddItem(input);
      const wire = await vendorAddItem(item);
      const cart = fromWireCart(wire);
      const signedIn = customerRef.current;
      if (cart.customerId !== 0 || !signedIn) return cart;
      try {
        const attached = await apiFetch<VendorCart | null>(ADD_CUSTOMER_ID_URL, {
          method: 'POST',
          body: { cartId: cart.id, customerId: signedIn.entityId },
        });
        if (!attached) return cart;
        await mutate(attached, false);
        return fromWireCart(attached);
      } catch (error) {
        // The item is in the cart either way; the cart stays a guest cart until the next add.
        console.error('Could not attach the cart to the signed-in customer', error);
        return cart;
      }
    },
    [vendorAddItem, mutate],
  );
}
