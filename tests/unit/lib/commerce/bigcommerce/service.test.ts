/** @jest-environment ./tests/support/msw-node-environment.ts */
// Jest's node environment plus msw (see tests/support/msw-node-environment.ts for why msw is loaded there).
import { FetcherError } from '@/lib/http/fetcher';
import { MAX_SAVED_ADDRESSES } from '@/lib/commerce/address-limit';
import { CommerceError } from '@/lib/commerce/errors';
import type { AddressInput, CartItemInput } from '@/lib/commerce/types';
import { parse } from 'graphql';
import { MAX_COMPLEXITY, queryComplexity } from '@/tests/support/fake-bigcommerce/graphql';
import { UNDISCLOSED_STOCK } from '@/lib/commerce/bigcommerce/mappers';
import { STORE_BUSY } from '@/lib/commerce/bigcommerce/client';
import { PRODUCT_PAGE_SIZE, VARIANT_PAGE_SIZE } from '@/lib/commerce/bigcommerce/queries';
import { createHarness, type Harness } from '@/tests/support/bigcommerce/harness';
import { getMsw } from '@/tests/support/msw';

let harness: Harness;

function setup(...args: Parameters<typeof createHarness>): Harness {
  harness = createHarness(...args);
  return harness;
}

afterEach(() => {
  // Every request of every test matched a reference operation and passed its schema (and the fake's limits).
  expect(harness.problems()).toEqual([]);
  expect(harness.fake.failures()).toEqual([]);
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
      nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 27 },
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
      // The protein calculator's figures, from the custom fields serving_size_g and protein_per_serve_g.
      nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 27 },
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

describe('catalogue revision', () => {
  it('is one REST request that moves when a product changes', async () => {
    const { service, store, requests } = setup();
    const first = await service.catalogueRevision();
    expect(await service.catalogueRevision()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    store.updateVariant(192, 371, { price: 44.95 });
    const second = await service.catalogueRevision();
    expect(second).not.toBe(first);
    expect(second).toMatch(/^bigcommerce:2:192:/);
    expect(requests.map((request) => request.operation)).toEqual(Array(3).fill('products_catalog.v3.yml#getProducts'));
  });
});

describe('catalogue batches within the query complexity limit', () => {
  function manyProducts(store: Harness['store'], count: number, variantsEach = 3) {
    const template = store.products[0];
    store.products = Array.from({ length: count }, (_, index) => ({
      ...template,
      id: 1000 + index,
      name: `Product ${index}`,
      path: `/product-${index}/`,
      variants: Array.from({ length: variantsEach }, (_, variant) => ({
        ...template.variants[0],
        id: (1000 + index) * 100 + variant,
        sku: `P${index}-V${variant}`,
      })),
    }));
  }

  it('reads 200 products by id in batches of PRODUCT_PAGE_SIZE, in the order asked, each query within the limit', async () => {
    const { service, store, requests, fake } = setup();
    manyProducts(store, 200);
    const ids = Array.from({ length: 200 }, (_, index) => 1199 - index);
    const products = await service.getProductsByIds([...ids, 1199, -1, 0]);
    expect(products.map((product) => product.id)).toEqual(ids);
    expect(products[0].variants).toHaveLength(3);
    expect(requests.map((request) => request.operation)).toEqual(Array(Math.ceil(200 / PRODUCT_PAGE_SIZE)).fill('graphql:ProductsByIds'));
    for (const request of requests) {
      const { query, variables } = JSON.parse(request.body) as { query: string; variables: Record<string, unknown> };
      expect(queryComplexity(parse(query), variables)).toBeLessThanOrEqual(MAX_COMPLEXITY);
    }
    // The fake refuses (and records) any query past the limit: none was.
    expect(fake.failures()).toEqual([]);
  });

  it('follows the variant pages of a product with more variants than one page', async () => {
    const { service, store, requests } = setup();
    manyProducts(store, 3, VARIANT_PAGE_SIZE * 2 + 5);
    const [product] = await service.getProductsByIds([1001]);
    expect(product.variants).toHaveLength(VARIANT_PAGE_SIZE * 2 + 5);
    expect(new Set(product.variants.map((variant) => variant.id)).size).toBe(VARIANT_PAGE_SIZE * 2 + 5);
    expect(requests.map((request) => request.operation)).toEqual(['graphql:ProductsByIds', 'graphql:ProductVariants', 'graphql:ProductVariants']);
    const bySlug = await service.getProductBySlug('product-2');
    expect(bySlug?.variants).toHaveLength(VARIANT_PAGE_SIZE * 2 + 5);
  });
});

describe('carts (Storefront GraphQL)', () => {
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
    // The checkout link is asked for at checkout (getCheckoutUrl), not with every cart answer.
    expect(cart.checkoutUrl).toBeNull();
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
    // Every cart answered is read with its checkout's coupon (coupons.ts).
    expect(requests.map((request) => request.operation)).toEqual(['graphql:CreateCart', 'graphql:CheckoutCoupons']);
    expect(requests[0].headers['x-bc-customer-id']).toBeUndefined();
    expect(JSON.parse(requests[0].body).variables).toEqual({
      input: { lineItems: [{ quantity: 2, productEntityId: 191, variantEntityId: 362 }], locale: 'en-us' },
    });
  });

  it('creates a signed-in shopper’s cart as that shopper (customer impersonation), and only they see it', async () => {
    const { service, requests, store } = setup();
    const cart = await service.addCartItem(null, chocolate1kg, 1);
    expect(cart.customerId).toBe(1);
    expect(requests[0].headers['x-bc-customer-id']).toBe('1');
    expect(store.carts.get(cart.id)?.customer_id).toBe(1);
    await expect(service.getCart(cart.id, 1)).resolves.toMatchObject({ id: cart.id, customerId: 1 });
    await expect(service.getCart(cart.id)).resolves.toBeNull();
    await expect(service.getCart(cart.id, 2)).resolves.toBeNull();
  });

  it('asks for a one-time checkout address when the shopper checks out', async () => {
    const { service, store, requests } = setup();
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const url = await service.getCheckoutUrl(cartId);
    expect(url).toMatch(/^https:\/\/store-abc123-1\.mybigcommerce\.com\/cart\.php\?action=loadInCheckout&id=/);
    expect(requests.map((request) => request.operation)).toEqual(['graphql:Cart', 'graphql:CreateCartRedirectUrls']);
    await expect(service.getCheckoutUrl('0aa00afa-a000-40a0-80aa-aa0000f000a0')).resolves.toBeNull();
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
    expect(requests.map((request) => request.operation)).toEqual(['graphql:Cart', 'graphql:Cart', 'graphql:CreateCart', 'graphql:CheckoutCoupons']);
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

  it('maps a purchase limit refusal to quantity_limit and a lost race to conflict', async () => {
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

  it('rejects bad items and gift certificate amounts before any request, with the messages of the embedded store', async () => {
    const { service, requests } = setup();
    const refusal = async (promise: Promise<unknown>) => {
      const error = await commerceError(promise);
      return [error.code, error.message];
    };
    expect(await refusal(service.addCartItem(null, { ...chocolate1kg, quantity: 0 }))).toEqual([
      'invalid_input',
      'The item quantity has to be a valid integer greater than 0.',
    ]);
    expect(await refusal(service.addCartItem(null, { ...chocolate1kg, variantId: 0 }))).toEqual([
      'invalid_input',
      'The item needs a variantId: a whole number above 0.',
    ]);
    expect(await refusal(service.addCartItem(null, { ...chocolate1kg, productId: 2 ** 31 }))).toEqual([
      'invalid_input',
      'The item needs a productId: a whole number above 0.',
    ]);
    expect(await refusal(service.updateCartItem('x', 'y', { ...chocolate1kg, quantity: 1.5 }))).toEqual([
      'invalid_input',
      'The item quantity has to be a valid integer.',
    ]);
    expect(await refusal(service.updateCartItem('x', 'y', { ...chocolate1kg, quantity: 10_000 }))).toEqual([
      'invalid_input',
      'The item quantity has to be 9999 or less.',
    ]);
    for (const amountCents of [999, 100_001, 12.5]) {
      expect(
        await refusal(
          service.addGiftCertificate(null, {
            name: 'Gift',
            amountCents,
            sender: { name: 'A', email: 'a@example.com' },
            recipient: { name: 'B', email: 'b@example.com' },
          }),
        ),
      ).toEqual(['invalid_input', 'A gift certificate amount has to be between $10 and $1,000, in dollars and cents.']);
    }
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
    expect(requests[requests.length - 2]).toMatchObject({ operation: 'graphql:AssignCartToCustomer', headers: { 'x-bc-customer-id': '1' } });
    expect(store.carts.get(guestCart)?.customer_id).toBe(1);

    const before = requests.length;
    await expect(service.attachCartToCustomer(guestCart, 1)).resolves.toMatchObject({ customerId: 1 });
    expect(requests.slice(before).map((request) => request.operation)).toEqual(['graphql:Cart', 'graphql:Cart', 'graphql:CheckoutCoupons']);

    // BigCommerce shows a customer's cart to nobody else: to another customer it is simply not there.
    expect((await commerceError(service.attachCartToCustomer(guestCart, 2))).code).toBe('not_found');
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
    expect(requests[0].operation).toBe('graphql:RegisterCustomer');
    expect(JSON.parse(requests[0].body).variables.input).toEqual({
      firstName: 'Sam',
      lastName: 'Lifter',
      email: 'sam.lifter@example.com',
      password: 'Lift1ng!',
      phone: '0400 123 456',
      company: '',
      address: {
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
      },
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
    // The shopper's own addresses, asked as the shopper.
    expect(requests[0]).toMatchObject({ operation: 'graphql:CustomerAddresses', headers: { 'x-bc-customer-id': '1' } });

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

  it(`refuses a saved address past ${MAX_SAVED_ADDRESSES} with limit_reached (409) and sends no mutation`, async () => {
    const { service, store, requests } = setup();
    const own = store.addresses.filter((address) => address.customer_id === 1).length;
    for (let index = own; index < MAX_SAVED_ADDRESSES; index += 1) {
      store.addresses.push({ ...store.addresses[0], id: 100 + index, address1: `${index} Extra Street` });
    }
    const error = await commerceError(service.createAddress(1, hobartAddress));
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({
      code: 'limit_reached',
      status: 409,
      message: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`,
    });
    expect(requests.some((request) => request.operation === 'graphql:AddCustomerAddress')).toBe(false);
    // One fewer, and the next one is saved.
    store.addresses.pop();
    await expect(service.createAddress(1, hobartAddress)).resolves.toMatchObject({ address1: '1 Salamanca Place' });
  });

  it('treats another customer’s address as not found and never writes to it', async () => {
    const { service, store, requests } = setup();
    // Address 19 belongs to customer 2.
    expect((await commerceError(service.getAddress(1, 19))).code).toBe('not_found');
    expect((await commerceError(service.updateAddress(1, 19, hobartAddress))).code).toBe('not_found');
    const deleteError = await commerceError(service.deleteAddress(1, 19));
    expect(deleteError.code).toBe('not_found');
    expect(deleteError.message).toBe('Address not found.');
    // Every write went out as customer 1, so the store itself refused to touch customer 2's address.
    expect(requests.every((request) => request.headers['x-bc-customer-id'] === '1')).toBe(true);
    expect(store.addresses.find((address) => address.id === 19)?.address1).toBe('5 Queen Street');
  });
});

describe('passwords and wish lists (for the shopper-features work)', () => {
  it('resets a password with the emailed token once, and refuses a wrong token or current password', async () => {
    const { service, store, requests } = setup();
    await service.requestPasswordReset('jane.smith@example.com', '/login/reset');
    await service.requestPasswordReset('nobody@example.com');
    const token = store.resetTokens.get(1)!;
    // BigCommerce checks a token only by using it: the reset page cannot ask beforehand, and nothing is sent.
    const sentBefore = requests.length;
    await expect(service.checkResetLink(1, 'not-the-token')).resolves.toBeNull();
    expect(requests).toHaveLength(sentBefore);
    expect((await commerceError(service.resetPassword(1, 'not-the-token', 'N3w-passw0rd'))).code).toBe('invalid_input');
    await service.resetPassword(1, token, 'N3w-passw0rd');
    await expect(service.verifyCredentials('jane.smith@example.com', 'N3w-passw0rd')).resolves.toMatchObject({ entityId: 1 });
    expect((await commerceError(service.resetPassword(1, token, 'Again-passw0rd'))).code).toBe('invalid_input');

    expect((await commerceError(service.changePassword(1, 'wrong', 'Other-passw0rd'))).code).toBe('invalid_input');
    await service.changePassword(1, 'N3w-passw0rd', 'Other-passw0rd');
    expect(requests.filter((request) => request.operation === 'graphql:ChangePassword').every((request) => request.headers['x-bc-customer-id'] === '1')).toBe(true);
  });

  it("keeps a shopper's wish lists apart from other shoppers'", async () => {
    const { service } = setup();
    const list = await service.createWishlist(1, ' Stack ', [{ productId: 191, variantId: 362 }, { productId: 192 }]);
    expect(list).toMatchObject({ name: 'Stack', isPublic: false, items: [{ productId: 191, variantId: 362 }, { productId: 192, variantId: null }] });
    const trimmed = await service.removeWishlistItems(1, list.id, [list.items[0].id]);
    expect(trimmed.items.map((item) => item.productId)).toEqual([192]);
    await expect(service.listWishlists(1)).resolves.toEqual([trimmed]);
    await expect(service.listWishlists(2)).resolves.toEqual([]);
    expect((await commerceError(service.addWishlistItems(2, list.id, [{ productId: 191 }]))).code).toBe('not_found');
    expect((await commerceError(service.createWishlist(0, 'x'))).code).toBe('unauthenticated');
  });
});

describe('the REST quota (429)', () => {
  it('waits out a 429 for the time the store names, then gets the answer', async () => {
    const { service, fake } = setup({ fake: { quota: { requests: 1, windowMs: 150 } } });
    await service.listOrders(1);
    const { items: orders } = await service.listOrders(1);
    expect(orders.map((order) => order.id)).toEqual([103, 102, 100]);
    // One refusal only: the retry came once the window had reset (one sent sooner would have been refused again).
    expect(fake.counts()).toMatchObject({ rest: 3, rateLimited: 1 });
  });

  it('honours Retry-After when the store names no reset time', async () => {
    const { service, config } = setup();
    const { http, HttpResponse } = getMsw();
    let calls = 0;
    harness.use(
      http.get(`${config.apiUrl}/v2/orders`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } }) : undefined;
      }),
    );
    expect((await service.listOrders(1)).items).toHaveLength(3);
    expect(calls).toBe(2);
  });

  it('tells the shopper the shop is busy when the store stays saturated, never an upstream failure', async () => {
    const { service, fake } = setup({ fake: { quota: { requests: 1, windowMs: 30_000 } }, rateLimit: { maxWaitMs: 1000 } });
    await service.listOrders(1);
    const error = await commerceError(service.getOrder(100, 1));
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, message: STORE_BUSY });
    expect(fake.counts().rateLimited).toBe(1);
  });
});

describe('failures', () => {
  it('lets a 5xx FetcherError through (REST and GraphQL)', async () => {
    const { service } = setup({ scenario: 'storeUnavailable' });
    const restError = await rejection(service.listOrders(1));
    expect(restError).toBeInstanceOf(FetcherError);
    expect((restError as FetcherError).status).toBe(500);
    const graphqlError = await rejection(service.getProductBySlug('whey-protein-isolate'));
    expect(graphqlError).toBeInstanceOf(FetcherError);
    expect((graphqlError as FetcherError).status).toBe(502);
    expect((await rejection(service.addCartItem(null, chocolate1kg))) as FetcherError).toMatchObject({ status: 502 });
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

});

describe('orders (REST v2)', () => {
  it("lists the customer's orders newest first, filtered by customer_id on the store, with totals and item counts", async () => {
    const { service, requests } = setup();
    const { items: orders, hasNextPage } = await service.listOrders(1);
    expect(orders.map((order) => order.id)).toEqual([103, 102, 100]);
    expect(hasNextPage).toBe(false);
    expect(orders[1]).toMatchObject({
      id: 102,
      customerId: 1,
      status: 'Shipped',
      createdAt: '2024-05-20T12:15:00.000Z',
      subtotalCents: 15990,
      shippingCents: 0,
      totalCents: 15990,
      taxIncludedCents: 1454,
      itemCount: 2,
      lines: [],
    });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/stores/abc123/v2/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({ customer_id: '1', sort: 'date_created:desc', page: '1', limit: '20' });
  });

  /** Jane's 3 scenario orders plus `extra` older ones (one a day in 2023), and `incomplete` abandoned checkouts. */
  function manyOrders(store: Harness['store'], extra: number, incomplete: number[] = []) {
    const template = store.orders.find((order) => order.id === 100)!;
    for (let index = 0; index < extra; index += 1) {
      store.orders.push({
        ...template,
        id: 1000 + index,
        status_id: incomplete.includes(index) ? 0 : 10,
        date_created: new Date(Date.UTC(2023, 11, 31 - index)).toUTCString().replace('GMT', '+0000'),
      });
    }
  }

  it('pages through every order of a customer with more than a page of them, as v2 pages (page, limit)', async () => {
    const { service, store, requests } = setup();
    manyOrders(store, 42);
    const seen: number[] = [];
    const pages: { page: number; count: number; hasNextPage: boolean }[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await service.listOrders(1, page);
      pages.push({ page: result.page, count: result.items.length, hasNextPage: result.hasNextPage });
      seen.push(...result.items.map((order) => order.id));
      if (!result.hasNextPage) break;
    }
    expect(pages).toEqual([
      { page: 1, count: 20, hasNextPage: true },
      { page: 2, count: 20, hasNextPage: true },
      { page: 3, count: 5, hasNextPage: false },
    ]);
    // All 45, once each, newest first across the pages.
    expect(new Set(seen).size).toBe(45);
    expect(seen.slice(0, 4)).toEqual([103, 102, 100, 1000]);
    expect(seen.at(-1)).toBe(1041);
    expect(requests.map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual(
      [1, 2, 3].map((page) => ({ customer_id: '1', sort: 'date_created:desc', page: String(page), limit: '20' })),
    );
  });

  it('says a full last page may have more; the page after it is empty, and abandoned checkouts never end the paging early', async () => {
    const { service, store } = setup();
    manyOrders(store, 37, [5, 6]);
    const second = await service.listOrders(1, 2);
    expect(second).toMatchObject({ page: 2, perPage: 20, hasNextPage: true });
    expect(second.items).toHaveLength(20);
    const first = await service.listOrders(1, 1);
    // Two incomplete orders (status 0) are left out of the first page, which still says more follow.
    expect(first.items).toHaveLength(18);
    expect(first.hasNextPage).toBe(true);
    expect(await service.listOrders(1, 3)).toEqual({ items: [], page: 3, perPage: 20, hasNextPage: false });
    // Bigger pages, up to v2's 250; nonsense paging is the first page.
    expect((await service.listOrders(1, 1, 1000)).items).toHaveLength(38);
    expect(await service.listOrders(1, 0, 0)).toMatchObject({ page: 1, perPage: 20 });
  });

  it('answers an empty list when the store says 204 (no orders)', async () => {
    const { service, store } = setup();
    store.orders = [];
    expect(await service.listOrders(1)).toEqual({ items: [], page: 1, perPage: 20, hasNextPage: false });
    expect(await service.listOrders(0)).toEqual({ items: [], page: 1, perPage: 20, hasNextPage: false });
  });

  it('maps an order with its products, shipping address and totals', async () => {
    const { service } = setup();
    const order = await service.getOrder(102, 1);
    expect(order).toMatchObject({
      id: 102,
      status: 'Shipped',
      email: 'jane.smith@example.com',
      shippingMethod: 'Free Shipping',
      itemCount: 2,
      totalCents: 15990,
      shippingAddress: {
        firstName: 'Jane',
        lastName: 'Smith',
        address1: '12 Harbour Road',
        address2: 'Unit 4',
        city: 'Hobart',
        stateOrProvince: 'Tasmania',
        postalCode: '7000',
        countryCode: 'AU',
      },
    });
    expect(order.lines).toEqual([
      {
        productId: 191,
        variantId: 364,
        name: 'Whey Protein Isolate',
        sku: 'WPI-CHOC-2500G',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '2.5kg' },
        ],
        quantity: 1,
        unitPriceCents: 13995,
        totalCents: 13995,
      },
      expect.objectContaining({ productId: 192, variantId: 370, quantity: 1, unitPriceCents: 1995 }),
    ]);
  });

  it("answers another customer's order exactly like a missing one, without asking for its products", async () => {
    const { service, requests } = setup();
    const other = await commerceError(service.getOrder(101, 1));
    const missing = await commerceError(service.getOrder(999, 1));
    expect(other).toMatchObject({ code: 'not_found', status: 404, message: 'Order not found.' });
    expect(missing).toMatchObject({ code: 'not_found', status: 404, message: 'Order not found.' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/stores/abc123/v2/orders/101', '/stores/abc123/v2/orders/999']);
    expect((await commerceError(service.getOrder(0, 1))).code).toBe('not_found');
  });

  it('shows an order placed through the hosted checkout', async () => {
    const { service, store } = setup();
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 2 }], 2);
    const placed = store.placeOrder(cartId, { ...store.addresses[1] });
    const [newest] = (await service.listOrders(2)).items;
    expect(newest).toMatchObject({ id: placed.id, status: 'Awaiting Fulfillment', totalCents: 12990, itemCount: 2 });
    expect((await service.getOrder(placed.id, 2)).lines).toEqual([expect.objectContaining({ variantId: 362, quantity: 2 })]);
  });
});
