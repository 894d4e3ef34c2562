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
import type { AddressInput, CartItemInput, GiftCertificateInput, PlaceOrderInput, SignupInput } from '../types';
import * as carts from './carts';
import * as catalogue from './catalogue';
import * as customers from './customers';
import { checkStore, openStore, type Store } from './db';
import { migrate } from './migrations';
import * as orders from './orders';
import { seedCatalogue } from './seed';

export interface EmbeddedCommerceOptions {
  /** Where store.db lives (created when missing). */
  dataDir: string;
  /** The catalogue seed; default data/catalogue.json from the working directory. */
  seedFile?: string;
  /** Clock (ms since the epoch); tests move it to expire carts. */
  now?: () => number;
  /** Shipping charges of placed orders; default: the app config's `shipping` (read when an order is placed). */
  shipping?: ShippingRates;
}

export const DEFAULT_SEED_FILE = 'data/catalogue.json';

export function createEmbeddedCommerce(options: EmbeddedCommerceOptions): CommerceService {
  const { store } = openStore(options.dataDir);
  const now = options.now ?? Date.now;
  migrate(store, undefined, now());
  if (seedCatalogue(store, path.resolve(/*turbopackIgnore: true*/ process.cwd(), options.seedFile ?? DEFAULT_SEED_FILE), now()) === 'seeded') {
    catalogue.invalidateProducts(store);
  }
  // With tracing on, each operation is a database span (a child of the request's).
  return withMethodSpans(new EmbeddedCommerce(store, now, options.shipping), 'sqlite', { 'db.system.name': 'sqlite' });
}

class EmbeddedCommerce implements CommerceService {
  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    private readonly shipping?: ShippingRates,
  ) {}

  /* catalogue */
  async getProductBySlug(slug: string) {
    return catalogue.getProductBySlug(this.store, slug);
  }
  async getProductsByIds(ids: number[]) {
    return catalogue.getProductsByIds(this.store, ids);
  }
  async listProducts() {
    return catalogue.listProducts(this.store);
  }
  async getCatalogueItems(productIds: number[], variantIds: number[]) {
    return catalogue.getCatalogueItems(this.store, productIds, variantIds);
  }

  /* carts */
  async getCart(cartId: string) {
    return carts.readCart(this.store, cartId, this.now());
  }
  async addCartItem(cartId: string | null, item: CartItemInput, customerId = 0) {
    return carts.addCartItem(this.store, cartId, item, customerId, this.now());
  }
  async updateCartItem(cartId: string, itemId: string, item: CartItemInput) {
    return carts.updateCartItem(this.store, cartId, itemId, item, this.now());
  }
  async removeCartItem(cartId: string, itemId: string) {
    return carts.removeCartItem(this.store, cartId, itemId, this.now());
  }
  async addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId = 0) {
    return carts.addGiftCertificate(this.store, cartId, certificate, customerId, this.now());
  }
  async removeGiftCertificate(cartId: string, certificateId: string) {
    return carts.removeGiftCertificate(this.store, cartId, certificateId, this.now());
  }
  async attachCartToCustomer(cartId: string, customerId: number) {
    return carts.attachCartToCustomer(this.store, cartId, customerId, this.now());
  }

  /* customers */
  async createCustomer(input: SignupInput) {
    return customers.createCustomer(this.store, input, this.now());
  }
  async verifyCredentials(email: string, password: string) {
    return customers.verifyCredentials(this.store, email, password);
  }
  async getCustomer(customerId: number) {
    return customers.getCustomer(this.store, customerId);
  }
  async findCustomerByEmail(email: string) {
    return customers.findCustomerByEmail(this.store, email);
  }

  /* addresses */
  async listAddresses(customerId: number, page: number, perPage?: number) {
    return customers.listAddresses(this.store, customerId, page, perPage);
  }
  async getAddress(customerId: number, addressId: number) {
    return customers.getAddress(this.store, customerId, addressId);
  }
  async createAddress(customerId: number, input: AddressInput) {
    return customers.createAddress(this.store, customerId, input, this.now());
  }
  async updateAddress(customerId: number, addressId: number, input: AddressInput) {
    return customers.updateAddress(this.store, customerId, addressId, input, this.now());
  }
  async deleteAddress(customerId: number, addressId: number) {
    customers.deleteAddress(this.store, customerId, addressId);
  }

  /* orders */
  async listOrders(customerId: number) {
    return orders.listOrders(this.store, customerId);
  }
  async getOrder(orderId: number, customerId: number) {
    return orders.getOrder(this.store, orderId, customerId);
  }
  async placeOrder(input: PlaceOrderInput) {
    return orders.placeOrder(this.store, input, this.shipping ?? getConfig().shipping, this.now());
  }

  /* operations */
  async checkStore() {
    checkStore(this.store, this.now());
  }
}
