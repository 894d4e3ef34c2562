import { useState, type FormEvent } from 'react';
import { useRemoveGiftCertificate } from '@/hooks/use-remove-gift-certificate';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import type { CartGiftCertificate } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import styles from './Cart.module.css';

/**
 * A gift certificate in the cart: name, recipient, amount, quantity always 1; removed by its id with a
 * form posting to the cart API, which works before and without JavaScript.
 */
export default function GiftCertificateLine({ certificate }: { certificate: CartGiftCertificate }) {
  const removeGiftCertificate = useRemoveGiftCertificate();
  const [removing, setRemoving] = useState(false);
  const name = certificate.name || 'Gift certificate';

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRemoving(true);
    try {
      await removeGiftCertificate({ id: certificate.id });
    } catch (error) {
      console.error('Could not remove the gift certificate', error);
      setRemoving(false);
    }
  };

  return (
    <li className={styles.line} aria-busy={removing} data-testid="cart-gift-certificate">
      <span className={styles.lineImage} aria-hidden="true" />
      <div>
        <h3 className={styles.lineName}>{name}</h3>
        <ul className={styles.options}>
          {certificate.recipient.name && <li>To: {certificate.recipient.name}</li>}
          <li>Quantity: 1</li>
        </ul>
        <div className={styles.lineControls}>
          <form method="post" action={CART_URL} onSubmit={remove} className={styles.removeForm}>
            <input type="hidden" name="_method" value="DELETE" />
            <input type="hidden" name="giftCertificateId" value={certificate.id} />
            <button type="submit" className={styles.linkButton} disabled={removing} aria-label={`Remove ${name}`}>
              Remove
            </button>
          </form>
          {removing && (
            <span role="status">
              <span className={styles.spinner} aria-hidden="true" /> <span className="visually-hidden">Removing {name}</span>
            </span>
          )}
        </div>
      </div>
      <p className={styles.linePrice}>{formatCents(certificate.amountCents)}</p>
    </li>
  );
}
