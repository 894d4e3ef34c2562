import { formatPriceRange } from '@/lib/format/money';
import type { PriceRange } from '@/lib/commerce/types';
import styles from './Product.module.css';

interface Props {
  price: PriceRange;
  retailPrice?: PriceRange | null;
  label?: string;
  /** Shows a 'Sale' badge when the retail price is struck through. */
  saleBadge?: boolean;
}

/** Whether a retail price is shown struck through: it is known and above the price. */
function isOnSale(price: PriceRange, retailPrice: PriceRange | null | undefined): retailPrice is PriceRange {
  return retailPrice !== null && retailPrice !== undefined && retailPrice.minCents > price.minCents;
}

/**
 * "Price:" then $x.xx, a range when min and max differ, and the retail price struck through when higher.
 * Cards, search hits and the product page all write prices through this component.
 */
export default function PriceDisplay({ price, retailPrice = null, label = 'Price:', saleBadge = false }: Props) {
  const onSale = isOnSale(price, retailPrice);
  return (
    <p className={styles.price} data-testid="price">
      {label && <span className={styles.priceLabel}>{label} </span>}
      {onSale && (
        <>
          {saleBadge && <span className={styles.saleBadge}>Sale</span>}{' '}
          <s className={styles.retail}>
            <span className="visually-hidden">Was </span>
            {formatPriceRange(retailPrice)}
          </s>{' '}
          <span className="visually-hidden">now </span>
        </>
      )}
      <span className={onSale ? `${styles.priceValue} ${styles.salePrice}` : styles.priceValue}>{formatPriceRange(price)}</span>
    </p>
  );
}
