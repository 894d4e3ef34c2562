/** The rewards shown in embedded mode: 1 point per whole dollar of each placed order; cancelled orders earn none. */
import type { Order } from '@/lib/commerce/types';

function pointsForOrder(order: Pick<Order, 'status' | 'totalCents'>): number {
  if (order.status === 'Cancelled') return 0;
  return Math.max(0, Math.floor(order.totalCents / 100));
}

export function loyaltyPoints(orders: Pick<Order, 'status' | 'totalCents'>[]): number {
  return orders.reduce((sum, order) => sum + pointsForOrder(order), 0);
}
