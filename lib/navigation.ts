import type { CategorySummary } from '@/lib/content/types';
import { SHOP_BY } from '@/lib/site';

/** A link's text and its site path ("/categories/shop-by-sport"). */
export interface SiteLink {
  label: string;
  href: string;
}

/** A page's breadcrumb trail, shown and in its BreadcrumbList: Home, then each step at "/" + its slug, the page itself last. */
export function breadcrumbTrail(...steps: { title: string; slug: string }[]): SiteLink[] {
  return [{ label: 'Home', href: '/' }, ...steps.map((step) => ({ label: step.title, href: `/${step.slug}` }))];
}

/** One Shop by group of the mobile menu: where the group itself links, and its categories (the next level down). */
export interface ShopByGroup extends SiteLink {
  categories: SiteLink[];
}

/**
 * The mobile menu's Shop by groups (Sport, Ingredient, Flavour, Goal, Diet, Recommended, in the bar's order), each
 * with the child categories of its top category, sorted by title. A group whose category is missing keeps its link
 * and lists no categories.
 */
export function buildShopByMenu(categories: CategorySummary[]): ShopByGroup[] {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  return SHOP_BY.map((group) => {
    const parent = bySlug.get(group.categorySlug);
    const children = parent ? categories.filter((c) => c.parentId === parent.id) : [];
    return {
      label: group.label,
      href: group.href,
      categories: children
        .map((c) => ({ label: c.title, href: `/${c.slug}` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en')),
    };
  });
}
