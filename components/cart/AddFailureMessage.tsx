import Link from 'next/link';
import styles from './Cart.module.css';

interface Props {
  productName: string;
  productUrl: string;
  /** The shop's reason when it is one the shopper can act on (the product's limits per order); else the stock hint. */
  reason?: string | null;
}

/** The quick add (and cart dialog) failure: the reason when there is one, else a link to the product page about stock. */
export default function AddFailureMessage({ productName, productUrl, reason }: Props) {
  return (
    <p className={styles.message} role="alert">
      {reason ?? (
        <>
          We couldn&apos;t add that to your cart. Check the <Link href={productUrl}>{productName}</Link> page to see if stock is available
        </>
      )}
    </p>
  );
}
