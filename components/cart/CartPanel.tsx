import Link from 'next/link';
import { useState } from 'react';
import { useCart } from '@/hooks/use-cart';
import { useFocusWhenLost } from '@/hooks/use-focus-when-lost';
import { useUi } from '@/hooks/use-ui';
import Drawer from '@/components/ui/Drawer';
import AddFailureMessage from './AddFailureMessage';
import CartLines from './CartLines';
import CartNotice from './CartNotice';
import CartSummary from './CartSummary';
import FreeShippingProgress from './FreeShippingProgress';
import styles from './Cart.module.css';

/** The loading placeholder shown while an add is in progress. */
function AddingPlaceholder() {
  return (
    <div className={styles.placeholder} role="status" data-testid="cart-adding">
      <span className={styles.placeholderImage} aria-hidden="true" />
      <span>
        <span className={`${styles.placeholderLine} ${styles.placeholderLong}`} aria-hidden="true" />
        <span className={`${styles.placeholderLine} ${styles.placeholderShort}`} aria-hidden="true" />
        <span className="visually-hidden">Adding to your cart…</span>
      </span>
    </div>
  );
}

/**
 * 'Nothing in your cart'. `afterRemoval`: the panel showed lines since it opened and the shopper removed the last
 * one; focus, which went with that line's controls, moves here (the dialog would otherwise hold no focus at all).
 */
function EmptyPanelMessage({ afterRemoval }: { afterRemoval: boolean }) {
  const message = useFocusWhenLost<HTMLParagraphElement>(afterRemoval);
  return (
    <p ref={message} tabIndex={afterRemoval ? -1 : undefined}>
      Nothing in your cart
    </p>
  );
}

function CartPanelBody() {
  const { cart, isLoading, isEmpty, error } = useCart();
  const { addingStatus, addFailure } = useUi();
  // Whether lines were shown since the panel opened (its body is rendered only while it is open).
  const [hadLines, setHadLines] = useState(false);
  if (!hadLines && !isLoading && !isEmpty && cart) setHadLines(true);

  return (
    <CartNotice cart={cart}>
      {addingStatus === 'Adding' && <AddingPlaceholder />}
      {addingStatus === 'Failed' && addFailure && <AddFailureMessage {...addFailure} />}
      {isLoading ? (
        addingStatus === 'Adding' ? null : <p role="status">Loading your cart…</p>
      ) : error && !cart ? (
        <p className={styles.message} role="alert">
          We couldn&apos;t load your cart. Please try again.
        </p>
      ) : isEmpty || !cart ? (
        addingStatus === 'Adding' ? null : <EmptyPanelMessage afterRemoval={hadLines} />
      ) : (
        <CartLines cart={cart} label="Items in your cart" />
      )}
    </CartNotice>
  );
}

/** Sub total, 'View Cart' and 'Checkout': the drawer's footer, in view while the lines scroll. */
function CartPanelFooter() {
  const { cart, isEmpty } = useCart();
  const { closeCartPanel } = useUi();
  if (isEmpty || !cart) return null;
  return (
    <>
      <FreeShippingProgress cart={cart} />
      <CartSummary cart={cart} />
      <div className={styles.actions}>
        <Link href="/cart" className="button button-secondary" onClick={closeCartPanel}>
          View Cart
        </Link>
        <Link href={cart.checkoutUrl ?? '/checkout'} className="button" onClick={closeCartPanel}>
          Checkout
        </Link>
      </div>
    </>
  );
}

/** The cart slide-in: heading 'Your current cart', lines, sub total, 'View Cart' and 'Checkout'. */
export default function CartPanel() {
  const { cartPanelOpen, closeCartPanel } = useUi();
  return (
    <Drawer id="cart-panel" heading="Your current cart" closeLabel="Close cart" open={cartPanelOpen} onClose={closeCartPanel} footer={<CartPanelFooter />}>
      <CartPanelBody />
    </Drawer>
  );
}
