/**
 * The one rule for control characters in text fields (accounts, addresses, checkout, codes): C0 controls
 * (U+0000-U+001F) and DEL (U+007F) are refused, since they are never typed, can end a string early in storage
 * (SQLite stops at NUL) and hide text in logs and emails. A multi-line field (a textarea) allows tab and line
 * breaks (LF, or CRLF as browsers send a textarea's lines).
 */
const SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\r(?!\n)/;

export interface TextFieldOptions {
  /** A textarea: tab, LF and CRLF are allowed. */
  multiline?: boolean;
}

export function hasControlCharacters(value: string, options: TextFieldOptions = {}): boolean {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

/** The 400's message (and the form's) for a field that holds one. */
export function controlCharactersMessage(label: string): string {
  return `${label} contains an invisible control character. Please type it again.`;
}
