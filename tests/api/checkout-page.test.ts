/** @jest-environment node */
/**
 * The checkout page's data loader in both commerce modes, with the commerce service and config replaced:
 * hosted mode sends the shopper to BigCommerce's own checkout; embedded mode loads the cart, customer and
 * saved addresses, and never shows another customer's cart. Also: the hosted adapter places no orders itself.
 */
import type { GetServerSidePropsContext } from 'next';
import { aCart } from '@/tests/support/cart/a-cart';

const commerce = {
  getCart: jest.fn(),
  getCustomer: jest.fn(),
  listAddresses: jest.fn(),
};
let mode: 'hosted' | 'embedded' = 'embedded';
let sessionData: { customerId?: number } = {};

jest.mock('@/lib/commerce', () => ({
  getCommerce: async () => commerce,
  isCommerceError: () => false,
}));
jest.mock('@/lib/config', () => ({
  getConfig: () => ({ modes: { commerce: mode }, shipping: { flatRateCents: 995, freeOverCents: 9900 } }),
}));
jest.mock('@/lib/http/session', () => ({
  getSession: async () => sessionData,
}));
// The page's client hooks are not used by its data loader.
jest.mock('@/hooks/use-cart', () => ({ isCartEmpty: () => false, useCart: () => ({}) }));
jest.mock('@/hooks/use-checkout', () => ({ useCheckout: () => ({}) }));

const cart = aCart;

function context(cookies: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  return {
    req: { cookies, headers: {} },
    res: { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
    headers,
  };
}

async function load(cookies: Record<string, string> = {}) {
  const { getServerSideProps } = await import('@/pages/checkout');
  const ctx = context(cookies);
  const result = await getServerSideProps(ctx as unknown as GetServerSidePropsContext);
  return { result, headers: ctx.headers };
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionData = {};
  mode = 'embedded';
});

describe('hosted commerce', () => {
  it("redirects to the cart's hosted checkout, or to /cart without a cart", async () => {
    mode = 'hosted';
    commerce.getCart.mockResolvedValue(cart({ checkoutUrl: 'https://store.example/checkout?cart=1' }));
    await expect(load({ bc_cartId: 'c0ffee00-0000-4000-8000-000000000001' })).resolves.toMatchObject({
      result: { redirect: { destination: 'https://store.example/checkout?cart=1', permanent: false } },
    });

    await expect(load()).resolves.toMatchObject({ result: { redirect: { destination: '/cart', permanent: false } } });
    expect(commerce.getCart).toHaveBeenCalledTimes(1);

    commerce.getCart.mockResolvedValue(null);
    await expect(load({ bc_cartId: 'gone' })).resolves.toMatchObject({ result: { redirect: { destination: '/cart' } } });
  });

  it('places no orders itself: BigCommerce runs its own checkout', async () => {
    const { createBigCommerceService } = jest.requireActual<typeof import('@/lib/commerce/bigcommerce')>('@/lib/commerce/bigcommerce');
    const service = createBigCommerceService(
      { storeHash: 'abc', accessToken: 't', storefrontToken: 's', channelId: 1, apiUrl: 'http://127.0.0.1:9/v3', storefrontApiUrl: 'http://127.0.0.1:9/graphql' },
      { fetchImpl: jest.fn() as unknown as typeof fetch },
    );
    await expect(
      service.placeOrder({
        cartId: 'c0ffee00-0000-4000-8000-000000000001',
        customerId: 0,
        email: 'a@example.com',
        shippingMethod: 'standard',
        shippingAddress: {
          firstName: 'A', lastName: 'B', company: '', address1: '1 St', address2: '', city: 'C', stateOrProvince: 'Victoria',
          postalCode: '3000', countryCode: 'AU', phone: '1', addressType: 'residential',
        },
      }),
    ).rejects.toMatchObject({ name: 'CommerceError', code: 'upstream', message: expect.stringContaining("BigCommerce's own checkout") });
  });
});

describe('embedded commerce', () => {
  it('loads the cart, the signed-in customer and their saved addresses, privately', async () => {
    sessionData = { customerId: 7 };
    const own = cart({ customerId: 7 });
    commerce.getCart.mockResolvedValue(own);
    commerce.getCustomer.mockResolvedValue({ entityId: 7, email: 'pat@example.com' });
    commerce.listAddresses.mockResolvedValue({ items: [{ id: 31 }] });
    const { result, headers } = await load({ bc_cartId: own.id });
    expect(result).toEqual({
      props: {
        cart: own,
        customer: { entityId: 7, email: 'pat@example.com' },
        addresses: [{ id: 31 }],
        rates: { flatRateCents: 995, freeOverCents: 9900 },
        // A store without the optional gift certificate methods: the checkout shows no gift certificate field.
        giftCertificatePayment: false,
        flash: null,
        // What the header shows before any script: this cart (empty here) and a signed-in shopper.
        shopper: { cartCount: 0, signedIn: true },
        // Not an editor's preview: the shell shows no preview banner.
        preview: false,
        shell: expect.any(Object),
      },
    });
    expect(commerce.listAddresses).toHaveBeenCalledWith(7, 1, 100);
    expect(headers['cache-control']).toBe('private, no-store');
  });

  it("shows a guest no cart for a missing cookie, and never another customer's cart", async () => {
    await expect(load()).resolves.toMatchObject({ result: { props: { cart: null, customer: null, addresses: [] } } });
    commerce.getCart.mockResolvedValue(cart({ customerId: 8 }));
    await expect(load({ bc_cartId: 'someone-elses' })).resolves.toMatchObject({ result: { props: { cart: null } } });
    sessionData = { customerId: 7 };
    commerce.getCustomer.mockResolvedValue({ entityId: 7 });
    commerce.listAddresses.mockResolvedValue({ items: [] });
    await expect(load({ bc_cartId: 'someone-elses' })).resolves.toMatchObject({ result: { props: { cart: null } } });
  });
});
