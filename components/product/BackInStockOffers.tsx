import type { Product, ProductVariant } from '@/lib/commerce/types';
import BackInStockAlert from './BackInStockAlert';
import { optionGroups } from './VariantSelector';
import styles from './Wishlist.module.css';

/**
 * The sold-out variants a shopper looking at this selection may want: those that differ from it only in the last
 * option (e.g. the other sizes of the chosen flavour), the chosen variant itself included. Sold-out values cannot be
 * chosen in the selector, so each is offered here with 'Email me when it's back'.
 */
export function soldOutNearby(product: Product, selection: Record<string, string>): ProductVariant[] {
  const groups = optionGroups(product);
  const fixed = groups.slice(0, -1).map((group) => group.name);
  return product.variants.filter(
    (variant) => (!variant.purchasable || variant.inventory <= 0) && fixed.every((name) => variant.options.some((option) => option.name === name && option.value === selection[name])),
  );
}

export default function BackInStockOffers({ product, selection }: { product: Product; selection: Record<string, string> }) {
  const variants = soldOutNearby(product, selection);
  if (variants.length === 0) return null;
  return (
    <ul className={styles.offers} aria-label="Sold out">
      {variants.map((variant) => {
        const what = variant.options.map((option) => option.value).join(' / ') || product.name;
        return (
          <li key={variant.id}>
            <p className={styles.soldOutName}>{what}: sold out</p>
            <BackInStockAlert productId={product.id} productSlug={product.slug} variant={variant} />
          </li>
        );
      })}
    </ul>
  );
}
