/** Money formatting: integer cents in, "$x.xx" out (AUD, GST included). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A whole number with a comma between each group of three digits ("1,000"). Written out rather than with
 * `toLocaleString`: a browser's first Intl call loads its locale data, a long task on every page load (measured in
 * docs/performance.md, "The browser's locale data"), and nothing else on most pages needs it.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** GST included in a GST-inclusive amount (1/11), in cents. */
export function gstIncluded(cents: number): number {
  return Math.round(cents / 11);
}

/** "$x.xx", or "$min - $max" when the two ends differ: the one way a price or a price range is written. */
export function formatPriceRange(range: { minCents: number; maxCents: number }): string {
  return range.minCents === range.maxCents ? formatCents(range.minCents) : `${formatCents(range.minCents)} - ${formatCents(range.maxCents)}`;
}
