/**
 * @jest-environment node
 *
 * The account routes speak the wire of @bigcommerce/storefront-data-hooks: the library's own request builders
 * (the `fetcher` each dist hook exports) drive the real route handlers, so its useLogin, useLogout, useSignup
 * and address hooks would work against them unchanged.
 */
import { fetcher as addAddressFetcher } from '@bigcommerce/storefront-data-hooks/dist/address/use-add-address';
import { fetcher as addressesFetcher } from '@bigcommerce/storefront-data-hooks/dist/address/use-addresses';
import { fetcher as removeAddressFetcher } from '@bigcommerce/storefront-data-hooks/dist/address/use-remove-address';
import { fetcher as updateAddressFetcher } from '@bigcommerce/storefront-data-hooks/dist/address/use-update-address';
import type { FetcherOptions } from '@bigcommerce/storefront-data-hooks/dist/commerce/utils/types';
import { fetcher as loginFetcher } from '@bigcommerce/storefront-data-hooks/dist/use-login';
import { fetcher as logoutFetcher } from '@bigcommerce/storefront-data-hooks/dist/use-logout';
import { fetcher as signupFetcher } from '@bigcommerce/storefront-data-hooks/dist/use-signup';
import type { WireAddress, WireAddressPage } from '@/lib/accounts/address-wire';
import { issuePass } from '@/lib/captcha';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
const routes: Record<string, ServedRoute> = {};
let cookie = '';

beforeAll(async () => {
  const serve = async (path: string, module: Promise<unknown>) => (routes[path] = await serveRoute((await module) as RouteModule, path));
  await serve('/api/bigcommerce/customers/login', import('@/pages/api/bigcommerce/customers/login'));
  await serve('/api/bigcommerce/customers/logout', import('@/pages/api/bigcommerce/customers/logout'));
  await serve('/api/bigcommerce/customers/signup', import('@/pages/api/bigcommerce/customers/signup'));
  await serve('/api/bigcommerce/address', import('@/pages/api/bigcommerce/address'));
  await serve('/api/bigcommerce/customers', import('@/pages/api/bigcommerce/customers'));
  await resetSharedStateForTests();
});

afterAll(async () => {
  await Promise.all(Object.values(routes).map((route) => route.close()));
  env.cleanup();
});

/** What the library's CommerceProvider fetcher does: JSON body, `{ data }` unwrapped; plus a browser's cookie jar. */
async function send<T>({ url = '', method = 'GET', body }: FetcherOptions): Promise<T> {
  const [path, query = ''] = url.split('?');
  const route = routes[path];
  if (!route) throw new Error(`No route for ${url}`);
  const response = await route.request(method, `/${query ? `?${query}` : ''}`, { body, cookies: cookie ? { bn_session: cookie } : undefined });
  if (response.cookies.bn_session) cookie = response.cookies.bn_session.value;
  if (response.status >= 400) throw Object.assign(new Error(JSON.stringify(response.json)), { status: response.status });
  return ((response.json as { data?: T } | null)?.data ?? null) as T;
}

const address = {
  first_name: 'Wire',
  last_name: 'Tester',
  address1: '3 Hook St',
  city: 'Hobart',
  state_or_province: 'Tasmania',
  postal_code: '7000',
  country_code: 'AU',
  phone: '0400 000 000',
  address_type: 'residential' as const,
};

it("the library's sign-up, login, logout and address requests are answered by our routes", async () => {
  await signupFetcher(
    null,
    {
      firstName: 'Wire',
      lastName: 'Tester',
      email: 'wire@example.com',
      password: 'Str0ng!pass',
      // the form's other fields travel as the library's "other fields"
      ...({ confirm: 'Str0ng!pass', country: 'AU', state: 'Tasmania', suburb: 'Hobart', postcode: '7000', address1: '3 Hook St', phone: '0400 000 000', captchaToken: issuePass() } as object),
    },
    send,
  );
  expect(await send({ url: '/api/bigcommerce/customers' })).toEqual({ customer: expect.objectContaining({ email: 'wire@example.com' }) });

  await logoutFetcher(null, null, send);
  expect(await send({ url: '/api/bigcommerce/customers' })).toBeNull();

  await loginFetcher(null, { email: 'wire@example.com', password: 'Str0ng!pass' }, send);
  const me = (await send<{ customer: { entityId: number } }>({ url: '/api/bigcommerce/customers' })).customer;

  await addAddressFetcher(null, address, send);
  const list = (await addressesFetcher(null, { customerId: me.entityId, page: 1 }, send)) as unknown as WireAddressPage;
  expect(list.addresses).toHaveLength(2);
  const added = list.addresses[1] as WireAddress;
  expect(added).toMatchObject({ address1: '3 Hook St', customer_id: me.entityId });

  await updateAddressFetcher(null, { id: added.id, ...address, address1: '4 Hook St' } as never, send);
  await removeAddressFetcher(null, { id: list.addresses[0].id }, send);
  const after = (await addressesFetcher(null, { customerId: me.entityId, page: 1 }, send)) as unknown as WireAddressPage;
  expect(after.addresses.map((a) => a.address1)).toEqual(['4 Hook St']);

  // Without a customer id the library asks nothing and gets null.
  await expect(addressesFetcher(null, { customerId: undefined, page: 1 }, send)).resolves.toBeNull();
});
