/** @jest-environment ./tests/support/msw-node-environment.ts */
// Jest's node environment plus msw (see tests/support/msw-node-environment.ts for why msw is loaded there).
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import * as queries from '@/lib/commerce/bigcommerce/queries';

const { LOGIN_MUTATION, PRODUCTS_BY_IDS_QUERY } = queries;
import { TEST_CONFIG } from '@/tests/support/bigcommerce/scenarios';
import { createContractChecker, GRAPHQL_SCHEMA_FILE, referenceDir, type CheckedRequest } from '@/tests/support/bigcommerce/contract';
import { createHarness } from '@/tests/support/bigcommerce/harness';

const checker = createContractChecker(TEST_CONFIG);
const v3 = `${TEST_CONFIG.apiUrl}/v3`;
const CART_ID = 'bc218c65-7a32-4ab7-8082-68730c074d02';

function rest(method: string, pathAndQuery: string, body?: unknown): CheckedRequest {
  return {
    method,
    url: `${v3}${pathAndQuery}`,
    headers: new Headers({ 'X-Auth-Token': TEST_CONFIG.accessToken, 'content-type': 'application/json' }),
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

function gql(query: string, variables: Record<string, unknown> = {}, token = TEST_CONFIG.storefrontToken): CheckedRequest {
  return {
    method: 'POST',
    url: TEST_CONFIG.storefrontApiUrl,
    headers: new Headers({ Authorization: `Bearer ${token}`, 'content-type': 'application/json' }),
    body: JSON.stringify({ query, variables }),
  };
}

/** Every operation the adapter uses. A new call must be added here, and so gets checked. */
const ADAPTER_OPERATIONS = [
  // REST only where the Storefront API has no equivalent: orders, the catalogue listing, the email look-up.
  'customers.v3.yml#getCustomers',
  'products_catalog.v3.yml#getProducts',
  'orders.v2.oas2.yml#getAllOrders',
  'orders.v2.oas2.yml#getAnOrder',
  'orders.v2.oas2.yml#getAllOrderProducts',
  'orders.v2.oas2.yml#getAllShippingAddresses',
  // Everything a shopper does: the Storefront GraphQL API.
  'graphql:ProductByPath',
  'graphql:ProductsByIds',
  'graphql:Cart',
  'graphql:CreateCart',
  'graphql:AddCartLineItems',
  'graphql:UpdateCartLineItem',
  'graphql:DeleteCartLineItem',
  'graphql:AssignCartToCustomer',
  'graphql:CreateCartRedirectUrls',
  'graphql:CheckoutCoupons',
  'graphql:ApplyCheckoutCoupon',
  'graphql:UnapplyCheckoutCoupon',
  'graphql:RegisterCustomer',
  'graphql:Login',
  'graphql:Customer',
  'graphql:CustomerAddresses',
  'graphql:AddCustomerAddress',
  'graphql:UpdateCustomerAddress',
  'graphql:DeleteCustomerAddress',
  'graphql:RequestResetPassword',
  'graphql:ResetPassword',
  'graphql:ChangePassword',
  'graphql:Wishlists',
  'graphql:CreateWishlist',
  'graphql:AddWishlistItems',
  'graphql:DeleteWishlistItems',
];

describe('contract: the adapter against the reference specs', () => {
  it('sends only requests the reference specs define, with valid bodies, over a full shopper journey', async () => {
    const harness = createHarness();
    const { service } = harness;

    await service.listProducts();
    await service.getProductBySlug('whey-protein-isolate');
    await service.getProductsByIds([191, 192]);
    await service.getCatalogueItems([191], [362]);
    await service.catalogueRevision();

    const cart = await service.addCartItem(null, { productId: 191, variantId: 362, quantity: 1 });
    await service.addCartItem(cart.id, { productId: 192, variantId: 370, quantity: 2 });
    const withGift = await service.addGiftCertificate(cart.id, {
      name: 'Happy Birthday',
      amountCents: 2550,
      theme: 'Celebration',
      sender: { name: 'Jane Smith', email: 'jane.smith@example.com' },
      recipient: { name: 'Tobi Day', email: 'tobi.day@example.com' },
    });
    const line = withGift.lineItems.physicalItems[0];
    await service.updateCartItem(cart.id, line.id, { productId: line.productId, variantId: line.variantId, quantity: 3 });
    await service.removeGiftCertificate(cart.id, withGift.lineItems.giftCertificates[0].id);
    await service.applyDiscountCode(cart.id, 'SAVE10');
    await service.removeDiscountCode(cart.id);
    await service.getCart(cart.id);

    const customer = await service.createCustomer({
      email: 'new.shopper@example.com',
      password: 'Sh0pper!x',
      firstName: 'New',
      lastName: 'Shopper',
      phone: '0400 000 009',
      company: 'Gym Co',
      addresses: [
        {
          firstName: 'New',
          lastName: 'Shopper',
          company: 'Gym Co',
          address1: '9 Beach Road',
          address2: '',
          city: 'Cronulla',
          stateOrProvince: 'New South Wales',
          postalCode: '2230',
          countryCode: 'AU',
          phone: '0400 000 009',
          addressType: 'residential',
        },
      ],
    });
    await service.verifyCredentials('new.shopper@example.com', 'Sh0pper!x');
    await service.getCustomer(customer.entityId);
    await service.findCustomerByEmail('new.shopper@example.com');
    await service.attachCartToCustomer(cart.id, customer.entityId);

    const list = await service.listAddresses(customer.entityId, 1);
    const address = await service.createAddress(customer.entityId, { ...list.items[0], address1: '10 Beach Road' });
    await service.updateAddress(customer.entityId, address.id, { ...list.items[0], address1: '11 Beach Road' });
    await service.deleteAddress(customer.entityId, address.id);
    await service.removeCartItem(cart.id, line.id);

    await service.getCheckoutUrl(cart.id, customer.entityId);

    await service.listOrders(1);
    await service.getOrder(102, 1);

    await service.requestPasswordReset('new.shopper@example.com', '/login/reset');
    const token = harness.store.resetTokens.get(customer.entityId)!;
    await service.resetPassword(customer.entityId, token, 'N3w-passw0rd');
    await service.changePassword(customer.entityId, 'N3w-passw0rd', 'N3wer-passw0rd');
    const wishlist = await service.createWishlist(customer.entityId, 'Stack', [{ productId: 191, variantId: 362 }]);
    const grown = await service.addWishlistItems(customer.entityId, wishlist.id, [{ productId: 192 }]);
    await service.removeWishlistItems(customer.entityId, wishlist.id, [grown.items[0].id]);
    await service.listWishlists(customer.entityId);

    expect(harness.problems()).toEqual([]);
    expect(harness.requests.every((request) => request.operation !== null)).toBe(true);
    expect([...harness.operations()].sort()).toEqual([...ADAPTER_OPERATIONS].sort());
    // Every REST operation named above exists in the reference specs.
    const defined = new Set(checker.operationIds);
    expect(ADAPTER_OPERATIONS.filter((id) => !id.startsWith('graphql:') && !defined.has(id))).toEqual([]);
  });

  it('validates every GraphQL document of the adapter against storefront-schema.graphql', () => {
    const schema = buildSchema(fs.readFileSync(path.join(referenceDir(), GRAPHQL_SCHEMA_FILE), 'utf8'));
    const documents = Object.values(queries as Record<string, unknown>).filter((value) => typeof value === 'string');
    expect(documents).toHaveLength(28);
    for (const document of documents) {
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    }
  });
});

describe('contract checker: it is not a rubber stamp', () => {
  it('accepts the reference spec’s own request examples', () => {
    expect(
      checker.check(
        rest('POST', '/carts', {
          customer_id: 0,
          line_items: [{ quantity: 2, product_id: 118, list_price: 25, variant_id: 140, name: 'shirt' }],
          channel_id: 1,
          currency: { code: 'AUD' },
          locale: 'en-AU',
        }),
      ),
    ).toEqual({ operation: 'carts.v3.yml#createCart', problems: [] });
    expect(checker.check(rest('PUT', `/carts/${CART_ID}`, { customer_id: 5, version: 1 })).problems).toEqual([]);
  });

  it('flags a request that matches no operation, so nothing goes unchecked', () => {
    expect(checker.check(rest('GET', '/orders'))).toMatchObject({ operation: null, problems: [expect.stringContaining('no operation')] });
    expect(checker.check(rest('PATCH', `/carts/${CART_ID}`, {})).operation).toBeNull();
    expect(
      checker.check({ method: 'GET', url: 'https://example.com/api', headers: new Headers(), body: '' }).problems[0],
    ).toContain('outside the BigCommerce APIs');
  });

  it('flags bodies that break the operation’s requestBody schema', () => {
    const badCart = checker.check(rest('POST', '/carts', { line_items: [{ quantity: 'two', product_id: 191 }] }));
    expect(badCart.problems.join('\n')).toMatch(/line_items\/0\/quantity must be number/);

    const badTheme = checker.check(
      rest('POST', `/carts/${CART_ID}/items`, {
        gift_certificates: [
          { name: 'x', theme: 'Halloween', amount: 10, quantity: 1, sender: { name: 'a' }, recipient: { name: 'b' } },
        ],
      }),
    );
    expect(badTheme.problems.join('\n')).toMatch(/theme must be equal to one of the allowed values/);

    const noEmail = checker.check(rest('POST', '/customers', [{ first_name: 'A', last_name: 'B' }]));
    expect(noEmail.problems.join('\n')).toMatch(/must have required property 'email'/);

    const badAddress = checker.check(rest('POST', '/customers/addresses', [{ first_name: 'A', country_code: 'AUS' }]));
    expect(badAddress.problems.join('\n')).toMatch(/country_code must NOT have more than 2 characters/);
    expect(badAddress.problems.join('\n')).toMatch(/must have required property 'customer_id'/);

    expect(checker.check(rest('POST', '/customers')).problems).toEqual([
      'customers.v3.yml#createCustomers requires a request body',
    ]);
    expect(checker.check(rest('GET', `/carts/${CART_ID}`, { any: 'thing' })).problems).toEqual([
      'carts.v3.yml#getCart defines no request body, but one was sent',
    ]);
  });

  it('flags undeclared query parameters, bad enum values and a missing token', () => {
    expect(checker.check(rest('GET', '/customers?email:like=jane')).problems).toEqual([
      'query parameter "email:like" is not defined for customers.v3.yml#getCustomers',
    ]);
    expect(checker.check(rest('GET', `/carts/${CART_ID}?include=redirect_urls,coupons`)).problems).toEqual([
      expect.stringContaining('"coupons" is not one of'),
    ]);
    expect(checker.check(rest('DELETE', '/customers/addresses')).problems).toEqual(['required query parameter "id:in" is missing']);
    const noToken = rest('GET', `/carts/${CART_ID}`);
    noToken.headers.delete('X-Auth-Token');
    expect(checker.check(noToken).problems).toEqual(['X-Auth-Token header missing or wrong']);
  });

  it('flags GraphQL documents and variables the schema does not accept', () => {
    expect(checker.check(gql(LOGIN_MUTATION, { email: 'a@example.com', password: 'x' }))).toEqual({
      operation: 'graphql:Login',
      problems: [],
    });
    expect(checker.check(gql('query Q { site { productz { edges { node { name } } } } }')).problems).toEqual([
      expect.stringContaining('Cannot query field "productz" on type "Site"'),
    ]);
    expect(checker.check(gql(PRODUCTS_BY_IDS_QUERY, { entityIds: ['one'], first: 1 })).problems).toEqual([
      expect.stringMatching(/^GraphQL variables: Variable "\$entityIds" .*"one"/),
    ]);
    expect(checker.check(gql(LOGIN_MUTATION, { email: 'a@example.com' })).problems).toEqual([
      expect.stringMatching(/^GraphQL variables: Variable "\$password" .*"String!"/),
    ]);
    expect(checker.check(gql(LOGIN_MUTATION, { email: 'a', password: 'b' }, 'wrong')).problems).toEqual([
      'Authorization: Bearer {storefrontToken} header missing or wrong',
    ]);
  });

  it('records a request that matches no operation as a problem, in the harness and in the fake', async () => {
    const harness = createHarness();
    const response = await harness.fetchImpl(`${v3}/orders`, { headers: { 'X-Auth-Token': TEST_CONFIG.accessToken } });
    expect(response.status).toBe(404);
    expect(harness.problems()).toEqual([`GET ${v3}/orders: no operation in the reference specs matches GET /v3/orders`]);
    expect(harness.fake.failures()).toEqual(['GET /stores/abc123/v3/orders: no operation in the reference specs matches GET /v3/orders']);
  });
});
