import { ValidationError } from 'yup';
import { validateAddItem, validateUpdateItem } from '@/lib/commerce/cart-checks';
import { CART_QUANTITY_MAX } from '@/lib/commerce/cart-limits';
import { addItemSchema, updateItemSchema } from '@/lib/commerce/validation';

/** The API's answer to an item: null when valid, else the message of its first failing rule. */
function apiMessage(schema: typeof addItemSchema | typeof updateItemSchema, item: unknown): string | null {
  try {
    schema.validateSync(item, { abortEarly: true, stripUnknown: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? error.message;
    throw error;
  }
}

/** The browser's answer to the same item. */
function browserMessage(check: (item: never) => unknown, item: unknown): string | null {
  try {
    check(item as never);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const IDS = [1, 42, 2_147_483_647, 0, -1, 1.5, 2_147_483_648, Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined];
const QUANTITIES = [1, 2, CART_QUANTITY_MAX, CART_QUANTITY_MAX + 1, 0, -3, 2.5, Number.NaN, '3', null, undefined];

describe("the browser's cart checks", () => {
  it.each(IDS.flatMap((id) => QUANTITIES.map((quantity) => [id, quantity])))(
    'answer an add of product %p, quantity %p as the API does',
    (id, quantity) => {
      const item = { productId: id, variantId: 11, ...(quantity === undefined ? {} : { quantity }) };
      expect(browserMessage(validateAddItem, item)).toBe(apiMessage(addItemSchema, item));
      const variant = { productId: 3, variantId: id, ...(quantity === undefined ? {} : { quantity }) };
      expect(browserMessage(validateAddItem, variant)).toBe(apiMessage(addItemSchema, variant));
    },
  );

  it.each(IDS.flatMap((id) => QUANTITIES.filter((quantity) => quantity !== undefined).map((quantity) => [id, quantity])))(
    'answer an update of product %p to quantity %p as the API does (below 1 removes the line)',
    (id, quantity) => {
      const item = { productId: id, variantId: 11, quantity };
      expect(browserMessage(validateUpdateItem, item)).toBe(apiMessage(updateItemSchema, item));
    },
  );

  it('default an add to one', () => {
    expect(validateAddItem({ productId: 1, variantId: 2 })).toEqual({ productId: 1, variantId: 2, quantity: 1 });
  });

  it('load no yup: every page loads the cart runtime, and yup is for the API and the account forms', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('yup', () => {
        throw new Error('yup was loaded');
      });
      await expect(
        Promise.all([
          import('@/lib/commerce/cart-checks'),
          import('@/hooks/use-add-to-cart'),
          import('@/hooks/use-update-item'),
          import('@/hooks/use-remove-item'),
          import('@/hooks/use-remove-gift-certificate'),
        ]),
      ).resolves.toHaveLength(5);
    });
  });
});
