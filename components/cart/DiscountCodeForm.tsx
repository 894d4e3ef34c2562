import { memo, useMemo, type Ref } from 'react';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { DISCOUNT_CODE_MAX_LENGTH, discountMessages } from '@/lib/commerce/discount-rules';
import type { Cart } from '@/lib/commerce/types';
import { useDiscountCode } from '@/hooks/use-discount-code';
import CodeForm, { type CodeFormHandle, type CodeKind } from './CodeForm';
import styles from './Discount.module.css';

interface Props {
  cart: Cart;
  returnTo: string;
  within?: { formId: string; formElementId: string };
  ref?: Ref<CodeFormHandle>;
}

/**
 * The "Discount code" field with Apply, or the applied code with Remove (CodeForm), posting to the cart API. The
 * cart's notice says why the shop took a code off.
 */
function DiscountCodeForm(props: Props) {
  const actions = useDiscountCode();
  const kind = useMemo<CodeKind>(
    () => ({
      formId: 'discount-code',
      field: 'discountCode',
      label: 'Discount code',
      applyText: 'Apply',
      action: CART_URL,
      maxLength: DISCOUNT_CODE_MAX_LENGTH,
      testId: 'discount-code',
      failed: "We couldn't check that code just now. Please try again.",
      applied: (cart) =>
        cart.discount
          ? {
              code: cart.discount.code,
              shown: (
                <>
                  <span className={styles.code}>{cart.discount.code}</span> <span>{cart.discount.description}</span>
                </>
              ),
              removeLabel: `Remove discount code ${cart.discount.code}`,
            }
          : null,
      appliedMessage: (next) => (next?.discount ? `${next.discount.code} applied: ${next.discount.description}.` : null),
      removedMessage: (code, next) =>
        next?.discount && next.discount.code !== code ? discountMessages.notOnCart(code, next.discount.code) : `${code} removed.`,
      notice: (cart) => cart.discountNotice ?? null,
      actions,
    }),
    [actions],
  );
  return <CodeForm kind={kind} {...props} />;
}

/** Memoised: the checkout renders it inside its form's render function, which runs on every keystroke. */
export default memo(DiscountCodeForm);
