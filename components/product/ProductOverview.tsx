import { useState, type ReactNode } from 'react';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import ProductDetails from './ProductDetails';
import ProductGallery from './ProductGallery';
import { defaultSelection, findVariant } from './VariantSelector';
import styles from './Product.module.css';

/** The top of the product page: the gallery, showing the chosen variant's picture, beside the details. */
export default function ProductOverview({ product, renderPurchase }: { product: Product; renderPurchase?: (variant: ProductVariant | null) => ReactNode }) {
  const [selection, setSelection] = useState(() => defaultSelection(product));
  const variant = findVariant(product, selection);
  return (
    <div className={styles.layout}>
      <ProductGallery images={product.images} name={product.name} variantImage={variant?.image ?? null} />
      <ProductDetails product={product} selection={selection} onSelectionChange={setSelection} renderPurchase={renderPurchase} />
    </div>
  );
}
