import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { defaultVariant, isInStock } from '@/lib/commerce/in-stock';
import type { Product, ProductSummaryVariant, ProductVariant } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
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

export function findVariant<V extends ProductSummaryVariant>(product: { variants: V[] }, selection: Record<string, string>): V | null {
  return (
    product.variants.find((variant) => variant.options.every((option) => selection[option.name] === option.value)) ?? null
  );
}

export function isAvailable<V extends ProductSummaryVariant>(variant: V | null): variant is V {
  return variant !== null && isInStock(variant);
}

/** The option values of `variant` (none for null), as a selection. */
function selectionOf(variant: ProductSummaryVariant | null | undefined): Record<string, string> {
  return Object.fromEntries((variant?.options ?? []).map((o) => [o.name, o.value]));
}

/** The first in-stock variant's options, else the first variant's. */
export function defaultSelection(product: { variants: ProductSummaryVariant[] }): Record<string, string> {
  return selectionOf(defaultVariant(product.variants, isInStock));
}

/** The options of the variant `variantId` (one the page's address chose), else the default selection. */
export function initialSelection(product: { variants: ProductSummaryVariant[] }, variantId: number | null): Record<string, string> {
  const chosen = variantId === null ? undefined : product.variants.find((variant) => variant.id === variantId);
  return chosen ? selectionOf(chosen) : defaultSelection(product);
}

function matches(variant: ProductVariant, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([name, value]) => variant.options.some((o) => o.name === name && o.value === value));
}

/**
 * Whether `value` of the option group at `index` can be chosen: some in-stock variant has it together with the values
 * already chosen in the groups before it. The first group (e.g. Flavour) is sold out only when no size of it is left;
 * the last group (e.g. Package Size) is sold out exactly when that variant is.
 */
function canChoose(product: Product, selection: Record<string, string>, index: number, value: string): boolean {
  const groups = optionGroups(product);
  const wanted: Record<string, string> = {};
  groups.slice(0, index).forEach((group) => {
    if (selection[group.name] !== undefined) wanted[group.name] = selection[group.name];
  });
  wanted[groups[index].name] = value;
  return product.variants.some((variant) => isAvailable(variant) && matches(variant, wanted));
}

/**
 * The selection after choosing `value` in the group at `index`: the groups after it keep their value while that
 * still leads to an in-stock variant, else take the first value that does (choosing a flavour whose chosen size is
 * sold out moves to a size that is in stock).
 */
function choose(product: Product, selection: Record<string, string>, index: number, value: string): Record<string, string> {
  const groups = optionGroups(product);
  const next = { ...selection, [groups[index].name]: value };
  for (let i = index + 1; i < groups.length; i += 1) {
    const group = groups[i];
    if (!canChoose(product, next, i, next[group.name])) {
      const firstAvailable = group.values.find((candidate) => canChoose(product, next, i, candidate));
      if (firstAvailable !== undefined) next[group.name] = firstAvailable;
    }
  }
  return next;
}

/** The radio group name of an option: the form posts `options.Flavour=Chocolate` (lib/commerce/product-form.ts). */
function optionFieldName(option: string): string {
  return `options.${option}`;
}

/**
 * The options chosen in the page's radios of `form` (what the shopper chose before the page's script ran), where
 * they differ from `selection`; null when none differs.
 */
export function selectionInForm(form: HTMLFormElement, product: Product, selection: Record<string, string>): Record<string, string> | null {
  let changed = false;
  const next = { ...selection };
  for (const group of optionGroups(product)) {
    const field = form.elements.namedItem(optionFieldName(group.name));
    const value = field instanceof RadioNodeList || field instanceof HTMLInputElement ? field.value : '';
    if (value && group.values.includes(value) && value !== selection[group.name]) {
      next[group.name] = value;
      changed = true;
    }
  }
  return changed ? next : null;
}

/**
 * Each value's price when the option alone sets the price (every variant of a value costs the same, and the values
 * differ: a Package Size), else null. Shown on the values, the price of what is chosen is known before the page's
 * script runs (it updates the price above only once it has).
 */
export function optionPrices(product: Product, name: string): Map<string, number> | null {
  const prices = new Map<string, number>();
  for (const variant of product.variants) {
    const value = variant.options.find((option) => option.name === name)?.value;
    if (value === undefined) return null;
    const known = prices.get(value);
    if (known !== undefined && known !== variant.priceCents) return null;
    prices.set(value, variant.priceCents);
  }
  return new Set(prices.values()).size > 1 ? prices : null;
}

/** Whether some in-stock variant has this option value at all (whatever the other options). */
function soldOutEverywhere(product: Product, name: string, value: string): boolean {
  return !product.variants.some((variant) => isAvailable(variant) && variant.options.some((option) => option.name === name && option.value === value));
}

/**
 * What a choice changed besides itself, in words: a later option whose value is sold out with the new one moves to one
 * in stock (and may change the price), so the shopper is told ('1kg is sold out in Chocolate, so 500g is chosen.').
 */
function changeNotice(product: Product, before: Record<string, string>, after: Record<string, string>, index: number): string {
  const chosen = after[optionGroups(product)[index].name];
  return optionGroups(product)
    .slice(index + 1)
    .filter((group) => before[group.name] !== undefined && before[group.name] !== after[group.name])
    .map((group) => `${before[group.name]} is sold out in ${chosen}, so ${after[group.name]} is chosen.`)
    .join(' ');
}

interface Props {
  product: Product;
  selection: Record<string, string>;
  onChange: (selection: Record<string, string>) => void;
  /** The add form the radios belong to (they post with it). */
  form?: string;
}

/**
 * One radio group per option (Flavour, Package Size...). A value that leads to no in-stock variant (given the values
 * chosen before it) is marked sold out and cannot be chosen. The radios belong to the add form (`form`), so the
 * browser posts the chosen options with it before and without JavaScript. Until the script runs, only a value no
 * in-stock variant has is marked (the server does not know what the shopper will choose first; it answers a sold-out
 * combination with its message). When a choice moves a later option (its value sold out with the new one), a note
 * under the options says so.
 */
export default function VariantSelector({ product, selection, onChange, form }: Props) {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState('');
  const groups = optionGroups(product);
  if (groups.length === 0) return null;
  const prices = groups.map((group) => optionPrices(product, group.name));
  return (
    <div className={styles.options}>
      {groups.map((group, index) => (
        <fieldset key={group.name} className={styles.optionGroup}>
          <legend>{group.name}</legend>
          <div className={styles.optionValues}>
            {group.values.map((value) => {
              const soldOut = hydrated ? !canChoose(product, selection, index, value) : soldOutEverywhere(product, group.name, value);
              const price = prices[index]?.get(value);
              const id = `opt-${group.name}-${value}`.replace(/[^a-zA-Z0-9-]/g, '-');
              return (
                <label key={value} htmlFor={id} className={styles.optionValue} data-soldout={soldOut}>
                  <input
                    id={id}
                    type="radio"
                    name={optionFieldName(group.name)}
                    form={form}
                    value={value}
                    checked={selection[group.name] === value}
                    disabled={soldOut}
                    onChange={() => {
                      const next = choose(product, selection, index, value);
                      setNotice(changeNotice(product, selection, next, index));
                      onChange(next);
                    }}
                  />
                  <span>
                    {value}
                    {price !== undefined && <span className={styles.optionPrice}> {formatCents(price)}</span>}
                    {soldOut && <span className={styles.soldOutNote}> (sold out)</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p role="status" className={styles.optionNotice}>
        {notice}
      </p>
    </div>
  );
}
