import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback, useEffect, useRef } from 'react';
import { fromWireCart } from '@/lib/commerce/cart-wire';
import type { Cart, Customer } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CART_INPUT } from './use-cart';
import { useCustomer } from './use-customer';
import { useUi } from './use-ui';

const ADD_CUSTOMER_ID_URL = '/api/cart/add-customer-id';

/**
 * The steps every add to the cart goes through (a product, a gift certificate): None -> Adding, with the cart panel
 * open on its loading placeholder (an earlier add's failure cleared), the add, then Added, or Failed. On failure
 * `onFailure` runs with the error when given (it reports the failure in the panel), else the panel closes again; the
 * error is rethrown.
 * A guest cart (customer id 0) answered while a customer is signed in is attached to the customer
 * (POST /api/cart/add-customer-id) and the cached cart replaced from that answer; resolves with the cart as it ends.
 */
export function useAdding(): (add: () => Promise<Cart>, onFailure?: (error: unknown) => void) => Promise<Cart> {
  const { openCartPanel, closeCartPanel, setAddingStatus, setAddFailure } = useUi();
  const { mutate } = useVendorCart(CART_INPUT);
  const { customer } = useCustomer();
  const customerRef = useRef<Customer | null>(customer);
  useEffect(() => {
    customerRef.current = customer;
  }, [customer]);

  /** The added-to cart, attached to the signed-in customer when it is a guest's. */
  const attach = useCallback(
    async (added: Cart): Promise<Cart> => {
      const signedIn = customerRef.current;
      if (added.customerId !== 0 || !signedIn) return added;
      try {
        const attached = await apiFetch<VendorCart | null>(ADD_CUSTOMER_ID_URL, { method: 'POST', body: { cartId: added.id, customerId: signedIn.entityId } });
        if (!attached) return added;
        await mutate(attached, false);
        return fromWireCart(attached);
      } catch (error) {
        // The item is in the cart either way; the cart stays a guest cart until the next add.
        console.error('Could not attach the cart to the signed-in customer', error);
        return added;
      }
    },
    [mutate],
  );

  return useCallback(
    async (add: () => Promise<Cart>, onFailure?: (error: unknown) => void): Promise<Cart> => {
      setAddFailure(null);
      setAddingStatus('Adding');
      openCartPanel();
      let added: Cart;
      try {
        added = await add();
      } catch (error) {
        setAddingStatus('Failed');
        if (onFailure) onFailure(error);
        else closeCartPanel();
        throw error;
      }
      const cart = await attach(added);
      setAddingStatus('Added');
      return cart;
    },
    [openCartPanel, closeCartPanel, setAddingStatus, setAddFailure, attach],
  );
}
