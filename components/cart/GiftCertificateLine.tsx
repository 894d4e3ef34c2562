import { useLineRemoval } from '@/hooks/use-line-removal';
import { useRemoveGiftCertificate } from '@/hooks/use-remove-gift-certificate';
import type { CartGiftCertificate } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import RemoveLineForm from './RemoveLineForm';
import styles from './Cart.module.css';

/**
 * A gift certificate in the cart: name, recipient, amount, quantity always 1; removed by its id (RemoveLineForm, as
 * every line is).
 */
export default function GiftCertificateLine({ certificate }: { certificate: CartGiftCertificate }) {
  const removeGiftCertificate = useRemoveGiftCertificate();
  const name = certificate.name || 'Gift certificate';
  const removal = useLineRemoval({ id: certificate.id, name }, () => removeGiftCertificate({ id: certificate.id }));

  return (
    <li className={styles.line} aria-busy={removal.removing} data-testid="cart-gift-certificate">
      <span className={styles.lineImage} aria-hidden="true" />
      <div>
        <h3 className={styles.lineName}>{name}</h3>
        <ul className={styles.options}>
          {certificate.recipient.name && <li>To: {certificate.recipient.name}</li>}
          <li>Quantity: 1</li>
        </ul>
        <div className={styles.lineControls}>
          <RemoveLineForm name={name} field="giftCertificateId" id={certificate.id} removal={removal} />
        </div>
      </div>
      <p className={styles.linePrice}>{formatCents(certificate.amountCents)}</p>
    </li>
  );
}
