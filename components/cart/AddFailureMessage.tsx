import Link from 'next/link';
import styles from './Cart.module.css';

/** The quick add (and cart dialog) failure, with a link to the product page. */
export default function AddFailureMessage({ productName, productUrl }: { productName: string; productUrl: string }) {
  return (
    <p className={styles.message} role="alert">
      We couldn&apos;t add that to your cart. Check the <Link href={productUrl}>{productName}</Link> page to see if stock is available
    </p>
  );
}
