import type { Product, ProductVariant } from '@/lib/commerce/types';
import styles from './Product.module.css';

/** Option names in the order they first appear on the product's variants, with their values. */
export function optionGroups(product: Product): { name: string; values: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const variant of product.variants) {
    for (const option of variant.options) {
      const values = groups.get(option.name) ?? [];
      if (!values.includes(option.value)) values.push(option.value);
      groups.set(option.name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

export function findVariant(product: Product, selection: Record<string, string>): ProductVariant | null {
  return (
    product.variants.find((variant) => variant.options.every((option) => selection[option.name] === option.value)) ?? null
  );
}

/** The first in-stock variant's options, else the first variant's. */
export function defaultSelection(product: Product): Record<string, string> {
  const variant = product.variants.find((v) => v.inventory > 0 && v.purchasable) ?? product.variants[0];
  return Object.fromEntries((variant?.options ?? []).map((o) => [o.name, o.value]));
}

interface Props {
  product: Product;
  selection: Record<string, string>;
  onChange: (selection: Record<string, string>) => void;
}

/** One radio group per option (Flavour, Package Size...); values with no stock in any combination are marked. */
export default function VariantSelector({ product, selection, onChange }: Props) {
  const groups = optionGroups(product);
  if (groups.length === 0) return null;
  return (
    <div className={styles.options}>
      {groups.map((group) => (
        <fieldset key={group.name} className={styles.optionGroup}>
          <legend>{group.name}</legend>
          <div className={styles.optionValues}>
            {group.values.map((value) => {
              const candidate = findVariant(product, { ...selection, [group.name]: value });
              const soldOut = candidate !== null && candidate.inventory <= 0;
              const id = `opt-${group.name}-${value}`.replace(/[^a-zA-Z0-9-]/g, '-');
              return (
                <label key={value} htmlFor={id} className={styles.optionValue} data-soldout={soldOut}>
                  <input
                    id={id}
                    type="radio"
                    name={group.name}
                    value={value}
                    checked={selection[group.name] === value}
                    onChange={() => onChange({ ...selection, [group.name]: value })}
                  />
                  <span>
                    {value}
                    {soldOut && <span className={styles.soldOutNote}> (sold out)</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
