import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import type { AddressFormValues } from '@/lib/accounts/address-schema';
import { AU_STATES, COUNTRIES } from '@/lib/accounts/fields';
import SelectField from './SelectField';
import TextField from './TextField';
import styles from './Form.module.css';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/**
 * The address fields shared by sign-up and the address forms. State is a dropdown of the
 * 8 states when the country is AU, free text otherwise; changing the country clears the state.
 */
export default function AddressFields({ names = true }: { names?: boolean }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AddressFormValues>();
  const isAustralia = values.country === 'AU';

  async function changeCountry(event: ChangeEvent<HTMLSelectElement>) {
    await setFieldValue('country', event.target.value);
    await setFieldValue('state', '', false);
    await setFieldTouched('state', false, false);
  }

  return (
    <>
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
      <TextField name="address1" label="Address Line 1" required autoComplete="address-line1" />
      <TextField name="address2" label="Address Line 2" autoComplete="address-line2" />
      <div className={styles.grid}>
        <TextField name="suburb" label="Suburb" required autoComplete="address-level2" />
        <SelectField name="country" label="Country" required options={COUNTRY_OPTIONS} autoComplete="country" onChange={changeCountry} />
      </div>
      <div className={styles.grid}>
        {isAustralia ? (
          <SelectField name="state" label="State" required options={STATE_OPTIONS} placeholder="Choose a state" autoComplete="address-level1" />
        ) : (
          <TextField name="state" label="State" autoComplete="address-level1" />
        )}
        <TextField name="postcode" label="Postcode" required autoComplete="postal-code" inputMode="numeric" maxLength={10} />
      </div>
    </>
  );
}
