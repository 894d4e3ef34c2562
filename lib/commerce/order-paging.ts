/** Paging of a customer's orders list, shared by both adapters and the orders page. */
import type { CommerceService } from './service';
import type { Order } from './types';

/** Orders shown per page of the orders list. */
const ORDERS_PER_PAGE = 20;
/** BigCommerce's v2 orders list answers at most 250 a page. */
const MAX_ORDERS_PER_PAGE = 250;
/** Beyond this a page number is nonsense (5 million orders at 20 a page). */
const MAX_ORDERS_PAGE = 250_000;

function isWhole(value: number | undefined, min: number): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value >= min;
}

/** A page number and size as the adapters use them: whole numbers in range; anything else the first page, 20 a page. */
export function orderPaging(page?: number, perPage?: number): { page: number; perPage: number } {
  return {
    page: isWhole(page, 1) && page <= MAX_ORDERS_PAGE ? page : 1,
    perPage: isWhole(perPage, 1) ? Math.min(perPage, MAX_ORDERS_PER_PAGE) : ORDERS_PER_PAGE,
  };
}

/** Every order of the customer, newest first, the largest pages the store gives (for totals such as points). */
export async function everyOrder(commerce: Pick<CommerceService, 'listOrders'>, customerId: number): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_ORDERS_PAGE; page += 1) {
    const { items, hasNextPage } = await commerce.listOrders(customerId, page, MAX_ORDERS_PER_PAGE);
    orders.push(...items);
    if (!hasNextPage) break;
  }
  return orders;
}
