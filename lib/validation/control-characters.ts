/**
 * The one rule for control characters in text fields (accounts, addresses, checkout, codes): C0 controls
 * (U+0000-U+001F) and DEL (U+007F) are refused, since they are never typed, can end a string early in storage
 * (SQLite stops at NUL) and hide text in logs and emails. The shop has no multi-line field.
 */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The 400's message (and the form's) for a field that holds one. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains an invisible control character. Please type it again.`;
}
