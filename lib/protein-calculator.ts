/**
 * Protein calculator maths (pure): value comparison of the protein products and a daily protein target.
 * Money stays in cents; per-serve and per-100 g figures are not rounded here (formatting rounds).
 */
import { isInStock } from './commerce/in-stock';
import type { Product, ProductVariant } from './commerce/types';
import { queryValue } from './http/query';

export interface ProteinRow {
  /** Unique per product and pack size. */
  key: string;
  productId: number;
  slug: string;
  name: string;
  sizeLabel: string;
  packGrams: number;
  servingSizeGrams: number;
  proteinPerServeGrams: number;
  /** Protein per 100 g of product. */
  proteinPercent: number;
  /** Cheapest in-stock variant of this size. */
  variantId: number;
  priceCents: number;
  serves: number;
  pricePerServeCents: number;
  pricePer100gProteinCents: number;
}

export type SortKey = 'name' | 'packGrams' | 'proteinPerServeGrams' | 'priceCents' | 'pricePerServeCents' | 'pricePer100gProteinCents';
type SortDirection = 'ascending' | 'descending';

/** "1kg" -> 1000, "2.5 kg" -> 2500, "500g" -> 500, "2lb" -> 907; null when not a weight. */
export function parsePackSize(label: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|g|lb|lbs)\b/i.exec(label);
  if (!match) return null;
  const amount = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  const grams = unit === 'kg' ? amount * 1000 : unit === 'g' ? amount : amount * 453.59237;
  return grams > 0 ? Math.round(grams) : null;
}

const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function sizeOption(variant: ProductVariant): string | null {
  const option = variant.options.find((o) => /size|weight/i.test(o.name));
  return option ? option.value : null;
}

/** The pack sizes of a product: from nutrition.packSizesGrams, else parsed from its size option values. */
export function packSizes(product: Product): { label: string; grams: number }[] {
  const declared = product.nutrition?.packSizesGrams;
  if (declared && Object.keys(declared).length > 0) {
    return Object.entries(declared)
      .filter(([, grams]) => typeof grams === 'number' && grams > 0)
      .map(([label, grams]) => ({ label, grams }));
  }
  const labels = [...new Set(product.variants.map(sizeOption).filter((v): v is string => v !== null))];
  return labels.map((label) => ({ label, grams: parsePackSize(label) })).filter((s): s is { label: string; grams: number } => s.grams !== null);
}

/** The cheapest in-stock variant of a pack size (any flavour), or null when that size is sold out. */
export function cheapestInStockVariant(product: Product, sizeLabel: string, onlySize = false): ProductVariant | null {
  const candidates = product.variants.filter((variant) => {
    if (!isInStock(variant)) return false;
    const size = sizeOption(variant);
    if (size === null) return onlySize;
    return normalise(size) === normalise(sizeLabel);
  });
  return candidates.reduce<ProductVariant | null>((best, v) => (best === null || v.priceCents < best.priceCents ? v : best), null);
}

/** Price of one serve: price / (packGrams / servingSizeGrams). */
export function pricePerServe(priceCents: number, packGrams: number, servingSizeGrams: number): number {
  return priceCents / (packGrams / servingSizeGrams);
}

/** Price of 100 g of protein: price / (serves x protein per serve) x 100. */
export function pricePer100gProtein(priceCents: number, packGrams: number, servingSizeGrams: number, proteinPerServeGrams: number): number {
  const serves = packGrams / servingSizeGrams;
  return (priceCents / (serves * proteinPerServeGrams)) * 100;
}

/** One row per protein product and pack size that has an in-stock variant. Products without nutrition are skipped. */
export function proteinRows(products: Product[]): ProteinRow[] {
  const rows: ProteinRow[] = [];
  for (const product of products) {
    const nutrition = product.nutrition;
    if (!nutrition || product.isGiftCertificate) continue;
    const { servingSizeGrams, proteinPerServeGrams } = nutrition;
    if (!(servingSizeGrams > 0) || !(proteinPerServeGrams > 0)) continue;
    const sizes = packSizes(product);
    for (const size of sizes) {
      const variant = cheapestInStockVariant(product, size.label, sizes.length === 1);
      if (!variant) continue;
      const serves = size.grams / servingSizeGrams;
      rows.push({
        key: `${product.id}-${size.label}`,
        productId: product.id,
        slug: product.slug,
        name: product.name,
        sizeLabel: size.label,
        packGrams: size.grams,
        servingSizeGrams,
        proteinPerServeGrams,
        proteinPercent: (proteinPerServeGrams / servingSizeGrams) * 100,
        variantId: variant.id,
        priceCents: variant.priceCents,
        serves,
        pricePerServeCents: pricePerServe(variant.priceCents, size.grams, servingSizeGrams),
        pricePer100gProteinCents: pricePer100gProtein(variant.priceCents, size.grams, servingSizeGrams, proteinPerServeGrams),
      });
    }
  }
  return sortRows(rows, 'pricePer100gProteinCents', 'ascending');
}

/** A sorted copy; ties keep a stable order by name, then pack size. */
export function sortRows(rows: ProteinRow[], key: SortKey, direction: SortDirection): ProteinRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary = key === 'name' ? a.name.localeCompare(b.name, 'en') : a[key] - b[key];
    if (primary !== 0) return sign * primary;
    return a.name.localeCompare(b.name, 'en') || a.packGrams - b.packGrams;
  });
}

/* ------------------------------------------------------------ daily target */

type ActivityLevelId = 'sedentary' | 'active' | 'strength';

interface ActivityLevel {
  id: ActivityLevelId;
  label: string;
  /** Grams of protein per kg of body weight per day. */
  minPerKg: number;
  maxPerKg: number;
}

/**
 * General guidance, not medical advice: about 0.8 g/kg for inactive adults (the adult recommended dietary intake),
 * 1.2-1.6 g/kg for regular exercise, 1.6-2.2 g/kg for strength training and muscle gain (sports-nutrition
 * position stands, e.g. ISSN 2017).
 */
export const ACTIVITY_LEVELS: ActivityLevel[] = [
  { id: 'sedentary', label: 'Mostly inactive', minPerKg: 0.8, maxPerKg: 0.8 },
  { id: 'active', label: 'Active (regular exercise or endurance training)', minPerKg: 1.2, maxPerKg: 1.6 },
  { id: 'strength', label: 'Strength training or building muscle', minPerKg: 1.6, maxPerKg: 2.2 },
];

export const MIN_WEIGHT_KG = 30;
export const MAX_WEIGHT_KG = 250;

interface ProteinTarget {
  minGrams: number;
  maxGrams: number;
}

/** Daily protein range in whole grams for a body weight and activity level; null for an unusable weight or level. */
export function dailyProteinTarget(weightKg: number, levelId: string): ProteinTarget | null {
  const level = ACTIVITY_LEVELS.find((l) => l.id === levelId);
  if (!level || !Number.isFinite(weightKg) || weightKg < MIN_WEIGHT_KG || weightKg > MAX_WEIGHT_KG) return null;
  return { minGrams: Math.round(weightKg * level.minPerKg), maxGrams: Math.round(weightKg * level.maxPerKg) };
}

/** Serves of a product that give a number of grams of protein, to one decimal. */
export function servesFor(proteinGrams: number, proteinPerServeGrams: number): number {
  return Math.round((proteinGrams / proteinPerServeGrams) * 10) / 10;
}

/* ------------------------------------------------------------ the page's state in its URL */

/**
 * What the calculator shows: the weight as typed, the activity level and the table's order. The page's form is a
 * GET form and its column headers are links, so without JavaScript each answer is a page of its own
 * (/protein-calculator?weight=…&level=…&sort=…&dir=…), which next.config.ts renders per request.
 */
export interface CalculatorView {
  weight: string;
  level: ActivityLevelId;
  sortKey: SortKey;
  direction: SortDirection;
}

export const DEFAULT_CALCULATOR_VIEW: CalculatorView = { weight: '75', level: 'active', sortKey: 'pricePer100gProteinCents', direction: 'ascending' };

/** The query key whose presence makes a calculator URL a per-request page (every form post and sort link has it). */
export const CALCULATOR_QUERY_KEY = 'weight';

const SORT_KEYS: SortKey[] = ['name', 'packGrams', 'proteinPerServeGrams', 'priceCents', 'pricePerServeCents', 'pricePer100gProteinCents'];
/** Longer than any weight anyone types: the box shows what was sent, within reason. */
const MAX_WEIGHT_LENGTH = 12;

/** The view a query asks for; what is missing or unknown falls back to the default (a bad weight is kept, to say so). */
export function calculatorView(query: Record<string, string | string[] | undefined>): CalculatorView {
  const weight = queryValue(query.weight);
  const level = queryValue(query.level);
  const sort = queryValue(query.sort);
  const dir = queryValue(query.dir);
  return {
    weight: weight === undefined ? DEFAULT_CALCULATOR_VIEW.weight : weight.trim().slice(0, MAX_WEIGHT_LENGTH),
    level: ACTIVITY_LEVELS.find((l) => l.id === level)?.id ?? DEFAULT_CALCULATOR_VIEW.level,
    sortKey: SORT_KEYS.find((k) => k === sort) ?? DEFAULT_CALCULATOR_VIEW.sortKey,
    direction: dir === 'desc' ? 'descending' : dir === 'asc' ? 'ascending' : DEFAULT_CALCULATOR_VIEW.direction,
  };
}

/** A view as the query calculatorView reads: what the page's links carry and its form's fields send. */
export function calculatorQuery(view: CalculatorView): { weight: string; level: string; sort: string; dir: 'asc' | 'desc' } {
  return { weight: view.weight, level: view.level, sort: view.sortKey, dir: view.direction === 'descending' ? 'desc' : 'asc' };
}

/** The page's address for a view, with a fragment to land on the part that changed. */
export function calculatorHref(view: CalculatorView, fragment?: string): string {
  return `/protein-calculator?${new URLSearchParams(calculatorQuery(view)).toString()}${fragment ? `#${fragment}` : ''}`;
}

/** The order a column header asks for: the other direction on the sorted column, else low to high (A to Z). */
export function nextSort(current: Pick<CalculatorView, 'sortKey' | 'direction'>, column: SortKey): Pick<CalculatorView, 'sortKey' | 'direction'> {
  if (column !== current.sortKey) return { sortKey: column, direction: 'ascending' };
  return { sortKey: column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
