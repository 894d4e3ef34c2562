import Head from 'next/head';
import Link from 'next/link';
import CartLines from '@/components/cart/CartLines';
import CartSummary from '@/components/cart/CartSummary';
import EmptyCart from '@/components/cart/EmptyCart';
import FreeShippingProgress from '@/components/cart/FreeShippingProgress';
import DiscountCodeForm from '@/components/cart/DiscountCodeForm';
import styles from '@/components/cart/Cart.module.css';
import { useCart } from '@/hooks/use-cart';

/** The cart page: lines with debounced quantity steppers and Remove, sub total, GST included, Checkout. */
export default function CartPage() {
  const { cart, isLoading, isEmpty, error } = useCart();

  let body;
  if (isLoading) {
    body = <p role="status">Loading your cart…</p>;
  } else if (error && !cart) {
    body = (
      <p className={styles.message} role="alert">
        We couldn&apos;t load your cart. Please refresh the page to try again.
      </p>
    );
  } else if (isEmpty || !cart) {
    body = <EmptyCart />;
  } else {
    body = (
      <div className={styles.cartPage}>
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="visually-hidden">
            Items
          </h2>
          <CartLines cart={cart} label="Items in your cart" />
        </section>
        <aside className={styles.cartAside} aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">Order summary</h2>
          <FreeShippingProgress cart={cart} />
          <DiscountCodeForm cart={cart} returnTo="/cart" />
          <CartSummary cart={cart} showGst />
          <Link href={cart.checkoutUrl ?? '/checkout'} className="button">
            Checkout
          </Link>
          <p className="page-intro">Prices are in AUD and include GST. Shipping is calculated at checkout.</p>
        </aside>
      </div>
    );
  }

  return (
    <>
      <Head>
        <title>Your cart | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Your cart</h1>
      {body}
    </>
  );
}
