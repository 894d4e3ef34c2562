import { useId, useState, type FormEvent } from 'react';
import PostFields from '@/components/forms/PostFields';
import { addToCart } from '@/lib/browser/cart-runtime';
import { useUi } from '@/hooks/use-ui';
import { leastAddQuantity } from '@/lib/commerce/cart-limits';
import { variantLabel } from '@/lib/commerce/item-name';
import type { ProductOptionValue } from '@/lib/commerce/types';
import { quantityLimitRefusal } from '@/lib/http/error-message';
import AddFailureMessage from './AddFailureMessage';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import styles from './Cart.module.css';

/** Quick add shows up to 3 variants. */
const QUICK_ADD_MAX_VARIANTS = 3;

/** What quick add needs of a product (a catalogue Product, a recently viewed snapshot or a search hit fit). */
interface QuickAddProduct {
  id: number;
  slug: string;
  name: string;
  /** Product page path; defaults to /products/{slug}. */
  url?: string;
  /** Minimum units per order (0 or absent: none): quick add adds this many. */
  minQuantity?: number;
  /** Maximum units per order (0 or absent: none). */
  maxQuantity?: number;
  /** A variant is sold out when purchasable is false or inventory is 0; absent fields mean available. */
  variants: { id: number; options: ProductOptionValue[]; inventory?: number; purchasable?: boolean }[];
}

/** Whether quick add can add this variant (sold-out variants are shown, disabled). */
export function isVariantAvailable(variant: QuickAddProduct['variants'][number]): boolean {
  return variant.purchasable !== false && (variant.inventory === undefined || variant.inventory > 0);
}

function productUrl(product: Pick<QuickAddProduct, 'slug' | 'url'>): string {
  return product.url ?? `/products/${product.slug}`;
}

/**
 * The variants quick add offers: the first 3 that have options; none when the url or the title
 * contains 'stack' (bundles are chosen on their page) or no variant has options.
 */
export function quickAddVariants(product: QuickAddProduct): QuickAddProduct['variants'] {
  const isStack = [productUrl(product), product.name].some((text) => text.toLowerCase().includes('stack'));
  if (isStack) return [];
  return product.variants.filter((variant) => variant.options.length > 0).slice(0, QUICK_ADD_MAX_VARIANTS);
}

/**
 * Quick add for product cards: one button per offered variant, which adds the product's minimum per order (else 1;
 * a minimum above 1 is said in the group's label and in each button's name) and opens the cart panel. It is a form
 * posting to the cart route, each button sending its variant id with that quantity, so a press before hydration or
 * without JavaScript adds it too (the browser posts; the server answers with the cart page). A sold-out variant's
 * button is shown disabled and marked sold out, never offered and then refused. The card itself links to the product
 * page ('Choose options'). An add refused for the product's limits per order (checked in the browser, or by the shop)
 * shows the limit's message; any other failed add shows "We couldn't add that to your cart..." with a link to it.
 */
export default function QuickAdd({ product }: { product: QuickAddProduct }) {
  const { addingStatus } = useUi();
  const labelId = useId();
  // Null: no failure; a failure's reason is the limit's message, or null for the generic one.
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const variants = quickAddVariants(product);
  const url = productUrl(product);
  const quantity = leastAddQuantity(product.minQuantity);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variantId = Number((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value'));
    if (!Number.isSafeInteger(variantId) || variantId < 1 || addingStatus === 'Adding') return;
    setFailure(null);
    try {
      await addToCart({
        productId: product.id,
        variantId,
        quantity,
        minQuantity: product.minQuantity,
        maxQuantity: product.maxQuantity,
        productName: product.name,
        productUrl: url,
        reportFailure: true,
      });
    } catch (error) {
      setFailure({ reason: quantityLimitRefusal(error) });
    }
  };

  if (variants.length === 0 && !failure) return null;
  return (
    <div className={styles.quickAdd}>
      {variants.length > 0 && (
        <form method="post" action={CART_URL} onSubmit={add}>
          <PostFields form={`quick-add-${product.id}`} />
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="quantity" value={quantity} />
          <div role="group" aria-labelledby={labelId}>
            <p id={labelId} className={styles.quickAddLabel}>
              Quick add{quantity > 1 && ` (minimum ${quantity})`}
            </p>
            <ul className={styles.quickAddButtons}>
              {variants.map((variant) => {
                const available = isVariantAvailable(variant);
                return (
                  <li key={variant.id}>
                    <button
                      type="submit"
                      name="variantId"
                      value={variant.id}
                      disabled={!available}
                      // Inert while an add is in progress, keeping the focus the cart panel gives back on close.
                      aria-disabled={addingStatus === 'Adding' || undefined}
                      data-soldout={available ? undefined : 'true'}
                    >
                      <span className="visually-hidden">{`Add ${quantity > 1 ? `${quantity} of ` : ''}${product.name}, `}</span>
                      {variantLabel(variant.options)}
                      {!available && <span className={styles.soldOut}> (sold out)</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </form>
      )}
      {failure && <AddFailureMessage productName={product.name} productUrl={url} reason={failure.reason} />}
    </div>
  );
}
