/**
 * The one rule for control characters in text fields (accounts, addresses, checkout, codes): C0 controls
 * (U+0000-U+001F) and DEL (U+007F) are refused, since they are never typed, can end a string early in storage
 * (SQLite stops at NUL) and hide text in logs and emails. A multi-line field (a gift certificate's message) keeps its
 * line breaks, and only those.
 */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;
const CONTROL_CHARACTER_BUT_LINE_FEED = /[\u0000-\u0009\u000B-\u001F\u007F]/;

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_CHARACTER_BUT_LINE_FEED : CONTROL_CHARACTER).test(value);
}

/** Line breaks as one line feed each (a browser's form post sends CRLF, a pasted text may hold CR alone). */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** The 400's message (and the form's) for a field that holds one. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains an invisible control character. Please type it again.`;
}
