import { string } from 'yup';
import { controlCharactersMessage, hasControlCharacters } from '../validation/control-characters';

/**
 * A yup string for a text field, named by its label: trimmed, and refused (with a message naming the field) when it
 * holds a control character (lib/validation/control-characters.ts). yup's own `.trim()` calls `value.trim()` on
 * whatever arrives, so an object or array in a request body crashed the route (500); this leaves non-strings alone
 * for the type check to refuse (400), with a message naming the field.
 */
export function trimmedString(label: string) {
  return string()
    .typeError(`${label} must be text.`)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('control-characters', controlCharactersMessage(label), (value) => typeof value !== 'string' || !hasControlCharacters(value));
}
