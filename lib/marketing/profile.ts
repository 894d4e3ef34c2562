/** The marketing tracker's identify profile: name, email, city, region, country, zip, address lines, company, phone. */
import { stateOf } from '@/lib/accounts/address-schema';
import { COUNTRIES } from '@/lib/accounts/fields';
import type { SignupFormValues } from '@/lib/accounts/signup-schema';

export interface TrackerProfile {
  $email: string;
  $first_name: string;
  $last_name: string;
  $city: string;
  $region: string;
  $country: string;
  $zip: string;
  $address1: string;
  $address2: string;
  $organization: string;
  $phone_number: string;
}

export function toTrackerProfile(values: Omit<SignupFormValues, 'password' | 'confirm'>): TrackerProfile {
  return {
    $email: values.email.trim(),
    $first_name: values.firstName.trim(),
    $last_name: values.lastName.trim(),
    $city: values.suburb.trim(),
    $region: stateOf(values).trim(),
    $country: COUNTRIES.find((country) => country.code === values.country)?.name ?? values.country,
    $zip: values.postcode.trim(),
    $address1: values.address1.trim(),
    $address2: values.address2.trim(),
    $organization: values.company.trim(),
    $phone_number: values.phone.trim(),
  };
}
