/**
 * A product form as a browser posts it without JavaScript (the product page, quick add, the wish list heart):
 * `productId`, the chosen options as `options.<option name>=<value>` (the page's radio groups), or a `variantId`
 * (quick add's buttons), and `quantity`. The server resolves the variant from the catalogue, so what the shopper
 * chose in the page is what is added, whatever the page's script did or did not do.
 */
import { ApiError } from '@/lib/http/api-error';
import { itemName } from './item-name';
import type { CommerceService } from './service';
import type { Product, ProductVariant } from './types';
import { cartMessages } from './cart-rules';

export const UNAVAILABLE_COMBINATION = 'This combination is not available. Please choose another option.';

export interface ProductChoice {
  product: Product;
  variant: ProductVariant;
  quantity: number;
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * The variant whose every option has the posted value (the posted names are the option names). A product without
 * options (Caffeine Tablets) has no radios, so its form posts no `options` at all: its one variant is the choice.
 */
function variantOfOptions(product: Product, options: unknown): ProductVariant | undefined {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) return undefined;
  const chosen = (options ?? {}) as Record<string, unknown>;
  return product.variants.find((variant) => variant.options.every((option) => chosen[option.name] === option.value));
}

/** The product, variant and quantity a product form names; a clear 400 (or 404) when it names none. */
export async function resolveProductChoice(commerce: CommerceService, posted: unknown): Promise<ProductChoice> {
  const body = (typeof posted === 'object' && posted !== null ? posted : {}) as Record<string, unknown>;
  const productId = wholeNumber(field(body, 'productId'));
  if (!productId) throw new ApiError(400, cartMessages.productId, 'invalid_input', 'productId');

  const quantityText = field(body, 'quantity');
  const quantity = quantityText === undefined ? 1 : wholeNumber(quantityText);
  if (quantity === null || quantity < 1) throw new ApiError(400, cartMessages.addQuantity, 'invalid_input', 'quantity');

  const [product] = await commerce.getProductsByIds([productId]);
  if (!product) throw new ApiError(404, 'That product is no longer in our shop.', 'not_found');
  const variantId = wholeNumber(field(body, 'variantId'));
  const variant = variantId ? product.variants.find((candidate) => candidate.id === variantId) : variantOfOptions(product, body.options);
  if (!variant) throw new ApiError(400, UNAVAILABLE_COMBINATION, 'invalid_input');
  return { product, variant, quantity };
}

/** "Whey Protein Isolate 1kg Chocolate": the product's name and the chosen option values. */
export function choiceName({ product, variant }: Pick<ProductChoice, 'product' | 'variant'>): string {
  return itemName(product.name, variant.options);
}
