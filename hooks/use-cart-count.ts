/**
 * Total quantity in the cart across all line-item groups. The cart data layer (commerce issue) replaces this
 * with the real count from the cart hook; until then the shell shows no badge.
 */
export function useCartCount(): number {
  return 0;
}
