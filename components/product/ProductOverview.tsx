import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import ProductDetails from './ProductDetails';
import ProductGallery from './ProductGallery';
import { defaultSelection, findVariant, selectionInForm } from './VariantSelector';
import BackInStockOffers from './BackInStockOffers';
import WishlistButton from './WishlistButton';
import styles from './Product.module.css';

/**
 * The top of the product page: the gallery, showing the chosen variant's picture, beside the details. The options
 * are radios of the add form (`renderPurchase` renders it with the id given); what the shopper chose in the server's
 * HTML before hydration is the selection once the page has hydrated.
 */
export default function ProductOverview({ product, renderPurchase }: { product: Product; renderPurchase?: (variant: ProductVariant | null, formId: string) => ReactNode }) {
  const router = useRouter();
  const formId = `add-to-cart-${product.id}`;
  const [selection, setSelection] = useState(() => defaultSelection(product));
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
  // Back from sign-in after saving as a guest (?variant=<variant id>; the sign-in route made the save): that variant
  // is chosen, then the address is made clean again.
  const returning = router.isReady && typeof router.query.variant === 'string' ? product.variants.find((v) => String(v.id) === router.query.variant) : undefined;
  const [shownReturn, setShownReturn] = useState<number | null>(null);
  if (returning && shownReturn !== returning.id) {
    // Adjusting state to the route during render (React's pattern for state derived from a changed input).
    setShownReturn(returning.id);
    setSelection(Object.fromEntries(returning.options.map((option) => [option.name, option.value])));
  }
  const variant = findVariant(product, selection);
  const returned = shownReturn !== null && router.query.variant !== undefined;
  useEffect(() => {
    if (returned) void router.replace(`/products/${product.slug}`, undefined, { shallow: true, scroll: false });
  }, [returned, router, product.slug]);
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
