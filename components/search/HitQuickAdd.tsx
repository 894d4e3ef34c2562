import QuickAdd from '@/components/cart/QuickAdd';
import type { ProductHit } from './hit-types';

/** Quick add on a product result card: the hit's variants and limits per order mapped to what QuickAdd takes. */
export default function HitQuickAdd({ hit }: { hit: ProductHit }) {
  return (
    <QuickAdd
      product={{
        id: hit.productId,
        slug: hit.slug,
        name: hit.title,
        minQuantity: hit.minQuantity,
        maxQuantity: hit.maxQuantity,
        variants: hit.variants.map((variant) => ({
          id: variant.variantId,
          options: variant.options,
          ...(variant.inStock === false ? { purchasable: false } : {}),
        })),
      }}
    />
  );
}
