import { useState, type ReactNode } from 'react';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import PriceDisplay from './PriceDisplay';
import StarRating from './StarRating';
import VariantSelector, { defaultSelection, findVariant } from './VariantSelector';
import styles from './Product.module.css';

interface Props {
  product: Product;
  /** The add-to-cart control for the chosen variant (commerce issue). */
  renderPurchase?: (variant: ProductVariant | null) => ReactNode;
}

/** Name, rating, price of the chosen variant (or the range), option selectors and stock. */
export default function ProductDetails({ product, renderPurchase }: Props) {
  const [selection, setSelection] = useState(() => defaultSelection(product));
  const variant = findVariant(product, selection);
  const price = variant ? { minCents: variant.priceCents, maxCents: variant.priceCents } : product.priceRange;
  const retail = variant
    ? variant.retailPriceCents !== null
      ? { minCents: variant.retailPriceCents, maxCents: variant.retailPriceCents }
      : null
    : product.retailPriceRange;
  const inStock = variant !== null && variant.inventory > 0 && variant.purchasable;

  return (
    <div className={styles.details}>
      <h1 className={styles.name}>{product.name}</h1>
      <StarRating rating={product.averageRating} count={product.reviewCount} />
      <p className={styles.short}>{product.shortDescription}</p>
      <PriceDisplay price={price} retailPrice={retail} />
      {product.priceRange.minCents !== product.priceRange.maxCents && (
        <div className={styles.rangeNote}>
          <PriceDisplay price={product.priceRange} label="All options:" />
        </div>
      )}
      <VariantSelector product={product} selection={selection} onChange={setSelection} />
      <p className={inStock ? styles.inStock : styles.outOfStock} aria-live="polite">
        {variant === null ? 'This combination is not available.' : inStock ? 'In stock' : 'Out of stock'}
      </p>
      {variant && <p className={styles.sku}>SKU: {variant.sku}</p>}
      {renderPurchase?.(variant)}
    </div>
  );
}
