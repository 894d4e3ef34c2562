import type {
  Address,
  AddressInput,
  Cart,
  CartItemInput,
  CatalogueItem,
  Customer,
  GiftCertificateInput,
  Order,
  Page,
  PlaceOrderInput,
  Product,
  SignupInput,
} from './types';

/**
 * The one commerce interface. Two adapters implement it: `embedded/` (SQLite through libsql)
 * and `bigcommerce/` (REST v3 + GraphQL Storefront API). Every method throws CommerceError
 * for expected failures (not found, stock, limits, ownership); anything else is a bug or an outage.
 */
export interface CommerceService {
  /* catalogue */
  getProductBySlug(slug: string): Promise<Product | null>;
  getProductsByIds(ids: number[]): Promise<Product[]>;
  /** Every product (the embedded store is small; hosted pages through the API). */
  listProducts(): Promise<Product[]>;
  /** Lookup used by POST /api/customer/getCart. */
  getCatalogueItems(productIds: number[], variantIds: number[]): Promise<CatalogueItem[]>;

  /* carts: a missing or expired cart id resolves to null, never throws */
  getCart(cartId: string): Promise<Cart | null>;
  /** Creates a cart when cartId is null. */
  addCartItem(cartId: string | null, item: CartItemInput, customerId?: number): Promise<Cart>;
  /** Quantity below 1 removes the line. */
  updateCartItem(cartId: string, itemId: string, item: CartItemInput): Promise<Cart | null>;
  /** Returns null when the cart became empty and was deleted. */
  removeCartItem(cartId: string, itemId: string): Promise<Cart | null>;
  addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId?: number): Promise<Cart>;
  removeGiftCertificate(cartId: string, certificateId: string): Promise<Cart | null>;
  /** Only a guest cart (customer 0) may be attached; attaching to the same customer again is a no-op. */
  attachCartToCustomer(cartId: string, customerId: number): Promise<Cart>;

  /* customers */
  createCustomer(input: SignupInput): Promise<Customer>;
  /** Returns the customer when email and password match, otherwise null. */
  verifyCredentials(email: string, password: string): Promise<Customer | null>;
  getCustomer(customerId: number): Promise<Customer | null>;
  findCustomerByEmail(email: string): Promise<Customer | null>;

  /* addresses: always scoped to the owner; another customer's id is not_found */
  listAddresses(customerId: number, page: number, perPage?: number): Promise<Page<Address>>;
  getAddress(customerId: number, addressId: number): Promise<Address>;
  createAddress(customerId: number, input: AddressInput): Promise<Address>;
  updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address>;
  deleteAddress(customerId: number, addressId: number): Promise<void>;

  /* orders */
  listOrders(customerId: number): Promise<Order[]>;
  /** A customer's own order; a guest order (customerId 0) only with the guest token it was placed with. */
  getOrder(orderId: number, customerId: number, guestToken?: string): Promise<Order>;
  /**
   * Turns the cart into an order in one step: re-prices every line from the catalogue, checks and takes the
   * stock, records the order and retires the cart. Placing the same cart again returns the same order.
   * Throws out_of_stock (naming the product) with nothing written, not_found for a missing cart, conflict
   * for an empty one; the hosted adapter throws upstream (BigCommerce runs its own checkout). A guest order
   * needs input.guestToken, and its replay is answered only to the same token.
   */
  placeOrder(input: PlaceOrderInput): Promise<Order>;

  /* operations */
  /** Readiness: proves the adapter's own store can be read and written (throws when it cannot). Adapters whose
   * data lives in a hosted service leave it out: readiness reports those from recent calls instead. */
  checkStore?(): Promise<void>;
}
