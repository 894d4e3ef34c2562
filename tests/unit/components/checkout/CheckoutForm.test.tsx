/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutMessages, type CheckoutRequestBody } from '@/lib/checkout/schema';
import type { Address, Cart, Customer, Order } from '@/lib/commerce/types';
import { FetcherError } from '@/lib/http/fetcher';
import CheckoutForm from '@/components/checkout/CheckoutForm';
import { aCart } from '@/tests/support/cart/a-cart';
import { createCartServer, installFetch, renderWithProviders, resetCartState, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';

// The form lives inside the cart's data provider, as on the page: the cart it reads again after a refused code is
// answered by a fake cart server.
let server: FakeCartServer;

beforeEach(() => {
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

const rates = { flatRateCents: 995, freeOverCents: 9900 };

const cart: Cart = aCart({
  lineItems: {
    physicalItems: [
      {
        id: 'line-1',
        productId: 101,
        variantId: 10101,
        quantity: 1,
        name: 'Whey Protein Isolate',
        url: '/products/whey-protein-isolate',
        imageUrl: null,
        sku: 'WPI-CHO-1KG',
        options: [
          { name: 'Flavour', value: 'Chocolate' },
          { name: 'Package Size', value: '1kg' },
        ],
        salePriceCents: 4990,
        listPriceCents: 4990,
        extendedSalePriceCents: 4990,
        isDigital: false,
      },
    ],
    digitalItems: [],
    giftCertificates: [],
  },
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
});

const customer: Customer = { entityId: 7, email: 'pat@example.com', firstName: 'Pat', lastName: 'Doe', phone: '', company: '' };

const saved: Address = {
  id: 31,
  customerId: 7,
  firstName: 'Pat',
  lastName: 'Doe',
  company: '',
  address1: '9 Saved Rd',
  address2: '',
  city: 'Melbourne',
  stateOrProvince: 'Victoria',
  postalCode: '3000',
  country: 'Australia',
  countryCode: 'AU',
  phone: '0411 111 111',
  addressType: 'residential',
};

const order = { id: 1001 } as Order;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: { customer?: Customer | null; addresses?: Address[]; placeOrder?: jest.Mock; cart?: Cart } = {}) {
  const placeOrder = options.placeOrder ?? jest.fn(async () => order);
  const onPlaced = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <CheckoutForm
      cart={options.cart ?? cart}
      customer={options.customer ?? null}
      addresses={options.addresses ?? []}
      rates={rates}
      placeOrder={placeOrder}
      onPlaced={onPlaced}
    />,
  );
  return { user, placeOrder, onPlaced };
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'guest@example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Sam');
  await user.type(screen.getByLabelText(/^Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^Phone number/), '0400 000 000');
  await user.type(screen.getByLabelText(/^Address Line 1/), '1 Example St');
  await user.type(screen.getByLabelText(/^Suburb/), 'Hobart');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Tasmania');
  await user.type(screen.getByLabelText(/^Postcode/), '7000');
}

describe('CheckoutForm', () => {
  it('shows the summary, both shipping methods with their prices, and a payment step without card fields', async () => {
    const { user } = setup();
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$49.90');
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('$9.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$59.85');
    expect(screen.getByTestId('checkout-gst')).toHaveTextContent('$5.44');
    expect(screen.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
    expect(screen.getByText(/Free on orders of \$99\.00 or more/)).toBeInTheDocument();
    expect(screen.getByText(/1–2 business days\. Free shipping offers do not apply\./)).toBeInTheDocument();
    expect(screen.getByTestId('payment-note')).toHaveTextContent('No card details needed.');
    expect(screen.queryByLabelText(/card/i)).not.toBeInTheDocument();
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('$19.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$69.85');
  });

  it('offers a state dropdown for Australia and free text for New Zealand', async () => {
    const { user } = setup();
    // Both are in the page; the other one is hidden.
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^State/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'NZ');
    expect(screen.getByRole('textbox', { name: /^State/ })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
  });

  it('shows field errors and places nothing when the form is incomplete', async () => {
    const { user, placeOrder } = setup();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Email cannot be blank.')).toBeInTheDocument();
    expect(screen.getByText('First name cannot be blank.')).toBeInTheDocument();
    expect(screen.getByText('State cannot be blank.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-alert')).toHaveTextContent('Please check the fields marked below.');
    expect(placeOrder).not.toHaveBeenCalled();
    // Focus goes to the first invalid field, and the alert is at the top of the form, where it is seen.
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    const form = screen.getByRole('form', { name: 'Checkout' });
    // The first thing of the form a shopper meets (its hidden post fields and markers are not shown).
    expect(form.querySelector(':scope > :not(input[type="hidden"]):not([hidden])')).toBe(screen.getByTestId('checkout-alert'));
  });

  it('shows the order total beside Place order (the bar that stays in view on phones)', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button.parentElement).toContainElement(screen.getByTestId('place-order-total'));
    expect(screen.getByTestId('place-order-total')).toHaveTextContent('$59.85');
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    expect(screen.getByTestId('place-order-total')).toHaveTextContent('$69.85');
  });

  it('sends a guest checkout once, however often the button is clicked, and disables it meanwhile', async () => {
    const pending = deferred<Order>();
    const { user, placeOrder, onPlaced } = setup({ placeOrder: jest.fn(() => pending.promise) });
    await fillGuest(user);
    const button = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    const [body] = placeOrder.mock.calls[0] as [CheckoutRequestBody];
    expect(body).toEqual({
      email: 'guest@example.com',
      shippingMethod: 'standard',
      shippingAddress: {
        firstName: 'Sam', lastName: 'Lee', company: '', country: 'AU', address1: '1 Example St', address2: '',
        suburb: 'Hobart', state: 'Tasmania', region: '', postcode: '7000', phone: '0400 000 000',
      },
    });
    expect(body).not.toHaveProperty('totalCents');
    pending.resolve(order);
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('places nothing while a discount code is typed but not applied: it says so and moves to the field; cleared, the order goes', async () => {
    const { user, placeOrder } = setup();
    await fillGuest(user);
    await user.type(screen.getByLabelText('Discount code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('checkout-alert')).toHaveTextContent(checkoutMessages.unappliedCode);
    expect(screen.getByLabelText('Discount code')).toHaveFocus();
    expect(placeOrder).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Discount code'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
  });

  it('names the product that ran out in the alert and lets the shopper try again', async () => {
    const message = 'Sorry, Whey Protein Isolate (Chocolate, 1kg) is out of stock. Please update your cart to place your order; you have not been charged.';
    const placeOrder = jest
      .fn()
      .mockRejectedValueOnce(new FetcherError({ message, status: 409, errors: [{ message, code: 'out_of_stock' }] }))
      .mockResolvedValueOnce(order);
    const { user, onPlaced } = setup({ placeOrder });
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByTestId('checkout-alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByRole('link', { name: 'Review your cart' })).toHaveAttribute('href', '/cart');
    expect(onPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });

  it('hides server details of unexpected failures', async () => {
    const placeOrder = jest.fn().mockRejectedValue(new FetcherError({ message: 'boom', status: 500, errors: [{ message: 'boom', code: 'internal' }] }));
    const { user } = setup({ placeOrder });
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('checkout-alert')).toHaveTextContent('We could not place your order. Please try again.'));
  });

  it("shows a signed-in customer's email read-only and ships to a saved address by default", async () => {
    const { user, placeOrder } = setup({ customer, addresses: [saved] });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('pat@example.com');
    expect(email).toHaveAttribute('readonly');
    const group = screen.getByRole('radiogroup', { name: 'Ship to' });
    expect(within(group).getAllByRole('radio')[0]).toBeChecked();
    expect(within(group).getByText(/9 Saved Rd/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Address Line 1/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledWith({ shippingMethod: 'standard', addressId: 31 }));

    await user.click(within(group).getByRole('radio', { name: 'A new address' }));
    expect(screen.getByLabelText(/^Address Line 1/)).toBeInTheDocument();
  });
});

describe('a discount code on the cart', () => {
  it('shows the discount line, and counts the discounted goods against the free-shipping threshold', async () => {
    // 2 x $49.90 = $99.80 would ship free; 10% off brings it to $89.82, under the $99.00 threshold.
    const line = { ...cart.lineItems.physicalItems[0], quantity: 2, extendedSalePriceCents: 9980 };
    const discounted: Cart = {
      ...cart,
      baseAmountCents: 9980,
      discountAmountCents: 998,
      cartAmountCents: 8982,
      lineItems: { ...cart.lineItems, physicalItems: [line] },
      discount: { code: 'SAVE10', kind: 'percentage', amountCents: 998, freeShipping: false, description: '10% off' },
    };
    setup({ cart: discounted });
    expect(screen.getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('-$9.98');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$99.80');
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('$9.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$99.77');
  });

  it('makes standard shipping free with a free-shipping code, and leaves express charged', async () => {
    const freeShip: Cart = { ...cart, discount: { code: 'FREESHIP', kind: 'free_shipping', amountCents: 0, freeShipping: true, description: 'Free standard shipping' } };
    const { user } = setup({ cart: freeShip });
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$49.90');
    expect(screen.getByTestId('discount-amount')).toHaveTextContent('Free shipping');
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('$19.95');
  });

  it('says why when the code no longer applies at the moment of ordering, with a way back to the cart', async () => {
    const message =
      'LASTONE was removed from your order. The code LASTONE is no longer available: it has been used as many times as it can be.';
    const placeOrder = jest.fn().mockRejectedValue(new FetcherError({ message, status: 422, errors: [{ message, code: 'discount_refused' }] }));
    server.seed([{ productId: 1, variantId: 11, quantity: 1 }]);
    const { user, onPlaced } = setup({ placeOrder });
    await fillGuest(user);
    const reads = () => server.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/bigcommerce/cart').length;
    const readsBefore = reads();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByTestId('checkout-alert');
    await waitFor(() => expect(alert).toHaveTextContent(message));
    expect(within(alert).getByRole('link', { name: 'Review your cart' })).toHaveAttribute('href', '/cart');
    expect(onPlaced).not.toHaveBeenCalled();
    // The cart is read again, so the totals show without the code.
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
  });
});

describe('a cart of gift certificates alone', () => {
  const certificateOnly: Cart = {
    ...cart,
    baseAmountCents: 3500,
    cartAmountCents: 3500,
    taxIncludedCents: 0,
    lineItems: {
      physicalItems: [],
      digitalItems: [],
      giftCertificates: [
        { id: 'gc-1', name: '$35.00 Gift Certificate', amountCents: 3500, recipient: { name: 'Sam', email: 'sam@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' }, message: '', theme: 'general' },
      ],
    },
  };

  it('offers a guest to sign in for their details, not for saved addresses (no address is asked for)', () => {
    setup({ cart: certificateOnly });
    expect(screen.queryByText(/saved addresses/)).not.toBeInTheDocument();
    expect(screen.getByText(/to have your details filled in/)).toBeInTheDocument();
  });

  it('says the cart changed and reads it again when the order is refused for an address it did not ask for (a product added in another tab)', async () => {
    const problems = [
      { message: checkoutMessages.shippingAddress, code: 'invalid_input' },
      { message: checkoutMessages.shippingMethod, code: 'invalid_input' },
    ];
    const placeOrder = jest.fn().mockRejectedValue(new FetcherError({ message: problems[0].message, status: 400, errors: problems }));
    server.seed([{ productId: 1, variantId: 11, quantity: 1 }]);
    const { user, onPlaced } = setup({ cart: certificateOnly, placeOrder });
    await user.type(screen.getByLabelText(/^Email/), 'guest@example.com');
    await user.type(screen.getByLabelText(/^First name/), 'Sam');
    await user.type(screen.getByLabelText(/^Last name/), 'Lee');
    await user.type(screen.getByLabelText(/^Phone/), '0400 000 000');
    const reads = () => server.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/bigcommerce/cart').length;
    const readsBefore = reads();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByTestId('checkout-alert');
    await waitFor(() => expect(alert).toHaveTextContent(checkoutMessages.nowShips));
    expect(onPlaced).not.toHaveBeenCalled();
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
  });
});
