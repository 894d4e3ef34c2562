/**
 * Small hand-made catalogue and content for the search tests (engine, API route, UI). Counts in the tests are
 * computed by hand from these lists, so change both together.
 */
import type { Product } from '@/lib/commerce/types';
import type { BlogTeaser, CategorySummary } from '@/lib/content/types';
import { buildSearchRecords, type PageSummary, type ProductContentSummary, type SearchRecordInputs } from '@/lib/search/records';
import type { SearchRecords } from '@/lib/search/types';

export const fixtureCategories: CategorySummary[] = [
  { id: 'cat-sport', title: 'Shop by Sport', slug: 'categories/shop-by-sport', description: 'Supplements picked for your sport.', parentId: null },
  { id: 'cat-running', title: 'Running', slug: 'categories/shop-by-sport/running', description: 'Fuel and recovery for runners.', parentId: 'cat-sport' },
  { id: 'cat-trail', title: 'Trail Running', slug: 'categories/shop-by-sport/running/trail-running', description: 'Long days on the trails.', parentId: 'cat-running' },
  { id: 'cat-cycling', title: 'Cycling', slug: 'categories/shop-by-sport/cycling', description: 'Hydration and energy for riders.', parentId: 'cat-sport' },
  { id: 'cat-ingredient', title: 'Shop by Ingredient', slug: 'categories/shop-by-ingredient', description: 'Browse by what is inside.', parentId: null },
  { id: 'cat-protein', title: 'Protein', slug: 'categories/shop-by-ingredient/protein', description: 'Whey, casein and plant proteins.', parentId: 'cat-ingredient' },
  { id: 'cat-whey', title: 'Whey', slug: 'categories/shop-by-ingredient/protein/whey', description: 'Fast digesting dairy protein.', parentId: 'cat-protein' },
  { id: 'cat-goal', title: 'Shop by Goal', slug: 'categories/shop-by-goal', description: 'Pick a goal, find the stack.', parentId: null },
  { id: 'cat-muscle', title: 'Muscle Gain', slug: 'categories/shop-by-goal/muscle-gain', description: 'Build lean muscle.', parentId: 'cat-goal' },
];

interface ProductSeed {
  id: number;
  slug: string;
  name: string;
  short: string;
  description: string;
  prices: number[];
  rating: number;
  reviews: number;
  flavours: string[];
  categoryIds: string[];
}

const seeds: ProductSeed[] = [
  { id: 101, slug: 'whey-protein-isolate', name: 'Whey Protein Isolate', short: 'Our purest whey protein, low in fat and carbs.', description: 'Cold filtered whey protein isolate with 27 grams of protein per serve.', prices: [4990, 8990], rating: 4.7, reviews: 214, flavours: ['Chocolate', 'Vanilla'], categoryIds: ['cat-whey', 'cat-muscle'] },
  { id: 102, slug: 'creatine-monohydrate', name: 'Creatine Monohydrate', short: 'Micronised creatine for strength and power.', description: 'Pure creatine monohydrate powder, unflavoured, mixes easily.', prices: [2990], rating: 4.9, reviews: 530, flavours: ['Unflavoured'], categoryIds: ['cat-muscle', 'cat-running'] },
  { id: 103, slug: 'electrolyte-hydration', name: 'Electrolyte Hydration', short: 'Sodium, potassium and magnesium for long sessions.', description: 'Hydration drink mix with electrolytes for endurance athletes.', prices: [2495, 3995], rating: 4.2, reviews: 88, flavours: ['Lemon Lime', 'Berry'], categoryIds: ['cat-trail', 'cat-cycling'] },
  { id: 104, slug: 'beta-alanine', name: 'Beta Alanine', short: 'Buffers lactic acid during hard efforts.', description: 'Beta alanine powder for high intensity training.', prices: [1990], rating: 3.8, reviews: 41, flavours: ['Unflavoured'], categoryIds: ['cat-running'] },
  { id: 105, slug: 'pre-workout', name: 'Pre Workout', short: 'Caffeine and citrulline for focus and pump.', description: 'A pre workout formula with caffeine, citrulline and beta alanine.', prices: [3990], rating: 4.5, reviews: 120, flavours: ['Sour Apple', 'Watermelon'], categoryIds: ['cat-muscle'] },
  { id: 106, slug: 'vegan-protein-blend', name: 'Vegan Protein Blend', short: 'Pea and rice protein for plant based athletes.', description: 'A plant protein blend of pea and brown rice protein.', prices: [4490], rating: 4.0, reviews: 64, flavours: ['Chocolate'], categoryIds: ['cat-protein'] },
  { id: 107, slug: 'bcaa', name: 'BCAA', short: 'Branched chain amino acids in a 2:1:1 ratio.', description: 'Leucine, isoleucine and valine for recovery between sessions.', prices: [3490], rating: 4.4, reviews: 97, flavours: ['Berry', 'Lemon Lime'], categoryIds: ['cat-running', 'cat-cycling'] },
  { id: 108, slug: 'collagen', name: 'Collagen', short: 'Hydrolysed collagen peptides.', description: 'Grass fed collagen peptides for joints and skin.', prices: [2990], rating: 3.5, reviews: 12, flavours: ['Unflavoured'], categoryIds: [] },
];

export function fixtureProduct(seed: ProductSeed): Product {
  const variants = seed.prices.flatMap((price, p) =>
    seed.flavours.map((flavour, f) => ({
      id: seed.id * 100 + p * 10 + f,
      sku: `${seed.slug.slice(0, 3).toUpperCase()}-${flavour.slice(0, 3).toUpperCase()}-${p + 1}`,
      options: [
        { name: 'Flavour', value: flavour },
        { name: 'Package Size', value: p === 0 ? '1kg' : '2.5kg' },
      ],
      priceCents: price,
      retailPriceCents: null,
      inventory: 10,
      purchasable: true,
    })),
  );
  return {
    id: seed.id,
    slug: seed.slug,
    name: seed.name,
    shortName: seed.name,
    shortDescription: seed.short,
    description: seed.description,
    images: [{ url: `/images/products/${seed.slug}.svg`, altText: `${seed.name} pouch`, isDefault: true, width: 800, height: 800 }],
    averageRating: seed.rating,
    reviewCount: seed.reviews,
    minQuantity: 0,
    maxQuantity: 0,
    variants,
    priceRange: { minCents: Math.min(...seed.prices), maxCents: Math.max(...seed.prices) },
    retailPriceRange: null,
    isGiftCertificate: false,
  };
}

export const fixtureProducts: Product[] = seeds.map(fixtureProduct);

export const fixtureProductContent: ProductContentSummary[] = seeds.map((s) => ({
  _id: `product-${s.id}`,
  productId: s.id,
  title: s.name,
  slug: s.slug,
  shortDescription: s.short,
  categoryIds: s.categoryIds,
}));

export const fixtureBlogTeasers: BlogTeaser[] = [
  { id: 'blog-creatine', title: 'Creatine Basics', slug: 'blog/creatine-basics', excerpt: 'What creatine does and how to take it.', publishedAt: '2024-05-01T00:00:00Z', updatedAt: '2024-05-01T00:00:00Z', estimatedReadingTime: 6, featuredImage: { url: '/images/content/creatine.svg', alt: 'A scoop of creatine', width: 800, height: 600 }, authorName: 'Sam Carter' },
  { id: 'blog-hydration', title: 'Hydration for Trail Runners', slug: 'blog/hydration-for-trail-runners', excerpt: 'Electrolytes, sweat rates and long days out.', publishedAt: '2024-03-12T00:00:00Z', updatedAt: '2024-03-12T00:00:00Z', estimatedReadingTime: 8, featuredImage: { url: '/images/content/hydration.svg', alt: 'A runner drinking', width: 800, height: 600 }, authorName: 'Alex Ng' },
  { id: 'blog-protein', title: 'How Much Protein Do You Need?', slug: 'blog/how-much-protein', excerpt: 'A simple guide to daily protein targets.', publishedAt: '2024-06-20T00:00:00Z', updatedAt: '2024-06-20T00:00:00Z', estimatedReadingTime: null, featuredImage: null, authorName: 'Sam Carter' },
];

export const fixturePages: PageSummary[] = [
  { id: 'page-shipping', title: 'Shipping FAQ', slug: 'faqs/shipping', description: 'Delivery times, costs and tracking for Australian orders.' },
  { id: 'page-about', title: 'About Us', slug: 'about-us', description: 'Made in Australia since 2008.' },
  { id: 'page-contact', title: 'Contact Us', slug: 'contact-us', description: 'Phone, email and our warehouse address.' },
];

export const fixtureInputs: SearchRecordInputs = {
  products: fixtureProducts,
  productContent: fixtureProductContent,
  categories: fixtureCategories,
  blogTeasers: fixtureBlogTeasers,
  pages: fixturePages,
};

export function fixtureRecords(): SearchRecords {
  return buildSearchRecords(fixtureInputs);
}
