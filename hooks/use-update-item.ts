import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import useVendorUpdateItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-update-item';
import debounce from 'lodash.debounce';
import { useEffect, useState } from 'react';
import type { Cart, CartLineItem } from '@/lib/commerce/types';
import { validateUpdateItem } from '@/lib/commerce/cart-checks';
import { asAppError, CART_INPUT, toAppCart } from './use-cart';

/** PUT /api/bigcommerce/cart is debounced 500 ms. */
export const UPDATE_DEBOUNCE_MS = 500;

type CartLineRef = Pick<CartLineItem, 'id' | 'productId' | 'variantId'>;

interface UpdateItem {
  /**
   * Sets the line's quantity; below 1 removes the line. Calls within 500 ms of each other send one PUT
   * with the last quantity, and all of them resolve with the cart it returns. A quantity that is not an integer is
   * rejected at once ('The item quantity has to be a valid integer.'), before any request, and drops the pending one.
   */
  (input: { quantity: number }): Promise<Cart | null>;
  /** Drops a pending update (its callers get the cart as cached now). */
  cancel(): void;
  /** Sends a pending update now. */
  flush(): void;
}

type VendorUpdate = (item: { id: string; productId: number; variantId: number; quantity: number }) => Promise<VendorCart | null>;

interface Latest {
  line: CartLineRef;
  update: VendorUpdate;
  cached: VendorCart | null | undefined;
}

interface Waiter {
  resolve: (cart: Cart | null) => void;
  reject: (error: unknown) => void;
}

/** The debounced updater of one line; `setLatest` keeps it on the line's current ids and the library's callback. */
function createUpdater(initial: Latest, wait: number): { updateItem: UpdateItem; setLatest: (latest: Latest) => void } {
  let latest = initial;
  let waiters: Waiter[] = [];

  const send = debounce((quantity: number) => {
    const settling = waiters;
    waiters = [];
    const { id, productId, variantId } = latest.line;
    latest.update({ id, productId, variantId, quantity }).catch(asAppError).then(
      (wire) => settling.forEach((waiter) => waiter.resolve(toAppCart(wire) ?? null)),
      (error: unknown) => settling.forEach((waiter) => waiter.reject(error)),
    );
  }, wait);

  const updateItem = ((input: { quantity: number }) => {
    try {
      validateUpdateItem({ productId: latest.line.productId, variantId: latest.line.variantId, quantity: input.quantity });
    } catch (error) {
      // The latest change is not a quantity (e.g. "2" then "2.5" typed): the pending one is not sent either.
      updateItem.cancel();
      return Promise.reject(error);
    }
    return new Promise<Cart | null>((resolve, reject) => {
      waiters.push({ resolve, reject });
      send(input.quantity);
    });
  }) as UpdateItem;
  updateItem.cancel = () => {
    send.cancel();
    const cart = toAppCart(latest.cached) ?? null;
    const dropped = waiters;
    waiters = [];
    dropped.forEach((waiter) => waiter.resolve(cart));
  };
  updateItem.flush = () => {
    send.flush();
  };

  return {
    updateItem,
    setLatest: (next) => {
      latest = next;
    },
  };
}

/**
 * Updates one cart line through @bigcommerce/storefront-data-hooks' useUpdateItem, debounced (the library does not
 * debounce). The library memoizes the item it was first given, so the line's current id, productId and variantId
 * are passed on every call: use one hook per line. The cached cart is replaced from the answer, without a refetch; a
 * refusal rejects with the app's FetcherError (the answer's status and reason).
 * A pending update is sent when the component unmounts.
 */
export function useUpdateItem(line: CartLineRef): UpdateItem {
  const vendorUpdateItem: VendorUpdate = useVendorUpdateItem(
    { id: line.id, product_id: line.productId, variant_id: line.variantId, quantity: 0 },
    CART_INPUT,
  );
  const { data } = useVendorCart(CART_INPUT);
  const [updater] = useState(() => createUpdater({ line, update: vendorUpdateItem, cached: data }, UPDATE_DEBOUNCE_MS));

  useEffect(() => {
    updater.setLatest({ line: { id: line.id, productId: line.productId, variantId: line.variantId }, update: vendorUpdateItem, cached: data });
  }, [updater, line.id, line.productId, line.variantId, vendorUpdateItem, data]);

  useEffect(() => () => updater.updateItem.flush(), [updater]);

  return updater.updateItem;
}
