/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  addressFromBigCommerce,
  cartFromBigCommerce,
  customerFromBigCommerce,
  excerpt,
  giftCertificateRequest,
  htmlToText,
  slugFromPath,
  toCents,
  toDollars,
} from './mappers';
import { referenceDir } from '@/tests/support/bigcommerce/contract';
import type { BcAddress, BcCart, BcCustomer } from './vendor-types';

type Node = { [key: string]: unknown };

function spec(file: string): Node {
  return YAML.parse(fs.readFileSync(path.join(referenceDir(), file), 'utf8')) as Node;
}

function at(node: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((current, key) => (current as Node | undefined)?.[key], node);
}

describe('money', () => {
  it('turns dollars into integer cents without float drift', () => {
    expect(toCents(64.95)).toBe(6495);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(100);
    expect(toCents(139.75)).toBe(13975);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(null)).toBe(0);
    expect(toCents(Number.NaN)).toBe(0);
    expect(toDollars(2550)).toBe(25.5);
  });
});

describe('text and paths', () => {
  it('takes the slug from a path or an absolute product URL', () => {
    expect(slugFromPath('/whey-protein-isolate/')).toBe('whey-protein-isolate');
    expect(slugFromPath('https://id30h7ohwf.mybigcommerce.com/all/openhouse-no-3/')).toBe('openhouse-no-3');
    expect(slugFromPath('/products/hcp')).toBe('hcp');
    expect(slugFromPath(undefined)).toBe('');
  });

  it('makes plain text from description HTML and cuts excerpts on a word', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b> &amp; co</p><p>Second</p><script>x()</script>')).toBe('Hello world & co\nSecond');
    expect(excerpt('short')).toBe('short');
    const long = 'word '.repeat(80);
    expect(excerpt(long).length).toBeLessThanOrEqual(248);
    expect(excerpt(long).endsWith('word…')).toBe(true);
  });
});

describe('reference examples', () => {
  it('maps the carts spec’s Cart_Full example to the app Cart', () => {
    const example = at(
      spec('carts.v3.yml'),
      'paths',
      '/carts/{cartId}/items/{itemId}',
      'delete',
      'responses',
      '200',
      'content',
      'application/json',
      'examples',
      'response',
      'value',
      'data',
    ) as BcCart;
    const cart = cartFromBigCommerce(example);
    expect(cart).toMatchObject({
      id: 'bc218c65-7a32-4ab7-8082-68730c074d02',
      customerId: 11,
      baseAmountCents: 18975,
      discountAmountCents: 0,
      cartAmountCents: 21281,
      taxIncludedCents: 1935,
      createdAt: '2018-09-17T14:27:39.000Z',
      updatedAt: '2018-09-17T14:53:40.000Z',
      checkoutUrl: null,
    });
    expect(cart.lineItems.physicalItems).toEqual([
      {
        id: '6e193ce6-f327-4dcc-b75e-72cf6738525e',
        productId: 191,
        variantId: 362,
        quantity: 5,
        name: 'Openhouse No. 3',
        url: '/products/openhouse-no-3',
        imageUrl: expect.stringContaining('openhousevol3'),
        sku: 'OPENHOUSE-3',
        options: [{ name: 'Add a $5 Donation', value: 'No' }],
        salePriceCents: 2795,
        listPriceCents: 2795,
        extendedSalePriceCents: 13975,
        isDigital: false,
      },
    ]);
    expect(cart.lineItems.giftCertificates).toEqual([
      {
        id: '6e38bbc2-8873-472c-a452-8bd4aaea5d3a',
        name: 'Happy Birthday',
        amountCents: 5000,
        recipient: { name: 'Jane Does', email: 'janedoe@example.com' },
        sender: { name: 'Jane Does', email: 'janedoe@example.com' },
        message: 'Happy Birthday Jane!',
        theme: 'Birthday',
      },
    ]);
  });

  it('takes the checkout URL from the redirect URLs example', () => {
    const redirect = at(
      spec('carts.v3.yml'),
      'components',
      'responses',
      'CartRedirectResponse',
      'content',
      'application/json',
      'examples',
      'example-1',
      'value',
      'data',
    ) as BcCart['redirect_urls'];
    const cart = cartFromBigCommerce({
      id: 'x',
      customer_id: 0,
      base_amount: 0,
      discount_amount: 0,
      cart_amount: 0,
      line_items: {},
      created_time: '',
      updated_time: '',
      redirect_urls: redirect,
    });
    expect(cart.checkoutUrl).toBe(redirect?.checkout_url);
    expect(cart.lineItems).toEqual({ physicalItems: [], digitalItems: [], giftCertificates: [] });
  });

  it('maps the customers spec’s customer and address examples', () => {
    const customers = spec('customers.v3.yml');
    const customer = (
      at(customers, 'components', 'responses', 'CustomerCollectionResponse', 'content', 'application/json', 'examples', 'example-1', 'value', 'data') as BcCustomer[]
    )[0];
    expect(customerFromBigCommerce({ ...customer, id: 7 })).toEqual({
      entityId: 7,
      email: 'jane.smith@example.com',
      firstName: 'Jane',
      lastName: 'Smith',
      phone: '555-123-4567',
      company: 'Acme Corp',
    });
    const address = (
      at(customers, 'components', 'responses', 'AddressCollectionResponse', 'content', 'application/json', 'examples', 'response', 'value', 'data') as BcAddress[]
    )[0];
    expect(addressFromBigCommerce(address)).toMatchObject({
      id: 18,
      customerId: 1,
      firstName: 'John',
      address1: '123 Example Street',
      address2: 'Building 4',
      city: 'Austin',
      stateOrProvince: 'Texas',
      postalCode: '78759',
      // The app only knows AU and NZ; the store's country name is kept as it is.
      country: 'United States',
      addressType: 'residential',
    });
  });
});

describe('requests', () => {
  it('builds a gift certificate line in dollars with a theme BigCommerce knows', () => {
    expect(
      giftCertificateRequest({
        name: 'Gift',
        amountCents: 2550,
        theme: ' christmas ',
        sender: { name: 'A', email: 'a@example.com' },
        recipient: { name: 'B', email: 'b@example.com' },
      }),
    ).toEqual({
      name: 'Gift',
      theme: 'Christmas',
      amount: 25.5,
      quantity: 1,
      sender: { name: 'A', email: 'a@example.com' },
      recipient: { name: 'B', email: 'b@example.com' },
    });
    expect(
      giftCertificateRequest({
        name: 'Gift',
        amountCents: 1000,
        theme: 'Halloween',
        sender: { name: 'A', email: 'a@example.com' },
        recipient: { name: 'B', email: 'b@example.com' },
        message: 'Enjoy',
      }),
    ).toMatchObject({ theme: 'General', message: 'Enjoy' });
  });
});
