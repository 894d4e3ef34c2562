import { memo, useMemo } from 'react';
import CodeForm, { type CodeKind } from '@/components/cart/CodeForm';
import { GIFT_CERTIFICATE_PAYMENT_URL } from '@/lib/checkout/gift-certificate-schema';
import { GIFT_CERTIFICATE_CODE_MAX_LENGTH, giftCertificateLabel, giftCertificateMessages } from '@/lib/commerce/gift-certificate-rules';
import type { Cart } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { useGiftCertificatePayment } from '@/hooks/use-gift-certificate-payment';

interface Props {
  cart: Cart;
  returnTo: string;
  within?: { formId: string; formElementId: string };
}

/**
 * The checkout's "Gift certificate" field with "Apply gift certificate", or the applied certificate (last 4
 * characters and balance) with Remove: the discount code's form (CodeForm), posting to /api/checkout/gift-certificate.
 * Shown only when the store takes certificates at this checkout (embedded mode).
 */
function GiftCertificatePaymentForm(props: Props) {
  const actions = useGiftCertificatePayment();
  const kind = useMemo<CodeKind>(
    () => ({
      formId: 'gift-certificate',
      field: 'giftCertificateCode',
      label: 'Gift certificate',
      applyText: 'Apply gift certificate',
      action: GIFT_CERTIFICATE_PAYMENT_URL,
      maxLength: GIFT_CERTIFICATE_CODE_MAX_LENGTH,
      testId: 'gift-certificate-payment',
      failed: "We couldn't check that gift certificate just now. Please try again.",
      applied: (cart) =>
        cart.giftCertificate
          ? {
              code: cart.giftCertificate.last4,
              shown: (
                <>
                  <span>{giftCertificateLabel(cart.giftCertificate.last4)}</span> <span>balance {formatCents(cart.giftCertificate.balanceCents)}</span>
                </>
              ),
              removeLabel: `Remove ${giftCertificateLabel(cart.giftCertificate.last4)}`,
            }
          : null,
      appliedMessage: (next) => (next?.giftCertificate ? giftCertificateMessages.applied(next.giftCertificate.last4, next.giftCertificate.balanceCents) : null),
      removedMessage: (last4) => giftCertificateMessages.removed(last4),
      actions: { apply: actions.apply, remove: () => actions.remove() },
    }),
    [actions],
  );
  return <CodeForm kind={kind} {...props} />;
}

export default memo(GiftCertificatePaymentForm);
