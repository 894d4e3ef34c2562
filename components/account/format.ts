/** Dates of the account pages, the same on the server and in the browser. */
export function formatOrderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' });
}
