/**
 * The gift certificate field at checkout, the one schema the route and the form use. The code is text of at most
 * GIFT_CERTIFICATE_CODE_MAX_LENGTH characters once its spaces are gone; case does not matter.
 */
import { object, string } from 'yup';
import { GIFT_CERTIFICATE_CODE_MAX_LENGTH, giftCertificateMessages } from '../commerce/gift-certificate-rules';
import { cartMessages } from '../commerce/cart-rules';

/** The route that applies (POST) and takes off (DELETE) the certificate a cart pays with. */
export const GIFT_CERTIFICATE_PAYMENT_URL = '/api/checkout/gift-certificate';

/** POST /api/checkout/gift-certificate { giftCertificateCode }: applies the certificate to the cart. */
export const applyGiftCertificateBodySchema = object({
  giftCertificateCode: string()
    .strict()
    .typeError(giftCertificateMessages.notText)
    .required(giftCertificateMessages.required)
    .test('filled', giftCertificateMessages.required, (value) => typeof value === 'string' && value.trim() !== '')
    .test('length', giftCertificateMessages.tooLong, (value) => typeof value !== 'string' || value.trim().length <= GIFT_CERTIFICATE_CODE_MAX_LENGTH),
})
  .required(cartMessages.body)
  .typeError(cartMessages.body);
