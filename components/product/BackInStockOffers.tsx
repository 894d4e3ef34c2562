import { variantLabel } from '@/lib/commerce/item-name';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import BackInStockAlert, { backInStockPath } from './BackInStockAlert';
import { isAvailable, optionGroups } from './VariantSelector';
import styles from './Wishlist.module.css';

/** Sold out: not to be bought now (a plain boolean: isAvailable's type guard would narrow what follows). */
export const isSoldOut = (variant: ProductVariant): boolean => !isAvailable(variant);

/**
 * The sold-out variants a shopper looking at this selection may want: those that differ from it only in the last
 * option (e.g. the other sizes of the chosen flavour), the chosen variant itself included. Sold-out values cannot be
 * chosen in the selector, so each is offered here with 'Email me when it's back'.
 */
function soldOutNearby(product: Product, selection: Record<string, string>): ProductVariant[] {
  const groups = optionGroups(product);
  const fixed = groups.slice(0, -1).map((group) => group.name);
  return product.variants.filter(
    (variant) => isSoldOut(variant) && fixed.every((name) => variant.options.some((option) => option.name === name && option.value === selection[name])),
  );
}

/**
 * The sold-out options near the selection, each with 'Email me when it's back'. Without JavaScript the list stays
 * that of the options the page shows first (choosing another flavour changes nothing until a script runs), so the
 * product's other sold-out options are reached through the page that lists them all.
 */
export default function BackInStockOffers({ product, selection }: { product: Product; selection: Record<string, string> }) {
  const variants = soldOutNearby(product, selection);
  const others = product.variants.some((variant) => isSoldOut(variant) && !variants.includes(variant));
  if (variants.length === 0 && !others) return null;
  return (
    <>
      {variants.length > 0 && (
        <ul className={styles.offers} aria-label="Sold out">
          {variants.map((variant) => {
            const what = variantLabel(variant.options) || product.name;
            return (
              <li key={variant.id}>
                <p className={styles.soldOutName}>{what}: sold out</p>
                <BackInStockAlert productId={product.id} productSlug={product.slug} variant={variant} />
              </li>
            );
          })}
        </ul>
      )}
      {others && (
        <noscript>
          <p className={styles.alertIntro}>
            <a href={backInStockPath(product.slug)}>Other options sold out: email me when one is back</a>
          </p>
        </noscript>
      )}
    </>
  );
}
