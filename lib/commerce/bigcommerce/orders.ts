/**
 * Orders of the hosted adapter: the shopper's orders on REST v2 (GraphQL has none). Orders are placed on
 * BigCommerce's own hosted checkout, never here.
 */
import { FetcherError } from '../../http/fetcher';
import { CommerceError } from '../errors';
import { orderPaging } from '../order-paging';
import type { Order, OrderPage, PlaceOrderInput } from '../types';
import { isPositiveInteger, type BigCommerceApi } from './client';
import { isPlacedOrder, orderFromBigCommerce } from './mappers';
import type { BcOrder, BcOrderProduct, BcOrderShippingAddress } from './vendor-types';

const HOSTED_CHECKOUT_ONLY =
  "Orders are placed through BigCommerce's own checkout: continue to checkout from your cart to pay on the hosted checkout page.";

export function bigCommerceOrders({ rest }: BigCommerceApi) {
  return {
    async listOrders(customerId: number, pageNumber?: number, size?: number): Promise<OrderPage> {
      const { page, perPage } = orderPaging(pageNumber, size);
      if (!isPositiveInteger(customerId)) return { items: [], page, perPage, hasNextPage: false };
      // v2 pages by page and limit and names no total: a full page means older orders may follow.
      // It answers 204 (no body) past the last order and when the customer has none.
      const orders = await rest.request<BcOrder[] | null>('GET', '/orders', {
        version: 'v2',
        query: { customer_id: customerId, sort: 'date_created:desc', page, limit: perPage },
      });
      const items = (orders ?? [])
        .filter((order) => order.customer_id === customerId && isPlacedOrder(order))
        .map((order) => orderFromBigCommerce(order, null, null));
      return { items, page, perPage, hasNextPage: (orders?.length ?? 0) >= perPage };
    },

    async getOrder(orderId: number, customerId: number): Promise<Order> {
      if (!isPositiveInteger(orderId) || !isPositiveInteger(customerId)) throw new CommerceError('not_found', 'Order not found.');
      let order: BcOrder | null;
      try {
        order = await rest.request<BcOrder | null>('GET', `/orders/${orderId}`, { version: 'v2' });
      } catch (error) {
        if (error instanceof FetcherError && error.status === 404) throw new CommerceError('not_found', 'Order not found.');
        throw error;
      }
      // Another customer's order is answered exactly like a missing one.
      if (!order || order.customer_id !== customerId || !isPlacedOrder(order)) throw new CommerceError('not_found', 'Order not found.');
      const [products, shipping] = await Promise.all([
        rest.request<BcOrderProduct[] | null>('GET', `/orders/${orderId}/products`, { version: 'v2' }),
        rest.request<BcOrderShippingAddress[] | null>('GET', `/orders/${orderId}/shipping_addresses`, { version: 'v2' }),
      ]);
      return orderFromBigCommerce(order, products ?? [], shipping?.[0] ?? null);
    },

    /** The hosted checkout (createCartRedirectUrls) is BigCommerce's own: no order is placed here. */
    async placeOrder(_input: PlaceOrderInput): Promise<Order> {
      throw new CommerceError('upstream', HOSTED_CHECKOUT_ONLY);
    },
  };
}
