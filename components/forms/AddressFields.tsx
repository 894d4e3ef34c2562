import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import type { AddressFormValues } from '@/lib/accounts/address-schema';
import { AU_STATES, COUNTRIES, isDeliveryCountry } from '@/lib/accounts/fields';
import SelectField from './SelectField';
import TextField from './TextField';
import styles from './Form.module.css';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/**
 * The address fields shared by sign-up, the address forms and the checkout (`lines` false: only the name, phone and
 * company, the buyer's details of an order with nothing to ship). State is a dropdown of the 8 states
 * when the country is AU, free text (`region`) otherwise. Both are in the page: the other one is `hidden`, and
 * until the page's script runs (or without it) the country chosen in the page decides which one shows (CSS,
 * Form.module.css). The route takes the one that goes with the country (stateOf). Changing the country clears both.
 * A saved address in a country we do not deliver to comes with no country: the list then starts with "Choose a
 * country".
 */
export default function AddressFields({ names = true, lines = true }: { names?: boolean; lines?: boolean }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AddressFormValues>();
  const inAustralia = values.country === 'AU';

  async function changeCountry(event: ChangeEvent<HTMLSelectElement>) {
    await setFieldValue('country', event.target.value);
    for (const field of ['state', 'region']) {
      await setFieldValue(field, '', false);
      await setFieldTouched(field, false, false);
    }
  }

  return (
    <div className={styles.address}>
      {names && (
        <div className={styles.grid}>
          <TextField name="firstName" label="First name" required autoComplete="given-name" />
          <TextField name="lastName" label="Last name" required autoComplete="family-name" />
        </div>
      )}
      <div className={styles.grid}>
        <TextField name="phone" label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" />
        <TextField name="company" label="Company" autoComplete="organization" />
      </div>
      {lines && (
        <>
          <TextField name="address1" label="Address Line 1" required autoComplete="address-line1" />
          <TextField name="address2" label="Address Line 2" autoComplete="address-line2" />
          <div className={styles.grid}>
            <TextField name="suburb" label="Suburb" required autoComplete="address-level2" />
            <SelectField
              name="country"
              label="Country"
              required
              options={COUNTRY_OPTIONS}
              placeholder={isDeliveryCountry(values.country) ? undefined : 'Choose a country'}
              autoComplete="country"
              onChange={changeCountry}
            />
          </div>
          <div className={styles.grid}>
            <div className={styles.stateInAustralia} hidden={!inAustralia}>
              <SelectField name="state" label="State" required options={STATE_OPTIONS} placeholder="Choose a state" autoComplete="address-level1" />
            </div>
            <div className={styles.stateElsewhere} hidden={inAustralia}>
              <TextField name="region" label="State" autoComplete="address-level1" maxLength={100} />
            </div>
            <TextField name="postcode" label="Postcode" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
          </div>
        </>
      )}
    </div>
  );
}
