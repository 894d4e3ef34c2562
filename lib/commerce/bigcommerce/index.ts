/**
 * The hosted commerce adapter. Per-shopper operations (carts, sign-up, sign-in, the customer, addresses,
 * passwords, wish lists, catalogue reads) go to the Storefront GraphQL API with the customer impersonation token,
 * acting as the signed-in shopper where there is one; the store's shared REST quota is kept for what GraphQL
 * cannot do: orders (v2), the catalogue listing of the search sync, and the admin look-up of an email.
 * Vendor shapes stay in this folder; every method answers in the app's types (lib/commerce/types.ts).
 * One module per domain, as the embedded adapter: catalogue, carts, customers, wish lists, orders.
 */
import type { CommerceService } from '../service';
import { bigCommerceCarts } from './carts';
import { bigCommerceCatalogue } from './catalogue';
import { createBigCommerceApi, type BigCommerceConfig, type TransportOptions } from './client';
import { withCheckoutCoupons } from './coupons';
import { bigCommerceCustomers } from './customers';
import { bigCommerceOrders } from './orders';
import { bigCommerceWishlists } from './wishlists';

export type { BigCommerceConfig } from './client';

export function createBigCommerceService(config: BigCommerceConfig, options: TransportOptions = {}): CommerceService {
  const api = createBigCommerceApi(config, options);
  // Discount codes (coupons on the cart's checkout) are added by coupons.ts.
  return withCheckoutCoupons(
    {
      ...bigCommerceCatalogue(api),
      ...bigCommerceCarts(api),
      ...bigCommerceCustomers(api),
      ...bigCommerceWishlists(api),
      ...bigCommerceOrders(api),
    },
    api.graphql,
  );
}
