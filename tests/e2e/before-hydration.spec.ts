import { expect, test } from '@playwright/test';
import { messages } from '../../lib/accounts/fields';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { recordRequests } from '../support/e2e/request-urls';
import { PASSWORD, signUpElsewhere, signUpThroughApi, uniqueEmail } from './support/accounts';
import { cartLines, fillSignUpForm, textbox } from './support/forms';

/*
 * A slow phone: the server's HTML is on screen seconds before the page's scripts have run. The shopper acts in that
 * time (the scripts are held back), then the scripts arrive. What they typed or chose is what is used, and an action
 * started before hydration happens exactly once.
 */

const PRODUCT = '/products/whey-protein-isolate';


test('options and quantity chosen before hydration are the ones added after it, in one POST', async ({ page }) => {
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'Cookies and Cream', exact: true }).check();
  await page.getByRole('radio', { name: /^5kg \$/ }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  scripts.release();
  const add = page.getByRole('button', { name: 'Add to cart' });
  await hydrated(page, `form[action="/api/bigcommerce/cart"] button[type="submit"]`);
  // Still what the shopper chose once React has the page.
  await expect(page.getByRole('radio', { name: 'Cookies and Cream', exact: true })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await add.click();

  // The enhanced add: the cart panel, no page load.
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
  await expect.poll(() => cartLines(page.request)).toEqual([{ variantId: 10112, quantity: 3 }]);
  expect(page.url()).toMatch(/\/products\/whey-protein-isolate$/);
  expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
  log.expectNoSecrets([]);
});

test('an add pressed before hydration is made once, with the options chosen, and shows the cart', async ({ page }) => {
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'Salted Caramel', exact: true }).check();
  await page.getByRole('radio', { name: /^2\.5kg \$/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  scripts.release();
  await hydrated(page);
  await expect.poll(() => cartLines(page.request)).toEqual([{ variantId: 10114, quantity: 1 }]);
  expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
  log.expectNoSecrets([]);
});

test('a quantity typed in the cart before it hydrates is sent once it has, in place, in one PUT', async ({ page }) => {
  const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } });
  expect(added.status()).toBe(200);
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  // With scripts on, the line's Update button (for pages without JavaScript) is not shown: nothing moves when they run.
  // Looked for once the line is on screen (before, the button is not in the page yet, and "hidden" says nothing).
  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' });
  await expect(quantity).toBeVisible();
  const update = page.locator('button[aria-label="Update quantity of Whey Protein Isolate (Chocolate, 1kg)"]');
  await expect(update).toBeAttached();
  await expect(update).toBeHidden();
  await quantity.fill('3');
  scripts.release();
  await hydrated(page, '[data-deferred-cart] form');
  await expect.poll(() => cartLines(page.request)).toEqual([{ variantId: 10101, quantity: 3 }]);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');
  expect(page.url()).toMatch(/\/cart$/);
  expect(log.count('PUT', '/api/bigcommerce/cart')).toBe(1);
});

test('an email typed before hydration is the one the forgot-password form sends after it', async ({ page }) => {
  const email = uniqueEmail('held-forgot');
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await textbox(page, 'Email').fill(email);
  scripts.release();
  const send = page.getByRole('button', { name: 'Send reset link' });
  await hydrated(page, 'form[action="/api/account/forgot-password"] button[type="submit"]');
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/account/forgot-password'));
  await send.click();
  expect((await posted).postDataJSON()).toEqual({ email });
  await expect(page.getByText(messages.resetRequested)).toBeVisible();
  // Sent by the page's script: no reload.
  expect(page.url()).toMatch(/\/forgot-password$/);
  expect(log.count('POST', '/api/account/forgot-password')).toBe(1);
  log.expectNoSecrets([email]);
});

test('a new email saved before hydration goes through in one post: the current password is asked for from the start', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('held-email'));
  const newEmail = uniqueEmail('held-moved');
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto('/account/profile', { waitUntil: 'commit' });
  const details = page.getByRole('form', { name: 'Your details' });
  await textbox(page, 'Email').fill(newEmail);
  await details.getByLabel('Current password').fill(PASSWORD);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.profileSaved })).toBeVisible();
  scripts.release();
  await expect(textbox(page, 'Email')).toHaveValue(newEmail);
  expect(log.count('POST', '/api/account/profile')).toBe(1);
  log.expectNoSecrets([PASSWORD, newEmail]);
});

test('a sign-in submitted before hydration signs in once, with no secret in any URL', async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'held-login');

  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await textbox(page, 'Email').fill(email);
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  scripts.release();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Account' })).toBeVisible();
  expect(log.count('POST', '/api/bigcommerce/customers/login')).toBe(1);
  log.expectNoSecrets([email, PASSWORD]);
});

test('a sort chosen on a category page before its listing hydrates is applied once it has, in place', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const scripts = await holdScripts(page);
  await page.goto('/categories/shop-by-sport', { waitUntil: 'commit' });
  const listing = page.getByRole('region', { name: /^Products in / });
  // With scripts on, the select has no 'Sort' button even before hydration (it is for a page without JavaScript),
  // looked for once the select is on screen.
  await expect(listing.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  const sort = listing.locator('button[type="submit"]', { hasText: /^Sort$/ });
  await expect(sort).toBeAttached();
  await expect(sort).toBeHidden();
  await listing.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price high to low' });
  // Every number of cards the listing shows from here on: the server's stay until the sorted ones replace them.
  await page.evaluate(() => {
    const counts: number[] = [];
    const count = () => counts.push(document.querySelectorAll('[data-deferred-listing] article').length);
    count();
    new MutationObserver(count).observe(document.body, { subtree: true, childList: true });
    Object.assign(window, { cardCounts: counts });
  });
  scripts.release();
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect(listing.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  const prices = async () => (await listing.getByRole('article').allInnerTexts()).map((text) => Number(/\$(\d+\.\d\d)/.exec(text)?.[1]));
  const sortedHighToLow = (all: number[]) => all.length > 1 && all.every((price, i) => i === 0 || all[i - 1] >= price);
  await expect.poll(async () => sortedHighToLow(await prices())).toBe(true);
  const counts = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
  expect(Math.min(...counts)).toBeGreaterThan(0);
  expect(documents).toHaveLength(1);
});

test('a sort chosen the moment the listing gets its handlers, while React is still hydrating it, applies', async ({ page, context }) => {
  // A slow phone's CPU widens the window between React attaching its handlers and committing the hydration.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/categories/shop-by-sport?flavour=Vanilla&sort=price_asc');
  const select = page.getByRole('region', { name: /^Products in / }).getByRole('combobox', { name: 'Sort by' });
  await page.waitForFunction(
    () => {
      const element = document.querySelector('[data-deferred-listing] select');
      return Boolean(element) && Object.keys(element as Element).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { polling: 5, timeout: 30_000 },
  );
  await select.selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/\?flavour=Vanilla&sort=rating_desc$/);
  await expect(select).toHaveValue('rating_desc');
});

test('what is typed in the results box while its listing loads and hydrates is all kept, and searched', async ({ page, context }) => {
  // A slow phone: the shopper starts typing as soon as the box is there, and the listing's code arrives, hydrates
  // and takes over the box while they are still typing (their first key asks for it).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/search-results-page', { waitUntil: 'commit' });
  await page.waitForSelector('main input[type=search]', { state: 'attached' });
  await page.focus('main input[type=search]');
  await page.keyboard.type('creatine', { delay: 150 });
  const box = page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });
  await expect(page).toHaveURL(/\?q=creatine$/, { timeout: 30_000 });
  await expect(box).toHaveValue('creatine');
  await expect(page.getByRole('region', { name: 'Results', exact: true }).getByRole('article').first()).toContainText(/creatine/i);
});

test("rich content works as HTML before any script: a bullet list's More shows 20 more, the video's link leads to its player", async ({ page }) => {
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Vimeo player</title><p>player</p>' }));
  const scripts = await holdScripts(page);
  await page.goto('/style-guide', { waitUntil: 'commit' });
  const list = page.getByRole('list').filter({ has: page.getByText('Greek yoghurt', { exact: true }) });
  const items = list.locator(':scope > li:not([data-more]):visible');
  await expect(items).toHaveCount(20);
  await list.locator(':scope > li[data-more]:visible summary').click();
  await expect(items).toHaveCount(40);
  await expect(list.locator(':scope > li[data-more]:visible')).toContainText('Showing 40 of 45');
  await page.getByRole('link', { name: /Play video: How to mix a shake/ }).click();
  await expect(page).toHaveURL(/^https:\/\/player\.vimeo\.com\/video\/900000102\?dnt=1/);
  scripts.release();
});

test('what is typed in the sign-up form while it hydrates stays: the form is hydrated, not drawn again', async ({ page, context }) => {
  // A slow phone: the first key loads the form's code; the form must be hydrated around what was typed, not drawn
  // again empty (a captcha widget drawn before hydration once made React do that).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/create-account');
  await page.locator('[data-deferred-form] form').evaluate((form) => form.setAttribute('data-server-element', ''));
  await textbox(page, 'First name').fill('Typed');
  await textbox(page, 'Last name').fill('Early');
  await page.waitForFunction(() => customElements.get('altcha-widget'));
  await hydrated(page, '[data-deferred-form] form');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await expect(page.locator('[data-deferred-form] form[data-server-element]')).toHaveCount(1);
  await expect(textbox(page, 'First name')).toHaveValue('Typed');
  await expect(textbox(page, 'Last name')).toHaveValue('Early');
  // And in the form's state: submitting names what is missing, not these.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email cannot be blank.')).toBeVisible();
  await expect(page.getByText('First name cannot be blank.')).toHaveCount(0);
});

test('a sign-up sent before the scripts run comes back asking for the security check, what was typed kept; once hydrated it goes through', async ({ page }) => {
  // The proof of work runs in the browser: seconds of CPU, many more on a busy machine.
  test.setTimeout(150_000);
  const email = uniqueEmail('held-signup');
  const log = recordRequests(page);
  const scripts = await holdScripts(page);
  await page.goto('/create-account', { waitUntil: 'commit' });
  await fillSignUpForm(page, { firstName: 'Early', lastName: 'Widget', email, address1: '2 Module Lane', password: PASSWORD });
  // The captcha loads with the form's code: there is no box to tick yet, and the form posts as HTML.
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.captchaNeedsScript })).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(textbox(page, 'Address Line 1')).toHaveValue('2 Module Lane');

  scripts.release();
  await hydrated(page, '[data-deferred-form] form');
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-confirm').fill(PASSWORD);
  // From the keyboard, as a shopper may: Space ticks "I'm not a robot" and the browser does the proof of work.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Account' })).toBeVisible();
  expect(log.count('POST', '/api/bigcommerce/customers/signup')).toBe(2);
  expect(log.requests.filter((request) => new URL(request.url).pathname === '/api/recaptcha')).toEqual([]);
  log.expectNoSecrets([email, PASSWORD]);
});

test('the phone menu opened before hydration stays open as the modal, the group opened in it open and still focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#site-menu');
  const group = menu.locator('details').first();
  const summary = group.locator('summary');
  await summary.click();
  await expect(group).toHaveAttribute('open', '');
  await expect(summary).toBeFocused();

  scripts.release();
  await hydrated(page, '[data-deferred-header] header');
  // The drawer is the modal now (the toggle says so), with what the shopper had open and focused.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(group).toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
  // And it closes as the modal does: focus back on the toggle.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});
