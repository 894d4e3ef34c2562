// The category tree: three levels under six "Shop by" roots. Shared by the dataset build and the catalogue generator.
import { ids } from './lib.mjs';

const c = (slug, title, description, children) => ({ slug, title, description, children: children ?? [] });

export const CATEGORY_TREE = [
  c('shop-by-sport', 'Shop by Sport', 'Supplements grouped by the sport you train for, from the gym floor to the trail.', [
    c('running', 'Running', 'Fuel, hydration and recovery for runners of every distance.', [
      c('trail-running', 'Trail Running', 'Portable fuel and electrolytes for long days on hilly, technical ground.'),
      c('marathon-training', 'Marathon Training', 'Products that help you get through big training weeks and race day.'),
    ]),
    c('gym-and-strength', 'Gym and Strength', 'The staples for lifting, building and getting stronger.', [
      c('powerlifting', 'Powerlifting', 'Support for heavy, low-rep training and long sessions under the bar.'),
      c('bodybuilding', 'Bodybuilding', 'Protein, aminos and pump products for physique-focused training.'),
      c('functional-fitness', 'Functional Fitness', 'For mixed, high-intensity sessions that blend lifting and conditioning.'),
    ]),
    c('cycling', 'Cycling', 'Carbohydrate, electrolytes and caffeine for rides short and long.'),
    c('team-sports', 'Team Sports', 'Recovery and energy products for players who train and compete every week.', [
      c('football', 'Football', 'For all football codes: repeated sprints, contact and a long season.'),
      c('court-sports', 'Court Sports', 'Quick, repeated efforts on the court call for sharp focus and fast recovery.'),
    ]),
    c('combat-sports', 'Combat Sports', 'Lean protein and performance support for fighters and grapplers.'),
    c('swimming', 'Swimming', 'Easy-to-digest fuel and recovery for early squads and long sets.'),
  ]),
  c('shop-by-ingredient', 'Shop by Ingredient', 'Know what you are after? Browse by the main ingredient.', [
    c('protein', 'Protein', 'Whey, plant, collagen and specialty proteins in one place.', [
      c('whey', 'Whey Protein', 'Isolates and concentrates made from Australian whey.'),
      c('plant-protein', 'Plant Protein', 'Pea, rice, soy and blended plant proteins.'),
      c('collagen', 'Collagen', 'Hydrolysed collagen peptides from bovine and marine sources.'),
      c('specialty-protein', 'Specialty Protein', 'Casein, beef, egg and gainer formulas for specific needs.'),
    ]),
    c('creatine', 'Creatine', 'The most researched sports supplement, in powder, capsule and chew form.'),
    c('amino-acids', 'Amino Acids', 'Single and blended amino acids for training and recovery.', [
      c('bcaa', 'BCAA', 'Branched-chain amino acids in a 2:1:1 ratio.'),
      c('eaa', 'EAA', 'All nine essential amino acids in each serve.'),
      c('glutamine', 'Glutamine', 'Pure L-glutamine powder.'),
      c('performance-aminos', 'Performance Aminos', 'Beta-alanine, citrulline, taurine, carnitine and more.'),
    ]),
    c('caffeine', 'Caffeine', 'Products that contain caffeine, clearly labelled with the dose per serve.'),
    c('electrolytes', 'Electrolytes', 'Sodium, potassium and magnesium to replace what you lose in sweat.'),
    c('vitamins-and-minerals', 'Vitamins and Minerals', 'Everyday micronutrients, oils and botanical extracts.', [
      c('vitamins', 'Vitamins', 'Single vitamins and multivitamin formulas.'),
      c('magnesium', 'Magnesium', 'Well-absorbed forms of magnesium for muscles and sleep.'),
      c('omega-3', 'Omega-3', 'Fish and krill oils providing EPA and DHA.'),
      c('herbal-extracts', 'Herbal Extracts', 'Standardised botanical extracts such as ashwagandha and turmeric.'),
    ]),
  ]),
  c('shop-by-flavour', 'Shop by Flavour', 'Find your favourite taste across proteins, aminos and snacks.', [
    c('chocolate', 'Chocolate', 'Every product that comes in a chocolate flavour.'),
    c('vanilla', 'Vanilla', 'Smooth vanilla options that mix well with almost anything.'),
    c('fruity', 'Fruity', 'Bright fruit flavours for refreshing drinks.', [
      c('berry', 'Berry', 'Strawberry, raspberry and mixed berry flavours.'),
      c('tropical', 'Tropical', 'Mango, pineapple, passionfruit and other tropical blends.'),
      c('citrus', 'Citrus', 'Lemon, lime and orange flavours.'),
    ]),
    c('dessert', 'Dessert', 'Treat-inspired flavours without the bakery visit.', [
      c('cookies-and-cream', 'Cookies and Cream', 'Vanilla cream with crunchy cookie pieces, in shake and bar form.'),
      c('caramel', 'Caramel', 'Salted caramel and toffee flavours.'),
      c('baked-treats', 'Baked Treats', 'Flavours and mixes inspired by the bakery counter.'),
    ]),
    c('unflavoured', 'Unflavoured', 'No added flavour or sweetener, ideal for cooking and mixing into other drinks.'),
  ]),
  c('shop-by-goal', 'Shop by Goal', 'Start with what you want to achieve and we will point you to the products that help.', [
    c('build-muscle', 'Build Muscle', 'Protein and performance products for putting on quality muscle.', [
      c('lean-muscle', 'Lean Muscle', 'High-protein, low-fat options for building muscle without excess calories.'),
      c('mass-gain', 'Mass Gain', 'Calorie-dense products for hard gainers.'),
      c('strength', 'Strength', 'Products that support heavy training and strength gains.'),
    ]),
    c('weight-management', 'Weight Management', 'Filling, high-protein and low-sugar choices to support a calorie target.'),
    c('endurance', 'Endurance', 'Carbohydrate, electrolytes and aminos for long sessions.'),
    c('recovery', 'Recovery', 'Help your body bounce back between sessions.', [
      c('joint-support', 'Joint Support', 'Collagen, omega-3 and joint formulas for hard-working joints.'),
      c('sleep-and-relaxation', 'Sleep and Relaxation', 'Evening products to help you wind down.'),
    ]),
    c('health-and-wellbeing', 'Health and Wellbeing', 'Everyday health basics that sit alongside training.', [
      c('immunity', 'Immunity', 'Vitamins and minerals that support normal immune function.'),
      c('gut-health', 'Gut Health', 'Fibre, probiotics and greens for digestive health.'),
    ]),
    c('energy-and-focus', 'Energy and Focus', 'Caffeine and nootropic products for sharper sessions.'),
  ]),
  c('shop-by-diet', 'Shop by Diet', 'Filter the range by the way you eat.', [
    c('vegan', 'Vegan', 'Products made without any animal-derived ingredients.'),
    c('gluten-free', 'Gluten Free', 'Products made without gluten-containing ingredients.'),
    c('keto-friendly', 'Keto Friendly', 'Very low carbohydrate options that fit a ketogenic diet.'),
    c('dairy-free', 'Dairy Free', 'Products made without milk or milk derivatives.'),
    c('low-sugar', 'Low Sugar', 'Less than two grams of sugar per serve.'),
    c('high-protein', 'High Protein', 'Snacks and baking mixes with a serious protein count.', [
      c('high-protein-snacks', 'High Protein Snacks', 'Bars, cookies, chips and wafers for the bag or desk drawer.'),
      c('high-protein-baking', 'High Protein Baking', 'Mixes and powders for pancakes, brownies and baking.'),
    ]),
  ]),
  c('shop-by-recommended', 'Shop by Recommended', 'Our picks, best sellers and what is new this season.', [
    c('best-sellers', 'Best Sellers', 'The products our customers reorder most.'),
    c('new-releases', 'New Releases', 'The latest additions to the range.'),
    c('staff-picks', 'Staff Picks', 'What our team and partners actually use.', [
      c('athlete-picks', 'Athlete Picks', 'Chosen by the athletes we work with.'),
      c('nutritionist-picks', 'Nutritionist Picks', 'Chosen by our in-house sports dietitian.'),
    ]),
    c('stacks-and-bundles', 'Stacks and Bundles', 'Products grouped together at a better price than buying separately.'),
    c('gift-ideas', 'Gift Ideas', 'Shakers, stacks and bundles for the training partner who has everything.'),
    c('on-sale', 'On Sale', 'Products currently below their usual price.'),
  ]),
];

/** Short prefix used in hand-written category lists: "sport/running/trail-running". */
const ROOT_ALIASES = {
  sport: 'shop-by-sport',
  ingredient: 'shop-by-ingredient',
  flavour: 'shop-by-flavour',
  goal: 'shop-by-goal',
  diet: 'shop-by-diet',
  recommended: 'shop-by-recommended',
};

/** Flatten the tree: [{ id, title, slug, description, parentId, level, isLeaf, titles, path }] in tree order. */
export function flattenCategories() {
  const out = [];
  const walk = (node, parent, level) => {
    const path = parent ? `${parent.path}/${node.slug}` : node.slug;
    const slug = `categories/${path}`;
    const entry = {
      id: ids.category(slug),
      title: node.title,
      slug,
      path,
      description: node.description,
      parentId: parent?.id ?? null,
      level,
      isLeaf: node.children.length === 0,
      titles: [...(parent?.titles ?? []), node.title],
    };
    out.push(entry);
    node.children.forEach((child) => walk(child, entry, level + 1));
  };
  CATEGORY_TREE.forEach((root) => walk(root, null, 1));
  return out;
}

/** "sport/running/trail-running" -> "categories/shop-by-sport/running/trail-running" */
export function expandCategoryAlias(alias) {
  const [root, ...rest] = alias.split('/');
  const full = ROOT_ALIASES[root];
  if (!full) throw new Error(`Unknown category root alias: ${alias}`);
  return ['categories', full, ...rest].join('/');
}
