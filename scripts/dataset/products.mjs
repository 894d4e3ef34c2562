// Hand-written product source material (original copy) and the catalogue builder.
import { createRng, optionCombinations } from './lib.mjs';

const PROTEIN_FLAVOURS = ['Chocolate', 'Vanilla', 'Strawberry', 'Cookies and Cream', 'Salted Caramel'];

/*
 * Fields: slug, name, shortName, type (artwork colour + body template), short, desc, points (bullets), use,
 * flavours, sizes {label: cents} or price, optionName (instead of "Package Size"), rrp (% above sale price),
 * nut [serveG, proteinG, fatG, carbsG, sugarsG, sodiumMg] for powders, rating, reviews, min, max, cats,
 * oos (variant keys "Flavour/Size" forced out of stock, or "all"), back (second image), code (SKU prefix).
 */
const PRODUCT_SOURCE = [
  // ---------------------------------------------------------------- protein powders
  {
    slug: 'whey-protein-isolate', name: 'Whey Protein Isolate', shortName: 'WPI', type: 'protein', code: 'WPI',
    short: 'Our highest-protein whey: about 27g of protein per scoop with very little fat, carbohydrate or lactose.',
    desc: 'Whey Protein Isolate is filtered until almost everything except the protein is gone, leaving a fast-digesting powder that is around 90 percent protein. It mixes smoothly in water or milk, suits lean-muscle and weight-management goals, and every batch is tested for protein content before it is packed.',
    points: ['Around 27g of protein in every 30g scoop', 'Low in fat, carbohydrate and lactose', 'Batch tested for protein content and contaminants', 'Mixes smoothly with a shaker, no blender needed'],
    use: 'Mix one 30g scoop with 200-300ml of cold water or milk. Have it after training, between meals or whenever you need a quick protein top-up.',
    flavours: PROTEIN_FLAVOURS, sizes: { '1kg': 4990, '2.5kg': 10990, '5kg': 19990 },
    nut: [30, 27, 0.3, 0.9, 0.6, 45], rating: 4.8, reviews: 1864, back: true, oos: ['Salted Caramel/5kg'],
    cats: ['ingredient/protein/whey', 'goal/build-muscle/lean-muscle', 'flavour/chocolate', 'recommended/best-sellers', 'sport/gym-and-strength/bodybuilding'],
  },
  {
    slug: 'whey-protein-concentrate', name: 'Whey Protein Concentrate', shortName: 'WPC', type: 'protein', code: 'WPC',
    short: 'Creamy, great-value whey with about 23g of protein per scoop, the everyday protein in a lot of kitchens.',
    desc: 'Whey Protein Concentrate keeps a little more of the natural milk fats and carbohydrate than an isolate, which gives it a richer, creamier taste and a lower price per serve. It is a dependable all-rounder for muscle building, recovery and simply eating more protein across the day.',
    points: ['About 23g of protein per 30g scoop', 'Rich, creamy texture in milk or water', 'Our best value protein per gram', 'Six flavours including unflavoured for cooking'],
    use: 'Shake one 30g scoop with 250ml of water or milk. Stir unflavoured powder through oats, yoghurt or baking mixes.',
    flavours: ['Chocolate', 'Vanilla', 'Banana', 'Strawberry', 'Choc Mint', 'Unflavoured'], sizes: { '1kg': 3690, '2.5kg': 7990, '5kg': 14490 },
    nut: [30, 23, 1.8, 2.4, 2.1, 60], rating: 4.7, reviews: 1422, back: true, oos: ['Choc Mint/5kg', 'Banana/5kg'],
    cats: ['ingredient/protein/whey', 'flavour/vanilla', 'goal/build-muscle/lean-muscle', 'recommended/best-sellers', 'sport/team-sports/football'],
  },
  {
    slug: 'earth-protein', name: 'Earth Protein', shortName: 'Earth Protein', type: 'plant', code: 'EARTH',
    short: 'A pea and brown rice protein blend with a complete amino acid profile and a smooth, non-gritty texture.',
    desc: 'Earth Protein combines pea protein isolate with brown rice protein so the two sources cover each other\'s amino acid gaps. It is made without dairy, soy or gluten-containing ingredients, sweetened with stevia, and milled fine enough to shake up smoothly in water or your favourite plant milk.',
    points: ['Pea and brown rice blend for a complete amino acid profile', 'About 25g of protein per 35g serve', 'No dairy, soy or gluten-containing ingredients', 'Sweetened with stevia'],
    use: 'Shake one 35g scoop with 300ml of water or plant milk, or blend it into a smoothie with frozen banana and oats.',
    flavours: ['Chocolate', 'Vanilla', 'Salted Caramel', 'Unflavoured'], sizes: { '1kg': 4290, '2.5kg': 9490 },
    nut: [35, 25, 2.2, 3.1, 0.8, 310], rating: 4.6, reviews: 642, back: true,
    cats: ['ingredient/protein/plant-protein', 'diet/vegan', 'diet/dairy-free', 'flavour/dessert/caramel', 'sport/running/trail-running'],
  },
  {
    slug: 'hcp', name: 'Hydrolysed Collagen Peptides', shortName: 'HCP', type: 'collagen', code: 'HCP',
    short: 'Unflavoured bovine collagen peptides that dissolve clear in hot or cold drinks.',
    desc: 'Hydrolysed Collagen Peptides are collagen proteins broken into short chains so they dissolve easily and are quickly absorbed. The powder has no added flavour, so it disappears into coffee, tea, smoothies and soups, making it an easy daily habit for people who want to support their joints, tendons, skin and hair.',
    points: ['Dissolves clear in hot and cold drinks', 'About 9g of collagen protein per 10g serve', 'No added flavour or sweetener', 'Sourced from grass-fed cattle'],
    use: 'Stir one 10g scoop into coffee, tea, water or a smoothie once or twice a day.',
    sizes: { '500g': 3490, '1kg': 5990 },
    nut: [10, 9, 0, 0, 0, 20], rating: 4.7, reviews: 538, back: true,
    cats: ['ingredient/protein/collagen', 'goal/recovery/joint-support', 'flavour/unflavoured', 'diet/gluten-free', 'sport/running/marathon-training'],
  },
  {
    slug: 'micellar-casein', name: 'Micellar Casein', shortName: 'Casein', type: 'protein', code: 'CAS',
    short: 'Slow-digesting milk protein that sets thick and creamy, a favourite before bed.',
    desc: 'Micellar Casein digests slowly, releasing amino acids over several hours, which is why many people take it in the evening or as a filling snack. It mixes thicker than whey and can be stirred with a little milk into a pudding-style dessert.',
    points: ['Slow, steady release of amino acids', 'About 25g of protein per 32g scoop', 'Thick enough to make a protein pudding'],
    use: 'Shake one scoop with 300ml of milk before bed, or mix with 80ml of milk and rest in the fridge for a pudding.',
    flavours: ['Chocolate', 'Vanilla', 'Cookies and Cream'], sizes: { '1kg': 4690, '2kg': 8490 },
    nut: [32, 25, 0.6, 2.5, 1.2, 80], rating: 4.5, reviews: 311,
    cats: ['ingredient/protein/specialty-protein', 'goal/recovery/sleep-and-relaxation', 'flavour/dessert/cookies-and-cream', 'goal/build-muscle/mass-gain'],
  },
  {
    slug: 'grass-fed-whey-isolate', name: 'Grass Fed Whey Isolate', shortName: 'Grass Fed WPI', type: 'protein', code: 'GFWPI',
    short: 'Whey isolate made only from the milk of pasture-fed herds, with a short, simple ingredient list.',
    desc: 'Grass Fed Whey Isolate is produced from milk collected from herds that graze on pasture for most of the year. It has the same high protein content as our standard isolate with a deliberately short ingredient list: whey protein isolate, natural flavour and a little stevia.',
    points: ['Milk from pasture-fed herds', 'Short, simple ingredient list', 'About 27g of protein per scoop'],
    use: 'Shake one 30g scoop with 250ml of water or milk after training or as a snack.',
    flavours: ['Chocolate', 'Vanilla', 'Unflavoured'], sizes: { '1kg': 5990, '2.5kg': 13490 }, rrp: 12,
    nut: [30, 27, 0.4, 0.8, 0.5, 40], rating: 4.6, reviews: 187,
    cats: ['ingredient/protein/whey', 'goal/build-muscle/lean-muscle', 'diet/gluten-free', 'recommended/staff-picks/nutritionist-picks', 'recommended/on-sale'],
  },
  {
    slug: 'clear-whey-isolate', name: 'Clear Whey Isolate', shortName: 'Clear Whey', type: 'protein', code: 'CLEAR',
    short: 'A light, juice-like protein drink: whey isolate that mixes clear instead of milky.',
    desc: 'Clear Whey Isolate is processed so it mixes into a thin, translucent drink that tastes more like cordial than a milkshake. It is refreshing on hot days and after long sessions when a creamy shake is the last thing you feel like.',
    points: ['Mixes clear and light, not milky', 'About 21g of protein per 25g serve', 'Fruity flavours that suit hot days'],
    use: 'Mix one 25g scoop with 400ml of cold water. Shake gently and let any foam settle for a minute.',
    flavours: ['Raspberry Lemonade', 'Tropical Punch', 'Watermelon', 'Lemon Iced Tea'], sizes: { '500g': 3990, '1kg': 6990 },
    nut: [25, 21, 0.1, 1.2, 0.4, 50], rating: 4.4, reviews: 226,
    cats: ['ingredient/protein/whey', 'flavour/fruity/berry', 'flavour/fruity/tropical', 'recommended/new-releases', 'sport/swimming'],
  },
  {
    slug: 'pea-protein-isolate', name: 'Pea Protein Isolate', shortName: 'Pea Protein', type: 'plant', code: 'PEA',
    short: 'Single-source plant protein from yellow peas, high in protein and naturally rich in arginine.',
    desc: 'Pea Protein Isolate is extracted from yellow split peas and is a simple, allergen-friendly protein for plant-based diets. The unflavoured version is a handy baking and cooking ingredient; the chocolate version is ready to shake.',
    points: ['About 24g of protein per 30g serve', 'Single ingredient in the unflavoured version', 'Free from dairy and soy'],
    use: 'Shake one scoop with water or plant milk, or swap it for up to a third of the flour in pancakes and muffins.',
    flavours: ['Unflavoured', 'Chocolate'], sizes: { '1kg': 2990, '2.5kg': 6490 },
    nut: [30, 24, 1.9, 0.6, 0.1, 330], rating: 4.3, reviews: 158,
    cats: ['ingredient/protein/plant-protein', 'diet/vegan', 'flavour/unflavoured', 'diet/gluten-free'],
  },
  {
    slug: 'brown-rice-protein', name: 'Brown Rice Protein', shortName: 'Rice Protein', type: 'plant', code: 'RICE',
    short: 'Unflavoured brown rice protein for smoothies, cooking and mixing with other plant proteins.',
    desc: 'Brown Rice Protein is made by separating the protein from whole-grain brown rice. On its own it has a mild, earthy taste; blended with pea protein it rounds out the amino acid profile, which is exactly why we use it in Earth Protein.',
    points: ['About 23g of protein per 30g serve', 'Unflavoured and unsweetened', 'Pairs well with pea protein'],
    use: 'Blend one 30g scoop into a smoothie or stir through porridge once it has cooled slightly.',
    sizes: { '1kg': 2790, '2kg': 4990 },
    nut: [30, 23, 1.1, 1.5, 0.2, 40], rating: 4.1, reviews: 64,
    cats: ['ingredient/protein/plant-protein', 'diet/vegan', 'diet/dairy-free'],
  },
  {
    slug: 'soy-protein-isolate', name: 'Soy Protein Isolate', shortName: 'Soy Protein', type: 'plant', code: 'SOY',
    short: 'A complete plant protein with a smooth texture and a budget-friendly price.',
    desc: 'Soy Protein Isolate is one of the few single plant sources that provides all nine essential amino acids in useful amounts. It mixes smoothly, has a neutral base taste and is one of the most affordable ways to add protein to a plant-based diet.',
    points: ['Complete plant protein', 'About 25g of protein per 30g serve', 'Smooth texture with a neutral base'],
    use: 'Shake one scoop with 250ml of water or soy milk, or add to smoothies.',
    flavours: ['Chocolate', 'Vanilla'], sizes: { '1kg': 2890, '2.5kg': 6290 },
    nut: [30, 25, 1.0, 1.4, 0.7, 290], rating: 4.2, reviews: 97,
    cats: ['ingredient/protein/plant-protein', 'diet/dairy-free', 'flavour/vanilla', 'diet/vegan'],
  },
  {
    slug: 'beef-protein-isolate', name: 'Beef Protein Isolate', shortName: 'Beef Protein', type: 'protein', code: 'BEEF',
    short: 'A dairy-free animal protein made from hydrolysed beef, with almost no fat or carbohydrate.',
    desc: 'Beef Protein Isolate gives people who avoid dairy an animal-based protein that still shakes up like a regular protein powder. It is very low in fat and carbohydrate, which makes it popular with athletes managing their weight for competition.',
    points: ['Dairy free and lactose free', 'About 27g of protein per 30g serve', 'Near-zero fat and carbohydrate'],
    use: 'Shake one scoop with 300ml of cold water. It is thinner than whey, so use less liquid if you like it thick.',
    flavours: ['Chocolate', 'Strawberry'], sizes: { '1kg': 4990, '2kg': 8990 },
    nut: [30, 27, 0.2, 0.6, 0.3, 180], rating: 4.0, reviews: 73,
    cats: ['ingredient/protein/specialty-protein', 'diet/dairy-free', 'diet/keto-friendly', 'sport/combat-sports'],
  },
  {
    slug: 'egg-white-protein', name: 'Egg White Protein', shortName: 'Egg Protein', type: 'protein', code: 'EGG',
    short: 'Dried egg white powder: a dairy-free protein that whips, bakes and sets like fresh whites.',
    desc: 'Egg White Protein is pasteurised, spray-dried egg white with nothing added. It is a clean dairy-free protein for shakes, and because it behaves like fresh egg whites it is excellent in baking, meringues and protein omelettes.',
    points: ['Single ingredient: dried egg white', 'About 24g of protein per 30g serve', 'Whips and bakes like fresh egg whites'],
    use: 'Whisk 10g with 30ml of water to replace one fresh egg white, or shake a full 30g scoop with water or milk.',
    sizes: { '1kg': 3990, '2kg': 6990 },
    nut: [30, 24, 0.1, 1.5, 0.6, 420], rating: 4.3, reviews: 88,
    cats: ['ingredient/protein/specialty-protein', 'diet/dairy-free', 'diet/high-protein/high-protein-baking', 'flavour/unflavoured'],
  },
  {
    slug: 'lean-mass-gainer', name: 'Lean Mass Gainer', shortName: 'Mass Gainer', type: 'protein', code: 'GAIN',
    short: 'A high-calorie shake of whey, oats and slow carbohydrate for people who struggle to eat enough.',
    desc: 'Lean Mass Gainer combines whey protein concentrate with finely milled oats and maltodextrin to deliver a big serve of calories without the sugar rush of many gainers. It is designed for hard gainers and athletes in heavy training blocks who find it hard to eat enough food.',
    points: ['About 30g of protein and 60g of carbohydrate per serve', 'Oats for slower-release energy', 'Easy way to add 400+ calories'],
    use: 'Blend or shake one 100g serve with 400ml of full-cream milk once or twice a day between meals.',
    flavours: ['Chocolate', 'Vanilla', 'Banana'], sizes: { '2.5kg': 5990, '5kg': 10490 },
    nut: [100, 30, 4.5, 60, 9, 150], rating: 4.4, reviews: 203, oos: ['Banana/5kg'],
    cats: ['ingredient/protein/specialty-protein', 'goal/build-muscle/mass-gain', 'sport/team-sports/football', 'sport/gym-and-strength/powerlifting'],
  },
  {
    slug: 'protein-sachet-sampler', name: 'Protein Sachet Sampler', shortName: 'Sampler', type: 'protein', code: 'SAMP',
    short: 'Single 30g sachets of our Whey Protein Isolate so you can try a flavour before committing to a bag.',
    desc: 'The Protein Sachet Sampler lets you taste our Whey Protein Isolate flavours one serve at a time. Sachets are sold in a minimum of two, so mix and match flavours, throw one in your gym bag and find your favourite before buying a full bag.',
    points: ['One 30g serve per sachet', 'Buy at least two and mix flavours', 'Fits in a pocket or gym bag'],
    use: 'Empty one sachet into a shaker with 250ml of cold water or milk and shake.',
    flavours: ['Chocolate', 'Vanilla', 'Strawberry', 'Cookies and Cream'], sizes: { '30g Sachet': 350 },
    nut: [30, 27, 0.3, 0.9, 0.6, 45], rating: 4.5, reviews: 412, min: 2,
    cats: ['ingredient/protein/whey', 'recommended/new-releases', 'flavour/chocolate'],
  },
  {
    slug: 'lamington-wpi-limited-edition', name: 'Lamington WPI Limited Edition', shortName: 'Lamington WPI', type: 'protein', code: 'LAMWPI',
    short: 'A limited run of Whey Protein Isolate in chocolate, coconut and sponge-cake flavour. Five bags per order.',
    desc: 'Our Lamington WPI Limited Edition is a short production run of Whey Protein Isolate flavoured like the classic Australian cake: chocolate, desiccated coconut and vanilla sponge. Stock is limited, so we cap orders at five bags per customer to share it around.',
    points: ['Limited production run', 'Maximum of five per order', 'Same 27g protein base as our WPI'],
    use: 'Shake one scoop with cold milk for the full dessert experience.',
    flavours: ['Lamington'], sizes: { '1kg': 5290 },
    nut: [30, 26, 0.6, 1.3, 0.9, 50], rating: 4.9, reviews: 96, max: 5,
    cats: ['ingredient/protein/whey', 'flavour/dessert/baked-treats', 'recommended/new-releases', 'flavour/chocolate'],
  },
  {
    slug: 'hot-cross-bun-whey', name: 'Hot Cross Bun Whey', shortName: 'HCB Whey', type: 'protein', code: 'HCBW',
    short: 'Seasonal spiced-fruit whey. This year\'s batch has sold out; it returns each autumn.',
    desc: 'Hot Cross Bun Whey is our seasonal whey blend with cinnamon, mixed spice and a hint of dried fruit. It is made once a year before Easter and this year\'s batch has sold out, so keep an eye on our newsletter for the next release.',
    points: ['Seasonal flavour made once a year', 'Cinnamon, mixed spice and dried fruit', 'Whey concentrate and isolate blend'],
    use: 'Shake one scoop with warm or cold milk.',
    flavours: ['Hot Cross Bun'], sizes: { '1kg': 4690, '2.5kg': 9990 },
    nut: [30, 24, 1.2, 2.2, 1.6, 55], rating: 4.6, reviews: 132, max: 5, oos: 'all',
    cats: ['ingredient/protein/whey', 'flavour/dessert/baked-treats', 'recommended/new-releases'],
  },
  {
    slug: 'marine-collagen', name: 'Marine Collagen', shortName: 'Marine Collagen', type: 'collagen', code: 'MCOL',
    short: 'Type I collagen peptides from wild-caught fish skins, unflavoured or mixed berry.',
    desc: 'Marine Collagen is sourced from the skins of wild-caught white fish, a by-product that would otherwise be wasted. It dissolves quickly and is an alternative for people who prefer not to use bovine collagen.',
    points: ['Type I collagen from fish skins', 'About 9g of collagen per serve', 'Unflavoured or mixed berry'],
    use: 'Stir one 10g scoop into water, juice or a smoothie each day.',
    flavours: ['Unflavoured', 'Mixed Berry'], sizes: { '300g': 3990, '600g': 6990 },
    nut: [10, 9, 0, 0.2, 0.1, 30], rating: 4.5, reviews: 119,
    cats: ['ingredient/protein/collagen', 'goal/recovery/joint-support', 'flavour/fruity/berry', 'diet/dairy-free'],
  },
  // ---------------------------------------------------------------- creatine
  {
    slug: 'creatine-monohydrate', name: 'Creatine Monohydrate', shortName: 'Creatine', type: 'creatine', code: 'CRE',
    short: 'Pure, micronised creatine monohydrate: 5g a day supports strength and power in short, intense efforts.',
    desc: 'Creatine Monohydrate is the most studied sports supplement available. Taking 3-5g a day tops up the creatine stores in your muscles, which helps with repeated short bursts of high-intensity effort like sprints and heavy lifts. Ours is micronised so it stirs easily into any drink and has no taste.',
    points: ['3g of creatine monohydrate per level teaspoon', 'Micronised for easy mixing', 'Unflavoured and unsweetened', 'Tested for purity every batch'],
    use: 'Stir 3-5g (one level scoop) into any drink once a day, every day. Timing does not matter much; consistency does.',
    sizes: { '250g': 1990, '500g': 3290, '1kg': 5490 }, rating: 4.9, reviews: 2310, back: true, oos: ['1kg'],
    cats: ['ingredient/creatine', 'goal/build-muscle/strength', 'sport/gym-and-strength/powerlifting', 'recommended/best-sellers', 'flavour/unflavoured'],
  },
  {
    slug: 'flavoured-creatine', name: 'Flavoured Creatine', shortName: 'Flavoured Creatine', type: 'creatine', code: 'FCRE',
    short: 'The same 5g of creatine monohydrate, flavoured and sweetened so you can take it on its own.',
    desc: 'Flavoured Creatine is for people who want their daily creatine to be a drink in its own right. Each serve provides 5g of creatine monohydrate with a fruity flavour and no sugar.',
    points: ['5g of creatine monohydrate per serve', 'Sugar free', 'Four fruity flavours'],
    use: 'Mix one scoop with 250ml of water once a day.',
    flavours: ['Raspberry', 'Lemon Lime', 'Pineapple', 'Grape'], sizes: { '300g': 2990, '600g': 4990 }, rating: 4.6, reviews: 344,
    cats: ['ingredient/creatine', 'flavour/fruity/citrus', 'goal/build-muscle/strength', 'sport/combat-sports'],
  },
  {
    slug: 'creatine-capsules', name: 'Creatine Capsules', shortName: 'Creatine Caps', type: 'creatine', code: 'CRECAP',
    short: 'Creatine monohydrate in easy-to-swallow capsules for travel and busy days.',
    desc: 'Creatine Capsules contain micronised creatine monohydrate in vegetable capsules, so you can keep your daily dose going when a tub and scoop are not practical.',
    points: ['750mg of creatine per capsule', 'Vegetable capsules', 'Good for travel'],
    use: 'Take four to six capsules a day with water.',
    sizes: { '120 Capsules': 2490, '240 Capsules': 3990 }, rating: 4.4, reviews: 156,
    cats: ['ingredient/creatine', 'sport/team-sports/court-sports', 'goal/build-muscle/strength'],
  },
  {
    slug: 'creatine-chews', name: 'Creatine Chews', shortName: 'Creatine Chews', type: 'creatine', code: 'CRECHW',
    short: 'Chewable creatine: 3g of creatine monohydrate in two fruity chews.',
    desc: 'Creatine Chews are soft chews that deliver your daily creatine without mixing anything. Two chews provide 3g of creatine monohydrate. They are currently on sale while we launch the range.',
    points: ['3g of creatine per two chews', 'No mixing or scooping', 'Launch price for a limited time'],
    use: 'Chew two pieces once a day.',
    flavours: ['Sour Apple', 'Mixed Berry'], sizes: { '60 Chews': 3490 }, rrp: 20, rating: 4.2, reviews: 58,
    cats: ['ingredient/creatine', 'flavour/fruity/berry', 'recommended/new-releases', 'recommended/on-sale'],
  },
  {
    slug: 'creatine-hcl', name: 'Creatine HCl', shortName: 'Creatine HCl', type: 'creatine', code: 'CREHCL',
    short: 'Creatine hydrochloride: a smaller, highly soluble serve for people who prefer it to monohydrate.',
    desc: 'Creatine HCl is creatine bound to hydrochloride, which makes it very soluble in water. The serve size is smaller than monohydrate, which some people find easier on the stomach.',
    points: ['1.5g per serve', 'Very soluble', 'Unflavoured'],
    use: 'Stir one small scoop into water once a day.',
    sizes: { '150g': 3490, '300g': 5990 }, rating: 4.1, reviews: 47,
    cats: ['ingredient/creatine', 'diet/gluten-free', 'sport/cycling'],
  },
  // ---------------------------------------------------------------- amino acids
  {
    slug: 'bcaa', name: 'BCAA 2:1:1', shortName: 'BCAA', type: 'amino', code: 'BCAA',
    short: 'Leucine, isoleucine and valine in a 2:1:1 ratio with a refreshing, sugar-free flavour.',
    desc: 'BCAA 2:1:1 provides the three branched-chain amino acids in the ratio they are found in most protein foods. It is a popular sugar-free drink to sip during training, especially for people training fasted or on a tight calorie budget.',
    points: ['7g of BCAAs per serve', 'Sugar free', 'Five flavours'],
    use: 'Mix one 10g scoop with 500ml of water and sip during training.',
    flavours: ['Watermelon', 'Lemon Lime', 'Pink Lemonade', 'Blue Raspberry', 'Mango'], sizes: { '500g': 3490, '1kg': 5990 },
    rating: 4.7, reviews: 988, back: true,
    cats: ['ingredient/amino-acids/bcaa', 'flavour/fruity/citrus', 'goal/build-muscle/lean-muscle', 'sport/cycling', 'recommended/best-sellers'],
  },
  {
    slug: 'essential-amino-acids', name: 'Essential Amino Acids', shortName: 'EAA', type: 'amino', code: 'EAA',
    short: 'All nine essential amino acids in one sugar-free drink.',
    desc: 'Essential Amino Acids gives you all nine amino acids your body cannot make itself, including a generous dose of leucine. Many people use it as a lighter alternative to a protein shake around training.',
    points: ['All nine essential amino acids', '2.5g of leucine per serve', 'Vegan fermentation-derived aminos'],
    use: 'Mix one scoop with 400-500ml of water before or during training.',
    flavours: ['Tropical', 'Green Apple', 'Mixed Berry', 'Lemonade'], sizes: { '500g': 3990, '1kg': 6990 }, rating: 4.6, reviews: 402,
    cats: ['ingredient/amino-acids/eaa', 'flavour/fruity/tropical', 'goal/build-muscle/lean-muscle', 'diet/vegan'],
  },
  {
    slug: 'l-glutamine', name: 'L-Glutamine', shortName: 'Glutamine', type: 'amino', code: 'GLUT',
    short: 'Pure, unflavoured L-glutamine powder.',
    desc: 'L-Glutamine is the most abundant amino acid in the body and a fuel source for the cells lining the gut. Our powder is pure, unflavoured glutamine that mixes into water, shakes or juice.',
    points: ['5g of L-glutamine per serve', 'Unflavoured', 'Plant-derived by fermentation'],
    use: 'Add one 5g scoop to water, juice or your protein shake once or twice a day.',
    sizes: { '500g': 2490, '1kg': 3990 }, rating: 4.4, reviews: 276,
    cats: ['ingredient/amino-acids/glutamine', 'goal/health-and-wellbeing/gut-health', 'flavour/unflavoured', 'diet/vegan'],
  },
  {
    slug: 'glutamine-capsules', name: 'Glutamine Capsules', shortName: 'Glutamine Caps', type: 'amino', code: 'GLUTCAP',
    short: 'L-glutamine in vegetable capsules for people who would rather not scoop powder.',
    desc: 'Glutamine Capsules hold the same pure L-glutamine as our powder in a capsule, which is convenient when travelling or for people who dislike the texture of glutamine in drinks.',
    points: ['750mg per capsule', 'Vegetable capsules', 'No flavour or sweetener'],
    use: 'Take four capsules once or twice a day with water.',
    sizes: { '180 Capsules': 2690 }, rating: 4.2, reviews: 39,
    cats: ['ingredient/amino-acids/glutamine', 'goal/health-and-wellbeing/gut-health', 'diet/vegan'],
  },
  {
    slug: 'intra-workout-aminos', name: 'Intra-Workout Aminos', shortName: 'Intra Aminos', type: 'amino', code: 'INTRA',
    short: 'Essential amino acids plus electrolytes to sip through long or hot sessions.',
    desc: 'Intra-Workout Aminos combines essential amino acids with sodium, potassium and magnesium in a light, thirst-quenching drink. It is built for long sessions where you are sweating heavily and want something more than water.',
    points: ['EAAs plus electrolytes', 'Sugar free', 'Light flavour for long sessions'],
    use: 'Mix one scoop with 600ml of water and sip through your session.',
    flavours: ['Lemon Lime', 'Berry Blast', 'Cola'], sizes: { '600g': 4490 }, rating: 4.5, reviews: 141,
    cats: ['ingredient/amino-acids/eaa', 'sport/running/marathon-training', 'goal/endurance', 'flavour/fruity/citrus'],
  },
  {
    slug: 'beta-alanine', name: 'Beta-Alanine', shortName: 'Beta-Alanine', type: 'amino', code: 'BALA',
    short: 'Pure beta-alanine for repeated efforts lasting one to four minutes.',
    desc: 'Beta-Alanine raises muscle carnosine levels over several weeks, which helps buffer acid during hard efforts of about one to four minutes. It can cause a harmless tingling feeling; splitting the daily dose reduces this.',
    points: ['3.2g per serve', 'Unflavoured', 'Split doses to reduce tingling'],
    use: 'Take 3.2-6.4g a day split into two or more doses with food, for at least four weeks.',
    sizes: { '250g': 1990, '500g': 3290 }, rating: 4.3, reviews: 187,
    cats: ['ingredient/amino-acids/performance-aminos', 'sport/swimming', 'sport/team-sports/court-sports'],
  },
  {
    slug: 'citrulline-malate', name: 'Citrulline Malate', shortName: 'Citrulline', type: 'amino', code: 'CIT',
    short: 'L-citrulline bonded to malic acid, a staple in pump and stim-free pre-workout formulas.',
    desc: 'Citrulline Malate is a 2:1 blend of L-citrulline and malic acid. It is a common ingredient in pre-workouts for people chasing better blood flow and a fuller feeling in the muscles during training.',
    points: ['6g per serve', 'Unflavoured with a tart taste', 'Stimulant free'],
    use: 'Mix 6-8g with water 30-60 minutes before training.',
    sizes: { '250g': 2490, '500g': 3990 }, rating: 4.4, reviews: 132,
    cats: ['ingredient/amino-acids/performance-aminos', 'sport/gym-and-strength/bodybuilding', 'diet/vegan'],
  },
  {
    slug: 'taurine', name: 'Taurine', shortName: 'Taurine', type: 'amino', code: 'TAU',
    short: 'Pure taurine powder with a mild taste.',
    desc: 'Taurine is an amino acid found naturally in meat and seafood and a common ingredient in energy drinks. On its own it is stimulant free and is often paired with caffeine or electrolytes.',
    points: ['2g per serve', 'Stimulant free', 'Mild, slightly sweet taste'],
    use: 'Mix 1-2g into water or your pre-workout.',
    sizes: { '250g': 1490, '500g': 2290 }, rating: 4.2, reviews: 58,
    cats: ['ingredient/amino-acids/performance-aminos', 'goal/energy-and-focus', 'diet/low-sugar'],
  },
  {
    slug: 'acetyl-l-carnitine', name: 'Acetyl L-Carnitine', shortName: 'ALCAR', type: 'amino', code: 'ALCAR',
    short: 'The acetylated form of L-carnitine, used in focus and weight-management routines.',
    desc: 'Acetyl L-Carnitine is a form of carnitine, the compound that helps transport fatty acids into cells to be used for energy. Many people take it in the morning alongside coffee as part of a weight-management routine.',
    points: ['1g per serve', 'Unflavoured', 'Stimulant free'],
    use: 'Take 1g once or twice a day, ideally in the morning.',
    sizes: { '100g': 2990, '200g': 4990 }, rating: 4.0, reviews: 44,
    cats: ['ingredient/amino-acids/performance-aminos', 'goal/weight-management', 'goal/energy-and-focus'],
  },
  {
    slug: 'hmb', name: 'HMB', shortName: 'HMB', type: 'amino', code: 'HMB',
    short: 'Calcium HMB capsules, a leucine metabolite popular with people new to strength training.',
    desc: 'HMB (beta-hydroxy beta-methylbutyrate) is produced in the body when leucine is broken down. It is most often used by people who are new to resistance training or returning after a long break.',
    points: ['1g of calcium HMB per two capsules', 'Vegetable capsules', 'Stimulant free'],
    use: 'Take three capsules with meals, three times a day.',
    sizes: { '120 Capsules': 3290, '240 Capsules': 5490 }, rating: 3.9, reviews: 61,
    cats: ['ingredient/amino-acids/performance-aminos', 'goal/build-muscle/strength', 'sport/gym-and-strength/functional-fitness'],
  },
  {
    slug: 'bcaa-capsules', name: 'BCAA Capsules', shortName: 'BCAA Caps', type: 'amino', code: 'BCAACAP',
    short: 'BCAAs in a 2:1:1 ratio in easy-to-carry capsules. One size, no flavours.',
    desc: 'BCAA Capsules hold the same 2:1:1 branched-chain amino acid blend as our powder in a tub of 240 vegetable capsules. No mixing, no flavour, just swallow with water.',
    points: ['1g of BCAAs per two capsules', '240 capsules per tub', 'Vegetable capsules'],
    use: 'Take four to six capsules before or during training.',
    price: 2990, rating: 4.2, reviews: 83,
    cats: ['ingredient/amino-acids/bcaa', 'sport/combat-sports', 'diet/vegan'],
  },
  // ---------------------------------------------------------------- pre-workout
  {
    slug: 'pre-workout', name: 'Pre-Workout', shortName: 'Pre-Workout', type: 'preworkout', code: 'PRE',
    short: 'A fully disclosed pre-workout with 200mg of caffeine, citrulline and beta-alanine per serve.',
    desc: 'Pre-Workout is our flagship training formula with every ingredient and dose listed on the label. One serve provides 200mg of caffeine, 6g of citrulline malate and 3.2g of beta-alanine, with flavours strong enough to wake you up on their own.',
    points: ['200mg of caffeine per serve', '6g citrulline malate and 3.2g beta-alanine', 'Every dose disclosed on the label'],
    use: 'Mix one scoop with 250ml of water 20-30 minutes before training. Start with half a scoop to assess tolerance.',
    flavours: ['Sour Grape', 'Blue Raspberry', 'Pink Lemonade', 'Mango Passionfruit', 'Cola'], sizes: { '300g': 3990, '600g': 6490 },
    rating: 4.6, reviews: 1120, back: true, oos: ['Cola/600g'],
    cats: ['ingredient/caffeine', 'goal/energy-and-focus', 'sport/gym-and-strength/bodybuilding', 'flavour/fruity/berry', 'recommended/best-sellers'],
  },
  {
    slug: 'stim-free-pre-workout', name: 'Stim-Free Pre-Workout', shortName: 'Stim-Free Pre', type: 'preworkout', code: 'SFPRE',
    short: 'All the pump and endurance ingredients of our pre-workout, with zero caffeine.',
    desc: 'Stim-Free Pre-Workout is for evening trainers and anyone sensitive to caffeine. It keeps the citrulline, beta-alanine and betaine from our standard formula and leaves out every stimulant, so you can train late and still sleep.',
    points: ['Zero caffeine or other stimulants', 'Citrulline, beta-alanine and betaine', 'Suits evening training'],
    use: 'Mix one scoop with 300ml of water 30 minutes before training.',
    flavours: ['Watermelon', 'Lemon Lime', 'Green Apple'], sizes: { '300g': 3990 }, rating: 4.3, reviews: 211,
    cats: ['ingredient/amino-acids/performance-aminos', 'sport/gym-and-strength/functional-fitness', 'flavour/fruity/citrus', 'diet/low-sugar'],
  },
  {
    slug: 'pump-formula', name: 'Pump Formula', shortName: 'Pump', type: 'preworkout', code: 'PUMP',
    short: 'A stimulant-free blend of citrulline, glycerol and nitrate-rich beetroot for a fuller pump.',
    desc: 'Pump Formula stacks well with a caffeinated pre-workout or works alone for a stimulant-free session. It combines citrulline, glycerol powder and beetroot extract for blood flow and a fuller feeling in the muscles.',
    points: ['Stimulant free', 'Stacks with any pre-workout', 'Includes beetroot extract'],
    use: 'Mix one scoop with 400ml of water 30 minutes before training.',
    flavours: ['Tropical', 'Blue Raspberry', 'Unflavoured'], sizes: { '250g': 3490 }, rating: 4.2, reviews: 96,
    cats: ['sport/gym-and-strength/bodybuilding', 'ingredient/amino-acids/performance-aminos', 'flavour/fruity/tropical'],
  },
  {
    slug: 'caffeine-tablets', name: 'Caffeine Tablets', shortName: 'Caffeine', type: 'preworkout', code: 'CAFF',
    short: '100 tablets of 200mg caffeine with nothing else added. Limited to ten tubs per order.',
    desc: 'Caffeine Tablets are the simplest pre-training option: 200mg of caffeine anhydrous per tablet, scored so you can take half. We limit orders to ten tubs to discourage bulk resale.',
    points: ['200mg of caffeine per tablet', 'Scored to halve easily', 'Maximum ten per order'],
    use: 'Take half to one tablet with water 30-60 minutes before exercise. Do not exceed 400mg of caffeine from all sources in a day.',
    price: 1290, rating: 4.5, reviews: 254, max: 10,
    cats: ['ingredient/caffeine', 'sport/cycling', 'goal/energy-and-focus'],
  },
  {
    slug: 'focus-blend', name: 'Focus Blend', shortName: 'Focus', type: 'preworkout', code: 'FOCUS',
    short: 'A low-caffeine drink with L-tyrosine and L-theanine for study, work and skill sessions.',
    desc: 'Focus Blend pairs a modest 100mg of caffeine with L-theanine and L-tyrosine for a smooth, clear-headed lift without the jitters of a full pre-workout. Good for skill-based training, long workdays and exam blocks.',
    points: ['100mg of caffeine with L-theanine', 'Includes L-tyrosine', 'No crash ingredients like sugar'],
    use: 'Mix one scoop with 300ml of water when you need to concentrate.',
    flavours: ['Lemon Lime', 'Mixed Berry'], sizes: { '200g': 3990 }, rating: 4.1, reviews: 77,
    cats: ['goal/energy-and-focus', 'ingredient/caffeine', 'sport/team-sports/court-sports'],
  },
  {
    slug: 'pre-workout-sample-sachets', name: 'Pre-Workout Sample Sachets', shortName: 'Pre Samples', type: 'preworkout', code: 'PRESAMP',
    short: 'Single-serve sachets of our Pre-Workout. Order two or more to try different flavours.',
    desc: 'Pre-Workout Sample Sachets let you try a flavour, and your caffeine tolerance, before buying a tub. Each sachet is one full serve; we sell them in a minimum of two.',
    points: ['One serve per sachet', 'Minimum order of two', 'Try a flavour before buying a tub'],
    use: 'Empty into 250ml of water. Try half a sachet first if you are new to caffeine.',
    flavours: ['Sour Grape', 'Blue Raspberry', 'Pink Lemonade'], sizes: { '10g Sachet': 290 }, rating: 4.4, reviews: 165, min: 2,
    cats: ['ingredient/caffeine', 'recommended/new-releases', 'flavour/fruity/berry'],
  },
  {
    slug: 'pre-workout-extreme', name: 'Pre-Workout Extreme', shortName: 'Extreme Pre', type: 'preworkout', code: 'XPRE',
    short: 'A high-stimulant pre-workout for experienced users only, limited to three tubs per order.',
    desc: 'Pre-Workout Extreme contains 300mg of caffeine per serve and is meant only for healthy adults who already know their caffeine tolerance. Because of the dose we limit orders to three tubs.',
    points: ['300mg of caffeine per serve', 'For experienced users only', 'Maximum three per order'],
    use: 'Start with half a scoop in 250ml of water. Never take more than one serve in a day.',
    flavours: ['Sour Apple', 'Fruit Punch'], sizes: { '300g': 4490 }, rating: 4.3, reviews: 142, max: 3,
    cats: ['ingredient/caffeine', 'sport/gym-and-strength/powerlifting', 'flavour/fruity/berry'],
  },
  // ---------------------------------------------------------------- electrolytes and hydration
  {
    slug: 'electrolytes', name: 'Hydration Electrolytes', shortName: 'Electrolytes', type: 'hydration', code: 'ELEC',
    short: 'A low-sugar electrolyte drink with sodium, potassium and magnesium for long or sweaty sessions.',
    desc: 'Hydration Electrolytes replaces the minerals you lose in sweat with a realistic dose of sodium alongside potassium, magnesium and calcium. It is lightly flavoured and low in sugar so you can drink it all day, at work or on a long run.',
    points: ['500mg of sodium per serve', 'Potassium, magnesium and calcium', 'Less than 1g of sugar'],
    use: 'Mix one scoop with 500-750ml of water. Have one or two serves during long or hot sessions.',
    flavours: ['Lemon Lime', 'Watermelon', 'Orange', 'Mixed Berry'], sizes: { '300g': 2490, '600g': 3990 }, rating: 4.7, reviews: 733, back: true,
    cats: ['ingredient/electrolytes', 'goal/endurance', 'sport/running/marathon-training', 'flavour/fruity/citrus', 'recommended/best-sellers'],
  },
  {
    slug: 'electrolyte-tablets', name: 'Electrolyte Tablets', shortName: 'Electro Tabs', type: 'hydration', code: 'ETAB',
    short: 'Effervescent electrolyte tablets in a tube of 20. Drop one in a bottle and go.',
    desc: 'Electrolyte Tablets fizz into a light, sugar-free drink in about two minutes. The tube fits in a jersey pocket or running vest, which makes them easy to carry on long rides and trail runs.',
    points: ['20 tablets per tube', 'Sugar free', 'Fits a jersey pocket'],
    use: 'Drop one tablet into 500ml of water and wait for it to dissolve.',
    flavours: ['Lemon', 'Berry', 'Orange'], price: 1490, rating: 4.5, reviews: 201,
    cats: ['ingredient/electrolytes', 'sport/cycling', 'diet/low-sugar', 'sport/running/trail-running'],
  },
  {
    slug: 'endurance-carb-fuel', name: 'Endurance Carb Fuel', shortName: 'Carb Fuel', type: 'hydration', code: 'CARB',
    short: 'A 2:1 glucose and fructose drink mix for training and racing longer than 90 minutes.',
    desc: 'Endurance Carb Fuel combines maltodextrin and fructose so your body can absorb more carbohydrate per hour than from glucose alone. It includes a little sodium and a mild flavour that stays drinkable late in a race.',
    points: ['45g of carbohydrate per serve', '2:1 glucose to fructose', 'Mild flavour'],
    use: 'Mix one or two scoops with 500-750ml of water and drink steadily through sessions over 90 minutes.',
    flavours: ['Lemon', 'Berry', 'Neutral'], sizes: { '1kg': 3490, '2kg': 5990 }, rating: 4.6, reviews: 188,
    cats: ['goal/endurance', 'sport/cycling', 'sport/running/marathon-training', 'diet/gluten-free'],
  },
  {
    slug: 'energy-gels', name: 'Energy Gels', shortName: 'Energy Gels', type: 'hydration', code: 'GEL',
    short: '25g of fast carbohydrate per gel in a tear-top sachet, with a caffeinated cola option.',
    desc: 'Energy Gels deliver a quick dose of carbohydrate when you cannot stop to eat. They are thinner than many gels so they go down easily without water; the cola flavour adds 50mg of caffeine.',
    points: ['25g of carbohydrate per gel', 'Thin texture, easy to swallow', 'Cola flavour contains 50mg caffeine'],
    use: 'Take one gel every 30-45 minutes during long sessions.',
    flavours: ['Salted Caramel', 'Berry', 'Citrus', 'Cola'], sizes: { 'Box of 12': 3290, 'Box of 24': 5990 }, rating: 4.4, reviews: 260,
    cats: ['goal/endurance', 'sport/running/trail-running', 'flavour/dessert/caramel', 'ingredient/caffeine'],
  },
  {
    slug: 'cyclic-dextrin', name: 'Cyclic Dextrin', shortName: 'Cyclic Dextrin', type: 'hydration', code: 'HBCD',
    short: 'Highly branched cyclic dextrin: a carbohydrate that empties from the stomach quickly and gently.',
    desc: 'Cyclic Dextrin is a large, highly branched carbohydrate molecule that passes through the stomach quickly, so many athletes find it sits lighter than other carb drinks during hard training.',
    points: ['25g of carbohydrate per serve', 'Unflavoured', 'Gentle on the stomach'],
    use: 'Mix 25-50g with water and sip during training.',
    sizes: { '500g': 2990, '1kg': 4990 }, rating: 4.3, reviews: 92,
    cats: ['sport/swimming', 'goal/endurance', 'flavour/unflavoured', 'diet/vegan'],
  },
  {
    slug: 'salt-capsules', name: 'Salt Capsules', shortName: 'Salt Caps', type: 'hydration', code: 'SALT',
    short: 'Sodium and potassium capsules for heavy sweaters and hot-weather racing. One tub of 100.',
    desc: 'Salt Capsules make it easy to top up sodium during ultra-distance events without drinking more than you want. Each capsule has 250mg of sodium with a little potassium.',
    points: ['250mg of sodium per capsule', '100 capsules per tub', 'Flavourless'],
    use: 'Take one capsule with water every 30-60 minutes in hot conditions.',
    price: 1690, rating: 4.6, reviews: 117,
    cats: ['ingredient/electrolytes', 'sport/running/trail-running', 'diet/keto-friendly'],
  },
  {
    slug: 'coconut-water-powder', name: 'Coconut Water Powder', shortName: 'Coconut Water', type: 'hydration', code: 'COCO',
    short: 'Freeze-dried coconut water: naturally high in potassium with nothing added.',
    desc: 'Coconut Water Powder is coconut water dried to a fine powder. Mixed with water it tastes like the real thing and provides naturally occurring potassium.',
    points: ['Single ingredient', 'Naturally high in potassium', 'Mix to taste'],
    use: 'Mix one 10g scoop with 300ml of cold water.',
    sizes: { '250g': 2490, '500g': 3990 }, rating: 4.2, reviews: 68,
    cats: ['ingredient/electrolytes', 'flavour/fruity/tropical', 'diet/vegan', 'sport/team-sports/football'],
  },
  // ---------------------------------------------------------------- vitamins and health
  {
    slug: 'fish-oil', name: 'Fish Oil 1000mg', shortName: 'Fish Oil', type: 'health', code: 'FISH',
    short: 'Odourless 1000mg fish oil capsules, molecularly distilled and tested for heavy metals.',
    desc: 'Fish Oil 1000mg provides omega-3 fatty acids EPA and DHA from small, wild-caught fish. The oil is molecularly distilled and the capsules are coated to reduce fishy aftertaste.',
    points: ['300mg of EPA and DHA per capsule', 'Molecularly distilled', 'Coated to reduce aftertaste'],
    use: 'Take two capsules a day with food.',
    sizes: { '200 Capsules': 1990, '400 Capsules': 3490 }, rating: 4.6, reviews: 389,
    cats: ['ingredient/vitamins-and-minerals/omega-3', 'goal/recovery/joint-support', 'diet/gluten-free', 'recommended/staff-picks/nutritionist-picks'],
  },
  {
    slug: 'krill-oil', name: 'Krill Oil', shortName: 'Krill Oil', type: 'health', code: 'KRILL',
    short: 'Antarctic krill oil capsules, a smaller dose of omega-3 in phospholipid form.',
    desc: 'Krill Oil provides omega-3 bound to phospholipids, along with the naturally occurring antioxidant astaxanthin that gives it a red colour. The capsules are small and easy to swallow.',
    points: ['Small, easy-to-swallow capsules', 'Naturally contains astaxanthin', 'From certified sustainable fisheries'],
    use: 'Take two capsules a day with food.',
    sizes: { '60 Capsules': 3490, '120 Capsules': 5990 }, rating: 4.4, reviews: 103,
    cats: ['ingredient/vitamins-and-minerals/omega-3', 'goal/recovery/joint-support', 'diet/keto-friendly'],
  },
  {
    slug: 'magnesium-glycinate', name: 'Magnesium Glycinate', shortName: 'Magnesium', type: 'health', code: 'MAG',
    short: 'A gentle, well-absorbed form of magnesium, unflavoured, to take in the evening.',
    desc: 'Magnesium Glycinate binds magnesium to the amino acid glycine, a form that is well absorbed and gentle on the stomach. Magnesium contributes to normal muscle function and many people take it in the evening as part of their wind-down routine.',
    points: ['300mg of elemental magnesium per serve', 'Gentle on the stomach', 'Unflavoured powder'],
    use: 'Stir one scoop into water or herbal tea in the evening.',
    sizes: { '250g': 2990, '500g': 4690 }, rating: 4.7, reviews: 512,
    cats: ['ingredient/vitamins-and-minerals/magnesium', 'goal/recovery/sleep-and-relaxation', 'diet/vegan', 'recommended/staff-picks/athlete-picks'],
  },
  {
    slug: 'sleep-formula', name: 'Sleep Formula', shortName: 'Sleep', type: 'health', code: 'SLEEP',
    short: 'A caffeine-free evening drink with magnesium, glycine and chamomile.',
    desc: 'Sleep Formula is a warm or cold evening drink combining magnesium glycinate, glycine and chamomile extract. It is caffeine free and lightly flavoured, designed to become part of a regular wind-down routine.',
    points: ['Magnesium, glycine and chamomile', 'Caffeine free', 'Enjoy warm or cold'],
    use: 'Mix one scoop with 250ml of warm water 30-60 minutes before bed.',
    flavours: ['Berry', 'Chamomile Citrus'], sizes: { '200g': 3990 }, rating: 4.3, reviews: 146,
    cats: ['ingredient/vitamins-and-minerals/magnesium', 'goal/recovery/sleep-and-relaxation', 'flavour/fruity/berry'],
  },
  {
    slug: 'multivitamin', name: 'Daily Multivitamin', shortName: 'Multivitamin', type: 'health', code: 'MULTI',
    short: 'A once-a-day multivitamin and mineral tablet for active adults. One bottle, no options.',
    desc: 'Daily Multivitamin covers the vitamins and minerals most commonly low in active adults\' diets in a single tablet, including vitamin D, zinc, iodine and B vitamins. It is a sensible backstop, not a replacement for a varied diet.',
    points: ['One tablet a day', '60 tablets per bottle', 'Includes vitamin D, zinc and iodine'],
    use: 'Take one tablet a day with breakfast.',
    price: 2490, rating: 4.4, reviews: 221,
    cats: ['ingredient/vitamins-and-minerals/vitamins', 'goal/health-and-wellbeing/immunity', 'diet/gluten-free'],
  },
  {
    slug: 'vitamin-d3', name: 'Vitamin D3 + K2', shortName: 'Vitamin D3', type: 'health', code: 'VITD',
    short: 'Plant-sourced vitamin D3 with vitamin K2 in small soft capsules.',
    desc: 'Vitamin D3 + K2 provides vitamin D3 from lichen alongside vitamin K2, useful through winter or for people who train indoors and see little sun.',
    points: ['1000 IU of vitamin D3 per capsule', 'Vegan-friendly D3 from lichen', 'With vitamin K2'],
    use: 'Take one capsule a day with a meal containing some fat.',
    price: 1890, rating: 4.6, reviews: 174,
    cats: ['ingredient/vitamins-and-minerals/vitamins', 'goal/health-and-wellbeing/immunity', 'diet/vegan'],
  },
  {
    slug: 'zinc-vitamin-c', name: 'Zinc + Vitamin C', shortName: 'Zinc + C', type: 'health', code: 'ZINC',
    short: 'Zinc and vitamin C tablets to support normal immune function through heavy training blocks.',
    desc: 'Zinc + Vitamin C combines two nutrients that contribute to normal immune function in an easy-to-swallow tablet. Popular through winter and during heavy training or travel.',
    points: ['15mg zinc and 500mg vitamin C', 'Easy-to-swallow tablet', 'No artificial colours'],
    use: 'Take one tablet a day with food.',
    sizes: { '60 Tablets': 1490, '120 Tablets': 2490 }, rating: 4.5, reviews: 139,
    cats: ['ingredient/vitamins-and-minerals/vitamins', 'goal/health-and-wellbeing/immunity', 'diet/vegan'],
  },
  {
    slug: 'ashwagandha', name: 'Ashwagandha Extract', shortName: 'Ashwagandha', type: 'health', code: 'ASH',
    short: 'Standardised root extract of ashwagandha, a traditional herb for everyday stress.',
    desc: 'Ashwagandha Extract is a standardised root extract of the herb Withania somnifera, used traditionally in Ayurvedic medicine. Our capsules state the withanolide content so you know what you are taking.',
    points: ['600mg of root extract per capsule', 'Standardised withanolide content', 'Vegetable capsules'],
    use: 'Take one capsule a day with food.',
    sizes: { '60 Capsules': 2490, '120 Capsules': 3990 }, rating: 4.3, reviews: 122,
    cats: ['ingredient/vitamins-and-minerals/herbal-extracts', 'goal/recovery/sleep-and-relaxation', 'diet/vegan'],
  },
  {
    slug: 'turmeric-complex', name: 'Turmeric Complex', shortName: 'Turmeric', type: 'health', code: 'TURM',
    short: 'Turmeric extract with black pepper and ginger in vegetable capsules.',
    desc: 'Turmeric Complex pairs a concentrated turmeric extract with black pepper extract, which improves absorption of the active curcuminoids, and a little ginger.',
    points: ['95% curcuminoid extract', 'With black pepper and ginger', 'Vegetable capsules'],
    use: 'Take two capsules a day with food.',
    sizes: { '60 Capsules': 2290, '120 Capsules': 3690 }, rating: 4.4, reviews: 98,
    cats: ['ingredient/vitamins-and-minerals/herbal-extracts', 'goal/recovery/joint-support', 'diet/gluten-free'],
  },
  {
    slug: 'greens-powder', name: 'Daily Greens', shortName: 'Greens', type: 'health', code: 'GREEN',
    short: 'Spirulina, wheatgrass, spinach and inulin in one scoop, for days your vegetables fall short.',
    desc: 'Daily Greens blends spirulina, barley and wheatgrass, spinach and prebiotic inulin into one daily scoop. It is not a substitute for vegetables, but it is an easy top-up on busy days.',
    points: ['Spirulina, grasses and spinach', 'Prebiotic inulin fibre', 'Three flavours'],
    use: 'Mix one scoop with 250ml of water or add to a smoothie.',
    flavours: ['Unflavoured', 'Mint Lime', 'Berry'], sizes: { '250g': 3990, '500g': 6990 }, rating: 4.1, reviews: 154,
    cats: ['ingredient/vitamins-and-minerals/herbal-extracts', 'goal/health-and-wellbeing/gut-health', 'diet/vegan', 'flavour/unflavoured'],
  },
  {
    slug: 'probiotic', name: 'Probiotic 30B', shortName: 'Probiotic', type: 'health', code: 'PROB',
    short: 'Thirty billion live cultures from ten strains, shelf stable. One bottle of 60 capsules.',
    desc: 'Probiotic 30B contains ten well-studied bacterial strains in delayed-release capsules that do not need refrigeration.',
    points: ['30 billion CFU per capsule', 'Ten strains', 'No refrigeration needed'],
    use: 'Take one capsule a day with breakfast.',
    price: 3490, rating: 4.2, reviews: 76,
    cats: ['goal/health-and-wellbeing/gut-health', 'goal/health-and-wellbeing/immunity', 'diet/dairy-free'],
  },
  {
    slug: 'psyllium-husk', name: 'Psyllium Husk', shortName: 'Psyllium', type: 'health', code: 'PSYL',
    short: 'Finely ground psyllium husk, a simple soluble fibre for regularity and fullness.',
    desc: 'Psyllium Husk is a natural soluble fibre that thickens in water. A daily serve supports regularity and can help you feel full, which is handy when managing a calorie target.',
    points: ['Single ingredient', 'Finely ground for easier mixing', 'Keto friendly'],
    use: 'Stir one teaspoon into a large glass of water and drink straight away, then follow with another glass of water.',
    sizes: { '500g': 1690, '1kg': 2790 }, rating: 4.3, reviews: 88,
    cats: ['goal/health-and-wellbeing/gut-health', 'goal/weight-management', 'diet/keto-friendly'],
  },
  {
    slug: 'joint-support-complex', name: 'Glucosamine & Chondroitin', shortName: 'Joint Complex', type: 'health', code: 'JOINT',
    short: 'Glucosamine sulfate and chondroitin tablets for long-term joint maintenance.',
    desc: 'Glucosamine & Chondroitin combines two compounds found naturally in cartilage. People who put their joints through a lot of impact often take it long term as part of their recovery routine.',
    points: ['1500mg glucosamine per daily dose', 'With chondroitin sulfate', 'Film-coated tablets'],
    use: 'Take two tablets a day with food.',
    sizes: { '120 Tablets': 3290, '240 Tablets': 5690 }, rating: 4.0, reviews: 109,
    cats: ['goal/recovery/joint-support', 'sport/combat-sports', 'diet/gluten-free'],
  },
  {
    slug: 'green-tea-extract', name: 'Green Tea Extract', shortName: 'Green Tea', type: 'health', code: 'GTEA',
    short: 'Concentrated green tea extract with naturally occurring caffeine.',
    desc: 'Green Tea Extract is standardised for its catechin content and contains about 40mg of naturally occurring caffeine per capsule. Many people use it as a gentle morning lift.',
    points: ['About 40mg natural caffeine per capsule', 'Standardised catechins', 'Vegetable capsules'],
    use: 'Take one capsule in the morning with food.',
    sizes: { '100 Capsules': 2290 }, rating: 4.0, reviews: 55,
    cats: ['ingredient/vitamins-and-minerals/herbal-extracts', 'goal/weight-management', 'ingredient/caffeine'],
  },
  // ---------------------------------------------------------------- bars and snacks
  {
    slug: 'protein-bar', name: 'Protein Bar', shortName: 'Protein Bar', type: 'snack', code: 'BAR',
    short: 'A soft-baked protein bar with 20g of protein and under 3g of sugar.',
    desc: 'Our Protein Bar is soft, chewy and properly filling, with 20g of milk protein and less than 3g of sugar. Boxes of 12 or 24 keep the pantry and the desk drawer stocked.',
    points: ['20g of protein per bar', 'Less than 3g of sugar', 'Soft-baked texture'],
    use: 'Eat one bar as a snack or after training.',
    flavours: ['Choc Fudge', 'Cookies and Cream', 'Peanut Butter', 'Salted Caramel'], sizes: { 'Box of 12': 3990, 'Box of 24': 7290 },
    rating: 4.4, reviews: 655, oos: ['Peanut Butter/Box of 24'],
    cats: ['diet/high-protein/high-protein-snacks', 'flavour/dessert/cookies-and-cream', 'goal/weight-management', 'recommended/best-sellers'],
  },
  {
    slug: 'plant-protein-bar', name: 'Plant Protein Bar', shortName: 'Plant Bar', type: 'snack', code: 'PBAR',
    short: 'A vegan protein bar with 15g of pea and rice protein and a crunchy nut base.',
    desc: 'Plant Protein Bar uses pea and brown rice protein with roasted nuts and a dark chocolate coating, all without dairy or other animal ingredients.',
    points: ['15g of plant protein', 'Vegan', 'Crunchy nut base'],
    use: 'Eat one bar as a snack.',
    flavours: ['Choc Brownie', 'Peanut Crunch', 'Berry Coconut'], sizes: { 'Box of 12': 4290 }, rating: 4.2, reviews: 187,
    cats: ['diet/high-protein/high-protein-snacks', 'diet/vegan', 'flavour/chocolate', 'diet/dairy-free'],
  },
  {
    slug: 'protein-cookie', name: 'Protein Cookie', shortName: 'Protein Cookie', type: 'snack', code: 'COOK',
    short: 'A big, chewy cookie with 18g of protein, baked in small batches.',
    desc: 'Protein Cookie is a large, chewy cookie made with whey and milk protein. It is a more satisfying snack than a bar for a lot of people, and it goes very well with a coffee.',
    points: ['18g of protein per cookie', 'Chewy texture', 'Individually wrapped'],
    use: 'Enjoy one cookie as a snack, or warm for ten seconds in the microwave.',
    flavours: ['Choc Chip', 'Double Choc', 'Snickerdoodle'], sizes: { 'Box of 6': 2490, 'Box of 12': 4490 }, rating: 4.5, reviews: 244,
    cats: ['diet/high-protein/high-protein-snacks', 'flavour/dessert/baked-treats', 'flavour/chocolate'],
  },
  {
    slug: 'protein-pancake-mix', name: 'Protein Pancake Mix', shortName: 'Pancake Mix', type: 'snack', code: 'PANC',
    short: 'Just add water: fluffy pancakes with 20g of protein per serve.',
    desc: 'Protein Pancake Mix combines oat flour, whey and egg white so all you need to add is water. The batter also makes good waffles and protein muffins.',
    points: ['20g of protein per serve', 'Just add water', 'Works for waffles too'],
    use: 'Whisk 60g of mix with 80ml of water and cook on a non-stick pan over medium heat.',
    flavours: ['Buttermilk', 'Choc Chip'], sizes: { '1kg': 2990 }, rating: 4.6, reviews: 301,
    cats: ['diet/high-protein/high-protein-baking', 'flavour/dessert/baked-treats'],
  },
  {
    slug: 'protein-brownie-mix', name: 'Protein Brownie Mix', shortName: 'Brownie Mix', type: 'snack', code: 'BROWN',
    short: 'A fudgy brownie mix with added whey protein and half the sugar of a regular mix.',
    desc: 'Protein Brownie Mix bakes into a dense, fudgy slab with added whey protein and much less sugar than a standard packet mix. Add eggs, oil and water and you are done.',
    points: ['12g of protein per brownie', 'Half the sugar of a standard mix', 'Makes 16 brownies'],
    use: 'Add two eggs, 60ml of oil and 120ml of water, then bake at 170°C for 25 minutes.',
    sizes: { '500g': 1990, '1kg': 3490 }, rating: 4.5, reviews: 133,
    cats: ['diet/high-protein/high-protein-baking', 'flavour/chocolate', 'flavour/dessert/baked-treats'],
  },
  {
    slug: 'peanut-butter-powder', name: 'Peanut Butter Powder', shortName: 'PB Powder', type: 'snack', code: 'PBP',
    short: 'Roasted peanuts with most of the oil pressed out, for peanut flavour at a fraction of the fat.',
    desc: 'Peanut Butter Powder is made by pressing most of the oil out of roasted peanuts and milling what is left. Mix with water for a spread or add it straight to shakes, oats and baking.',
    points: ['85% less fat than peanut butter', 'Original or chocolate', 'No added sugar in the original'],
    use: 'Mix two tablespoons with one tablespoon of water for a spread, or add to shakes and oats.',
    flavours: ['Original', 'Chocolate'], sizes: { '450g': 1890 }, rating: 4.6, reviews: 268,
    cats: ['diet/high-protein/high-protein-baking', 'diet/vegan', 'diet/low-sugar'],
  },
  {
    slug: 'zero-syrup', name: 'Zero Calorie Syrup', shortName: 'Zero Syrup', type: 'snack', code: 'SYRUP',
    short: 'A sugar-free syrup for pancakes, oats and coffee, in four flavours.',
    desc: 'Zero Calorie Syrup is sweetened with sucralose and thickened with fibre, so you can pour it over pancakes, oats and yoghurt without the sugar of a regular syrup.',
    points: ['Sugar free', 'Four flavours', '400ml bottle'],
    use: 'Pour over pancakes, stir into coffee or drizzle over yoghurt.',
    flavours: ['Maple', 'Chocolate', 'Salted Caramel', 'Strawberry'], price: 990, rating: 4.3, reviews: 197,
    cats: ['diet/low-sugar', 'diet/keto-friendly', 'flavour/dessert/caramel', 'goal/weight-management'],
  },
  {
    slug: 'protein-chips', name: 'Protein Chips', shortName: 'Protein Chips', type: 'snack', code: 'CHIP',
    short: 'Crunchy baked chips with 15g of protein per bag.',
    desc: 'Protein Chips are baked, not fried, from a dough of milk protein and potato. Each bag has 15g of protein, which makes them a savoury alternative to a bar.',
    points: ['15g of protein per bag', 'Baked, not fried', 'Three savoury flavours'],
    use: 'Eat straight from the bag.',
    flavours: ['Sea Salt', 'Sour Cream and Chives', 'Smoky BBQ'], sizes: { 'Box of 8': 2990 }, rating: 4.0, reviews: 84,
    cats: ['diet/high-protein/high-protein-snacks', 'diet/gluten-free', 'recommended/new-releases'],
  },
  {
    slug: 'protein-wafer', name: 'Protein Wafer', shortName: 'Protein Wafer', type: 'snack', code: 'WAFER',
    short: 'Light, crispy wafer layers with a protein cream filling. On sale while stocks last.',
    desc: 'Protein Wafer layers crisp wafer with a whey protein cream for a light snack with 14g of protein. It is on sale while we make room for new flavours.',
    points: ['14g of protein per wafer', 'Light and crispy', 'On sale while stocks last'],
    use: 'Enjoy as a snack with tea or coffee.',
    flavours: ['Vanilla', 'Chocolate Hazelnut'], sizes: { 'Box of 12': 3690 }, rrp: 25, rating: 4.1, reviews: 102,
    cats: ['diet/high-protein/high-protein-snacks', 'flavour/vanilla', 'recommended/on-sale'],
  },
  // ---------------------------------------------------------------- stacks and bundles
  {
    slug: 'lean-muscle-stack', name: 'Lean Muscle Stack', shortName: 'Lean Muscle Stack', type: 'stack', code: 'STKLEAN',
    short: 'Whey Protein Isolate 1kg, Creatine Monohydrate 250g and BCAA 500g at a bundle price.',
    desc: 'The Lean Muscle Stack bundles three of our most popular products for building muscle while staying lean: Whey Protein Isolate, Creatine Monohydrate and BCAA 2:1:1. Choose your protein flavour; the BCAA ships in Watermelon.',
    points: ['Whey Protein Isolate 1kg', 'Creatine Monohydrate 250g', 'BCAA 2:1:1 500g'],
    use: 'Have your protein after training and between meals, creatine once a day, and sip BCAAs during training.',
    flavours: ['Chocolate', 'Vanilla', 'Strawberry'], price: 9990, rrp: 15, rating: 4.8, reviews: 214,
    cats: ['recommended/stacks-and-bundles', 'goal/build-muscle/lean-muscle', 'sport/gym-and-strength/bodybuilding'],
  },
  {
    slug: 'strength-stack', name: 'Strength Stack', shortName: 'Strength Stack', type: 'stack', code: 'STKSTR',
    short: 'Whey Protein Concentrate 2.5kg, Creatine Monohydrate 500g and Pre-Workout 300g.',
    desc: 'The Strength Stack gives you the essentials for a heavy training block: a big bag of Whey Protein Concentrate, a 500g tub of Creatine Monohydrate and our Pre-Workout in Blue Raspberry.',
    points: ['Whey Protein Concentrate 2.5kg', 'Creatine Monohydrate 500g', 'Pre-Workout 300g'],
    use: 'Take creatine daily, pre-workout before heavy sessions and protein after training.',
    flavours: ['Chocolate', 'Vanilla'], price: 13990, rrp: 12, rating: 4.7, reviews: 158,
    cats: ['recommended/stacks-and-bundles', 'goal/build-muscle/strength', 'sport/gym-and-strength/powerlifting'],
  },
  {
    slug: 'endurance-stack', name: 'Endurance Stack', shortName: 'Endurance Stack', type: 'stack', code: 'STKEND',
    short: 'Hydration Electrolytes, Endurance Carb Fuel and a box of Energy Gels for race season.',
    desc: 'The Endurance Stack covers fluid, salt and fuel for long sessions: a 600g tub of Hydration Electrolytes, 1kg of Endurance Carb Fuel and a box of 12 Energy Gels.',
    points: ['Hydration Electrolytes 600g', 'Endurance Carb Fuel 1kg', 'Energy Gels box of 12'],
    use: 'Use electrolytes daily in hot weather, carb fuel on sessions over 90 minutes and gels on race day.',
    flavours: ['Lemon Lime', 'Watermelon'], price: 9490, rrp: 12, rating: 4.6, reviews: 77,
    cats: ['recommended/stacks-and-bundles', 'goal/endurance', 'sport/running/marathon-training', 'sport/cycling'],
  },
  {
    slug: 'recovery-stack', name: 'Recovery Stack', shortName: 'Recovery Stack', type: 'stack', code: 'STKREC',
    short: 'Hydrolysed Collagen Peptides, Magnesium Glycinate and Fish Oil in one bundle.',
    desc: 'The Recovery Stack brings together three products for looking after your body between sessions: Hydrolysed Collagen Peptides 500g, Magnesium Glycinate 250g and Fish Oil 200 capsules.',
    points: ['Hydrolysed Collagen Peptides 500g', 'Magnesium Glycinate 250g', 'Fish Oil 200 capsules'],
    use: 'Collagen in your morning coffee, fish oil with meals and magnesium in the evening.',
    price: 7490, rrp: 12, rating: 4.7, reviews: 64,
    cats: ['recommended/stacks-and-bundles', 'goal/recovery/joint-support', 'goal/recovery/sleep-and-relaxation'],
  },
  {
    slug: 'plant-power-stack', name: 'Plant Power Stack', shortName: 'Plant Power Stack', type: 'stack', code: 'STKPLANT',
    short: 'Earth Protein 1kg, Essential Amino Acids 500g and Creatine Monohydrate 250g, all vegan.',
    desc: 'The Plant Power Stack is a fully vegan training bundle: Earth Protein, Essential Amino Acids and Creatine Monohydrate, which is especially useful on a plant-based diet because creatine is found mostly in meat.',
    points: ['Earth Protein 1kg', 'Essential Amino Acids 500g', 'Creatine Monohydrate 250g'],
    use: 'Protein after training, EAAs during and creatine once a day.',
    flavours: ['Chocolate', 'Vanilla'], price: 9490, rrp: 12, rating: 4.6, reviews: 58,
    cats: ['recommended/stacks-and-bundles', 'diet/vegan', 'ingredient/protein/plant-protein'],
  },
  {
    slug: 'gym-starter-bundle', name: 'Gym Starter Bundle', shortName: 'Starter Bundle', type: 'stack', code: 'BNDSTART',
    short: 'Whey Protein Concentrate 1kg, Creatine Monohydrate 250g and a shaker: everything for week one.',
    desc: 'The Gym Starter Bundle is a simple first order for someone new to training: a kilo of Whey Protein Concentrate, a small tub of Creatine Monohydrate and a 700ml shaker.',
    points: ['Whey Protein Concentrate 1kg', 'Creatine Monohydrate 250g', 'Shaker Bottle 700ml'],
    use: 'A protein shake after training and creatine once a day.',
    flavours: ['Chocolate', 'Vanilla'], price: 5990, rrp: 10, rating: 4.7, reviews: 91,
    cats: ['recommended/stacks-and-bundles', 'recommended/gift-ideas', 'recommended/staff-picks/athlete-picks'],
  },
  {
    slug: 'shaker-bottle', name: 'Shaker Bottle 700ml', shortName: 'Shaker', type: 'accessory', code: 'SHAKE',
    short: 'A leak-proof 700ml shaker with a stainless mixing ball and measurement marks.',
    desc: 'Shaker Bottle 700ml has a screw-on lid, a flip cap that stays shut in a gym bag and a stainless steel mixing ball that breaks up powder quickly. Dishwasher safe on the top rack.',
    points: ['700ml capacity', 'Stainless steel mixing ball', 'Top-rack dishwasher safe'],
    use: 'Add liquid first, then powder, close the lid and shake for 15 seconds.',
    flavours: ['Black', 'Blue', 'Pink', 'Clear'], optionName: 'Colour', price: 990, rating: 4.5, reviews: 340,
    cats: ['recommended/gift-ideas', 'recommended/staff-picks/athlete-picks', 'sport/team-sports/football'],
  },
];

/** "2.5kg" -> 2500, "500g" -> 500, "30g Sachet" -> 30, otherwise null */
export function sizeToGrams(label) {
  const m = /^(\d+(?:\.\d+)?)(kg|g)\b/.exec(label);
  if (!m) return null;
  return Math.round(Number(m[1]) * (m[2] === 'kg' ? 1000 : 1));
}

const code = (value) =>
  value
    .replace(/\$/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w, i, all) => (all.length === 1 ? w.slice(0, 4) : w.slice(0, i === 0 ? 3 : 2)))
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9.]/g, '');

/** Round a cents value to the nearest price ending in 90 or 95 cents. */
function retail(cents) {
  const dollars = Math.ceil(cents / 100);
  return dollars * 100 - 10;
}

/** File name (without .svg) of a product's pack shot in one flavour or colour. */
export function variantImageName(slug, look) {
  return `${slug}-${look.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/**
 * Build the catalogue from the source list. Deterministic (seeded PRNG).
 * Returns { products, extras } where extras keeps per-product build-time info (type, categories, points, use, nut).
 */
export function buildCatalogue() {
  const rng = createRng('bulk-catalogue-v1');
  const products = [];
  const extras = new Map();
  const skus = new Set();
  PRODUCT_SOURCE.forEach((src, index) => {
    const id = 101 + index;
    const options = [];
    if (src.flavours) options.push({ name: src.optionName ?? 'Flavour', values: src.flavours });
    if (src.sizes) options.push({ name: 'Package Size', values: Object.keys(src.sizes) });

    const combos = optionCombinations(options);

    const variants = combos.map((combo, vi) => {
      const size = combo.find((o) => o.name === 'Package Size')?.value;
      const priceCents = size ? src.sizes[size] : src.price;
      if (!Number.isInteger(priceCents)) throw new Error(`No price for ${src.slug}`);
      const retailPriceCents = src.rrp ? retail(priceCents * (1 + src.rrp / 100)) : null;
      const keyStr = combo.map((o) => o.value).join('/');
      let inventory;
      const forced = src.oos === 'all' || (Array.isArray(src.oos) && src.oos.includes(keyStr));
      if (forced) inventory = 0;
      else {
        // ~7% random stock-outs on top of the hand-picked ones; never on single-variant products.
        inventory = combos.length > 1 && rng.chance(0.085) ? 0 : rng.int(4, 100) * 5;
      }
      let sku = [src.code, ...combo.map((o) => code(o.value))].join('-');
      if (skus.has(sku)) sku = `${sku}-${vi + 1}`;
      skus.add(sku);
      // Each flavour (or colour) has its own pack shot, shown when the variant is chosen.
      const look = combo.find((o) => o.name === 'Flavour' || o.name === 'Colour')?.value;
      const image = look
        ? { url: `/images/products/${variantImageName(src.slug, look)}.svg`, altText: `${src.name}, ${look} pack shot`, width: 800, height: 800 }
        : null;
      return { id: id * 100 + vi + 1, sku, options: combo, priceCents, retailPriceCents, inventory, ...(image ? { image } : {}) };
    });
    // Every product except the deliberately sold-out one keeps at least one variant in stock.
    if (src.oos !== 'all' && variants.every((v) => v.inventory === 0)) variants[0].inventory = 60;

    const images = [
      { url: `/images/products/${src.slug}.svg`, altText: `${src.name} pack shot`, isDefault: true, width: 800, height: 800 },
    ];
    if (src.back) {
      images.push({ url: `/images/products/${src.slug}-back.svg`, altText: `${src.name} nutrition information on the back of the pack`, isDefault: false, width: 800, height: 800 });
    }

    const product = {
      id,
      slug: src.slug,
      name: src.name,
      shortName: src.shortName,
      shortDescription: src.short,
      description: src.desc,
      images,
      averageRating: src.rating,
      reviewCount: src.reviews,
      minQuantity: src.min ?? 0,
      maxQuantity: src.max ?? 0,
      isGiftCertificate: false,
      ...(src.nut
        ? {
            nutrition: {
              servingSizeGrams: src.nut[0],
              proteinPerServeGrams: src.nut[1],
              packSizesGrams: Object.fromEntries(Object.keys(src.sizes).map((s) => [s, sizeToGrams(s)])),
            },
          }
        : {}),
      options,
      variants,
    };
    products.push(product);
    extras.set(src.slug, src);
  });
  return { products, extras };
}
