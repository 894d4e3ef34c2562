import { render, screen } from '@testing-library/react';
import CartSummary from '@/components/cart/CartSummary';
import { aCart } from '@/tests/support/cart/a-cart';

const cart = aCart();

describe('cart summary', () => {
  it('says nothing of a gift certificate when none is applied', () => {
    render(<CartSummary cart={cart} showGst />);
    expect(screen.queryByTestId('cart-gift-certificate')).not.toBeInTheDocument();
  });

  it('shows the gift certificate applied at checkout and what it pays there, the sub total unchanged', () => {
    render(<CartSummary cart={{ ...cart, giftCertificate: { last4: 'K7QX', balanceCents: 2500 } }} showGst />);
    expect(screen.getByTestId('cart-gift-certificate')).toHaveTextContent('Gift certificate (…K7QX) is applied: it pays up to $25.00 at checkout.');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$49.90');
  });
});
