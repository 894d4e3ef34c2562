import type { Product, ProductVariant } from '@/lib/commerce/types';
import {
  ACTIVITY_LEVELS,
  calculatorHref,
  calculatorView,
  DEFAULT_CALCULATOR_VIEW,
  nextSort,
  cheapestInStockVariant,
  dailyProteinTarget,
  packSizes,
  parsePackSize,
  pricePer100gProtein,
  pricePerServe,
  proteinRows,
  servesFor,
  sortRows,
} from '@/lib/protein-calculator';

let variantId = 1;
function variant(flavour: string, size: string, priceCents: number, inventory = 10, purchasable = true): ProductVariant {
  return {
    id: (variantId += 1),
    sku: `${flavour}-${size}`,
    options: [
      { name: 'Flavour', value: flavour },
      { name: 'Package Size', value: size },
    ],
    priceCents,
    retailPriceCents: null,
    inventory,
    purchasable,
  };
}

function product(id: number, name: string, variants: ProductVariant[], nutrition?: Product['nutrition']): Product {
  return {
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    shortName: name,
    shortDescription: '',
    description: '',
    images: [],
    averageRating: 0,
    reviewCount: 0,
    minQuantity: 0,
    maxQuantity: 0,
    variants,
    priceRange: { minCents: 0, maxCents: 0 },
    retailPriceRange: null,
    isGiftCertificate: false,
    nutrition,
  };
}

const wpi = product(
  1,
  'Whey Protein Isolate',
  [variant('Chocolate', '1kg', 5490), variant('Vanilla', '1kg', 4990), variant('Mocha', '1kg', 3990, 0), variant('Vanilla', '2.5kg', 10990)],
  { servingSizeGrams: 30, proteinPerServeGrams: 27, packSizesGrams: { '1kg': 1000, '2.5kg': 2500 } },
);
const plant = product(2, 'Earth Protein', [variant('Natural', '1kg', 4500), variant('Natural', '5kg', 19000, 0)], {
  servingSizeGrams: 40,
  proteinPerServeGrams: 30,
});
const creatine = product(3, 'Creatine', [variant('Unflavoured', '500g', 3000)]);

describe('maths', () => {
  it('price per serve = price / (pack grams / serving size)', () => {
    expect(pricePerServe(4990, 1000, 30)).toBeCloseTo(149.7, 6); // 33.3 serves -> $1.50 a serve
    expect(pricePerServe(10000, 2000, 40)).toBe(200);
  });

  it('price per 100 g protein = price / (serves x protein per serve) x 100', () => {
    // 1000 g / 30 g = 33.33 serves x 27 g = 900 g protein -> 4990 / 900 x 100 = 554.4 cents
    expect(pricePer100gProtein(4990, 1000, 30, 27)).toBeCloseTo(554.444, 2);
  });

  it('parses pack sizes', () => {
    expect(parsePackSize('1kg')).toBe(1000);
    expect(parsePackSize('2.5 kg')).toBe(2500);
    expect(parsePackSize('500g')).toBe(500);
    expect(parsePackSize('2lb')).toBe(907);
    expect(parsePackSize('Large')).toBeNull();
  });

  it('takes pack sizes from nutrition, else from the size option', () => {
    expect(packSizes(wpi)).toEqual([
      { label: '1kg', grams: 1000 },
      { label: '2.5kg', grams: 2500 },
    ]);
    expect(packSizes(plant)).toEqual([
      { label: '1kg', grams: 1000 },
      { label: '5kg', grams: 5000 },
    ]);
  });

  it('picks the cheapest in-stock variant of a size', () => {
    expect(cheapestInStockVariant(wpi, '1kg')?.sku).toBe('Vanilla-1kg'); // Mocha is cheaper but sold out
    expect(cheapestInStockVariant(plant, '5kg')).toBeNull();
  });
});

describe('proteinRows', () => {
  const rows = proteinRows([wpi, plant, creatine]);

  it('has a row per product and in-stock size, skipping products without nutrition', () => {
    expect(rows.map((r) => `${r.name} ${r.sizeLabel}`).sort()).toEqual(['Earth Protein 1kg', 'Whey Protein Isolate 1kg', 'Whey Protein Isolate 2.5kg']);
  });

  it('computes serves, per-serve and per-100 g protein figures from the cheapest variant', () => {
    const row = rows.find((r) => r.name === 'Whey Protein Isolate' && r.sizeLabel === '1kg')!;
    expect(row.priceCents).toBe(4990);
    expect(row.serves).toBeCloseTo(33.333, 2);
    expect(row.pricePerServeCents).toBeCloseTo(149.7, 4);
    expect(row.pricePer100gProteinCents).toBeCloseTo(554.444, 2);
    expect(row.proteinPercent).toBeCloseTo(90, 6);
    const plantRow = rows.find((r) => r.name === 'Earth Protein')!;
    expect(plantRow.pricePerServeCents).toBe(180); // 4500 / 25 serves
    expect(plantRow.pricePer100gProteinCents).toBe(600); // 4500 / 750 g x 100
  });

  it('is sorted by price per 100 g of protein, cheapest first', () => {
    const values = rows.map((r) => r.pricePer100gProteinCents);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(rows[0].sizeLabel).toBe('2.5kg'); // 10990 / 2250 g protein = 488 c
  });

  it('skips a gift certificate and products with no protein', () => {
    expect(proteinRows([{ ...wpi, isGiftCertificate: true }])).toEqual([]);
    expect(proteinRows([{ ...wpi, nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 0 } }])).toEqual([]);
  });

  it('treats variants without a size option as the only declared size', () => {
    const bar = product(9, 'Protein Bar Box', [{ ...variant('Choc', '', 3600), options: [{ name: 'Flavour', value: 'Choc' }] }], {
      servingSizeGrams: 60,
      proteinPerServeGrams: 20,
      packSizesGrams: { '12 bars': 720 },
    });
    const [row] = proteinRows([bar]);
    expect(row.serves).toBe(12);
    expect(row.pricePerServeCents).toBe(300);
  });

  it('sorts by any column, both ways', () => {
    expect(sortRows(rows, 'name', 'ascending').map((r) => r.name)).toEqual(['Earth Protein', 'Whey Protein Isolate', 'Whey Protein Isolate']);
    expect(sortRows(rows, 'proteinPerServeGrams', 'descending')[0].name).toBe('Earth Protein');
    expect(sortRows(rows, 'priceCents', 'descending')[0].priceCents).toBe(10990);
  });
});

describe('dailyProteinTarget', () => {
  it('uses 0.8 g/kg for inactive adults', () => {
    expect(dailyProteinTarget(70, 'sedentary')).toEqual({ minGrams: 56, maxGrams: 56 });
  });

  it('uses 1.2-1.6 g/kg when active and 1.6-2.2 g/kg for strength training', () => {
    expect(dailyProteinTarget(80, 'active')).toEqual({ minGrams: 96, maxGrams: 128 });
    expect(dailyProteinTarget(80, 'strength')).toEqual({ minGrams: 128, maxGrams: 176 });
  });

  it('rejects unusable weights and unknown levels', () => {
    expect(dailyProteinTarget(10, 'active')).toBeNull();
    expect(dailyProteinTarget(400, 'active')).toBeNull();
    expect(dailyProteinTarget(Number.NaN, 'active')).toBeNull();
    expect(dailyProteinTarget(80, 'couch')).toBeNull();
  });

  it('offers the three guide levels and counts serves', () => {
    expect(ACTIVITY_LEVELS.map((l) => l.id)).toEqual(['sedentary', 'active', 'strength']);
    expect(servesFor(128, 27)).toBe(4.7);
  });
});

describe('the calculator\'s state in its URL', () => {
  it('reads a view from a query, falling back on what is missing or unknown and keeping a bad weight to say so', () => {
    expect(calculatorView({})).toEqual(DEFAULT_CALCULATOR_VIEW);
    expect(calculatorView({ weight: '82.5', level: 'strength', sort: 'name', dir: 'desc' })).toEqual({
      weight: '82.5',
      level: 'strength',
      sortKey: 'name',
      direction: 'descending',
    });
    expect(calculatorView({ weight: ['90', '100'], level: 'toString', sort: 'constructor', dir: 'up' })).toEqual({
      ...DEFAULT_CALCULATOR_VIEW,
      weight: '90',
    });
    expect(calculatorView({ weight: 'abc' }).weight).toBe('abc');
    expect(calculatorView({ weight: '9'.repeat(5000) }).weight).toHaveLength(12);
  });

  it('writes a view back as the page\'s address, which reads back the same', () => {
    const view = { weight: '70', level: 'sedentary' as const, sortKey: 'packGrams' as const, direction: 'descending' as const };
    const href = calculatorHref(view, 'protein-comparison');
    expect(href).toBe('/protein-calculator?weight=70&level=sedentary&sort=packGrams&dir=desc#protein-comparison');
    const query = Object.fromEntries(new URL(href, 'http://shop.test').searchParams);
    expect(calculatorView(query)).toEqual(view);
  });

  it('reverses the sorted column and sorts any other low to high', () => {
    expect(nextSort({ sortKey: 'name', direction: 'ascending' }, 'name')).toEqual({ sortKey: 'name', direction: 'descending' });
    expect(nextSort({ sortKey: 'name', direction: 'descending' }, 'name')).toEqual({ sortKey: 'name', direction: 'ascending' });
    expect(nextSort({ sortKey: 'name', direction: 'descending' }, 'priceCents')).toEqual({ sortKey: 'priceCents', direction: 'ascending' });
  });
});
