/**
 * A client address of its own for a request the specs make through the API (an account made for a test): the e2e
 * server trusts X-Forwarded-For from loopback (playwright.config.ts), so the per-address limits on sign-ups and
 * captcha checks count each such shopper apart, as they would count shoppers behind a proxy.
 */
export function asNewClient(): { 'x-forwarded-for': string } {
  // 198.18.0.0/15: addresses set aside for tests (RFC 2544).
  const byte = () => Math.floor(Math.random() * 256);
  return { 'x-forwarded-for': `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}` };
}
