import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import DiscountCodeForm from '@/components/cart/DiscountCodeForm';
import type { Cart } from '@/lib/commerce/types';
import { FetcherError } from '@/lib/http/fetcher';
import { aCart } from '@/tests/support/cart/a-cart';

const withCode: Cart = {
  ...aCart(),
  discountAmountCents: 499,
  discount: { code: 'SAVE10', kind: 'percentage', amountCents: 499, freeShipping: false, description: '10% off' },
};

// The cart API as the form's actions reach it: the cart answered becomes the page's cart.
let answered: (cart: Cart) => void = () => {};
// What Remove answers: by default the cart without its code.
let afterRemove: Cart;
beforeEach(() => {
  afterRemove = { ...withCode, discount: null, discountAmountCents: 0 };
});
jest.mock('@/hooks/use-discount-code', () => ({
  useDiscountCode: () => ({
    apply: (code: string) => {
      const message = `The code ${code.toUpperCase()} has expired.`;
      return Promise.reject(new FetcherError({ message, status: 422, errors: [{ message, code: 'discount_refused' }] }));
    },
    remove: () => {
      answered(afterRemove);
      return Promise.resolve(afterRemove);
    },
    refresh: () => Promise.resolve(),
  }),
}));

function CartPage() {
  const [cart, setCart] = useState<Cart>(withCode);
  useEffect(() => {
    answered = setCart;
  }, []);
  return <DiscountCodeForm cart={cart} returnTo="/cart" />;
}

describe('the discount code form', () => {
  it('says only the latest outcome: a code refused after another was removed shows the refusal, not "removed" as well', async () => {
    const user = userEvent.setup();
    render(<CartPage />);
    await user.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SAVE10 removed.');

    await user.type(screen.getByLabelText('Discount code'), 'oldcode');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code OLDCODE has expired.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Discount code')).toHaveValue('oldcode');
  });

  it("says a Remove of a code the cart no longer has left the cart's own code on, and keeps Remove at hand", async () => {
    // Another tab replaced SAVE10 with TAKE15: the API leaves TAKE15 on and answers the cart as it is.
    afterRemove = { ...withCode, discount: { code: 'TAKE15', kind: 'fixed', amountCents: 1500, freeShipping: false, description: '$15.00 off' } };
    const user = userEvent.setup();
    render(<CartPage />);
    await user.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SAVE10 is not on your cart: its discount code is TAKE15.');
    expect(screen.getByRole('button', { name: 'Remove discount code TAKE15' })).toHaveFocus();
  });
});
