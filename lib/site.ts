/** Fixed facts of the shop used by the shell (header, footer) and structured data. */

export const CONTACT = {
  phone: '1300 485 528',
  phoneHref: 'tel:+611300485528',
  email: 'support@bulknutrients.example',
  address: { street: '18 Foundry Lane', locality: 'Launceston', region: 'TAS', postalCode: '7250', country: 'Australia' },
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/bulknutrients' },
  { label: 'Instagram', href: 'https://www.instagram.com/bulknutrients' },
  { label: 'YouTube', href: 'https://www.youtube.com/@bulknutrients' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@bulknutrients' },
] as const;

export const POPULAR_SEARCHES = ['Shipping FAQ', 'BCAA', 'Creatine', 'Collagen', 'Pre Workout', 'WPI', 'WPC'] as const;

export function searchHref(query: string): string {
  return `/search-results-page?q=${encodeURIComponent(query)}`;
}

/**
 * The Shop by bar. `href` is where the bar links (Goal goes to the /goal information page of the route table);
 * `categorySlug` is the category whose children the mobile menu lists under the group.
 */
export const SHOP_BY = [
  { label: 'Sport', href: '/categories/shop-by-sport', categorySlug: 'categories/shop-by-sport' },
  { label: 'Ingredient', href: '/categories/shop-by-ingredient', categorySlug: 'categories/shop-by-ingredient' },
  { label: 'Flavour', href: '/categories/shop-by-flavour', categorySlug: 'categories/shop-by-flavour' },
  { label: 'Goal', href: '/goal', categorySlug: 'categories/shop-by-goal' },
  { label: 'Diet', href: '/categories/shop-by-diet', categorySlug: 'categories/shop-by-diet' },
  { label: 'Recommended', href: '/categories/shop-by-recommended', categorySlug: 'categories/shop-by-recommended' },
] as const;

export const FOOTER_GROUPS = [
  {
    heading: 'Help',
    links: [
      { label: 'FAQs', href: '/faqs' },
      { label: 'Protein testing', href: '/faqs/protein-testing' },
      { label: 'Shipping', href: '/faqs/shipping' },
      { label: 'Payments', href: '/payments' },
      { label: 'Contact us', href: '/contact-us' },
      { label: 'Community support', href: '/community-support' },
    ],
  },
  {
    heading: 'About',
    links: [
      { label: 'About us', href: '/about-us' },
      { label: 'Careers', href: '/careers' },
      { label: 'Our goal', href: '/goal' },
      { label: 'Social hub', href: '/bulk-nutrients-social-hub' },
      { label: 'Partners with Anytime Fitness', href: '/bulk-nutrients-partners-with-anytime-fitness' },
      { label: 'Free samples', href: '/bulk-nutrients-free-samples' },
    ],
  },
  {
    heading: 'Shop',
    links: [
      { label: 'Gift certificates', href: '/giftcertificates' },
      { label: 'Protein calculator', href: '/protein-calculator' },
      { label: 'Blog', href: '/blog' },
      { label: 'Rewards', href: '/rewards' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Terms and conditions', href: '/terms-and-conditions' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Packaging sustainability strategy', href: '/packaging-sustainability-strategy' },
    ],
  },
] as const;

/** The popular-posts strip shows the first 5 of these 9. */
export const POPULAR_POST_SLUGS = [
  'blog/creatine-explained',
  'blog/whey-isolate-vs-concentrate',
  'blog/protein-timing',
  'blog/plant-protein-guide',
  'blog/pre-workout-caffeine',
  'blog/electrolytes-for-endurance',
  'blog/collagen-and-joints',
  'blog/bcaa-vs-eaa',
  'blog/high-protein-breakfasts',
] as const;

export const POPULAR_POSTS_SHOWN = 5;

/** Products suggested by the empty cart. */
export const EMPTY_CART_SUGGESTIONS = [
  { label: 'Whey Protein Isolate', href: '/products/whey-protein-isolate' },
  { label: 'Whey Protein Concentrate', href: '/products/whey-protein-concentrate' },
  { label: 'Earth Protein', href: '/products/earth-protein' },
  { label: 'Hydrolysed Collagen Peptides', href: '/products/hcp' },
] as const;

/** How many of the home page's featured products a search that found nothing offers. */
export const NO_RESULTS_PRODUCTS_SHOWN = 4;

/** The page of a password reset link (the emailed links point at it, with `?c=<customer id>&t=<token>`). */
export const RESET_PASSWORD_PATH = '/reset-password';

export const BLOG_PAGE_SIZE = 9;
export const REVALIDATE_SECONDS = 60;

/** The page where an editor of the embedded content types the preview secret (a form, so it is never in a URL). */
export const PREVIEW_FORM_PATH = '/preview';

/** Information pages for the team, not for shoppers (the content's style guide): noindex, and in neither the sitemap nor search. */
const INTERNAL_PAGE_SLUGS: readonly string[] = ['style-guide'];

/** Whether a page's slug (with or without its leading slash) is one of the team's own pages. */
export function isInternalPage(slug: string): boolean {
  return INTERNAL_PAGE_SLUGS.includes(slug.replace(/^\/+/, ''));
}
