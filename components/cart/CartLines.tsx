import type { Cart } from '@/lib/commerce/types';
import CartLine from './CartLine';
import GiftCertificateLine from './GiftCertificateLine';
import styles from './Cart.module.css';

/** Every line of the cart: physical and digital items, then gift certificates. */
export default function CartLines({ cart, label }: { cart: Cart; label: string }) {
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return (
    <ul className={styles.lines} aria-label={label}>
      {[...physicalItems, ...digitalItems].map((line) => (
        <CartLine key={line.id} line={line} />
      ))}
      {giftCertificates.map((certificate) => (
        <GiftCertificateLine key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}
