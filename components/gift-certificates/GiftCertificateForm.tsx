import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import PostForm from '@/components/forms/PostForm';
import TextAreaField from '@/components/forms/TextAreaField';
import TextField from '@/components/forms/TextField';
import formStyles from '@/components/forms/Form.module.css';
import { useHydrated } from '@/hooks/use-hydrated';
import { addGiftCertificate } from '@/lib/browser/cart-runtime';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { GIFT_CERTIFICATE_MAX_DOLLARS, GIFT_CERTIFICATE_MIN_DOLLARS } from '@/lib/commerce/cart-rules';
import {
  GIFT_CERTIFICATE_AMOUNTS,
  GIFT_CERTIFICATE_MESSAGE_MAX,
  addGiftCertificateFormBodySchema,
  dollarsFromText,
  giftCertificateFormValues,
  giftCertificateRequest,
  type GiftCertificateFormValues,
} from '@/lib/commerce/gift-certificate-schema';
import { formatCents, groupThousands } from '@/lib/format/money';
import { errorMessage } from '@/lib/http/error-message';
import styles from './GiftCertificateForm.module.css';

const GIFT_CERTIFICATE_FORM = 'gift-certificate';
const FALLBACK_ERROR = 'We could not add the gift certificate to your cart just now. Please try again.';
const AMOUNT = 'giftCertificate.amount';

interface Props {
  /** The signed-in customer's name and email, filled in as the sender; null for a guest. */
  sender: { name: string; email: string } | null;
}

/**
 * The gift certificate form: an amount (typed, or one of the common amounts once the page has hydrated), who it is
 * for, who it is from and an optional message. It is a real form posting to the cart API, so before and without
 * JavaScript the browser posts it: the shopper goes on to the cart with a notice, or comes back here with every value
 * kept and each message beside its field. Once hydrated it adds in place, as the product page's add to cart does
 * (the cart panel opens, the badge counts the certificate), then says what was added and empties the form for
 * another certificate, keeping the sender.
 */
export default function GiftCertificateForm({ sender }: Props) {
  const hydrated = useHydrated();
  // What the last add by script came to: the certificate added, or why not.
  const [outcome, setOutcome] = useState<{ added: boolean; text: string } | null>(null);

  async function submit(values: GiftCertificateFormValues, { resetForm }: FormikHelpers<GiftCertificateFormValues>) {
    setOutcome(null);
    const { giftCertificate } = await addGiftCertificateFormBodySchema.validate(values);
    const added = await addGiftCertificate(giftCertificateRequest(giftCertificate)).then(
      () => true,
      (caught: unknown) => {
        setOutcome({ added: false, text: errorMessage(caught, FALLBACK_ERROR) });
        return false;
      },
    );
    if (!added) return;
    resetForm({ values: giftCertificateFormValues(values.giftCertificate.sender) });
    setOutcome({ added: true, text: `Added a ${formatCents(Math.round(giftCertificate.amount * 100))} gift certificate for ${giftCertificate.recipient.name} to your cart.` });
  }

  return (
    <PostForm<GiftCertificateFormValues>
      id={GIFT_CERTIFICATE_FORM}
      action={CART_URL}
      label="Buy a gift certificate"
      className={`${formStyles.form} ${styles.form}`}
      initialValues={giftCertificateFormValues(sender)}
      validationSchema={addGiftCertificateFormBodySchema}
      onSubmit={submit}
    >
      {({ isSubmitting, values, setFieldValue, setFieldTouched }) => {
        const typed = dollarsFromText(values.giftCertificate.amount);
        return (
          <>
            {outcome && !outcome.added && (
              <p role="alert" className={formStyles.alert}>
                {outcome.text}
              </p>
            )}
            <fieldset className={formStyles.section}>
              <legend>Amount</legend>
              <div className={hydrated ? styles.amounts : `${styles.amounts} until-hydrated`} role="group" aria-label="Common amounts">
                {GIFT_CERTIFICATE_AMOUNTS.map((dollars) => (
                  <button
                    key={dollars}
                    type="button"
                    className={styles.amount}
                    aria-pressed={typed === dollars}
                    onClick={() => {
                      void setFieldValue(AMOUNT, String(dollars));
                      void setFieldTouched(AMOUNT, false, false);
                    }}
                  >
                    ${dollars}
                  </button>
                ))}
              </div>
              <TextField
                name={AMOUNT}
                label="Amount in dollars"
                required
                inputMode="decimal"
                autoComplete="off"
                maxLength={12}
                hint={`Any amount from $${GIFT_CERTIFICATE_MIN_DOLLARS} to $${groupThousands(GIFT_CERTIFICATE_MAX_DOLLARS)}, such as 50 or 75.50.`}
              />
            </fieldset>
            <fieldset className={formStyles.section}>
              <legend>Who is it for?</legend>
              <div className={formStyles.grid}>
                <TextField name="giftCertificate.recipient.name" label="Their name" required autoComplete="off" maxLength={100} />
                <TextField
                  name="giftCertificate.recipient.email"
                  label="Their email"
                  type="email"
                  required
                  autoComplete="off"
                  inputMode="email"
                  hint="We email the certificate here once your order is placed."
                />
              </div>
            </fieldset>
            <fieldset className={formStyles.section}>
              <legend>Who is it from?</legend>
              <div className={formStyles.grid}>
                <TextField name="giftCertificate.sender.name" label="Your name" required autoComplete="name" maxLength={100} />
                <TextField name="giftCertificate.sender.email" label="Your email" type="email" required autoComplete="email" inputMode="email" />
              </div>
              <TextAreaField
                name="giftCertificate.message"
                label="Message (optional)"
                maxLength={GIFT_CERTIFICATE_MESSAGE_MAX}
                hint={`Sent with the certificate. Up to ${groupThousands(GIFT_CERTIFICATE_MESSAGE_MAX)} characters.`}
              />
            </fieldset>
            <div className={formStyles.actions}>
              <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
                {isSubmitting ? 'Adding…' : 'Add gift certificate to cart'}
              </button>
            </div>
            <p role="status" className={outcome?.added ? formStyles.notice : styles.quiet}>
              {outcome?.added ? outcome.text : null}
            </p>
          </>
        );
      }}
    </PostForm>
  );
}
