/** "Whey Protein Isolate Chocolate 1kg": a product's name and its variant's option values, as notices name an item. */
export function itemName(name: string, options: readonly { value: string }[]): string {
  return [name, ...options.map((option) => option.value)].join(' ');
}

/** "Whey Protein Isolate (Chocolate, 1kg)": a product's name and its variant's options, as the store's refusals name a line. */
export function lineLabel(name: string, options: readonly { value: string }[]): string {
  return options.length > 0 ? `${name} (${options.map((option) => option.value).join(', ')})` : name;
}

/** "Chocolate / 1kg": a variant's option values, as its quick add button, a sold-out line or a notice labels it. */
export function variantLabel(options: readonly { value: string }[]): string {
  return options.map((option) => option.value).join(' / ');
}

/**
 * "Gift Certificate for Sam": a gift certificate in the cart as its controls and notices name it, told apart from
 * another one by whom it is for (the name, else the email).
 */
export function certificateLineLabel(certificate: { name: string; recipient: { name: string; email: string } }): string {
  const name = certificate.name || 'Gift certificate';
  const to = certificate.recipient.name.trim() || certificate.recipient.email.trim();
  return to ? `${name} for ${to}` : name;
}
