/**
 * The embedded commerce adapter: a real SQLite store (libsql) at `${dataDir}/store.db`, migrated and seeded
 * from the catalogue file on first start. Implements the whole CommerceService; modules by concern:
 * db (connection), migrations, seed, catalogue (cached product reads), carts, customers (+ addresses), orders.
 */
import path from 'node:path';
import type { ShippingRates } from '../../checkout/shipping';
import { getConfig } from '../../config';
import { withMethodSpans } from '../../operations/tracing';
import type { CommerceService } from '../service';
import { CommerceError } from '../errors';
import { getMailer, type Mailer } from '../../mail';
import type { AddressInput, CartItemInput, CustomerUpdate, GiftCertificateInput, PlaceOrderInput, SignupInput } from '../types';
import * as carts from './carts';
import * as catalogue from './catalogue';
import * as customers from './customers';
import { checkStore, openStore, type Store } from './db';
import { migrate } from './migrations';
import * as orders from './orders';
import * as passwordResets from './password-resets';
import * as profile from './profile';
import { resetEmail, resetLink } from './reset-email';
import { certificateEmailSender, sendCertificateEmails } from './gift-certificate-emails';
import * as wishlists from './wishlists';
import type { WishlistItemInput } from './wishlists';
import { seedCatalogue } from './seed';
import * as discounts from './discounts';
import * as certificatePayments from './gift-certificate-payments';
import { seedDiscountCodes } from './discount-admin';
import { guardStorage, toStorageFault } from '../../sqlite/faults';

export interface EmbeddedCommerceOptions {
  /** Where store.db lives (created when missing). */
  dataDir: string;
  /** The catalogue seed; default data/catalogue.json from the working directory. */
  seedFile?: string;
  /** Clock (ms since the epoch); tests move it to expire carts. */
  now?: () => number;
  /** Shipping charges of placed orders; default: the app config's `shipping` (read when an order is placed). */
  shipping?: ShippingRates;
  /** Where the store's emails go; default: the app's outbox (lib/mail). */
  mailer?: Mailer;
  /** The shop's address in emailed links; default: the app config's SITE_URL. */
  siteUrl?: string;
  /** The products of a category (for discount codes limited to categories); default: none are known. */
  categoryProducts?: discounts.CategoryProducts;
}

const DEFAULT_SEED_FILE = 'data/catalogue.json';

/**
 * Opens (creating, migrating and seeding when needed) the store. A database that cannot be used (locked by a
 * first start elsewhere, read-only, full, corrupt) throws a StorageFault naming the file; the app's factory then
 * answers 503 and tries again on the next request.
 */
export function createEmbeddedCommerce(options: EmbeddedCommerceOptions): CommerceService {
  const file = path.join(path.resolve(options.dataDir), 'store.db');
  try {
    const { store } = openStore(options.dataDir);
    const now = options.now ?? Date.now;
    migrate(store, undefined, now());
    if (seedCatalogue(store, path.resolve(/*turbopackIgnore: true*/ process.cwd(), options.seedFile ?? DEFAULT_SEED_FILE), now()) === 'seeded') {
      catalogue.invalidateProducts(store);
    }
    seedDiscountCodes(store, now());
    // With tracing on, each operation is a database span (a child of the request's).
    return withMethodSpans(new EmbeddedCommerce(store, now, options.shipping, options.mailer, options.siteUrl, options.categoryProducts), 'sqlite', { 'db.system.name': 'sqlite' });
  } catch (error) {
    throw toStorageFault(error, file);
  }
}

class EmbeddedCommerce implements CommerceService {
  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    private readonly shipping?: ShippingRates,
    private readonly mailer?: Mailer,
    private readonly siteUrl?: string,
    private readonly categoryProducts?: discounts.CategoryProducts,
  ) {}

  /** Emails the gift certificates waiting for theirs (and tries again after a wait when a send fails). */
  private readonly sendCertificateEmails = certificateEmailSender(() =>
    sendCertificateEmails(this.store, this.mailer ?? getMailer(), this.siteUrl ?? getConfig().siteUrl, this.now()),
  );

  /** Every call that reads a cart's totals: the products of the categories discount codes are limited to. */
  private async cartGuard<T>(call: () => T | Promise<T>): Promise<T> {
    await this.guard(() => discounts.refreshCategoryScopes(this.store, this.categoryProducts, this.now()));
    return this.guard(call);
  }

  /** Every call: SQLite faults (busy past the wait, read-only, full, corrupt) become StorageFaults (503). */
  private guard<T>(call: () => T | Promise<T>): Promise<T> {
    return guardStorage(this.store.file, call);
  }

  /* catalogue */
  async getProductBySlug(slug: string) {
    return this.guard(() => catalogue.getProductBySlug(this.store, slug));
  }
  async getProductsByIds(ids: number[]) {
    return this.guard(() => catalogue.getProductsByIds(this.store, ids));
  }
  async listProducts() {
    return this.guard(() => catalogue.listProducts(this.store));
  }
  async catalogueRevision() {
    return this.guard(() => `embedded:${catalogue.catalogueRevision(this.store)}`);
  }
  async getCatalogueItems(productIds: number[], variantIds: number[]) {
    return this.guard(() => catalogue.getCatalogueItems(this.store, productIds, variantIds));
  }

  /* carts */
  async getCart(cartId: string) {
    const cart = await this.cartGuard(() => carts.readCart(this.store, cartId, this.now()));
    // A code that stopped applying is taken off for good, so its notice is given once.
    if (cart?.discountNotice && cart.discount == null) {
      await this.guard(() => discounts.dropCartCode(this.store, cart.id, null));
    }
    return cart;
  }
  async addCartItem(cartId: string | null, item: CartItemInput, customerId = 0) {
    return this.cartGuard(() => carts.addCartItem(this.store, cartId, item, customerId, this.now()));
  }
  async updateCartItem(cartId: string, itemId: string, item: CartItemInput) {
    return this.cartGuard(() => carts.updateCartItem(this.store, cartId, itemId, item, this.now()));
  }
  async removeCartItem(cartId: string, itemId: string) {
    return this.cartGuard(() => carts.removeCartItem(this.store, cartId, itemId, this.now()));
  }
  async addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId = 0) {
    return this.cartGuard(() => carts.addGiftCertificate(this.store, cartId, certificate, customerId, this.now()));
  }
  async removeGiftCertificate(cartId: string, certificateId: string) {
    return this.cartGuard(() => carts.removeGiftCertificate(this.store, cartId, certificateId, this.now()));
  }
  async attachCartToCustomer(cartId: string, customerId: number) {
    return this.cartGuard(() => carts.attachCartToCustomer(this.store, cartId, customerId, this.now()));
  }
  async applyDiscountCode(cartId: string, code: string, customerId = 0) {
    return this.cartGuard(() => carts.applyDiscountCode(this.store, cartId, code, customerId, this.now()));
  }
  async removeDiscountCode(cartId: string) {
    return this.cartGuard(() => carts.removeDiscountCode(this.store, cartId, this.now()));
  }
  async applyGiftCertificateCode(cartId: string, code: string) {
    return this.cartGuard(() => carts.applyGiftCertificateCode(this.store, cartId, code, this.now()));
  }
  async removeGiftCertificateCode(cartId: string) {
    return this.cartGuard(() => carts.removeGiftCertificateCode(this.store, cartId, this.now()));
  }
  /** The embedded shop checks out on its own /checkout page. */
  async getCheckoutUrl(): Promise<string | null> {
    return null;
  }

  /* customers */
  async createCustomer(input: SignupInput) {
    return this.guard(() => customers.createCustomer(this.store, input, this.now()));
  }
  async verifyCredentials(email: string, password: string) {
    return this.guard(() => customers.verifyCredentials(this.store, email, password));
  }
  async getCustomer(customerId: number) {
    return this.guard(() => customers.getCustomer(this.store, customerId));
  }
  async findCustomerByEmail(email: string) {
    return this.guard(() => customers.findCustomerByEmail(this.store, email));
  }

  async updateCustomer(customerId: number, input: CustomerUpdate) {
    return this.guard(() => profile.updateCustomer(this.store, customerId, input, this.now()));
  }

  /* passwords */
  async requestPasswordReset(email: string, resetPath?: string) {
    const created = await this.guard(() => passwordResets.createResetToken(this.store, typeof email === 'string' ? email : '', this.now()));
    if (!created) return;
    const config = getConfig();
    const link = resetLink(this.siteUrl ?? config.siteUrl, resetPath, created.customer.entityId, created.token);
    await (this.mailer ?? getMailer()).send(resetEmail(created.customer, link));
    // Development convenience: the link in the server log, so no mail client is needed.
    if (!config.isProduction) console.info(`[mail] password reset link for ${created.customer.email}: ${link}`);
  }
  async checkResetLink(customerId: number, token: string) {
    return this.guard(() => passwordResets.checkResetLink(this.store, customerId, token, this.now()));
  }
  async resetPassword(customerId: number, token: string, newPassword: string) {
    return this.guard(() => passwordResets.resetPassword(this.store, customerId, token, newPassword, this.now()));
  }
  async changePassword(customerId: number, currentPassword: string, newPassword: string) {
    return this.guard(() => profile.changePassword(this.store, customerId, currentPassword, newPassword, this.now()));
  }

  /* wish lists */
  async listWishlists(customerId: number) {
    return this.guard(() => wishlists.listWishlists(this.store, customerId));
  }
  async createWishlist(customerId: number, name: string, items: WishlistItemInput[] = []) {
    return this.guard(() => wishlists.createWishlist(this.store, customerId, name, items, this.now()));
  }
  async addWishlistItems(customerId: number, wishlistId: number, items: WishlistItemInput[]) {
    return this.guard(() => wishlists.addWishlistItems(this.store, customerId, wishlistId, items, this.now()));
  }
  async removeWishlistItems(customerId: number, wishlistId: number, itemIds: number[]) {
    return this.guard(() => wishlists.removeWishlistItems(this.store, customerId, wishlistId, itemIds));
  }

  /* addresses */
  async listAddresses(customerId: number, page: number, perPage?: number) {
    return this.guard(() => customers.listAddresses(this.store, customerId, page, perPage));
  }
  async getAddress(customerId: number, addressId: number) {
    return this.guard(() => customers.getAddress(this.store, customerId, addressId));
  }
  async createAddress(customerId: number, input: AddressInput) {
    return this.guard(() => customers.createAddress(this.store, customerId, input, this.now()));
  }
  async updateAddress(customerId: number, addressId: number, input: AddressInput) {
    return this.guard(() => customers.updateAddress(this.store, customerId, addressId, input, this.now()));
  }
  async deleteAddress(customerId: number, addressId: number) {
    return this.guard(() => customers.deleteAddress(this.store, customerId, addressId));
  }

  /* orders */
  async listOrders(customerId: number, page?: number, perPage?: number) {
    return this.guard(() => orders.listOrders(this.store, customerId, page, perPage));
  }
  async getOrder(orderId: number, customerId: number, guestToken?: string) {
    return this.guard(() => orders.getOrder(this.store, orderId, customerId, guestToken));
  }
  async placeOrder(input: PlaceOrderInput) {
    try {
      const order = await this.cartGuard(() => orders.placeOrder(this.store, input, this.shipping ?? getConfig().shipping, this.now()));
      // Its gift certificates go to their recipients (with any an earlier failure left); a failure never fails the
      // order, and is tried again after a wait.
      await this.sendCertificateEmails();
      const status = await this.guard(() => orders.orderStatus(this.store, order.id));
      return status ? { ...order, status } : order;
    } catch (error) {
      // The code no longer applies (say its last use went to another order): nothing was ordered; the cart keeps
      // its lines and loses the code, so the shopper can place the order at the full price.
      if (error instanceof CommerceError && error.code === 'discount_refused') {
        await this.guard(() => discounts.dropCartCode(this.store, input.cartId, null));
      }
      // Its gift certificate's balance was spent meanwhile: the cart shows what is left of it (or loses it).
      if (error instanceof CommerceError && error.code === 'gift_certificate_refused') {
        await this.guard(() => certificatePayments.afterRefusal(this.store, input.cartId));
      }
      throw error;
    }
  }

  /* operations */
  async checkStore() {
    return this.guard(() => checkStore(this.store, this.now()));
  }
}
