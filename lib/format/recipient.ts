/**
 * Who a gift certificate goes to, as the cart, its panel and the checkout's summary show it before the order is placed:
 * "Ann (ann@example.com)", so a mistyped email can still be caught; the name or the email alone when only one is known.
 */
export function recipientLabel(recipient: { name: string; email: string }): string {
  const name = recipient.name.trim();
  const email = recipient.email.trim();
  if (name && email) return `${name} (${email})`;
  return name || email;
}
