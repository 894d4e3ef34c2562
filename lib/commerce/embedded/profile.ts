/** The customer's own edits: name, phone and email, and a password change that needs the current password. */
import { CommerceError } from '../errors';
import type { Customer, CustomerUpdate } from '../types';
import { getCustomer, isEmail, normaliseEmail, storedText } from './customers';
import type { Store } from './db';
import { hashPassword, verifyPassword } from './passwords';

const PASSWORD_RULE = 'Passwords must be at least 8 characters long, with a letter, number, and special character (@$!%*#?&()).';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** Length bounds the store enforces itself (the forms and routes check the full pattern). */
export function checkNewPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < 8 || password.length > 200) throw new CommerceError('invalid_input', PASSWORD_RULE);
  return password;
}

export async function updateCustomer(store: Store, customerId: number, input: CustomerUpdate, now: number): Promise<Customer> {
  const firstName = storedText(input.firstName);
  const lastName = storedText(input.lastName);
  const email = normaliseEmail(input.email);
  if (!firstName || !lastName || !email) throw new CommerceError('invalid_input', 'A first name, last name and email are required.');
  if (!isEmail(email)) throw new CommerceError('invalid_input', `${email} is not a valid email address.`);
  try {
    return await store.write(() => {
      const owner = store.get<{ id: number }>('SELECT id FROM customers WHERE email = ?', email);
      if (owner && owner.id !== customerId) {
        throw new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
      }
      const { changes } = store.run(
        'UPDATE customers SET first_name = ?, last_name = ?, phone = ?, email = ?, updated_at = ? WHERE id = ?',
        firstName,
        lastName,
        storedText(input.phone, 50),
        email,
        now,
        customerId,
      );
      if (changes === 0) throw new CommerceError('not_found', 'Customer not found.');
      return getCustomer(store, customerId) as Customer;
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
    }
    throw error;
  }
}

/** Stores a new password hash and retires every reset link of the customer (a changed password makes them moot). */
export async function setPassword(store: Store, customerId: number, password: string, now: number, extra?: () => void): Promise<void> {
  const hash = await hashPassword(password);
  await store.write(() => {
    extra?.();
    const { changes } = store.run('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?', hash, now, customerId);
    if (changes === 0) throw new CommerceError('not_found', 'Customer not found.');
    store.run('UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', now, customerId);
  });
}

export async function changePassword(store: Store, customerId: number, currentPassword: string, newPassword: string, now: number): Promise<void> {
  const row = store.get<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?', customerId);
  if (!row) throw new CommerceError('unauthenticated', 'Please sign in to change your password.');
  const next = checkNewPassword(newPassword);
  if (!(await verifyPassword(typeof currentPassword === 'string' ? currentPassword : '', row.password_hash))) {
    throw new CommerceError('invalid_input', WRONG_CURRENT_PASSWORD);
  }
  await setPassword(store, customerId, next, now);
}
