import useVendorCart, { type Cart as VendorCart, type UseCartInput } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useMemo } from 'react';
import { fromWireCart } from '@/lib/commerce/cart-wire';
import type { Cart } from '@/lib/commerce/types';
import { FetcherError, type ErrorItem } from '@/lib/http/fetcher';

/**
 * What every cart hook asks the library for. The library keys its cache on this list, so all our hooks must pass
 * the same one: that is how an add, update or remove replaces the cart every component shows.
 */
export const CART_INPUT: UseCartInput = { include: ['line_items.physical_items.options', 'line_items.digital_items.options'] };

interface CartState {
  /** The shopper's cart, or null when there is none (no cookie, or it expired). Undefined while loading. */
  cart: Cart | null | undefined;
  isLoading: boolean;
  /** True when there is no cart or every line-item group is empty. */
  isEmpty: boolean;
  error: Error | undefined;
}

/** True when every line-item group of the cart is empty. */
export function isCartEmpty(cart: Cart | null | undefined): boolean {
  if (!cart) return true;
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return physicalItems.length === 0 && digitalItems.length === 0 && giftCertificates.length === 0;
}

/** The cart as the library caches it (wire shape) as the app's Cart. */
export function toAppCart(data: VendorCart | null | undefined): Cart | null | undefined {
  return data === undefined ? undefined : data === null ? null : fromWireCart(data);
}

/**
 * The library's failure of a request (its own FetcherError: the answer's status and errors) as the app's FetcherError,
 * so that the shop's reason reaches the shopper (refusalMessage) whichever hook sent the request; anything else is
 * rethrown as it is.
 */
export function asAppError(error: unknown): never {
  const { status, errors } = (error ?? {}) as { status?: unknown; errors?: unknown };
  if (error instanceof Error && typeof status === 'number' && Array.isArray(errors)) {
    throw new FetcherError({ message: error.message, status, errors: errors as ErrorItem[] });
  }
  throw error;
}

/**
 * The shopper's cart (GET /api/bigcommerce/cart through @bigcommerce/storefront-data-hooks' useCart).
 * No cart id cookie: no request, null. No refetch on window focus; mutations replace the cached cart.
 */
export function useCart(): CartState {
  const response = useVendorCart(CART_INPUT);
  const { data, error } = response;
  // Mapped once per change of the cached cart; components never see the wire shape.
  const cart = useMemo(() => toAppCart(data), [data]);
  return { cart, isLoading: data === undefined && !error, isEmpty: isCartEmpty(cart), error };
}
