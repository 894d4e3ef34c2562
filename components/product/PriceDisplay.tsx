import { formatCents } from '@/lib/format/money';
import type { PriceRange } from '@/lib/commerce/types';
import styles from './Product.module.css';

interface Props {
  price: PriceRange;
  retailPrice?: PriceRange | null;
  label?: string;
}

/** "Price:" then $x.xx, a range when min and max differ, and the retail price struck through when higher. */
export default function PriceDisplay({ price, retailPrice = null, label = 'Price:' }: Props) {
  const text =
    price.minCents === price.maxCents ? formatCents(price.minCents) : `${formatCents(price.minCents)} - ${formatCents(price.maxCents)}`;
  const showRetail = retailPrice !== null && retailPrice.minCents > price.minCents;
  const retailText =
    retailPrice && retailPrice.minCents !== retailPrice.maxCents
      ? `${formatCents(retailPrice.minCents)} - ${formatCents(retailPrice.maxCents)}`
      : retailPrice
        ? formatCents(retailPrice.minCents)
        : '';
  return (
    <p className={styles.price} data-testid="price">
      {label && <span className={styles.priceLabel}>{label} </span>}
      {showRetail && (
        <>
          <s className={styles.retail}>
            <span className="visually-hidden">Was </span>
            {retailText}
          </s>{' '}
          <span className="visually-hidden">now </span>
        </>
      )}
      <span className={styles.priceValue}>{text}</span>
    </p>
  );
}
