#!/usr/bin/env node
// Synthetic catalogue generator for benchmarks.
//
//   node scripts/generate-catalogue.mjs --products 10000 [--out DIR] [--seed TEXT]
//
// Writes, in the same formats as the embedded dataset (docs/data-model.md):
//   DIR/catalogue.json                 { "products": [...] }
//   DIR/content/production.ndjson      the real category tree + one product content document per product
// Default DIR is .data/generated/{N}. Output is deterministic for a given N and seed (seeded PRNG), and is streamed
// to disk in chunks so 100k products stay well within memory.
import { closeSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRng, ids, optionCombinations, slugify } from './dataset/lib.mjs';
import { sizeToGrams } from './dataset/products.mjs';
import { expandCategoryAlias, flattenCategories } from './dataset/categories.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_SEED = 'bulk-synthetic-v1';

/** Buffered synchronous writer: memory stays flat however many records are written. */
function createWriter(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  let chunks = [];
  let size = 0;
  const flush = () => {
    if (!chunks.length) return;
    writeSync(fd, chunks.join(''));
    chunks = [];
    size = 0;
  };
  return {
    write(text) {
      chunks.push(text);
      size += text.length;
      if (size > 1 << 20) flush();
    },
    close() {
      flush();
      closeSync(fd);
    },
  };
}

// ------------------------------------------------------------------------------------------------ templates
const PROTEIN_FLAVOURS = ['Chocolate', 'Vanilla', 'Strawberry', 'Banana', 'Cookies and Cream', 'Salted Caramel', 'Choc Mint', 'Coffee', 'Unflavoured'];
const FRUIT_FLAVOURS = ['Lemon Lime', 'Watermelon', 'Mixed Berry', 'Mango', 'Pink Lemonade', 'Blue Raspberry', 'Tropical', 'Green Apple', 'Orange'];
const SNACK_FLAVOURS = ['Choc Fudge', 'Peanut Butter', 'Cookies and Cream', 'Salted Caramel', 'Double Choc', 'Vanilla Berry'];

const FLAVOUR_LEAF = {
  Chocolate: 'flavour/chocolate', 'Choc Fudge': 'flavour/chocolate', 'Double Choc': 'flavour/chocolate', 'Choc Mint': 'flavour/chocolate', Coffee: 'flavour/chocolate',
  Vanilla: 'flavour/vanilla', 'Vanilla Berry': 'flavour/vanilla', Banana: 'flavour/vanilla',
  Strawberry: 'flavour/fruity/berry', 'Mixed Berry': 'flavour/fruity/berry', 'Blue Raspberry': 'flavour/fruity/berry', Watermelon: 'flavour/fruity/berry',
  Mango: 'flavour/fruity/tropical', Tropical: 'flavour/fruity/tropical',
  'Lemon Lime': 'flavour/fruity/citrus', 'Pink Lemonade': 'flavour/fruity/citrus', Orange: 'flavour/fruity/citrus', 'Green Apple': 'flavour/fruity/citrus',
  'Cookies and Cream': 'flavour/dessert/cookies-and-cream', 'Salted Caramel': 'flavour/dessert/caramel', 'Peanut Butter': 'flavour/dessert/baked-treats',
  Unflavoured: 'flavour/unflavoured',
};

export const TEMPLATES = [
  {
    type: 'protein', weight: 5, flavours: PROTEIN_FLAVOURS, sizes: { '500g': 2490, '1kg': 4490, '2.5kg': 9990, '5kg': 18490 },
    bases: ['Whey Protein Isolate', 'Whey Protein Concentrate', 'Micellar Casein', 'Whey Blend', 'Hydrolysed Whey', 'Clear Whey', 'Lean Mass Gainer', 'Beef Protein'],
    leaves: ['ingredient/protein/whey', 'ingredient/protein/specialty-protein'], extra: ['goal/build-muscle/lean-muscle', 'goal/build-muscle/mass-gain', 'sport/gym-and-strength/bodybuilding', 'sport/team-sports/football', 'recommended/best-sellers'],
    nutrition: [30, 24], blurb: 'a protein powder for building muscle and topping up daily protein',
  },
  {
    type: 'plant', weight: 2, flavours: ['Chocolate', 'Vanilla', 'Salted Caramel', 'Unflavoured'], sizes: { '1kg': 3990, '2.5kg': 8990 },
    bases: ['Plant Protein', 'Pea Protein', 'Rice Protein', 'Soy Protein', 'Hemp Protein', 'Plant Blend'],
    leaves: ['ingredient/protein/plant-protein'], extra: ['diet/vegan', 'diet/dairy-free', 'sport/running/trail-running'],
    nutrition: [35, 24], blurb: 'a plant-based protein made without animal ingredients',
  },
  {
    type: 'collagen', weight: 1, flavours: ['Unflavoured', 'Mixed Berry'], sizes: { '300g': 2990, '500g': 3490, '1kg': 5990 },
    bases: ['Collagen Peptides', 'Marine Collagen', 'Collagen Blend'],
    leaves: ['ingredient/protein/collagen'], extra: ['goal/recovery/joint-support', 'diet/gluten-free'],
    nutrition: [10, 9], blurb: 'collagen peptides that dissolve in hot or cold drinks',
  },
  {
    type: 'creatine', weight: 2, flavours: ['Unflavoured', 'Lemon Lime', 'Mixed Berry'], sizes: { '250g': 1990, '500g': 3290, '1kg': 5490 },
    bases: ['Creatine Monohydrate', 'Creatine HCl', 'Creatine Blend', 'Buffered Creatine'],
    leaves: ['ingredient/creatine'], extra: ['goal/build-muscle/strength', 'sport/gym-and-strength/powerlifting', 'sport/combat-sports'],
    blurb: 'creatine for strength and power in short, intense efforts',
  },
  {
    type: 'amino', weight: 2, flavours: FRUIT_FLAVOURS, sizes: { '250g': 2490, '500g': 3490, '1kg': 5990 },
    bases: ['BCAA', 'EAA', 'L-Glutamine', 'Beta-Alanine', 'Citrulline', 'Taurine', 'Amino Blend'],
    leaves: ['ingredient/amino-acids/bcaa', 'ingredient/amino-acids/eaa', 'ingredient/amino-acids/glutamine', 'ingredient/amino-acids/performance-aminos'], extra: ['sport/cycling', 'sport/swimming', 'goal/build-muscle/lean-muscle'],
    blurb: 'amino acids to sip around training',
  },
  {
    type: 'preworkout', weight: 2, flavours: FRUIT_FLAVOURS, sizes: { '300g': 3990, '600g': 6490 },
    bases: ['Pre-Workout', 'Stim-Free Pre-Workout', 'Pump Formula', 'Focus Formula', 'Energy Blend'],
    leaves: ['ingredient/caffeine'], extra: ['goal/energy-and-focus', 'sport/gym-and-strength/functional-fitness', 'sport/team-sports/court-sports'],
    blurb: 'a training formula with every dose on the label',
  },
  {
    type: 'hydration', weight: 2, flavours: FRUIT_FLAVOURS, sizes: { '300g': 2490, '600g': 3990, '1kg': 4990 },
    bases: ['Electrolytes', 'Carb Fuel', 'Hydration Mix', 'Endurance Drink', 'Electrolyte Tablets'],
    leaves: ['ingredient/electrolytes'], extra: ['goal/endurance', 'sport/running/marathon-training', 'sport/cycling', 'diet/low-sugar'],
    blurb: 'hydration and fuel for long or sweaty sessions',
  },
  {
    type: 'health', weight: 3, flavours: null, sizes: { '60 Capsules': 1990, '120 Capsules': 3290, '240 Capsules': 5490 },
    bases: ['Fish Oil', 'Magnesium', 'Multivitamin', 'Vitamin D3', 'Zinc + C', 'Ashwagandha', 'Turmeric', 'Probiotic', 'Greens', 'Joint Complex'],
    leaves: ['ingredient/vitamins-and-minerals/vitamins', 'ingredient/vitamins-and-minerals/magnesium', 'ingredient/vitamins-and-minerals/omega-3', 'ingredient/vitamins-and-minerals/herbal-extracts'],
    extra: ['goal/health-and-wellbeing/immunity', 'goal/health-and-wellbeing/gut-health', 'goal/recovery/sleep-and-relaxation', 'goal/recovery/joint-support', 'diet/gluten-free'],
    blurb: 'an everyday health supplement',
  },
  {
    type: 'snack', weight: 2, flavours: SNACK_FLAVOURS, sizes: { 'Box of 6': 2490, 'Box of 12': 3990, 'Box of 24': 7290 },
    bases: ['Protein Bar', 'Protein Cookie', 'Protein Wafer', 'Protein Chips', 'Protein Brownie', 'Protein Bites'],
    leaves: ['diet/high-protein/high-protein-snacks', 'diet/high-protein/high-protein-baking'], extra: ['goal/weight-management', 'recommended/new-releases'],
    blurb: 'a high-protein snack',
  },
  {
    type: 'stack', weight: 1, flavours: ['Chocolate', 'Vanilla'], sizes: null, price: 9990,
    bases: ['Muscle Stack', 'Strength Stack', 'Endurance Stack', 'Recovery Stack', 'Plant Stack', 'Cutting Stack'],
    leaves: ['recommended/stacks-and-bundles'], extra: ['goal/build-muscle/strength', 'goal/endurance', 'recommended/gift-ideas'],
    blurb: 'a bundle of our most popular products at a better price',
  },
];
const PREFIXES = [
  'Core', 'Pro', 'Daily', 'Elite', 'Pure', 'Prime', 'Active', 'Summit', 'Coastal', 'Harbour', 'Southern', 'Ranges', 'Outback',
  'Tasman', 'Alpine', 'Metro', 'Endure', 'Classic', 'Select', 'Essential', 'Advanced', 'Natural', 'Ultra', 'Vital', 'True',
  'Peak', 'Base', 'Studio', 'Field', 'Track',
];
const WEIGHTED = TEMPLATES.flatMap((t) => Array(t.weight).fill(t));
const POSITIVES = [
  'It mixes easily and tastes good enough to look forward to.',
  'Every ingredient and dose is listed on the label.',
  'It is made in small batches and tested before release.',
  'A reliable choice for people who train most days of the week.',
  'Great value per serve compared with supermarket brands.',
  'Suits early-morning sessions and busy schedules.',
];

const FIXED = [
  { slug: 'whey-protein-isolate', name: 'Whey Protein Isolate', shortName: 'WPI', template: 'protein' },
  { slug: 'whey-protein-concentrate', name: 'Whey Protein Concentrate', shortName: 'WPC', template: 'protein' },
  { slug: 'earth-protein', name: 'Earth Protein', shortName: 'Earth Protein', template: 'plant' },
  { slug: 'hcp', name: 'Hydrolysed Collagen Peptides', shortName: 'HCP', template: 'collagen' },
];

function makeProduct(index, rng) {
  const id = 101 + index;
  const fixed = FIXED[index];
  const isGift = index === FIXED.length;
  const t = fixed ? TEMPLATES.find((x) => x.type === fixed.template) : isGift ? null : rng.pick(WEIGHTED);

  if (isGift) {
    return {
      type: 'gift',
      cats: ['recommended/gift-ideas', 'recommended/staff-picks/nutritionist-picks'],
      product: {
        id, slug: 'gift-certificate', name: 'Gift Certificate', shortName: 'Gift Certificate',
        shortDescription: 'A gift certificate emailed to the recipient, redeemable on anything in store.',
        description: 'A gift certificate for any product in the store, emailed with your message and valid for three years.',
        images: [{ url: '/images/products/generic-gift.svg', altText: 'Gift certificate', isDefault: true, width: 800, height: 800 }],
        averageRating: 4.9, reviewCount: 40, minQuantity: 0, maxQuantity: 0, isGiftCertificate: true,
        options: [{ name: 'Amount', values: ['$25', '$50', '$100'] }],
        variants: [2500, 5000, 10000].map((c, i) => ({
          id: id * 100 + i + 1, sku: `GIFT-${c / 100}`, options: [{ name: 'Amount', value: `$${c / 100}` }], priceCents: c, retailPriceCents: null, inventory: 500,
        })),
      },
    };
  }

  // name: prefix x base, numbered once the combinations are used up, so names and slugs stay unique
  let name;
  let shortName;
  if (fixed) {
    ({ name, shortName } = fixed);
  } else {
    const base = t.bases[index % t.bases.length];
    const prefix = PREFIXES[Math.floor(index / t.bases.length) % PREFIXES.length];
    const round = Math.floor(index / (t.bases.length * PREFIXES.length));
    name = `${prefix} ${base}${round ? ` ${round + 1}` : ''}`;
    shortName = base.length <= 14 ? base : base.split(' ').map((w) => w[0]).join('').toUpperCase();
  }
  const slug = fixed ? fixed.slug : `${slugify(name)}-${id}`;

  const options = [];
  let flavours = [];
  if (t.flavours && rng.chance(0.85)) {
    flavours = rng.sample(t.flavours, rng.int(1, Math.min(5, t.flavours.length)));
    options.push({ name: 'Flavour', values: flavours });
  }
  let sizes = [];
  if (t.sizes && rng.chance(0.9)) {
    const all = Object.keys(t.sizes);
    const start = rng.int(0, all.length - 1);
    sizes = all.slice(start, Math.min(all.length, start + rng.int(1, 3)));
    options.push({ name: 'Package Size', values: sizes });
  }
  const combos = optionCombinations(options);
  const priceFactor = 0.85 + rng.next() * 0.35;
  const hasRetail = rng.chance(0.15);
  const variants = combos.map((combo, i) => {
    const size = combo.find((o) => o.name === 'Package Size')?.value;
    const base = size ? t.sizes[size] : t.price ?? Object.values(t.sizes ?? { x: 2990 })[0];
    const priceCents = Math.max(190, Math.round((base * priceFactor) / 100) * 100 - 10);
    return {
      id: id * 100 + i + 1,
      sku: `G${id}-${i + 1}`,
      options: combo,
      priceCents,
      retailPriceCents: hasRetail ? Math.ceil((priceCents * 1.15) / 100) * 100 - 10 : null,
      inventory: rng.chance(0.1) ? 0 : rng.int(4, 100) * 5,
    };
  });
  if (variants.every((v) => v.inventory === 0)) variants[0].inventory = 50;

  const nutrition = t.nutrition && sizes.length
    ? { servingSizeGrams: t.nutrition[0], proteinPerServeGrams: t.nutrition[1] + rng.int(0, 3), packSizesGrams: Object.fromEntries(sizes.map((s) => [s, sizeToGrams(s)])) }
    : null;

  const positives = rng.sample(POSITIVES, 2);
  const short = `${name} is ${t.blurb}.`;
  const cats = new Set([rng.pick(t.leaves)]);
  if (flavours.length && FLAVOUR_LEAF[flavours[0]]) cats.add(FLAVOUR_LEAF[flavours[0]]);
  for (const e of rng.sample(t.extra, rng.int(1, 2))) cats.add(e);

  return {
    type: t.type,
    cats: [...cats].slice(0, 5),
    positives,
    product: {
      id,
      slug,
      name,
      shortName,
      shortDescription: short,
      description: `${short} ${positives.join(' ')}`,
      images: [{ url: fixed ? `/images/products/${slug}.svg` : `/images/products/generic-${t.type}.svg`, altText: `${name} pack shot`, isDefault: true, width: 800, height: 800 }],
      averageRating: Math.round((3.5 + rng.next() * 1.5) * 10) / 10,
      reviewCount: rng.int(0, 900),
      minQuantity: rng.chance(0.02) ? 2 : 0,
      maxQuantity: rng.chance(0.03) ? 5 : 0,
      isGiftCertificate: false,
      ...(nutrition ? { nutrition } : {}),
      options,
      variants,
    },
  };
}

export function productDoc({ product: p, cats, positives, type }) {
  let n = 0;
  const key = () => `k${(n += 1).toString(36)}`;
  const span = (text, marks = []) => ({ _type: 'span', _key: key(), text, marks });
  const block = (text, extra = {}) => ({ _type: 'block', _key: key(), style: 'normal', markDefs: [], children: [span(text)], ...extra });
  const body = [
    block(p.description),
    block('Why you will like it', { style: 'h2' }),
    ...(positives ?? []).map((x) => block(x, { listItem: 'bullet', level: 1 })),
  ];
  if (p.nutrition) {
    const { servingSizeGrams: s, proteinPerServeGrams: pr } = p.nutrition;
    body.push({
      _type: 'nutritionPanel', _key: key(), title: 'Nutrition information', subTitle1: `Serving size: ${s}g`, subTitle2: `Pack sizes: ${Object.keys(p.nutrition.packSizesGrams).join(', ')}`, subTitle3: 'Average quantity',
      content: { _type: 'table', rows: [['', `Per serve (${s}g)`, 'Per 100g'], ['Protein', `${pr}g`, `${Math.round((pr * 1000) / s) / 10}g`]].map((cells) => ({ _type: 'tableRow', _key: key(), cells })) },
    });
  }
  if (type === 'preworkout') body.push({ _type: 'warning', _key: key(), content: [block('Contains caffeine. Do not exceed 400mg of caffeine from all sources in a day.')] });
  return {
    _id: ids.product(p.id),
    _type: 'product',
    productId: p.id,
    title: p.name,
    slug: { _type: 'slug', current: p.slug },
    shortDescription: p.shortDescription,
    categories: cats.map((alias, i) => ({ _type: 'reference', _ref: ids.category(expandCategoryAlias(alias)), _key: `c${i}` })),
    body,
    _createdAt: '2024-01-10T09:00:00Z',
    _updatedAt: '2024-01-10T09:00:00Z',
  };
}

/** The N products of the catalogue for `seed`, in order, each as { type, cats, positives, product } (the same for the same N and seed). */
export function* syntheticProducts(N, seed = DEFAULT_SEED) {
  const rng = createRng(`${seed}:${N}`);
  for (let i = 0; i < N; i += 1) yield makeProduct(i, rng);
}

function main() {
  let args;
  try {
    args = parseArgs({
      options: { products: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string', default: DEFAULT_SEED }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const N = Number(args.products);
  if (args.help || !Number.isInteger(N) || N < 1) {
    console.error('Usage: node scripts/generate-catalogue.mjs --products N [--out DIR] [--seed TEXT]   (N >= 1)');
    process.exit(args.help ? 0 : 2);
  }
  const outDir = path.resolve(ROOT, args.out ?? path.join('.data', 'generated', String(N)));
  const catalogueFile = path.join(outDir, 'catalogue.json');
  const contentFile = path.join(outDir, 'content', 'production.ndjson');
  const started = process.hrtime.bigint();

  const cat = createWriter(catalogueFile);
  const nd = createWriter(contentFile);

  const categories = flattenCategories();
  for (const c of categories) {
    const doc = { _id: c.id, _type: 'category', title: c.title, slug: { _type: 'slug', current: c.slug }, description: c.description, _createdAt: '2024-01-10T09:00:00Z', _updatedAt: '2024-01-10T09:00:00Z' };
    if (c.parentId) doc.parent = { _type: 'reference', _ref: c.parentId };
    nd.write(`${JSON.stringify(doc)}\n`);
  }

  cat.write('{\n  "products": [\n');
  let variants = 0;
  let outOfStock = 0;
  let written = 0;
  for (const made of syntheticProducts(N, args.seed)) {
    written += 1;
    variants += made.product.variants.length;
    outOfStock += made.product.variants.filter((v) => v.inventory === 0).length;
    cat.write(`    ${JSON.stringify(made.product)}${written < N ? ',' : ''}\n`);
    nd.write(`${JSON.stringify(productDoc(made))}\n`);
  }
  cat.write('  ]\n}\n');
  cat.close();
  nd.close();

  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const mb = (f) => (statSync(f).size / 1048576).toFixed(1);
  const show = (f) => (f.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, f) : f);
  console.log(`Generated ${N} products (${variants} variants, ${outOfStock} out of stock) and ${categories.length} categories in ${(ms / 1000).toFixed(1)}s`);
  console.log(`  ${show(catalogueFile)}  ${mb(catalogueFile)} MB`);
  console.log(`  ${show(contentFile)}  ${mb(contentFile)} MB (${categories.length + N} documents)`);
}

// Run as a script, not when the search bench imports the generator.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
