import { useLineRemoval } from '@/hooks/use-line-removal';
import { useRemoveGiftCertificate } from '@/hooks/use-remove-gift-certificate';
import { certificateLineLabel } from '@/lib/commerce/item-name';
import type { CartGiftCertificate } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { recipientLabel } from '@/lib/format/recipient';
import RemoveLineForm from './RemoveLineForm';
import styles from './Cart.module.css';

/**
 * A gift certificate in the cart: a drawing of a certificate where a product shows its photo, name, recipient (name
 * and email, a long email wrapping), amount, quantity always 1; removed by its id (RemoveLineForm, as every line is).
 */
export default function GiftCertificateLine({ certificate }: { certificate: CartGiftCertificate }) {
  const removeGiftCertificate = useRemoveGiftCertificate();
  const name = certificate.name || 'Gift certificate';
  // Remove and its messages name whom it is for: two certificates are two lines, told apart by ear too.
  const label = certificateLineLabel(certificate);
  const removal = useLineRemoval({ id: certificate.id, name: label }, () => removeGiftCertificate({ id: certificate.id }));

  return (
    <li className={styles.line} aria-busy={removal.removing} data-testid="cart-gift-certificate">
      <svg className={`${styles.lineImage} ${styles.giftImage}`} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="6" y="16" width="52" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 16v34M6 30h52" stroke="currentColor" strokeWidth="2.5" />
        <path d="M24 30c-6-8-14-6-12 0s12 0 12 0c6-8 14-6 12 0s-12 0-12 0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <div>
        <h3 className={styles.lineName}>{name}</h3>
        <ul className={styles.options}>
          {(certificate.recipient.name || certificate.recipient.email) && <li className={styles.recipient}>To: {recipientLabel(certificate.recipient)}</li>}
          <li>Quantity: 1</li>
        </ul>
        <div className={styles.lineControls}>
          <RemoveLineForm name={label} field="giftCertificateId" id={certificate.id} removal={removal} />
        </div>
      </div>
      <p className={styles.linePrice}>{formatCents(certificate.amountCents)}</p>
    </li>
  );
}
