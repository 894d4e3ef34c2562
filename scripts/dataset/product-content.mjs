// Rich product content (Portable Text bodies) built from the product source material.
import { sizeToGrams } from './products.mjs';

/** Escape markup characters in plain copy before it goes through the line markup. */
const esc = (text) => String(text).replace(/([*~^[\]\\])/g, '\\$1');

const STACK_CONTENTS = {
  'lean-muscle-stack': ['whey-protein-isolate', 'creatine-monohydrate', 'bcaa'],
  'strength-stack': ['whey-protein-concentrate', 'creatine-monohydrate', 'pre-workout'],
  'endurance-stack': ['electrolytes', 'endurance-carb-fuel', 'energy-gels'],
  'recovery-stack': ['hcp', 'magnesium-glycinate', 'fish-oil'],
  'plant-power-stack': ['earth-protein', 'essential-amino-acids', 'creatine-monohydrate'],
  'gym-starter-bundle': ['whey-protein-concentrate', 'creatine-monohydrate', 'shaker-bottle'],
};

const OVERLAYS = {
  'whey-protein-isolate': ['improvedFormula', 'hasta'],
  'earth-protein': ['plantBased', 'veganCertified'],
  'pea-protein-isolate': ['plantBased'],
  'creatine-monohydrate': ['pharmaceuticalGrade', 'hasta'],
  'grass-fed-whey-isolate': ['sale'],
  'creatine-chews': ['sale'],
  'protein-wafer': ['sale'],
  'plant-power-stack': ['veganCertified', 'plantBased'],
};

const fmt1 = (n) => (Math.round(n * 10) / 10).toFixed(1);

function nutritionTable(src) {
  const [serve, protein, fat, carbs, sugars, sodium] = src.nut;
  const per100 = (v) => (v * 100) / serve;
  const kj = (p, f, c) => Math.round(p * 17 + c * 17 + f * 37);
  return [
    ['', `Per serve (${serve}g)`, 'Per 100g'],
    ['Energy', `${kj(protein, fat, carbs)}kJ`, `${kj(per100(protein), per100(fat), per100(carbs))}kJ`],
    ['Protein', `${fmt1(protein)}g`, `${fmt1(per100(protein))}g`],
    ['Fat, total', `${fmt1(fat)}g`, `${fmt1(per100(fat))}g`],
    ['Carbohydrate', `${fmt1(carbs)}g`, `${fmt1(per100(carbs))}g`],
    ['Sugars', `${fmt1(sugars)}g`, `${fmt1(per100(sugars))}g`],
    ['Sodium', `${Math.round(sodium)}mg`, `${Math.round(per100(sodium))}mg`],
  ];
}

function servesAnswer(src) {
  const serve = src.nut[0];
  const parts = Object.keys(src.sizes).map((s) => `${s} is about ${Math.floor(sizeToGrams(s) / serve)} serves`);
  return `At ${serve}g per serve, ${parts.join(', ')}.`;
}

const RECIPES = {
  'whey-protein-isolate': {
    title: 'Chocolate peanut butter protein shake', yield: '1 shake', calories: 310, prepTime: 3, cookTime: 0,
    ingredients: [['Shake', ['30g Whey Protein Isolate, chocolate', '250ml milk', '1 tbsp peanut butter powder', '4 ice cubes']]],
    instructions: [['', ['Add the milk and ice to a blender.', 'Add the protein and peanut butter powder.', 'Blend for 30 seconds and serve cold.']]],
  },
  'earth-protein': {
    title: 'Berry smoothie bowl', yield: '1 bowl', calories: 420, prepTime: 8, cookTime: 0,
    ingredients: [
      ['Bowl', ['35g Earth Protein, vanilla', '150g frozen mixed berries', '1/2 frozen banana', '100ml oat milk']],
      ['Toppings', ['Granola', 'Sliced banana', 'Pumpkin seeds']],
    ],
    instructions: [['', ['Blend the bowl ingredients until thick, adding milk a splash at a time.', 'Spoon into a bowl and add toppings.']]],
  },
  'micellar-casein': {
    title: 'Overnight chocolate protein pudding', yield: '1 serve', calories: 240, prepTime: 2, cookTime: 0,
    ingredients: [['Pudding', ['32g Micellar Casein, chocolate', '90ml milk', 'Pinch of salt']]],
    instructions: [['', ['Stir the casein and milk into a thick paste.', 'Cover and refrigerate overnight.', 'Top with berries in the morning.']]],
  },
  'protein-pancake-mix': {
    title: 'Blueberry protein pancakes', yield: '2 serves', calories: 330, prepTime: 5, cookTime: 10,
    ingredients: [['Batter', ['120g Protein Pancake Mix', '160ml water', '1 handful blueberries']]],
    instructions: [['', ['Whisk the mix and water.', 'Fold through the blueberries.', 'Cook spoonfuls on a non-stick pan for two minutes each side.']]],
  },
  'protein-brownie-mix': {
    title: 'Fudgy protein brownies', yield: '16 brownies', calories: 150, prepTime: 10, cookTime: 25,
    ingredients: [['Brownies', ['500g Protein Brownie Mix', '2 eggs', '60ml vegetable oil', '120ml water']]],
    instructions: [['', ['Heat the oven to 170°C and line a 20cm square tin.', 'Mix everything until smooth and pour into the tin.', 'Bake for 25 minutes and cool before slicing.']]],
  },
};

/** Extra blocks for particular products. */
function specials(b, p) {
  switch (p.slug) {
    case 'whey-protein-isolate':
      return [
        b.insertAside('aside-batch-testing'),
        '## Recipe idea',
        b.recipe(RECIPES[p.slug]),
        b.recommendedProduct('creatine-monohydrate', 'Creatine pairs well with protein for strength and lean muscle goals.', 'Add 3-5g of creatine to your protein shake once a day.'),
        b.yotpoGallery('wpi-gallery', p.id),
        'Not sure between isolate and concentrate? Read [whey isolate vs concentrate](blog:blog/whey-isolate-vs-concentrate).',
      ];
    case 'whey-protein-concentrate':
      return [
        '## How to mix',
        b.vimeoVideo('900000103', 'Mixing a smooth protein shake'),
        'Compare with [Whey Protein Isolate](product:whey-protein-isolate) or read [which whey suits you](blog:blog/whey-isolate-vs-concentrate).',
      ];
    case 'earth-protein':
      return ['## Recipe idea', b.recipe(RECIPES[p.slug]), 'New to plant protein? Start with our [plant protein guide](blog:blog/plant-protein-guide).'];
    case 'hcp':
      return [
        b.faq('Is collagen a complete protein?', ['No. Collagen is low in some essential amino acids, so use it alongside your main protein sources rather than instead of them.']),
        'Learn more in [collagen and your joints](blog:blog/collagen-and-joints).',
      ];
    case 'micellar-casein':
    case 'protein-pancake-mix':
    case 'protein-brownie-mix':
      return ['## Recipe idea', b.recipe(RECIPES[p.slug])];
    case 'creatine-monohydrate':
      return [
        '## Dosing options',
        b.table([
          ['Approach', 'Daily amount', 'Days to saturate'],
          ['Steady', '3-5g', '21-28'],
          ['Loading', '20g split into 4 doses, then 3-5g', '5-7'],
        ]),
        'Everything you need to know is in [creatine explained](blog:blog/creatine-explained).',
      ];
    case 'bcaa':
      return [
        '## Per serve',
        b.table([['Amino acid', 'Per 10g serve'], ['L-leucine', '3.5g'], ['L-isoleucine', '1.75g'], ['L-valine', '1.75g']]),
        'BCAA or EAA? Read [BCAA vs EAA](blog:blog/bcaa-vs-eaa).',
      ];
    case 'pre-workout':
      return [
        '## Per serve',
        b.table([['Ingredient', 'Per 10g serve'], ['Citrulline malate', '6g'], ['Beta-alanine', '3.2g'], ['Caffeine', '200mg'], ['L-theanine', '100mg']]),
        'Find your dose with [pre-workout and caffeine](blog:blog/pre-workout-caffeine).',
      ];
    case 'electrolytes':
      return [
        '## Per serve',
        b.table([['Electrolyte', 'Per 10g serve'], ['Sodium', '500mg'], ['Potassium', '200mg'], ['Magnesium', '60mg'], ['Calcium', '50mg']]),
        b.yotpoGallery('electrolytes-gallery', p.id),
        'Plan your intake with [electrolytes for endurance](blog:blog/electrolytes-for-endurance).',
      ];
    default:
      return [];
  }
}

/**
 * Body for a product content document. The product page shows the catalogue description above it, so the body
 * starts with what comes after: the feature image (floated beside the first sections) and the selling points.
 */
export function productBody(b, p, src, ctx) {
  const out = [];
  if (OVERLAYS[p.slug]) {
    const assetId = ctx.img(`product-${p.slug}-feature`, { width: 800, height: 600, type: src.type, alt: `${p.name} pack beside a shaker` });
    out.push(
      b.image({
        assetId,
        altText: `${p.name} pack beside a shaker`,
        caption: p.shortDescription,
        overlay: OVERLAYS[p.slug],
        width: 300,
        floatRight: true,
      }),
    );
  }
  out.push('## Why you will like it', ...src.points.map((pt) => `- ${esc(pt)}`));
  out.push('## How to use', esc(src.use));

  if (STACK_CONTENTS[p.slug]) {
    out.push('## What is in the box', ...STACK_CONTENTS[p.slug].map((s) => `- [${esc(ctx.nameBySlug.get(s))}](product:${s})`));
  }

  if (src.nut) {
    out.push(
      '## Nutrition information',
      b.nutritionPanel({
        // The section heading already says 'Nutrition information': the panel names the product.
        title: p.name,
        subTitle1: `Serving size: ${src.nut[0]}g`,
        subTitle2: `Pack sizes: ${Object.keys(src.sizes).join(', ')}`,
        subTitle3: src.flavours ? `Flavour shown: ${src.flavours[0]}` : 'Unflavoured',
        table: nutritionTable(src),
      }),
      '## FAQs',
      b.faq(`How many serves are in a pack of ${p.name}?`, [servesAnswer(src)]),
    );
    if (src.type === 'plant') out.push(b.faq(`Is ${p.name} vegan?`, ['Yes. It is made without any animal-derived ingredients.']));
    else if (src.type === 'collagen') out.push(b.faq('Can I add it to hot drinks?', ['Yes. Collagen peptides dissolve in hot and cold drinks and are not affected by normal cooking temperatures.']));
    else out.push(b.faq(`When should I take ${p.name}?`, ['Whenever it helps you reach your daily protein target: after training, with breakfast or as a snack all work well.']));
  }

  switch (src.type) {
    case 'preworkout':
      if (/caffeine|Caffeine/.test(src.desc + src.short) && !/zero caffeine|Zero caffeine|no caffeine/i.test(src.short + src.points.join(' '))) {
        out.push(b.warning(['Contains caffeine. Do not exceed 400mg of caffeine from all sources in a day. Not suitable for children, pregnant or breastfeeding women, or people sensitive to caffeine.']));
      } else {
        out.push(b.message(['This product is stimulant free, so it suits evening training.']));
      }
      break;
    case 'hydration':
      out.push(b.message(['Practise your race-day drinks and fuel in training first.']));
      break;
    case 'health':
      out.push(b.message(['Supplements should not replace a balanced diet. Always read the label and follow the directions for use.']));
      break;
    case 'amino':
      if (!['bcaa'].includes(p.slug)) out.push(`Browse all [amino acids](category:categories/shop-by-ingredient/amino-acids) to compare.`);
      break;
    default:
      break;
  }
  out.push(...specials(b, p));
  return b.blocks(out);
}

export { STACK_CONTENTS };
