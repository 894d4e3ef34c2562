import { townLine } from '@/lib/format/address';
import type { AddressInput } from '@/lib/commerce/types';
import styles from './Checkout.module.css';

const COUNTRY_NAMES: Record<AddressInput['countryCode'], string> = { AU: 'Australia', NZ: 'New Zealand' };

/** An address as it is written on a parcel: name, company, lines, suburb state postcode, country, phone (or the name, company and phone alone). */
export default function AddressText({ address }: { address: AddressInput }) {
  const rows = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    townLine(address.city, address.stateOrProvince, address.postalCode),
    // The buyer's details of an order with nothing to ship have no address lines, so no country either.
    address.address1 ? (COUNTRY_NAMES[address.countryCode] ?? address.countryCode) : '',
    address.phone,
  ].filter((row) => row && row.trim() !== '');
  return (
    <address className={styles.address}>
      {rows.map((row, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {row}
        </span>
      ))}
    </address>
  );
}
