import styles from './Checkout.module.css';

/**
 * The payment step. It collects NO card data: there is no card field, nothing is sent to a payment provider, and
 * the order is placed unpaid.
 */
export default function PaymentNote() {
  return (
    <fieldset className={styles.section}>
      <legend>Payment</legend>
      <p className={styles.paymentNote} data-testid="payment-note">
        <strong>No card details needed.</strong> Placing your order records it without taking a payment.
      </p>
    </fieldset>
  );
}
