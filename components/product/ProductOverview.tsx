import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import ProductDetails from './ProductDetails';
import ProductGallery from './ProductGallery';
import { findVariant, initialSelection, selectionInForm } from './VariantSelector';
import BackInStockOffers from './BackInStockOffers';
import WishlistButton from './WishlistButton';
import styles from './Product.module.css';

/**
 * The top of the product page: the gallery, showing the chosen variant's picture, beside the details. The options
 * are radios of the add form (`renderPurchase` renders it with the id given); what the shopper chose in the server's
 * HTML before hydration is the selection once the page has hydrated. The page opens with `variantId` chosen (its
 * address's `?variant=`, rendered so by the server), else with the first variant in stock.
 */
export default function ProductOverview({
  product,
  variantId = null,
  renderPurchase,
}: {
  product: Product;
  variantId?: number | null;
  renderPurchase?: (variant: ProductVariant | null, formId: string) => ReactNode;
}) {
  const formId = `add-to-cart-${product.id}`;
  const [selection, setSelection] = useState(() => initialSelection(product, variantId));
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const form = document.getElementById(formId);
    const chosen = form instanceof HTMLFormElement ? selectionInForm(form, product, selection) : null;
    // The page's radios are the external state adopted here, once, at mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (chosen) setSelection(chosen);
  }, [formId, product, selection]);
  const variant = findVariant(product, selection);
  return (
    <div className={styles.layout}>
      <ProductGallery images={product.images} name={product.name} variantImage={variant?.image ?? null} />
      <ProductDetails
        product={product}
        selection={selection}
        onSelectionChange={setSelection}
        renderPurchase={renderPurchase}
        formId={formId}
        save={
          <>
            <BackInStockOffers product={product} selection={selection} />
            <WishlistButton product={product} variant={variant} form={renderPurchase ? formId : undefined} />
          </>
        }
      />
    </div>
  );
}
