/** Money formatting: integer cents in, "$x.xx" out (AUD, GST included). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** GST included in a GST-inclusive amount (1/11), in cents. */
export function gstIncluded(cents: number): number {
  return Math.round(cents / 11);
}

/** "$x.xx", or "$min - $max" when the two ends differ: the one way a price or a price range is written. */
export function formatPriceRange(range: { minCents: number; maxCents: number }): string {
  return range.minCents === range.maxCents ? formatCents(range.minCents) : `${formatCents(range.minCents)} - ${formatCents(range.maxCents)}`;
}
