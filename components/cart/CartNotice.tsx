import { type ReactNode } from 'react';
import { useCartMessage } from '@/hooks/use-cart-message';
import type { Cart } from '@/lib/commerce/types';
import { CartNoticeContext } from '@/lib/ui/cart-notice-context';
import styles from './Cart.module.css';

/**
 * A cart view's notice (the cart page, the cart panel), above its content: what a line said as it went (a change of a
 * line another tab had removed: hooks/use-line-refusal.ts). An alert region that is always in the page (empty, it
 * takes no room), so what it says is announced; the message belongs to the cart it was made for and goes when the
 * cart changes again (useCartMessage), or with the view.
 */
export default function CartNotice({ cart, children }: { cart: Cart | null | undefined; children: ReactNode }) {
  const [notice, setNotice] = useCartMessage(cart);
  return (
    <CartNoticeContext.Provider value={setNotice}>
      <p role="alert" className={styles.notice}>
        {notice}
      </p>
      {children}
    </CartNoticeContext.Provider>
  );
}
