import { string } from 'yup';
import { controlCharactersMessage, hasControlCharacters, normalizeLineBreaks } from '../validation/control-characters';

/**
 * A yup string for a text field, named by its label: trimmed, and refused (with a message naming the field) when it
 * holds a control character (lib/validation/control-characters.ts). yup's own `.trim()` calls `value.trim()` on
 * whatever arrives, so an object or array in a request body crashed the route (500); this leaves non-strings alone
 * for the type check to refuse (400), with a message naming the field. `multiline`: its line breaks are kept (as line
 * feeds, so a browser's CRLF counts once towards a length).
 */
export function trimmedString(label: string, { multiline = false }: { multiline?: boolean } = {}) {
  return string()
    .typeError(`${label} must be text.`)
    .transform((value: unknown) => (typeof value !== 'string' ? value : multiline ? normalizeLineBreaks(value).trim() : value.trim()))
    .test('control-characters', controlCharactersMessage(label), (value) => typeof value !== 'string' || !hasControlCharacters(value, { multiline }));
}
