import { MAX_RETURN_PATH_LENGTH, safeReturnPath, slugPath } from '@/lib/http/return-path';
import { accountPageHref, safeReturnTo } from '@/lib/accounts/return-to';

/** Every way a return path has been seen to leave the site, and the paths that must keep working. */
const unsafe = [
  '//evil.example/phish',
  '/.//evil.example/phish',
  '/..//evil.example/phish',
  '/a/..//evil.example/phish',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/./%2e//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/%5c%5cevil.example/../..//evil.example',
  'https://evil.example/',
  'http:evil.example',
  '//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '/\tevil',
  '/\n/evil.example',
  '/x\u0000y',
  '/x\u007fy',
  '',
  ' /account',
  '/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH),
];

describe('safeReturnPath', () => {
  it.each(unsafe)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/cart')).toBe('/cart');
  });

  it.each([
    ['/cart', '/cart'],
    ['/account/addresses?page=2', '/account/addresses?page=2'],
    ['/products/whey-protein-isolate#reviews', '/products/whey-protein-isolate#reviews'],
    ['/a/../cart', '/cart'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/search-results-page?query=%2F%2Fevil', '/search-results-page?query=%2F%2Fevil'],
  ])('keeps the same-site path %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('takes the first of repeated values and refuses anything not a string', () => {
    expect(safeReturnPath(['/cart', '//evil.example'])).toBe('/cart');
    expect(safeReturnPath(['//evil.example', '/cart'])).toBe('/');
    for (const value of [undefined, null, 42, {}, true]) expect(safeReturnPath(value)).toBe('/');
  });

  it('never returns a path a browser reads as another host', () => {
    for (const value of [...unsafe, '/cart', '/a/..//b']) {
      const path = safeReturnPath(value);
      expect(new URL(path, 'https://shop.example').host).toBe('shop.example');
    }
  });
});

describe('slugPath (preview slugs)', () => {
  it('adds the leading slash to a slug and judges the result like any return path', () => {
    expect(slugPath('faqs/shipping')).toBe('/faqs/shipping');
    expect(slugPath('/about-us')).toBe('/about-us');
    for (const value of ['/.//evil.example/phish', '..//evil.example', '%2e//evil.example', 'a/..//evil.example', '//evil.example', null, '']) {
      expect(slugPath(value)).toBe('/');
    }
  });
});

describe('safeReturnTo (after sign-in)', () => {
  it('uses the same judge, with the orders page as its default and never the sign-in pages', () => {
    expect(safeReturnTo('/.//evil.example/phish')).toBe('/account/orders');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/account/orders');
    expect(safeReturnTo('/create-account')).toBe('/account/orders');
    expect(safeReturnTo('/products/creatine')).toBe('/products/creatine');
  });
});

describe('accountPageHref (the sign-in and sign-up pages linking to each other)', () => {
  it('carries the return path and a pending save, leaves out the default, and judges the path like safeReturnTo', () => {
    expect(accountPageHref('/create-account', '/products/creatine?variant=10101', '101-10101')).toBe(
      '/create-account?returnTo=%2Fproducts%2Fcreatine%3Fvariant%3D10101&save=101-10101',
    );
    expect(accountPageHref('/login', '/account/wishlist', '101-10103')).toBe('/login?returnTo=%2Faccount%2Fwishlist&save=101-10103');
    expect(accountPageHref('/login', '/account/orders', '101-10103')).toBe('/login?save=101-10103');
    expect(accountPageHref('/create-account', '/account/orders')).toBe('/create-account');
    expect(accountPageHref('/create-account', '//evil.example/phish')).toBe('/create-account');
  });
});
