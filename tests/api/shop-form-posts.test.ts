/** @jest-environment node */
// A light proof of work keeps the sign-ups quick; the difficulty itself is measured by `npm run bench`.
process.env.CAPTCHA_POW_COST = '500';
process.env.CAPTCHA_POW_COUNTER = '40';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { messages } from '@/lib/accounts/fields';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { getCommerce } from '@/lib/commerce';
import { INVALID_PENDING_SAVE } from '@/lib/accounts/pending-save';
import { UNAVAILABLE_COMBINATION } from '@/lib/commerce/product-form';
import { FLASH_COOKIE } from '@/lib/http/flash';
import { pageFlash } from '../helpers/page-flash';
import { SIGNED_OUT } from '@/pages/api/bigcommerce/customers/logout';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { solveAltcha } from '../support/altcha';
import { serveRoute, sessionCookie, type RouteModule, type RouteResponse, type ServedRoute } from '../helpers/serve-route';

/**
 * The shop's forms as a browser posts them without JavaScript: the product page's add (options resolved by the
 * server), the wish list heart (a guest goes to sign-in and back), the address forms (their own field names) and
 * sign-up (its captcha answer in the same post; none at all: the sentence that the check needs JavaScript).
 */
const env = routeTestEnv();
const routes: Record<string, ServedRoute> = {};
let customerId: number;

beforeAll(async () => {
  const serve = async (path: string, load: () => Promise<unknown>) => {
    routes[path] = await serveRoute((await load()) as RouteModule, path);
  };
  await serve('/api/bigcommerce/cart', () => import('@/pages/api/bigcommerce/cart'));
  await serve('/api/account/wishlist', () => import('@/pages/api/account/wishlist'));
  await serve('/api/bigcommerce/address', () => import('@/pages/api/bigcommerce/address'));
  await serve('/api/bigcommerce/customers/signup', () => import('@/pages/api/bigcommerce/customers/signup'));
  await serve('/api/captcha/challenge', () => import('@/pages/api/captcha/challenge'));
  await serve('/api/bigcommerce/customers/logout', () => import('@/pages/api/bigcommerce/customers/logout'));
  await serve('/api/stock-alerts', () => import('@/pages/api/stock-alerts'));
  await serve('/api/bigcommerce/customers/login', () => import('@/pages/api/bigcommerce/customers/login'));
  const commerce = await getCommerce();
  customerId = (await commerce.createCustomer({ email: 'forms@example.com', password: 'Str0ng!pass', firstName: 'F', lastName: 'P', phone: '', company: '', addresses: [] })).entityId;
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await Promise.all(Object.values(routes).map((route) => route.close()));
  env.cleanup();
});

/** The flash the next page reads, the way its getServerSideProps does. */
async function flashOf(response: RouteResponse) {
  const cookie = response.cookies[FLASH_COOKIE]?.value;
  return cookie ? (await pageFlash(cookie)).flash : null;
}

const PRODUCT_PAGE = '/products/whey-protein-isolate';
/** A browser's form post to `path`, made on the page `page` of the same site (its Referer). */
function post(path: string, form: Record<string, string>, page: string, cookies?: Record<string, string>) {
  const route = routes[path];
  return route.request('POST', '/', { form, headers: { referer: `${route.url}${page}` }, cookies });
}

describe("the product page's add form", () => {
  it('adds the variant of the options chosen, in the quantity typed, and goes on to the cart with a notice', async () => {
    const response = await post('/api/bigcommerce/cart', { _form: 'add-to-cart-101', productId: '101', 'options.Flavour': 'Vanilla', 'options.Package Size': '1kg', quantity: '2' }, PRODUCT_PAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const cartId = response.cookies.bc_cartId.value;
    const cart = await (await getCommerce()).getCart(cartId);
    expect(cart?.lineItems.physicalItems.map((line) => [line.variantId, line.quantity])).toEqual([[10102, 2]]);
    expect(await flashOf(response)).toEqual({ message: 'Added Whey Protein Isolate Vanilla 1kg to your cart' });
  });

  it('adds a product without options (no radios, so no options posted): its variant, as the page shows it', async () => {
    const response = await post('/api/bigcommerce/cart', { _form: 'add-to-cart-105', productId: '105', quantity: '3' }, '/products/shaker');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.physicalItems.map((line) => [line.variantId, line.quantity])).toEqual([[10501, 3]]);
    expect(await flashOf(response)).toEqual({ message: 'Added Shaker to your cart' });
  });

  it('takes a quick add button\'s variant id', async () => {
    const response = await post('/api/bigcommerce/cart', { productId: '101', variantId: '10101', quantity: '1' }, PRODUCT_PAGE);
    expect(response.status).toBe(303);
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.physicalItems.map((line) => line.variantId)).toEqual([10101]);
  });

  it("adds the minimum per order a quick add button posts, and says it is the minimum (not the stock) that refuses fewer", async () => {
    // The Protein Bar Box is sold two at a time; a listing's quick add posts its minimum.
    const listing = '/search-results-page?q=bar';
    const added = await post('/api/bigcommerce/cart', { _form: 'quick-add-103', productId: '103', variantId: '10301', quantity: '2' }, listing);
    expect(added.status).toBe(303);
    const cart = await (await getCommerce()).getCart(added.cookies.bc_cartId.value);
    expect(cart?.lineItems.physicalItems.map((line) => [line.variantId, line.quantity])).toEqual([[10301, 2]]);
    expect(await flashOf(added)).toEqual({ message: 'Added Protein Bar Box Choc Peanut to your cart' });

    const refused = await post('/api/bigcommerce/cart', { _form: 'quick-add-103', productId: '103', variantId: '10301', quantity: '1' }, listing);
    expect(refused.headers.get('location')).toBe('/cart');
    expect(refused.cookies.bc_cartId).toBeUndefined();
    expect(await flashOf(refused)).toEqual({ message: 'You can only purchase a minimum of 2 of Protein Bar Box per order' });
  });

  it.each([
    [{ productId: '101', 'options.Flavour': 'Vanilla', 'options.Package Size': '3kg' }, UNAVAILABLE_COMBINATION],
    [{ productId: '101', quantity: '1' }, UNAVAILABLE_COMBINATION],
    [{ productId: '101', 'options.Flavour': 'Vanilla', 'options.Package Size': '1kg', quantity: 'two' }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: 'x', variantId: '10101' }, 'The item needs a productId: a whole number above 0.'],
  ])('sends %p on to the cart page with the reason, nothing added (the static product page could not show it)', async (form, message) => {
    const response = await post('/api/bigcommerce/cart', { _form: 'add-to-cart-101', ...form }, PRODUCT_PAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.cookies.bc_cartId).toBeUndefined();
    expect(await flashOf(response)).toEqual({ message });
  });

  it('answers a script\'s JSON add as before', async () => {
    const response = await routes['/api/bigcommerce/cart'].request('POST', '/', { body: { item: { productId: 101, variantId: 10101, quantity: 1 } } });
    expect(response.status).toBe(200);
    expect((response.json as { data: { line_items: { physical_items: unknown[] } } }).data.line_items.physical_items).toHaveLength(1);
  });
});

describe('the wish list heart', () => {
  it("sends a guest to sign in, coming back to the product with the chosen variant", async () => {
    const response = await post('/api/account/wishlist', { productId: '101', 'options.Flavour': 'Vanilla', 'options.Package Size': '1kg', quantity: '1' }, PRODUCT_PAGE);
    expect(response.status).toBe(303);
    // The save waits for sign-in (the sign-in route makes it), then the wish list page says so.
    expect(response.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/account/wishlist')}&save=101-10102`);
  });

  it('saves the chosen variant for a customer and shows the wish list with a notice', async () => {
    const response = await post('/api/account/wishlist', { productId: '101', variantId: '10102' }, PRODUCT_PAGE, await sessionCookie({ customerId }));
    expect(response.headers.get('location')).toBe('/account/wishlist');
    expect(await flashOf(response)).toEqual({ message: 'Saved Whey Protein Isolate Vanilla 1kg to your wish list' });
    const list = await (await getCommerce()).listWishlists(customerId);
    expect(list.flatMap((wishlist) => wishlist.items.map((item) => item.variantId))).toContain(10102);
  });

  it('removes an item from the wish list page and comes back saying which; a second post of the stale page says it is gone', async () => {
    const cookies = await sessionCookie({ customerId });
    await post('/api/account/wishlist', { productId: '101', variantId: '10101' }, PRODUCT_PAGE, cookies);
    const commerce = await getCommerce();
    const item = (await commerce.listWishlists(customerId)).flatMap((wishlist) => wishlist.items).find((candidate) => candidate.variantId === 10101)!;
    const remove = { _form: `wishlist-remove-${item.id}`, _method: 'DELETE', itemId: String(item.id) };
    const response = await post('/api/account/wishlist', remove, '/account/wishlist', cookies);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/wishlist');
    expect((await flashOf(response)).message).toBe('Removed Whey Protein Isolate (Chocolate, 1kg) from your wish list.');
    expect((await commerce.listWishlists(customerId)).flatMap((wishlist) => wishlist.items.map((saved) => saved.id))).not.toContain(item.id);
    const again = await post('/api/account/wishlist', remove, '/account/wishlist', cookies);
    expect(again.headers.get('location')).toBe('/account/wishlist');
    expect((await flashOf(again)).message).toBe('That item is no longer in your wish list.');
  });

  it('sends a choice that names no variant on to the wish list page with the reason (the static product page could not show it)', async () => {
    const response = await post('/api/account/wishlist', { productId: '101', 'options.Flavour': 'Vanilla', 'options.Package Size': '3kg' }, PRODUCT_PAGE, await sessionCookie({ customerId }));
    expect(response.headers.get('location')).toBe('/account/wishlist');
    expect(await flashOf(response)).toEqual({ message: UNAVAILABLE_COMBINATION });
  });
});

describe('sign-in with a pending wish list save (`save`: a guest pressed a heart)', () => {
  const LOGIN_PAGE = `/login?returnTo=${encodeURIComponent('/account/wishlist')}&save=101-10103`;
  const signIn = (email: string, save: string) => post('/api/bigcommerce/customers/login', { _form: 'login', returnTo: '/account/wishlist', email, password: 'Str0ng!pass', save }, LOGIN_PAGE);
  const savedVariants = async (id: number) => (await (await getCommerce()).listWishlists(id)).flatMap((wishlist) => wishlist.items.map((item) => item.variantId));
  const customer = async (email: string) => (await (await getCommerce()).createCustomer({ email, password: 'Str0ng!pass', firstName: 'S', lastName: 'P', phone: '', company: '', addresses: [] })).entityId;

  it('a form post signs in, saves the variant once, and goes on to the return path with a notice', async () => {
    const id = await customer('pending-form@example.com');
    const response = await signIn('pending-form@example.com', '101-10103');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/wishlist');
    expect(response.cookies.bn_session?.value).toBeTruthy();
    expect(await flashOf(response)).toEqual({ message: 'Saved Whey Protein Isolate Chocolate 2.5kg to your wish list' });
    expect(await savedVariants(id)).toEqual([10103]);
    // Signing in again with the same pending save does not save it twice.
    await signIn('pending-form@example.com', '101-10103');
    expect(await savedVariants(id)).toEqual([10103]);
  });

  it('a script call (JSON) makes the same save and says so in its answer', async () => {
    const id = await customer('pending-json@example.com');
    const response = await routes['/api/bigcommerce/customers/login'].request('POST', '/', { body: { email: 'pending-json@example.com', password: 'Str0ng!pass', save: '101-10102' } });
    expect(response.status).toBe(200);
    expect((response.json as { data: { save: unknown } }).data.save).toEqual({ saved: true, message: 'Saved Whey Protein Isolate Vanilla 1kg to your wish list' });
    expect(await savedVariants(id)).toEqual([10102]);
  });

  it('a variant that is not in the shop (or not of that product) still signs in, saves nothing and says why', async () => {
    const id = await customer('pending-unknown@example.com');
    for (const save of ['101-999999', '999999-10102', '101-20201']) {
      const response = await signIn('pending-unknown@example.com', save);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/account/wishlist');
      expect(response.cookies.bn_session?.value).toBeTruthy();
      expect(await flashOf(response)).toEqual({ message: 'You are signed in, but that item is no longer in our shop, so it was not saved.' });
    }
    const json = await routes['/api/bigcommerce/customers/login'].request('POST', '/', { body: { email: 'pending-unknown@example.com', password: 'Str0ng!pass', save: '101-999999' } });
    expect(json.status).toBe(200);
    expect((json.json as { data: { save: { saved: boolean } } }).data.save.saved).toBe(false);
    expect(await savedVariants(id)).toEqual([]);
  });

  it('a save that is not two whole ids is refused with 400 before the password is checked: no sign-in, nothing saved', async () => {
    const id = await customer('pending-bad@example.com');
    for (const save of ['abc', '10102', '101-', '-101-10102', '101-1e3', '0-10102', '101-10102; x', '1'.repeat(16) + '-10102']) {
      const json = await routes['/api/bigcommerce/customers/login'].request('POST', '/', { body: { email: 'pending-bad@example.com', password: 'Str0ng!pass', save } });
      expect(json.status).toBe(400);
      expect(json.json).toEqual({ errors: [{ message: INVALID_PENDING_SAVE, code: 'invalid_input' }], requestId: json.headers.get('x-request-id') });
      expect(json.cookies.bn_session).toBeUndefined();
    }
    expect((await routes['/api/bigcommerce/customers/login'].request('POST', '/', { body: { email: 'pending-bad@example.com', password: 'Str0ng!pass', save: ['101-10102'] } })).status).toBe(200);
    // A form post comes back to the sign-in page with the message (and the email kept), not signed in.
    const form = await signIn('pending-bad@example.com', 'not-a-number');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(LOGIN_PAGE);
    expect(form.cookies.bn_session).toBeUndefined();
    expect(await flashOf(form)).toEqual(expect.objectContaining({ errors: [{ message: INVALID_PENDING_SAVE }], form: 'login' }));
    expect(await savedVariants(id)).toEqual([10102]);
  });

  it('an empty save is no save: plain sign-in', async () => {
    const response = await routes['/api/bigcommerce/customers/login'].request('POST', '/', { body: { email: 'pending-bad@example.com', password: 'Str0ng!pass', save: '' } });
    expect(response.status).toBe(200);
    expect((response.json as { data: Record<string, unknown> }).data).not.toHaveProperty('save');
  });
});

describe('the address forms', () => {
  const address = { firstName: 'Quinn', lastName: 'Posted', company: '', phone: '0400 111 222', address1: '9 Postbox Road', address2: '', suburb: 'Hobart', country: 'AU', state: 'Tasmania', postcode: '7000' };

  it("adds, edits and deletes with the form's own field names, each time back to the list with a notice", async () => {
    const cookies = await sessionCookie({ customerId });
    const added = await post('/api/bigcommerce/address', { _form: 'address', ...address }, '/account/add-address', cookies);
    expect(added.headers.get('location')).toBe('/account/addresses');
    expect(await flashOf(added)).toEqual({ message: messages.addressSaved });
    const commerce = await getCommerce();
    const [saved] = (await commerce.listAddresses(customerId, 1)).items.filter((item) => item.address1 === '9 Postbox Road');
    expect(saved).toMatchObject({ city: 'Hobart', stateOrProvince: 'Tasmania', postalCode: '7000' });

    const edited = await post('/api/bigcommerce/address', { _form: 'address', _method: 'PUT', id: String(saved.id), ...address, suburb: 'Sandy Bay' }, `/account/edit-address?addressId=${saved.id}`, cookies);
    expect(edited.headers.get('location')).toBe('/account/addresses');
    expect((await commerce.getAddress(customerId, saved.id)).city).toBe('Sandy Bay');

    const deleted = await post('/api/bigcommerce/address', { _method: 'DELETE', id: String(saved.id) }, '/account/addresses', cookies);
    expect(deleted.headers.get('location')).toBe('/account/addresses');
    expect(await flashOf(deleted)).toEqual({ message: messages.addressDeleted });
    expect((await commerce.listAddresses(customerId, 1)).items.some((item) => item.id === saved.id)).toBe(false);
  });

  it('takes the State that goes with the country: the list in Australia, the typed region elsewhere', async () => {
    const cookies = await sessionCookie({ customerId });
    const commerce = await getCommerce();
    // Both controls are in the page and both are posted; the hidden one may still hold a choice made before.
    const nz = { ...address, address1: '3 Harbour Lane', country: 'NZ', state: 'Tasmania', region: 'Auckland', postcode: '1010' };
    expect((await post('/api/bigcommerce/address', { _form: 'address', ...nz }, '/account/add-address', cookies)).headers.get('location')).toBe('/account/addresses');
    const au = { ...address, address1: '4 Wharf Street', region: 'Auckland' };
    expect((await post('/api/bigcommerce/address', { _form: 'address', ...au }, '/account/add-address', cookies)).headers.get('location')).toBe('/account/addresses');
    const saved = (await commerce.listAddresses(customerId, 1)).items;
    expect(saved.find((item) => item.address1 === '3 Harbour Lane')).toMatchObject({ countryCode: 'NZ', stateOrProvince: 'Auckland' });
    expect(saved.find((item) => item.address1 === '4 Wharf Street')).toMatchObject({ countryCode: 'AU', stateOrProvince: 'Tasmania' });
  });

  it('sends a refused address back to its form with the field named and the values kept', async () => {
    const response = await post('/api/bigcommerce/address', { _form: 'address', ...address, lastName: '' }, '/account/add-address', await sessionCookie({ customerId }));
    expect(response.headers.get('location')).toBe('/account/add-address');
    const flash = await flashOf(response);
    expect(flash).toMatchObject({ form: 'address', errors: [{ message: messages.lastName, field: 'lastName' }] });
    expect(flash.values).toMatchObject({ firstName: 'Quinn', address1: '9 Postbox Road' });
  });
});

describe('sign-up', () => {
  const values = {
    _form: 'signup', firstName: 'Nova', lastName: 'Script', email: 'nova@example.com', phone: '0400 123 456', company: '', address1: '1 Plain Street', address2: '',
    suburb: 'Launceston', country: 'AU', state: 'Tasmania', postcode: '7250', password: 'Str0ng!pass', confirm: 'Str0ng!pass', newsletter: 'true',
  };

  it('without a captcha answer (JavaScript off) comes back saying the check needs JavaScript, every value kept but the passwords', async () => {
    const response = await post('/api/bigcommerce/customers/signup', values, '/create-account');
    expect(response.headers.get('location')).toBe('/create-account');
    const flash = await flashOf(response);
    expect(flash.errors).toEqual([{ message: messages.captchaNeedsScript }]);
    expect(flash.values).toMatchObject({ email: 'nova@example.com', firstName: 'Nova', postcode: '7250', newsletter: 'true' });
    expect(flash.values.password).toBeUndefined();
    expect(await (await getCommerce()).findCustomerByEmail('nova@example.com')).toBeNull();
  });

  it("creates the account in one post with the widget's answer, and goes on to the orders", async () => {
    const challenge = (await routes['/api/captcha/challenge'].request('GET', '/')).json as { data: CaptchaChallenge };
    const captcha = await solveAltcha(challenge.data);
    const response = await post('/api/bigcommerce/customers/signup', { ...values, email: 'nova2@example.com', captcha }, '/create-account');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/orders');
    // The answer is spent: the same one again is refused.
    const again = await post('/api/bigcommerce/customers/signup', { ...values, email: 'nova3@example.com', captcha }, '/create-account');
    expect(again.headers.get('location')).toBe('/create-account');
    expect((await flashOf(again)).errors).toEqual([{ message: messages.captcha }]);
  });

  it('with a wish list save carried from sign-in: makes the account, saves the variant, goes on to the return path saying so', async () => {
    const challenge = (await routes['/api/captcha/challenge'].request('GET', '/')).json as { data: CaptchaChallenge };
    const captcha = await solveAltcha(challenge.data);
    const page = `/create-account?returnTo=${encodeURIComponent('/account/wishlist')}&save=101-10103`;
    const response = await post('/api/bigcommerce/customers/signup', { ...values, email: 'nova-save@example.com', captcha, returnTo: '/account/wishlist', save: '101-10103' }, page);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/wishlist');
    expect(response.cookies.bn_session?.value).toBeTruthy();
    expect(await flashOf(response)).toEqual({ message: 'Saved Whey Protein Isolate Chocolate 2.5kg to your wish list' });
    const commerce = await getCommerce();
    const customer = await commerce.findCustomerByEmail('nova-save@example.com');
    expect((await commerce.listWishlists(customer!.entityId)).flatMap((wishlist) => wishlist.items.map((item) => item.variantId))).toEqual([10103]);
  });

  it('refuses a save that is not two whole ids before making anything: back to the page with the message, the save kept in its address', async () => {
    const page = `/create-account?returnTo=${encodeURIComponent('/account/wishlist')}&save=abc`;
    const response = await post('/api/bigcommerce/customers/signup', { ...values, email: 'nova-bad-save@example.com', captcha: 'unused', save: 'abc' }, page);
    expect(response.headers.get('location')).toBe(page);
    expect((await flashOf(response)).errors).toEqual([{ message: INVALID_PENDING_SAVE }]);
    expect(await (await getCommerce()).findCustomerByEmail('nova-bad-save@example.com')).toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session and goes on to the sign-in page, which says so (the home page is static and could not)', async () => {
    const cookies = await sessionCookie({ customerId });
    const response = await post('/api/bigcommerce/customers/logout', {}, '/account/orders', cookies);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(await flashOf(response)).toEqual({ message: SIGNED_OUT });
  });
});

describe("the back-in-stock form (on the alert's own page, rendered per request)", () => {
  const ALERT_PAGE = '/products/whey-protein-isolate/back-in-stock?variant=10103';

  it('goes back to its page with the confirmation as a one-time notice (the email only in the sealed cookie)', async () => {
    const response = await post('/api/stock-alerts', { _form: 'stock-alert-10103', email: 'alert@example.com', productId: '101', variantId: '10103' }, ALERT_PAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(ALERT_PAGE);
    // Back on its own page, the form keeps what was typed.
    expect(await flashOf(response)).toEqual({
      message: "Thanks! We'll email alert@example.com once when it's back in stock.",
      form: 'stock-alert-10103',
      values: { email: 'alert@example.com', productId: '101', variantId: '10103' },
    });
  });

  it('sends a refused email back to the form with the message and what was typed', async () => {
    const response = await post('/api/stock-alerts', { _form: 'stock-alert-10103', email: 'not-an-email', productId: '101', variantId: '10103' }, ALERT_PAGE);
    expect(response.headers.get('location')).toBe(ALERT_PAGE);
    const flash = await flashOf(response);
    expect(flash).toMatchObject({ form: 'stock-alert-10103', errors: [{ field: 'email' }], values: { email: 'not-an-email' } });
  });
});
