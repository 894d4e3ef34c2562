/** The loyalty date is the current UTC ISO time without milliseconds, ending in Z. */
export function loyaltyDate(now: Date = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
