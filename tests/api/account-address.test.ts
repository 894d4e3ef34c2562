/** @jest-environment node */
import { messages } from '@/lib/accounts/fields';
import type { WireAddress, WireAddressPage } from '@/lib/accounts/address-wire';
import { getCommerce } from '@/lib/commerce';
import { MAX_SAVED_ADDRESSES } from '@/lib/commerce/address-limit';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import type { AddressInput } from '@/lib/commerce/types';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

const env = routeTestEnv();
let route: ServedRoute;
let alice: number;
let bob: number;
let bobsAddress: number;

const base: AddressInput = {
  firstName: 'Bob',
  lastName: 'Builder',
  company: '',
  address1: '9 Other St',
  address2: '',
  city: 'Hobart',
  stateOrProvince: 'Tasmania',
  postalCode: '7000',
  countryCode: 'AU',
  phone: '0400 111 222',
  addressType: 'residential',
};

function wire(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Alice',
    last_name: 'Lifter',
    company: 'Gym Pty Ltd',
    address1: '1 Main St',
    address2: '',
    city: 'Launceston',
    state_or_province: 'Tasmania',
    postal_code: '7250',
    country_code: 'AU',
    phone: '0400 000 000',
    address_type: 'residential',
    ...overrides,
  };
}

function snapshotAddresses(): string {
  return withRawDb(env.dataDir, (db) => JSON.stringify(db.prepare('SELECT * FROM addresses ORDER BY id').all()));
}

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/bigcommerce/address')) as RouteModule, '/api/bigcommerce/address');
  const commerce = await getCommerce();
  const create = (email: string) =>
    commerce.createCustomer({ email, password: 'Str0ng!pass', firstName: 'T', lastName: 'S', phone: '', company: '', addresses: [] });
  alice = (await create('alice@example.com')).entityId;
  bob = (await create('bob@example.com')).entityId;
  bobsAddress = (await commerce.createAddress(bob, base)).id;
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

describe('/api/bigcommerce/address', () => {
  it(`saves at most ${MAX_SAVED_ADDRESSES} addresses per account, then answers 409 with a clear message`, async () => {
    const carol = (await (await getCommerce()).createCustomer({ email: 'carol@example.com', password: 'Str0ng!pass', firstName: 'C', lastName: 'L', phone: '', company: '', addresses: [] })).entityId;
    const asCarol = await sessionCookie({ customerId: carol });
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) {
      expect((await route.request('POST', '/', { body: wire({ address1: `${i + 1} Full St` }), cookies: asCarol })).status).toBe(200);
    }
    const before = snapshotAddresses();
    const refused = await route.request('POST', '/', { body: wire({ address1: '51 Full St' }), cookies: asCarol });
    expect(refused.status).toBe(409);
    expect(firstError(refused.json)).toEqual({ message: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`, code: 'limit_reached' });
    expect(snapshotAddresses()).toBe(before);
    // Editing one of the 50 is still fine, and after deleting one a new one fits.
    const page = (await route.request('GET', '/?page=1', { cookies: asCarol })).json as { data: WireAddressPage };
    const first = page.data.addresses[0];
    expect((await route.request('PUT', '/', { body: { id: first.id, ...wire({ address1: '1 Edited St' }) }, cookies: asCarol })).status).toBe(200);
    expect((await route.request('DELETE', '/', { body: { id: first.id }, cookies: asCarol })).status).toBe(200);
    expect((await route.request('POST', '/', { body: wire({ address1: '51 Full St' }), cookies: asCarol })).status).toBe(200);
  });

  it('gives null to a guest and refuses guest writes with 401', async () => {
    expect((await route.request('GET', '/')).json).toEqual({ data: null });
    for (const [method, body] of [['POST', wire()], ['PUT', { id: bobsAddress, ...wire() }], ['DELETE', { id: bobsAddress }]] as const) {
      const response = await route.request(method, '/', { body });
      expect(response.status).toBe(401);
      expect(firstError(response.json).code).toBe('unauthenticated');
    }
  });

  it('adds, lists (with paging), updates and deletes the signed-in customer\'s own addresses', async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    const created = await route.request('POST', '/', { body: wire(), cookies: asAlice });
    expect(created.status).toBe(200);
    const address = (created.json as { data: WireAddress }).data;
    expect(address).toMatchObject({ customer_id: alice, first_name: 'Alice', city: 'Launceston', country: 'Australia', country_code: 'AU', address_type: 'residential' });

    for (let i = 0; i < 11; i += 1) await route.request('POST', '/', { body: wire({ address1: `${i + 2} Main St` }), cookies: asAlice });
    const first = (await route.request('GET', '/?page=1', { cookies: asAlice })).json as { data: WireAddressPage };
    expect(first.data.addresses).toHaveLength(10);
    expect(first.data.pagination).toEqual({ total: 12, count: 10, per_page: 10, total_pages: 2, pages: { current: 1, next: 2 } });
    const second = (await route.request('GET', '/?page=2', { cookies: asAlice })).json as { data: WireAddressPage };
    expect(second.data.addresses.map((a) => a.address1)).toEqual(['11 Main St', '12 Main St']);
    expect(second.data.pagination.pages).toEqual({ current: 2, previous: 1 });
    expect(second.data.addresses.every((a) => a.customer_id === alice)).toBe(true);

    const updated = await route.request('PUT', '/', {
      body: { id: address.id, ...wire({ country_code: 'NZ', state_or_province: 'Auckland Region', city: 'Auckland', postal_code: '1010' }) },
      cookies: asAlice,
    });
    expect(updated.status).toBe(200);
    expect((updated.json as { data: WireAddress }).data).toMatchObject({ id: address.id, country: 'New Zealand', state_or_province: 'Auckland Region' });

    const removed = await route.request('DELETE', '/', { body: { id: address.id }, cookies: asAlice });
    expect(removed.status).toBe(200);
    await expect((await getCommerce()).getAddress(alice, address.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it("answers 404 for another customer's address on read-modify-delete, and changes nothing (IDOR)", async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    const before = snapshotAddresses();
    const update = await route.request('PUT', '/', { body: { id: bobsAddress, ...wire({ address1: 'Hijacked' }) }, cookies: asAlice });
    expect(update.status).toBe(404);
    const remove = await route.request('DELETE', '/', { body: { id: bobsAddress }, cookies: asAlice });
    expect(remove.status).toBe(404);
    expect(snapshotAddresses()).toBe(before);
    const list = (await route.request('GET', '/', { cookies: asAlice })).json as { data: WireAddressPage };
    expect(list.data.addresses.some((a) => a.id === bobsAddress)).toBe(false);
    await expect((await getCommerce()).getAddress(bob, bobsAddress)).resolves.toMatchObject({ address1: '9 Other St' });
  });

  it('requires an id to remove or update an address, with a clear message', async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    for (const body of [{}, { id: null }, { id: 'abc' }, { id: 0 }, undefined]) {
      const response = await route.request('DELETE', '/', { body, cookies: asAlice });
      expect(response.status).toBe(400);
      expect(firstError(response.json).message).toBe(messages.removeAddressId);
    }
    const update = await route.request('PUT', '/', { body: wire(), cookies: asAlice });
    expect(update.status).toBe(400);
    expect(firstError(update.json).message).toBe(messages.updateAddressId);
  });

  it('validates with the sign-up field rules: AU needs one of the 8 states, NZ takes free text', async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    const before = snapshotAddresses();
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, messages.firstName],
      [{ postal_code: 'ABC' }, messages.postcodeDigits],
      [{ state_or_province: '' }, messages.state],
      [{ city: '' }, messages.suburb],
      [{ phone: '' }, messages.phone],
      [{ address1: '' }, messages.address1],
    ];
    for (const [overrides, message] of cases) {
      const response = await route.request('POST', '/', { body: wire(overrides), cookies: asAlice });
      expect({ overrides, status: response.status, message: firstError(response.json).message }).toEqual({ overrides, status: 400, message });
    }
    expect(snapshotAddresses()).toBe(before);
    const nz = await route.request('POST', '/', { body: wire({ country_code: 'NZ', state_or_province: '' }), cookies: asAlice });
    expect(nz.status).toBe(200);
  });

  it.each(hostileJsonCases(wire()))('hostile JSON, %s: a 4xx or the keys ignored, never a 500', async (_name, text, expected) => {
    const cookies = await sessionCookie({ customerId: alice });
    const created = await route.request('POST', '/', { body: text, cookies });
    expectHostileHandled(created, expected);
    if (created.status === 200) expect((created.json as { data: { first_name: string } }).data.first_name).toBe(wire().first_name);
    for (const method of ['PUT', 'DELETE']) {
      const body = text.replace('{', `{"id":${bobsAddress},`);
      const before = snapshotAddresses();
      expectHostileHandled(await route.request(method, '/', { body, cookies }), expected);
      expect(snapshotAddresses()).toBe(before); // bob's address stays bob's
    }
  });

  it('refuses a cross-site delete with 403', async () => {
    const asBob = await sessionCookie({ customerId: bob });
    const response = await route.request('DELETE', '/', { body: { id: bobsAddress }, cookies: asBob, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    await expect((await getCommerce()).getAddress(bob, bobsAddress)).resolves.toBeTruthy();
  });
});
