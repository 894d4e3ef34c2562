import { expect, test, type Page } from '@playwright/test';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { PASSWORD, signUpElsewhere } from './support/accounts';
import { textbox } from './support/forms';

/*
 * The header's Sign in link carries the page the shopper is on (the sign-in page's `returnTo`), so signing in comes
 * back there, query included: in the server's HTML (no script needed) and, once hydrated, for the address as it is
 * now. The sign-in, sign-up and password pages keep the plain link.
 */

const LISTING = '/categories/shop-by-goal?sort=price_desc&page=3';
const signInLink = (page: Page) => page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Sign in' });
const hrefFor = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;

/** The link's `returnTo` is `path`, its query in any order. */
async function expectReturnTo(page: Page, path: string) {
  const read = (address: string) => {
    const url = new URL(address, 'http://shop');
    url.searchParams.sort();
    return `${url.pathname}${url.search}`;
  };
  const href = (await signInLink(page).getAttribute('href')) ?? '';
  expect(href.split('?')[0]).toBe('/login');
  expect(read(new URL(href, 'http://shop').searchParams.get('returnTo') ?? '')).toBe(read(path));
}

async function signIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await textbox(page, 'Email').fill(email);
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signing in from a sorted category page comes back to it, query and all', async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'return-js');
  await page.goto(LISTING);
  await expect(signInLink(page)).toHaveAttribute('href', hrefFor(LISTING));
  await signInLink(page).click();
  await signIn(page, email);
  await expect(page).toHaveURL(LISTING);
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Account' })).toBeVisible();
});

test('on a static page the link names the page, then the full address once hydrated; sign-in pages keep the plain link', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/?utm_source=newsletter', { waitUntil: 'commit' });
  await expect(signInLink(page)).toHaveAttribute('href', hrefFor('/'));
  scripts.release();
  await hydrated(page);
  await expect(signInLink(page)).toHaveAttribute('href', hrefFor('/?utm_source=newsletter'));
  for (const path of ['/login', '/create-account', '/forgot-password']) {
    await page.goto(path);
    await expect(signInLink(page), path).toHaveAttribute('href', '/login');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered link comes back to the page signed in from', async ({ page, playwright, baseURL }) => {
    const email = await signUpElsewhere(playwright, baseURL, 'return-nojs');
    // A static (ISR) page: its own path.
    await page.goto('/categories/shop-by-goal');
    await expect(signInLink(page)).toHaveAttribute('href', hrefFor('/categories/shop-by-goal'));
    // A page rendered per request: its full address.
    // A page rendered per request (a sorted category, rewritten to its listing page): its address, query and all.
    await page.goto(LISTING);
    await expectReturnTo(page, LISTING);
    await signInLink(page).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/categories\/shop-by-goal\?/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
  });
});
