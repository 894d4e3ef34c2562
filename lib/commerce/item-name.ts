/** "Whey Protein Isolate Chocolate 1kg": a product's name and its variant's option values, as notices name an item. */
export function itemName(name: string, options: readonly { value: string }[]): string {
  return [name, ...options.map((option) => option.value)].join(' ');
}
