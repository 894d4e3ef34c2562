/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { closeSharedState } from '@/lib/shared-state';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
let route: ServedRoute;
let ana: Record<string, string>;
let ben: Record<string, string>;

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/account/wishlist')) as RouteModule, '/api/account/wishlist');
  const commerce = await getCommerce();
  const make = async (email: string) =>
    (await commerce.createCustomer({ email, password: 'Str0ng!pass', firstName: 'Wish', lastName: 'Er', phone: '', company: '', addresses: [] })).entityId;
  ana = await sessionCookie({ customerId: await make('ana@example.com'), email: 'ana@example.com' });
  ben = await sessionCookie({ customerId: await make('ben@example.com'), email: 'ben@example.com' });
});

afterAll(async () => {
  await route.close();
  await closeSharedState();
  env.cleanup();
});

interface View {
  wishlistId: number | null;
  entries: { itemId: number; productId: number; variantId: number | null; slug: string; name: string; priceCents: number; inStock: boolean; options: unknown[] }[];
}
const viewOf = (json: unknown) => (json as { data: View }).data;

it('a guest is asked to sign in', async () => {
  const response = await route.request('GET', '/');
  expect(response.status).toBe(401);
  expect((await route.request('POST', '/', { body: { productId: 1, variantId: 1 } })).status).toBe(401);
});

it('saves variants once each, shows them with catalogue details, removes them; lists are per customer', async () => {
  const [product] = await (await getCommerce()).listProducts();
  const [first, second] = product.variants;
  expect(viewOf((await route.request('GET', '/', { cookies: ana })).json)).toEqual({ wishlistId: null, entries: [] });

  const saved = await route.request('POST', '/', { body: { productId: product.id, variantId: first.id }, cookies: ana });
  expect(saved.status).toBe(200);
  expect(saved.headers.get('cache-control')).toBe('private, no-store');
  const view = viewOf(saved.json);
  expect(view.entries).toEqual([
    expect.objectContaining({ productId: product.id, variantId: first.id, slug: product.slug, name: product.name, priceCents: first.priceCents, options: first.options, inStock: first.inventory > 0 && first.purchasable }),
  ]);
  await route.request('POST', '/', { body: { productId: product.id, variantId: first.id }, cookies: ana });
  const both = viewOf((await route.request('POST', '/', { body: { productId: product.id, variantId: second.id }, cookies: ana })).json);
  expect(both.entries.map((entry) => entry.variantId).sort()).toEqual([first.id, second.id].sort());
  expect(both.wishlistId).toBe(view.wishlistId);

  // Ben sees his own (empty) list and cannot remove Ana's item.
  expect(viewOf((await route.request('GET', '/', { cookies: ben })).json).entries).toEqual([]);
  const notHis = await route.request('DELETE', '/', { body: { itemId: both.entries[0].itemId }, cookies: ben });
  expect(viewOf(notHis.json).entries).toEqual([]);
  expect(viewOf((await route.request('GET', '/', { cookies: ana })).json).entries).toHaveLength(2);

  const removed = viewOf((await route.request('DELETE', '/', { body: { itemId: both.entries[0].itemId }, cookies: ana })).json);
  expect(removed.entries).toHaveLength(1);
});

it('refuses bad input with 400 and unknown products with 404', async () => {
  const [product] = await (await getCommerce()).listProducts();
  const bad = await route.request('POST', '/', { body: { productId: 'abc' }, cookies: ana });
  expect(bad.status).toBe(400);
  expect(bad.json).toEqual({ errors: [{ message: 'A product id is required.', code: 'invalid_input' }], requestId: bad.headers.get('x-request-id') });
  const message = (response: { json: unknown }) => (response.json as { errors: { message: string }[] }).errors.map((error) => error.message);
  const noProduct = await route.request('POST', '/', { body: { productId: 999_999, variantId: 1 }, cookies: ana });
  expect(noProduct.status).toBe(404);
  expect(message(noProduct)).toEqual(['That product is not in the catalogue.']);
  // Another product's variant, or none of the product's: the product is there, the option is not.
  const [other] = (await (await getCommerce()).listProducts()).filter((candidate) => candidate.id !== product.id);
  for (const variantId of [999_999, other.variants[0].id]) {
    const noOption = await route.request('POST', '/', { body: { productId: product.id, variantId }, cookies: ana });
    expect(noOption.status).toBe(404);
    expect(message(noOption)).toEqual(['That option of the product is not in the catalogue.']);
  }
  // A number past JSON's range is not a whole number: the field's own message, not the validation library's.
  const huge = await route.request('POST', '/', { body: `{"productId":${product.id},"variantId":1e400}`, cookies: ana });
  expect(huge.status).toBe(400);
  expect(message(huge)).toEqual(['A variant id must be a positive whole number.']);
  expect((await route.request('DELETE', '/', { body: {}, cookies: ana })).status).toBe(400);
});
