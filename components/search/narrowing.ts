/** A filter option with its count (products it leaves) and whether it is applied. */
interface CountedOption {
  count: number;
  isRefined: boolean;
}

/**
 * The options worth offering: with nothing applied in the filter, those that would narrow the results (leave some
 * products, but fewer than are shown now); once one is applied, every option with products (to change or widen
 * it). An empty answer hides the filter.
 */
export function narrowingOptions<T extends CountedOption>(options: readonly T[], nbHits: number): T[] {
  if (options.some((option) => option.isRefined)) return options.filter((option) => option.isRefined || option.count > 0);
  return options.filter((option) => option.count > 0 && option.count < nbHits);
}
