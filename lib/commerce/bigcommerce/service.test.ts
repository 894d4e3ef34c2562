/** @jest-environment ./tests/support/msw-node-environment.ts */
// Jest's node environment plus msw (see tests/support/msw-node-environment.ts for why msw is loaded there).
import { FetcherError } from '../../http/fetcher';
import { CommerceError } from '../errors';
import type { AddressInput, CartItemInput } from '../types';
import { ORDERS_UNAVAILABLE } from './index';
import { UNDISCLOSED_STOCK } from './mappers';
import { createHarness, type Harness } from '@/tests/support/bigcommerce/harness';
import { getMsw } from '@/tests/support/msw';

let harness: Harness;

function setup(...args: Parameters<typeof createHarness>): Harness {
  harness = createHarness(...args);
  return harness;
}

afterEach(() => {
  // Every request of every test matched a reference operation and passed its schema.
  expect(harness.problems()).toEqual([]);
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

async function commerceError(promise: Promise<unknown>): Promise<CommerceError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(CommerceError);
  return error as CommerceError;
}

const chocolate1kg: CartItemInput = { productId: 191, variantId: 362, quantity: 2 };

const hobartAddress: AddressInput = {
  firstName: 'Jane',
  lastName: 'Smith',
  company: '',
  address1: '1 Salamanca Place',
  address2: '',
  city: 'Hobart',
  stateOrProvince: 'Tasmania',
  postalCode: '7004',
  countryCode: 'AU',
  phone: '0400 000 001',
  addressType: 'residential',
};

describe('catalogue (GraphQL Storefront API and catalog REST)', () => {
  it('maps a product found by its path to the app Product, in cents', async () => {
    const { service } = setup();
    const product = await service.getProductBySlug('whey-protein-isolate');
    expect(product).not.toBeNull();
    expect(product).toMatchObject({
      id: 191,
      slug: 'whey-protein-isolate',
      name: 'Whey Protein Isolate',
      shortName: 'WPI',
      shortDescription: 'Our purest protein: 90% protein, low carb, low fat.',
      averageRating: 4.6,
      reviewCount: 10,
      minQuantity: 0,
      maxQuantity: 20,
      priceRange: { minCents: 6495, maxCents: 13995 },
      retailPriceRange: { minCents: 7995, maxCents: 7995 },
      isGiftCertificate: false,
    });
    expect(product?.description).toBe('Cold-filtered whey protein isolate with 27 g of protein per serve. Mixes in seconds & tastes great.');
    expect(product?.variants).toEqual([
      {
        id: 362,
        sku: 'WPI-CHOC-1KG',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '1kg' },
        ],
        priceCents: 6495,
        retailPriceCents: 7995,
        inventory: 25,
        purchasable: true,
        image: null,
      },
      expect.objectContaining({ id: 363, inventory: 0, purchasable: false }),
      expect.objectContaining({ id: 364, priceCents: 13995, retailPriceCents: null, inventory: 8 }),
    ]);
    expect(product?.images[0]).toEqual({
      url: 'https://cdn11.bigcommerce.com/s-abc123/images/stencil/1000x1000/products/191/475/wpi-chocolate__59692.1534344544.jpg',
      altText: 'WPI chocolate 1kg pouch',
      isDefault: true,
      width: 1000,
      height: 1000,
    });
    // An image without alt text falls back to the product name.
    expect(product?.images[1]).toMatchObject({ altText: 'Whey Protein Isolate', isDefault: false });
  });

  it('answers null for a path that is not a product', async () => {
    const { service, requests } = setup();
    await expect(service.getProductBySlug('no-such-thing')).resolves.toBeNull();
    await expect(service.getProductBySlug('nested/path')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('looks products up by id in the order asked, skipping unknown ids', async () => {
    const { service } = setup();
    const products = await service.getProductsByIds([192, 999, 191, 192]);
    expect(products.map((product) => product.id)).toEqual([192, 191]);
    // Untracked inventory is reported as in stock without a level.
    expect(products[0].variants[0]).toMatchObject({ priceCents: 2995, inventory: UNDISCLOSED_STOCK, purchasable: true });
    expect(products[0].shortName).toBe('Creatine Monohydrate');
    expect(products[0].images[0].isDefault).toBe(true);
  });

  it('lists every visible product through the catalog API', async () => {
    const { service, requests } = setup();
    const products = await service.listProducts();
    expect(products.map((product) => product.slug)).toEqual(['whey-protein-isolate', 'creatine-monohydrate']);
    const wpi = products[0];
    expect(wpi).toMatchObject({
      shortName: 'WPI',
      averageRating: 4.6,
      maxQuantity: 20,
      priceRange: { minCents: 6495, maxCents: 13995 },
      retailPriceRange: { minCents: 7995, maxCents: 7995 },
    });
    expect(wpi.description).toBe('Cold-filtered whey protein isolate with 27 g of protein per serve.\nMixes in seconds & tastes great.');
    expect(wpi.variants.map((variant) => [variant.id, variant.inventory, variant.purchasable])).toEqual([
      [362, 25, true],
      [363, 0, false],
      [364, 8, true],
    ]);
    expect(wpi.images[0]).toMatchObject({ isDefault: true, url: expect.stringContaining('.1280.1280.jpg') });
    expect(products[1].variants[1]).toMatchObject({ priceCents: 4995, inventory: UNDISCLOSED_STOCK });
    expect(new URL(requests[0].url).searchParams.get('include')).toBe('variants,images,custom_fields');
  });

  it('builds the cart lookup items from product and variant ids', async () => {
    const { service } = setup();
    const items = await service.getCatalogueItems([191, 192, 404], [364, 371, 1]);
    expect(items).toEqual([
      {
        productId: 191,
        url: '/products/whey-protein-isolate',
        title: 'Whey Protein Isolate',
        image: expect.objectContaining({ isDefault: true, altText: 'WPI chocolate 1kg pouch' }),
        priceCents: 13995,
        variant: {
          variantId: 364,
          options: [
            { title: 'Flavour', value: 'Chocolate' },
            { title: 'Package Size', value: '2.5kg' },
          ],
        },
      },
      expect.objectContaining({ productId: 192, priceCents: 4995, variant: expect.objectContaining({ variantId: 371 }) }),
    ]);
    // A variant of another product is left out; no variant id gives the product alone at its lowest price.
    const loose = await service.getCatalogueItems([191, 192, 191], [371]);
    expect(loose.map((item) => [item.productId, item.priceCents, item.variant])).toEqual([
      [192, 2995, null],
      [191, 6495, null],
    ]);
  });
});

describe('carts (REST v3)', () => {
  it('creates a cart with a line item and maps it to the app Cart in cents', async () => {
    const { service, requests } = setup();
    const cart = await service.addCartItem(null, chocolate1kg);
    expect(cart).toMatchObject({
      customerId: 0,
      currency: 'AUD',
      baseAmountCents: 12990,
      cartAmountCents: 12990,
      discountAmountCents: 0,
      taxIncludedCents: 1181,
    });
    expect(cart.checkoutUrl).toMatch(/^https:\/\/store-abc123-1\.mybigcommerce\.com\/cart\.php\?action=loadInCheckout&id=/);
    expect(cart.lineItems.physicalItems).toEqual([
      {
        id: expect.any(String),
        productId: 191,
        variantId: 362,
        quantity: 2,
        name: 'Whey Protein Isolate',
        url: '/products/whey-protein-isolate',
        imageUrl: expect.stringContaining('/products/191/images/475/'),
        sku: 'WPI-CHOC-1KG',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '1kg' },
        ],
        salePriceCents: 6495,
        listPriceCents: 6495,
        extendedSalePriceCents: 12990,
        isDigital: false,
      },
    ]);
    const sent = new URL(requests[0].url);
    expect(sent.pathname).toBe('/stores/abc123/v3/carts');
    expect(sent.searchParams.get('include')).toBe('redirect_urls,line_items.physical_items.options,line_items.digital_items.options');
    expect(JSON.parse(requests[0].body)).toEqual({
      line_items: [{ quantity: 2, product_id: 191, variant_id: 362 }],
      channel_id: 1,
      locale: 'en-US',
    });
  });

  it('creates a signed-in shopper’s cart with their customer id', async () => {
    const { service, requests } = setup();
    const cart = await service.addCartItem(null, chocolate1kg, 1);
    expect(cart.customerId).toBe(1);
    expect(JSON.parse(requests[0].body)).toMatchObject({ customer_id: 1 });
  });

  it('adds to, updates and empties an existing cart', async () => {
    const { service, store } = setup();
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const added = await service.addCartItem(cartId, { productId: 191, variantId: 362, quantity: 2 });
    expect(added.id).toBe(cartId);
    expect(added.lineItems.physicalItems).toHaveLength(1);
    expect(added.lineItems.physicalItems[0].quantity).toBe(3);

    const lineId = added.lineItems.physicalItems[0].id;
    const updated = await service.updateCartItem(cartId, lineId, { productId: 191, variantId: 362, quantity: 5 });
    expect(updated?.lineItems.physicalItems[0]).toMatchObject({ quantity: 5, extendedSalePriceCents: 32475 });

    const withCreatine = await service.addCartItem(cartId, { productId: 192, variantId: 370, quantity: 1 });
    expect(withCreatine.lineItems.physicalItems).toHaveLength(2);
    expect(withCreatine.cartAmountCents).toBe(32475 + 2995);

    // Quantity 0 removes the line; removing the last line deletes the cart (204 -> null).
    const removed = await service.updateCartItem(cartId, lineId, { productId: 191, variantId: 362, quantity: 0 });
    expect(removed?.lineItems.physicalItems.map((item) => item.productId)).toEqual([192]);
    const creatineLine = removed!.lineItems.physicalItems[0].id;
    await expect(service.removeCartItem(cartId, creatineLine)).resolves.toBeNull();
    await expect(service.getCart(cartId)).resolves.toBeNull();
  });

  it('answers null for a missing cart, without a request for an id that cannot be a cart', async () => {
    const { service, requests } = setup();
    await expect(service.getCart('0aa00afa-a000-40a0-80aa-aa0000f000a0')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
    await expect(service.getCart('not-a-cart')).resolves.toBeNull();
    await expect(service.getCart('')).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('replaces an expired cart with a new one when adding', async () => {
    const { service, store, requests } = setup({ scenario: 'expiredCart' });
    const staleId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    await expect(service.getCart(staleId)).resolves.toBeNull();
    const cart = await service.addCartItem(staleId, chocolate1kg);
    expect(cart.id).not.toBe(staleId);
    expect(requests.map((request) => request.operation)).toEqual([
      'carts.v3.yml#getCart',
      'carts.v3.yml#addCartLineItems',
      'carts.v3.yml#createCart',
    ]);
  });

  it('tells a missing line (not_found) from a missing cart (null)', async () => {
    const { service, store } = setup();
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const error = await commerceError(
      service.updateCartItem(cartId, '6e193ce6-f327-4dcc-b75e-72cf6738525e', { productId: 191, variantId: 362, quantity: 2 }),
    );
    expect(error.code).toBe('not_found');
    await expect(
      service.removeCartItem('0aa00afa-a000-40a0-80aa-aa0000f000a0', '6e193ce6-f327-4dcc-b75e-72cf6738525e'),
    ).resolves.toBeNull();
  });

  it('maps a stock refusal (422) to out_of_stock with a clear message', async () => {
    const { service } = setup();
    const error = await commerceError(service.addCartItem(null, { productId: 191, variantId: 363, quantity: 1 }));
    expect(error.code).toBe('out_of_stock');
    expect(error.status).toBe(409);
    expect(error.message).toContain("Sorry, there isn't enough stock for the quantity you asked for.");
    expect(error.message).toContain('Whey Protein Isolate (SKU: WPI-VAN-1KG) is out of stock');
  });

  it('maps stock refusals on every cart write in the outOfStock scenario', async () => {
    const { service, store } = setup({ scenario: 'outOfStock' });
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    expect((await commerceError(service.addCartItem(cartId, chocolate1kg))).code).toBe('out_of_stock');
    const lineId = store.carts.get(cartId)!.lines[0].id;
    expect((await commerceError(service.updateCartItem(cartId, lineId, { ...chocolate1kg, quantity: 3 }))).code).toBe(
      'out_of_stock',
    );
  });

  it('maps a purchase limit refusal to quantity_limit and a version conflict (409) to conflict', async () => {
    const { service } = setup();
    const limit = await commerceError(service.addCartItem(null, { productId: 191, variantId: 362, quantity: 21 }));
    expect(limit.code).toBe('quantity_limit');
    expect(limit.message).toBe('You can only purchase a maximum of 20 of Whey Protein Isolate per order.');

    const racing = setup({ scenario: 'cartConflict' });
    const cartId = racing.store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const lineId = racing.store.carts.get(cartId)!.lines[0].id;
    const conflict = await commerceError(racing.service.updateCartItem(cartId, lineId, { ...chocolate1kg, quantity: 2 }));
    expect(conflict.code).toBe('conflict');
  });

  it('rejects bad quantities before any request', async () => {
    const { service, requests } = setup();
    expect((await commerceError(service.addCartItem(null, { ...chocolate1kg, quantity: 0 }))).message).toBe(
      'The item quantity has to be a valid integer greater than 0.',
    );
    expect((await commerceError(service.updateCartItem('x', 'y', { ...chocolate1kg, quantity: 1.5 }))).message).toBe(
      'The item quantity has to be a valid integer.',
    );
    expect(requests).toHaveLength(0);
  });

  it('adds and removes a gift certificate', async () => {
    const { service } = setup();
    const cart = await service.addGiftCertificate(null, {
      name: 'Happy Birthday',
      amountCents: 5000,
      theme: 'birthday',
      sender: { name: 'Jane Does', email: 'janedoe@example.com' },
      recipient: { name: 'Tobi Day', email: 'tobi.day@example.com' },
      message: 'Happy Birthday Tobi!',
    });
    expect(cart.lineItems.giftCertificates).toEqual([
      {
        id: expect.any(String),
        name: 'Happy Birthday',
        amountCents: 5000,
        recipient: { name: 'Tobi Day', email: 'tobi.day@example.com' },
        sender: { name: 'Jane Does', email: 'janedoe@example.com' },
        message: 'Happy Birthday Tobi!',
        theme: 'Birthday',
      },
    ]);
    expect(cart.cartAmountCents).toBe(5000);
    const withItem = await service.addCartItem(cart.id, chocolate1kg);
    const after = await service.removeGiftCertificate(cart.id, cart.lineItems.giftCertificates[0].id);
    expect(after?.lineItems.giftCertificates).toEqual([]);
    expect(after?.lineItems.physicalItems).toEqual(withItem.lineItems.physicalItems);

    const tooBig = await commerceError(
      service.addGiftCertificate(cart.id, {
        name: 'Big',
        amountCents: 100_001,
        sender: { name: 'A', email: 'a@example.com' },
        recipient: { name: 'B', email: 'b@example.com' },
      }),
    );
    expect(tooBig.code).toBe('invalid_input');
  });

  it('attaches a guest cart to a customer once, and never another customer’s cart', async () => {
    const { service, store, requests } = setup();
    const guestCart = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const attached = await service.attachCartToCustomer(guestCart, 1);
    expect(attached.customerId).toBe(1);
    expect(JSON.parse(requests[requests.length - 1].body)).toEqual({ customer_id: 1 });

    const before = requests.length;
    await expect(service.attachCartToCustomer(guestCart, 1)).resolves.toMatchObject({ customerId: 1 });
    expect(requests.slice(before).map((request) => request.method)).toEqual(['GET']);

    expect((await commerceError(service.attachCartToCustomer(guestCart, 2))).code).toBe('forbidden');
    expect((await commerceError(service.attachCartToCustomer('0aa00afa-a000-40a0-80aa-aa0000f000a0', 2))).code).toBe(
      'not_found',
    );
  });
});

describe('customers', () => {
  it('creates a customer with addresses and finds them again', async () => {
    const { service, requests } = setup();
    const customer = await service.createCustomer({
      email: 'sam.lifter@example.com',
      password: 'Lift1ng!',
      firstName: 'Sam',
      lastName: 'Lifter',
      phone: '0400 123 456',
      company: '',
      addresses: [hobartAddress],
    });
    expect(customer).toEqual({
      entityId: 3,
      email: 'sam.lifter@example.com',
      firstName: 'Sam',
      lastName: 'Lifter',
      phone: '0400 123 456',
      company: '',
    });
    expect(JSON.parse(requests[0].body)[0]).toMatchObject({
      authentication: { force_password_reset: false, new_password: 'Lift1ng!' },
      addresses: [{ address1: '1 Salamanca Place', country_code: 'AU', address_type: 'residential' }],
      channel_ids: [1],
    });
    await expect(service.findCustomerByEmail('sam.lifter@example.com')).resolves.toEqual(customer);
    await expect(service.getCustomer(3)).resolves.toEqual(customer);
    const addresses = await service.listAddresses(3, 1);
    expect(addresses.items).toEqual([expect.objectContaining({ customerId: 3, city: 'Hobart', country: 'Australia' })]);
  });

  it('reports an email already in use as conflict', async () => {
    const { service } = setup();
    const error = await commerceError(
      service.createCustomer({
        email: 'jane.smith@example.com',
        password: 'Secret123!',
        firstName: 'Jane',
        lastName: 'Smith',
        phone: '',
        company: '',
        addresses: [],
      }),
    );
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('The email address jane.smith@example.com is already in use. Please enter a different one.');
  });

  it('requires the sign-up fields before any request', async () => {
    const { service, requests } = setup();
    const error = await commerceError(
      service.createCustomer({ email: '', password: 'x', firstName: 'A', lastName: 'B', phone: '', company: '', addresses: [] }),
    );
    expect(error.message).toBe('A first name, last name, email and password are required to signup.');
    expect(requests).toHaveLength(0);
  });

  it('verifies credentials with the GraphQL login mutation', async () => {
    const { service, requests } = setup();
    await expect(service.verifyCredentials('jane.smith@example.com', 'Secret123!')).resolves.toEqual({
      entityId: 1,
      email: 'jane.smith@example.com',
      firstName: 'Jane',
      lastName: 'Smith',
      phone: '0400 000 001',
      company: 'Acme Corp',
    });
    await expect(service.verifyCredentials('jane.smith@example.com', 'wrong')).resolves.toBeNull();
    await expect(service.verifyCredentials('nobody@example.com', 'Secret123!')).resolves.toBeNull();
    expect(requests.map((request) => request.operation)).toEqual(['graphql:Login', 'graphql:Login', 'graphql:Login']);
    expect(JSON.parse(requests[0].body).variables).toEqual({ email: 'jane.smith@example.com', password: 'Secret123!' });
  });

  it('treats a login error that is not about credentials as an upstream failure', async () => {
    const { service, config } = setup();
    const { graphql, HttpResponse } = getMsw();
    harness.use(
      graphql.link(config.storefrontApiUrl).mutation('Login', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Operation cannot be performed as the storefront channel is not live', path: ['login'] }],
        }),
      ),
    );
    const error = await commerceError(service.verifyCredentials('jane.smith@example.com', 'Secret123!'));
    expect(error.code).toBe('upstream');
  });

  it('answers null for unknown customers', async () => {
    const { service } = setup();
    await expect(service.getCustomer(999)).resolves.toBeNull();
    await expect(service.findCustomerByEmail('nobody@example.com')).resolves.toBeNull();
    await expect(service.getCustomer(0)).resolves.toBeNull();
  });
});

describe('addresses', () => {
  it('lists a customer’s addresses with paging', async () => {
    const { service, store, requests } = setup();
    for (let index = 0; index < 3; index += 1) {
      store.addresses.push({ ...store.addresses[0], id: 30 + index, address1: `${index} Extra Street` });
    }
    const page = await service.listAddresses(1, 2, 2);
    expect(page).toMatchObject({ page: 2, perPage: 2, total: 4, totalPages: 2 });
    expect(page.items.map((address) => address.id)).toEqual([31, 32]);
    const query = new URL(requests[0].url).searchParams;
    expect([query.get('customer_id:in'), query.get('page'), query.get('limit')]).toEqual(['1', '2', '2']);

    const first = await service.listAddresses(1, 1);
    expect(first.items[0]).toEqual({
      id: 18,
      customerId: 1,
      firstName: 'Jane',
      lastName: 'Smith',
      company: 'Acme Corp',
      address1: '12 Harbour Road',
      address2: 'Unit 4',
      city: 'Hobart',
      stateOrProvince: 'Tasmania',
      postalCode: '7000',
      country: 'Australia',
      countryCode: 'AU',
      phone: '0400 000 001',
      addressType: 'residential',
    });
  });

  it('creates, reads, updates and deletes the customer’s own address', async () => {
    const { service } = setup();
    const created = await service.createAddress(1, hobartAddress);
    expect(created).toMatchObject({ customerId: 1, address1: '1 Salamanca Place', countryCode: 'AU' });
    await expect(service.getAddress(1, created.id)).resolves.toEqual(created);

    const updated = await service.updateAddress(1, created.id, { ...hobartAddress, address2: 'Level 2' });
    expect(updated.address2).toBe('Level 2');

    await service.deleteAddress(1, created.id);
    expect((await commerceError(service.getAddress(1, created.id))).code).toBe('not_found');

    // Saving an address identical to an existing one: BigCommerce answers without it.
    const nz = await service.createAddress(2, { ...hobartAddress, city: 'Wellington', countryCode: 'NZ' });
    expect(nz).toMatchObject({ countryCode: 'NZ', country: 'New Zealand' });
    expect((await commerceError(service.createAddress(2, { ...hobartAddress, city: 'Wellington', countryCode: 'NZ' }))).code).toBe(
      'conflict',
    );
  });

  it('treats another customer’s address as not found and never writes to it', async () => {
    const { service, store, requests } = setup();
    // Address 19 belongs to customer 2.
    expect((await commerceError(service.getAddress(1, 19))).code).toBe('not_found');
    expect((await commerceError(service.updateAddress(1, 19, hobartAddress))).code).toBe('not_found');
    const deleteError = await commerceError(service.deleteAddress(1, 19));
    expect(deleteError.code).toBe('not_found');
    expect(deleteError.message).toBe('Address not found.');
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
    expect(store.addresses.find((address) => address.id === 19)?.address1).toBe('5 Queen Street');
  });
});

describe('failures', () => {
  it('lets a 5xx FetcherError through (REST and GraphQL)', async () => {
    const { service } = setup({ scenario: 'storeUnavailable' });
    const restError = await rejection(service.getCart('0aa00afa-a000-40a0-80aa-aa0000f000a0'));
    expect(restError).toBeInstanceOf(FetcherError);
    expect((restError as FetcherError).status).toBe(500);
    const graphqlError = await rejection(service.getProductBySlug('whey-protein-isolate'));
    expect(graphqlError).toBeInstanceOf(FetcherError);
    expect((graphqlError as FetcherError).status).toBe(502);
    expect((await rejection(service.addCartItem(null, chocolate1kg))) as FetcherError).toMatchObject({ status: 500 });
  });

  it('lets a timeout FetcherError through', async () => {
    const { service } = setup({ scenario: 'slowStore', timeoutMs: 50 });
    const error = await rejection(service.listAddresses(1, 1));
    expect(error).toBeInstanceOf(FetcherError);
    expect(error).toMatchObject({ status: 504, message: 'Request timed out after 50 ms' });
    expect(await rejection(service.verifyCredentials('jane.smith@example.com', 'x'))).toMatchObject({ status: 504 });
  });

  it('turns refused credentials (401/403) into an upstream CommerceError', async () => {
    const { service } = setup({ scenario: 'credentialsRevoked' });
    const rest = await commerceError(service.getCustomer(1));
    expect(rest.code).toBe('upstream');
    expect(rest.status).toBe(502);
    expect((await commerceError(service.getProductsByIds([191]))).code).toBe('upstream');
  });

  it('says orders are not available from the hosted store', async () => {
    const { service, requests } = setup();
    const error = await commerceError(service.listOrders(1));
    expect(error).toMatchObject({ code: 'upstream', message: ORDERS_UNAVAILABLE });
    expect((await commerceError(service.getOrder(1, 1))).code).toBe('upstream');
    expect(requests).toHaveLength(0);
  });
});
