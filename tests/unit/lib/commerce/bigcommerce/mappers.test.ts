/** @jest-environment node */
import { centsToDollars } from '@/lib/commerce/cart-wire';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  customerFromBigCommerce,
  excerpt,
  giftCertificateInput,
  orderFromBigCommerce,
  htmlToText,
  slugFromPath,
  toCents,
} from '@/lib/commerce/bigcommerce/mappers';
import { referenceDir } from '@/tests/support/bigcommerce/contract';
import type { BcCustomer } from '@/lib/commerce/bigcommerce/vendor-types';

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
    expect(centsToDollars(2550)).toBe(25.5);
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
  it('maps the customers spec’s customer example', () => {
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
  });

  it('maps a v2 order with its products and shipping address, money from decimal strings', () => {
    const order = orderFromBigCommerce(
      {
        id: 120,
        customer_id: 11,
        date_created: 'Tue, 05 Mar 2019 21:20:42 +0000',
        status_id: 3,
        status: 'Partially Shipped',
        subtotal_inc_tax: '225.0000',
        shipping_cost_inc_tax: '9.9500',
        total_inc_tax: '234.9500',
        total_tax: '21.3600',
        items_total: 3,
        coupon_discount: '5.0000',
        billing_address: { first_name: 'Jane', last_name: 'Doe', street_1: '1 A St', city: 'Hobart', state: 'Tasmania', zip: '7000', country_iso2: 'AU', email: 'jane@example.com' },
      },
      [
        {
          id: 1,
          order_id: 120,
          product_id: 77,
          variant_id: 1,
          name: 'Fog Linen Chambray Towel',
          sku: 'SLCTBS',
          quantity: 3,
          price_inc_tax: '75.0000',
          total_inc_tax: '225.0000',
          product_options: [{ display_name: 'Colour', display_value: 'Beige' }],
        },
      ],
      { id: 9, order_id: 120, first_name: 'Jo', last_name: 'Doe', street_1: '2 B St', city: 'Auckland', state: '', zip: '1010', country_iso2: 'NZ', shipping_method: 'Express' },
    );
    expect(order).toMatchObject({
      id: 120,
      status: 'Shipped',
      email: 'jane@example.com',
      createdAt: '2019-03-05T21:20:42.000Z',
      subtotalCents: 22500,
      shippingCents: 995,
      totalCents: 23495,
      taxIncludedCents: 2136,
      discountCents: 500,
      shippingMethod: 'Express',
      itemCount: 3,
      shippingAddress: { firstName: 'Jo', address1: '2 B St', city: 'Auckland', countryCode: 'NZ' },
      lines: [{ productId: 77, quantity: 3, unitPriceCents: 7500, totalCents: 22500, options: [{ name: 'Colour', value: 'Beige' }] }],
    });
  });
});

describe('requests', () => {
  it('builds a gift certificate line in dollars with a theme BigCommerce knows', () => {
    expect(
      giftCertificateInput({
        name: 'Gift',
        amountCents: 2550,
        theme: ' christmas ',
        sender: { name: 'A', email: 'a@example.com' },
        recipient: { name: 'B', email: 'b@example.com' },
      }),
    ).toEqual({
      name: 'Gift',
      theme: 'CHRISTMAS',
      amount: 25.5,
      quantity: 1,
      sender: { name: 'A', email: 'a@example.com' },
      recipient: { name: 'B', email: 'b@example.com' },
    });
    expect(
      giftCertificateInput({
        name: 'Gift',
        amountCents: 1000,
        theme: 'Halloween',
        sender: { name: 'A', email: 'a@example.com' },
        recipient: { name: 'B', email: 'b@example.com' },
        message: 'Enjoy',
      }),
    ).toMatchObject({ theme: 'GENERAL', message: 'Enjoy' });
  });
});
