import Link from 'next/link';
import TextField from '@/components/forms/TextField';
import styles from './Checkout.module.css';

/**
 * Contact details: a guest types an email address; a signed-in customer's own address is shown read-only
 * (the order always goes to the account's email). A guest is offered to sign in: for their saved addresses, or when
 * nothing ships (no address is asked for) for their own details filled in.
 */
export default function ContactFields({ customerEmail, needsShipping = true }: { customerEmail: string | null; needsShipping?: boolean }) {
  return (
    <fieldset className={styles.section}>
      <legend>Contact</legend>
      {customerEmail ? (
        <div className={styles.field}>
          <label htmlFor="checkout-email">Email</label>
          <input id="checkout-email" className={styles.readonly} type="email" value={customerEmail} readOnly aria-describedby="checkout-email-hint" />
          <p id="checkout-email-hint" className={styles.hint}>
            You are signed in: your order confirmation goes to your account&apos;s email address.
          </p>
        </div>
      ) : (
        <>
          <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" hint="We send your order confirmation here." />
          <p className={styles.hint}>
            Have an account? <Link href="/login?returnTo=%2Fcheckout">Sign in</Link>{' '}
            {needsShipping ? 'to use your saved addresses.' : 'to have your details filled in and the order kept in your account.'}
          </p>
        </>
      )}
    </fieldset>
  );
}
