import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import PostFields from '@/components/forms/PostFields';
import { useHydrated } from '@/hooks/use-hydrated';
import { useUi } from '@/hooks/use-ui';
import { addToCart } from '@/lib/browser/cart-runtime';
import { CommerceError } from '@/lib/commerce/errors';
import { FetcherError } from '@/lib/http/fetcher';
import { isInStock } from '@/lib/commerce/in-stock';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import { CART_QUANTITY_MAX, leastAddQuantity } from '@/lib/commerce/cart-limits';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import styles from './Cart.module.css';

interface Props {
  product: Product;
  /** The chosen variant; null when the chosen options match none. */
  variant: ProductVariant | null;
  /** The form's id: the page's option radios belong to it (their `form` attribute). */
  formId: string;
}

/**
 * The full add to cart of the product page: a quantity (it starts at the product's minimum per order, else 1, which
 * is also its least; max 9999 or the product's maximum) and the button, disabled when the variant is out of stock and
 * inert while an add is in progress (aria-disabled: it keeps the focus, which the cart panel it opens gives back to it
 * when closed). The product's minimum and maximum per order (quantity already in the cart included) are checked
 * first, with the shop's limit messages. An add
 * the shop refuses (more than is in stock) shows the shop's reason the same way; one that fails otherwise (no answer,
 * a server error) sets the status to Failed without a message.
 *
 * It is a real form posting to the cart route: the product, the option radios of the page (which belong to this
 * form) and the quantity. Before hydration and without JavaScript the browser checks the quantity, posts it and the
 * server resolves the variant (then shows the cart, with the reason when nothing was added); a quantity typed before
 * hydration is the one used after it.
 */
export default function AddToCart({ product, variant, formId }: Props) {
  const { addingStatus } = useUi();
  // Before hydration and without JavaScript the browser checks the quantity (a whole number within min and max) and
  // says what is wrong in the page; once hydrated, the shop's own checks and messages take over.
  const hydrated = useHydrated();
  const id = useId();
  const least = leastAddQuantity(product.minQuantity);
  const [quantity, setQuantity] = useState(() => String(least));
  const [message, setMessage] = useState<string | null>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const inStock = variant !== null && isInStock(variant);
  const max = product.maxQuantity > 0 ? Math.min(product.maxQuantity, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;

  // What was typed in the server's HTML before hydration is kept (the field shows it; the state takes it once).
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = quantityInput.current?.value;
    if (typed !== undefined && typed !== quantity) setQuantity(typed);
  }, [quantity]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!variant || addingStatus === 'Adding') return;
    setMessage(null);
    try {
      await addToCart({
        productId: product.id,
        variantId: variant.id,
        quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
        minQuantity: product.minQuantity,
        maxQuantity: product.maxQuantity,
        productName: product.name,
        productUrl: `/products/${product.slug}`,
        reportFailure: false,
      });
    } catch (error) {
      // Checks made before the request, and the shop's refusal, explain themselves; a failed request sets Failed silently.
      if (error instanceof CommerceError && (error.code === 'invalid_input' || error.code === 'quantity_limit')) setMessage(error.message);
      else if (error instanceof FetcherError && error.status >= 400 && error.status < 500) setMessage(error.errors[0]?.message ?? error.message);
    }
  };

  return (
    <form id={formId} method="post" action={CART_URL} className={styles.addToCart} onSubmit={submit} aria-label={`Add ${product.name} to cart`} noValidate={hydrated}>
      <PostFields form={formId} />
      <input type="hidden" name="productId" value={product.id} />
      <label htmlFor={`${id}-quantity`}>
        Quantity
        <input
          ref={quantityInput}
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={least}
          max={max}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
        />
      </label>
      <button type="submit" className="button" disabled={!inStock} aria-disabled={addingStatus === 'Adding' || undefined}>
        Add to cart
        {addingStatus === 'Adding' && <span className={styles.spinner} aria-hidden="true" />}
      </button>
      {message && (
        <p id={`${id}-message`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
