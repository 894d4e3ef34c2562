import styles from './Checkout.module.css';

/**
 * The payment step of the demo shop. It collects NO card data: there is no card field, nothing is sent to a
 * payment provider, and the order is placed unpaid.
 */
export default function DemoPayment() {
  return (
    <fieldset className={styles.section}>
      <legend>Payment</legend>
      <p className={styles.demo} data-testid="demo-payment">
        <strong>Demo payment: no card is charged.</strong> This demo shop does not ask for or store card details;
        placing the order records it without taking a payment.
      </p>
    </fieldset>
  );
}
