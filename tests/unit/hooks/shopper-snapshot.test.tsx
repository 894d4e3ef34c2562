/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useCartCount } from '@/hooks/use-cart-count';
import { useSignedIn } from '@/hooks/use-signed-in';
import { ShopperContext } from '@/lib/http/shopper-context';

function Header() {
  return <p>{`${useCartCount()} ${useSignedIn() ? 'Account' : 'Sign in'}`}</p>;
}

describe("the header's view of the shopper in the server's HTML", () => {
  it('is what a page rendered per request for this shopper knows (the cart, the checkout, the account pages...)', () => {
    const html = renderToString(
      <ShopperContext value={{ cartCount: 3, signedIn: true }}>
        <Header />
      </ShopperContext>,
    );
    expect(html).toBe('<p>3 Account</p>');
  });

  it('is an empty cart and Sign in on a page rendered for everyone', () => {
    expect(renderToString(<Header />)).toBe('<p>0 Sign in</p>');
  });
});
