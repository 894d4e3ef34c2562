/**
 * Named scenarios for the BigCommerce adapter's unit tests (the hydrogen `e2e/fixtures/msw` idea): a healthy
 * store is the fake BigCommerce (tests/support/fake-bigcommerce) answering in-process; a scenario puts msw
 * handlers in front of it for the failures a real store shows (expired carts, stock refusals, conflicts,
 * outages, hanging connections, revoked credentials).
 */
import type { RequestHandler } from 'msw';
import type { BigCommerceConfig } from '@/lib/commerce/bigcommerce/client';
import { createFakeBigCommerce, type FakeBigCommerce, type FakeOptions } from '../fake-bigcommerce';
import type { FakeStore } from '../fake-bigcommerce/store';
import { errorBody } from '../fake-bigcommerce/rest';
import { getMsw } from '../msw';

export const TEST_CONFIG: BigCommerceConfig = {
  storeHash: 'abc123',
  accessToken: 'test-access-token',
  storefrontToken: 'test-storefront-token',
  channelId: 1,
  apiUrl: 'https://api.bigcommerce.com/stores/abc123',
  storefrontApiUrl: 'https://store-abc123-1.mybigcommerce.com/graphql',
};

export type BigCommerceStore = FakeStore;

function json(body: unknown, status = 200): Response {
  return getMsw().HttpResponse.json(body as Record<string, unknown>, { status });
}

/** A GraphQL answer as a plain Response (msw's typed GraphQL resolvers accept one as it is). */
function graphqlAnswer(body: { data: unknown; errors?: { message: string; path?: string[] }[] }): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function errorResponse(status: number, title: string): Response {
  return json(errorBody(status, title), status);
}

/* ------------------------------------------------------------- scenarios */

interface ScenarioContext {
  store: BigCommerceStore;
  config: BigCommerceConfig;
}

interface ScenarioDefinition {
  description: string;
  /** Handlers placed before the healthy store's, so they win. */
  overrides(context: ScenarioContext): RequestHandler[];
}

/** Every REST path of the store (v2 and v3). */
function restBase(config: BigCommerceConfig): string {
  return config.apiUrl.replace(/\/+$/, '');
}

export const SCENARIOS = {
  storefront: {
    description: 'A healthy store: two products, two customers with one address each, no carts yet.',
    overrides: () => [],
  },
  expiredCart: {
    description: 'Every cart id is unknown to the store (expired or deleted): the cart reads null, cart mutations fail "Cart not found".',
    overrides: ({ config }) => {
      const { graphql } = getMsw();
      const api = graphql.link(config.storefrontApiUrl);
      const gone = (field: string) => () =>
        graphqlAnswer({ data: { cart: { [field]: null } }, errors: [{ message: 'Cart not found', path: ['cart', field] }] });
      return [
        api.query('Cart', () => graphqlAnswer({ data: { site: { cart: null } } })),
        api.mutation('AddCartLineItems', gone('addCartLineItems')),
        api.mutation('UpdateCartLineItem', gone('updateCartLineItem')),
        api.mutation('DeleteCartLineItem', gone('deleteCartLineItem')),
      ];
    },
  },
  outOfStock: {
    description: 'Every add or quantity change is refused for stock (a GraphQL error, as the Storefront API answers).',
    overrides: ({ config }) => {
      const { graphql } = getMsw();
      const api = graphql.link(config.storefrontApiUrl);
      const refuse = (field: string) => () =>
        graphqlAnswer({
          data: { cart: { [field]: null } },
          errors: [{ message: 'Not enough stock: Whey Protein Isolate (SKU: WPI-CHOC-1KG) is out of stock.', path: ['cart', field] }],
        });
      return [
        api.mutation('CreateCart', refuse('createCart')),
        api.mutation('AddCartLineItems', refuse('addCartLineItems')),
        api.mutation('UpdateCartLineItem', refuse('updateCartLineItem')),
      ];
    },
  },
  cartConflict: {
    description: 'Cart writes lose a race with another change of the same cart.',
    overrides: ({ config }) => {
      const { graphql } = getMsw();
      const api = graphql.link(config.storefrontApiUrl);
      const conflict = (field: string) => () =>
        graphqlAnswer({
          data: { cart: { [field]: null } },
          errors: [
            { message: 'The request cannot be processed due to a possible conflict. Please review the changes and try again.', path: ['cart', field] },
          ],
        });
      return [api.mutation('UpdateCartLineItem', conflict('updateCartLineItem')), api.mutation('AssignCartToCustomer', conflict('assignCartToCustomer'))];
    },
  },
  storeUnavailable: {
    description: 'BigCommerce is down: REST answers 500, the GraphQL endpoint 502 with an HTML page.',
    overrides: ({ config }) => {
      const { http, HttpResponse } = getMsw();
      return [
        http.all(`${restBase(config)}/*`, () => errorResponse(500, 'Internal Server Error')),
        http.post(
          config.storefrontApiUrl,
          () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
        ),
      ];
    },
  },
  slowStore: {
    description: 'BigCommerce accepts connections but never answers (the fetch wrapper times out).',
    overrides: ({ config }) => {
      const { http, delay } = getMsw();
      const hang = async () => {
        await delay('infinite');
        return errorResponse(504, 'unreachable');
      };
      return [http.all(`${restBase(config)}/*`, hang), http.post(config.storefrontApiUrl, hang)];
    },
  },
  credentialsRevoked: {
    description: 'The API account and storefront token were revoked: everything answers 401.',
    overrides: ({ config }) => {
      const { http } = getMsw();
      return [
        http.all(`${restBase(config)}/*`, () => errorResponse(401, 'Unauthorized')),
        http.post(config.storefrontApiUrl, () => errorResponse(401, 'Unauthorized')),
      ];
    },
  },
} satisfies Record<string, ScenarioDefinition>;

export type ScenarioName = keyof typeof SCENARIOS;

export interface Scenario {
  name: ScenarioName;
  store: BigCommerceStore;
  /** The healthy store behind the scenario's handlers. */
  fake: FakeBigCommerce;
  /** The scenario's own handlers, asked first; a request none of them answers goes to the fake. */
  handlers: RequestHandler[];
}

export function createScenario(
  name: ScenarioName = 'storefront',
  config: BigCommerceConfig = TEST_CONFIG,
  fakeOptions: Partial<FakeOptions> = {},
): Scenario {
  const fake = createFakeBigCommerce({
    seed: 'scenario',
    origin: 'https://store-abc123-1.mybigcommerce.com',
    apiUrl: config.apiUrl,
    storefrontApiUrl: config.storefrontApiUrl,
    accessToken: config.accessToken,
    storefrontToken: config.storefrontToken,
    storeHash: config.storeHash,
    channelId: config.channelId,
    // The unit tests make many REST calls in a row; the quota has its own tests.
    quota: { requests: 100_000 },
    ...fakeOptions,
  });
  const definition: ScenarioDefinition = SCENARIOS[name];
  return { name, store: fake.store, fake, handlers: definition.overrides({ store: fake.store, config }) };
}
