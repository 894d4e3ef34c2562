import { string } from 'yup';

/**
 * A yup string that trims text input. yup's own `.trim()` calls `value.trim()` on whatever arrives, so an object
 * or array in a request body crashed the route (500); this leaves non-strings alone for the type check to refuse (400).
 */
export function trimmedString() {
  return string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
}
