import AddressFields from '@/components/forms/AddressFields';
import styles from './Checkout.module.css';

/**
 * What an order with nothing to ship (gift certificates, digital items) asks instead of an address and a shipping
 * method: the buyer's name for the receipt, a phone number to reach them about the order, and a company if any.
 */
export default function BillingDetails() {
  return (
    <fieldset className={styles.section}>
      <legend>Your details</legend>
      <p className={styles.hint}>Nothing in this order ships, so there is no address to enter and no shipping charge.</p>
      <AddressFields lines={false} />
    </fieldset>
  );
}
