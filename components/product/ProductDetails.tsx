import type { ReactNode } from 'react';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import PriceDisplay from './PriceDisplay';
import StarRating from './StarRating';
import VariantSelector, { findVariant, isAvailable } from './VariantSelector';
import styles from './Product.module.css';

interface Props {
  product: Product;
  /** The chosen option values (Flavour, Package Size...), owned by the product view. */
  selection: Record<string, string>;
  onSelectionChange: (selection: Record<string, string>) => void;
  /** The add-to-cart form for the chosen variant, with the id `formId` (the option radios belong to it). */
  renderPurchase?: (variant: ProductVariant | null, formId: string) => ReactNode;
  /** The add form's id. */
  formId: string;
  /** The wish list control of the chosen variant. */
  save?: ReactNode;
}

/**
 * Name, rating, the chosen variant's price (with a sale badge and the retail price struck through when on sale),
 * the price range of all options as every listing shows it, option selectors and stock.
 */
export default function ProductDetails({ product, selection, onSelectionChange, renderPurchase, formId, save }: Props) {
  const variant = findVariant(product, selection);
  const price = variant ? { minCents: variant.priceCents, maxCents: variant.priceCents } : product.priceRange;
  const retail = variant
    ? variant.retailPriceCents !== null
      ? { minCents: variant.retailPriceCents, maxCents: variant.retailPriceCents }
      : null
    : product.retailPriceRange;
  const inStock = isAvailable(variant);

  return (
    <div className={styles.details}>
      <h1 className={styles.name}>{product.name}</h1>
      <StarRating rating={product.averageRating} count={product.reviewCount} />
      <p className={styles.short}>{product.shortDescription}</p>
      <PriceDisplay price={price} retailPrice={retail} saleBadge />
      {product.priceRange.minCents !== product.priceRange.maxCents && (
        <div className={styles.rangeNote}>
          <PriceDisplay price={product.priceRange} retailPrice={product.retailPriceRange} label="All options:" />
        </div>
      )}
      <VariantSelector product={product} selection={selection} onChange={onSelectionChange} form={formId} />
      <p className={inStock ? styles.inStock : styles.outOfStock} aria-live="polite">
        {variant === null ? 'This combination is not available.' : inStock ? 'In stock' : 'Sold out'}
      </p>
      {variant && <p className={styles.sku}>SKU: {variant.sku}</p>}
      {renderPurchase?.(variant, formId)}
      {save}
    </div>
  );
}
