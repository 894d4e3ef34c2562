import type {
  Address,
  AddressInput,
  Cart,
  CartItemInput,
  CatalogueItem,
  Customer,
  CustomerUpdate,
  GiftCertificateInput,
  Order,
  OrderPage,
  Page,
  PlaceOrderInput,
  Product,
  SignupInput,
  Wishlist,
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
  /** A cheap token that changes whenever the catalogue (products, variants, prices) does: compare, don't list. */
  catalogueRevision(): Promise<string>;
  /** Lookup used by POST /api/customer/getCart. */
  getCatalogueItems(productIds: number[], variantIds: number[]): Promise<CatalogueItem[]>;

  /*
   * carts: a missing or expired cart id resolves to null, never throws. `customerId` is the signed-in shopper
   * (0 or absent: a guest); the hosted store shows a customer's cart only to that customer, so pass it.
   */
  getCart(cartId: string, customerId?: number): Promise<Cart | null>;
  /** Creates a cart (the signed-in shopper's) when cartId is null. */
  addCartItem(cartId: string | null, item: CartItemInput, customerId?: number): Promise<Cart>;
  /** Quantity below 1 removes the line. */
  updateCartItem(cartId: string, itemId: string, item: CartItemInput, customerId?: number): Promise<Cart | null>;
  /** Returns null when the cart became empty and was deleted. */
  removeCartItem(cartId: string, itemId: string, customerId?: number): Promise<Cart | null>;
  addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId?: number): Promise<Cart>;
  removeGiftCertificate(cartId: string, certificateId: string, customerId?: number): Promise<Cart | null>;
  /** Only a guest cart (customer 0) may be attached; attaching to the same customer again is a no-op. */
  attachCartToCustomer(cartId: string, customerId: number): Promise<Cart>;
  /**
   * Applies a discount code (case and surrounding spaces ignored; one per order; rules: discount-rules.ts). A
   * refusal throws discount_refused with the shopper's message; a missing cart is not_found.
   */
  applyDiscountCode(cartId: string, code: string, customerId?: number): Promise<Cart>;
  /** Takes the cart's discount code off (a cart without one is answered as it is). */
  removeDiscountCode(cartId: string, customerId?: number): Promise<Cart>;
  /**
   * Applies a gift certificate to pay with at checkout (embedded store only; one per order; rules:
   * gift-certificate-rules.ts). A refusal throws gift_certificate_refused with the shopper's message. Absent in
   * hosted mode: BigCommerce redeems certificates in its own checkout.
   */
  applyGiftCertificateCode?(cartId: string, code: string, customerId?: number): Promise<Cart>;
  /** Takes the cart's gift certificate off (a cart without one is answered as it is). Absent in hosted mode. */
  removeGiftCertificateCode?(cartId: string, customerId?: number): Promise<Cart>;
  /** Where the shopper pays for this cart: the hosted checkout's one-time address; null when the shop checks out itself. */
  getCheckoutUrl(cartId: string, customerId?: number): Promise<string | null>;

  /* customers */
  /** Signs up (hosted: registerCustomer); an email already in use is a conflict. */
  createCustomer(input: SignupInput): Promise<Customer>;
  /** Returns the customer when email and password match, otherwise null. */
  verifyCredentials(email: string, password: string): Promise<Customer | null>;
  getCustomer(customerId: number): Promise<Customer | null>;
  findCustomerByEmail(email: string): Promise<Customer | null>;

  /** Name, phone and email; an email another account uses is a conflict. */
  updateCustomer(customerId: number, input: CustomerUpdate): Promise<Customer>;

  /* passwords */
  /**
   * Sends the customer a single-use link, valid for 1 hour, to `resetPath` (default /reset-password) with
   * `?c=<customer id>&t=<token>`. Answers the same whether or not the email is known (hosted: BigCommerce sends it).
   */
  requestPasswordReset(email: string, resetPath?: string): Promise<void>;
  /**
   * Whether a reset link can still set a password, without using it (the reset page asks before offering its form):
   * false for a wrong, used or expired link; null when the store can tell only by setting the password (hosted:
   * BigCommerce's Storefront API checks a token in its resetPassword mutation and nowhere else).
   */
  checkResetLink(customerId: number, token: string): Promise<boolean | null>;
  /** Sets a new password from a reset link; a wrong, used or expired token is invalid_input and changes nothing. */
  resetPassword(customerId: number, token: string, newPassword: string): Promise<void>;
  /** The current password must match (otherwise invalid_input and nothing changes). */
  changePassword(customerId: number, currentPassword: string, newPassword: string): Promise<void>;

  /* wish lists: always the customer's own; another customer's list id is not_found */
  listWishlists(customerId: number): Promise<Wishlist[]>;
  createWishlist(customerId: number, name: string, items?: { productId: number; variantId?: number | null }[]): Promise<Wishlist>;
  addWishlistItems(customerId: number, wishlistId: number, items: { productId: number; variantId?: number | null }[]): Promise<Wishlist>;
  removeWishlistItems(customerId: number, wishlistId: number, itemIds: number[]): Promise<Wishlist>;

  /* addresses: always scoped to the owner; another customer's id is not_found */
  listAddresses(customerId: number, page: number, perPage?: number): Promise<Page<Address>>;
  getAddress(customerId: number, addressId: number): Promise<Address>;
  createAddress(customerId: number, input: AddressInput): Promise<Address>;
  updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address>;
  deleteAddress(customerId: number, addressId: number): Promise<void>;

  /* orders */
  /**
   * One page (from 1; see order-paging.ts for the sizes) of the customer's orders, newest first.
   * Lines may be left empty: see Order. A guest (customer 0) has none.
   */
  listOrders(customerId: number, page?: number, perPage?: number): Promise<OrderPage>;
  /**
   * A customer's own order (another customer's is not_found, exactly like a missing one); a guest order
   * (customerId 0) only with the guest token it was placed with.
   */
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
