import { Field, useFormikContext } from 'formik';
import AddressFields from '@/components/forms/AddressFields';
import { useHydrated } from '@/hooks/use-hydrated';
import { NEW_ADDRESS, type CheckoutFormValues } from '@/lib/checkout/schema';
import type { Address } from '@/lib/commerce/types';
import AddressText from './AddressText';
import styles from './Checkout.module.css';

/**
 * Where the order goes: one of the signed-in customer's saved addresses, or a new address typed in with the
 * same fields and rules as sign-up (state dropdown for Australia, AU or NZ only). Until the page has hydrated (and
 * without JavaScript) the new address's fields are in the page, and CSS shows them while 'A new address' is ticked:
 * the shopper fills them in on the first try. The server reads them only for that choice.
 */
export default function ShippingAddressChoice({ addresses }: { addresses: Address[] }) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const entering = values.addressChoice === NEW_ADDRESS;
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.section}>
      <legend>Shipping address</legend>
      {addresses.length > 0 && (
        <div role="radiogroup" aria-label="Ship to" className={styles.choices}>
          {addresses.map((address) => (
            <label key={address.id} className={styles.choice}>
              <Field type="radio" name="addressChoice" value={String(address.id)} />
              <AddressText address={address} />
            </label>
          ))}
          <label className={styles.choice}>
            <Field type="radio" name="addressChoice" value={NEW_ADDRESS} />
            <span className={styles.choiceTitle}>A new address</span>
          </label>
        </div>
      )}
      {(entering || !hydrated) && (
        <div className={styles.newAddress}>
          <AddressFields />
        </div>
      )}
    </fieldset>
  );
}
