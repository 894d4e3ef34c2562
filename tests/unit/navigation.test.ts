import type { CategorySummary } from '@/lib/content/types';
import { breadcrumbTrail, buildShopByMenu } from '@/lib/navigation';

function category(id: string, title: string, slug: string, parentId: string | null = null): CategorySummary {
  return { id, title, slug, description: '', parentId };
}

describe('buildShopByMenu', () => {
  const categories = [
    category('sport', 'Shop by Sport', 'categories/shop-by-sport'),
    category('swim', 'Swimming', 'categories/shop-by-sport/swimming', 'sport'),
    category('run', 'Running', 'categories/shop-by-sport/running', 'sport'),
    category('trail', 'Trail Running', 'categories/shop-by-sport/running/trail', 'run'),
    category('goal', 'Shop by Goal', 'categories/shop-by-goal'),
    category('muscle', 'Build Muscle', 'categories/shop-by-goal/build-muscle', 'goal'),
  ];

  it('lists every Shop by group in the bar order with its child categories, sorted, one level down', () => {
    const menu = buildShopByMenu(categories);
    expect(menu.map((g) => g.label)).toEqual(['Sport', 'Ingredient', 'Flavour', 'Goal', 'Diet', 'Recommended']);
    expect(menu[0]).toEqual({
      label: 'Sport',
      href: '/categories/shop-by-sport',
      categories: [
        { label: 'Running', href: '/categories/shop-by-sport/running' },
        { label: 'Swimming', href: '/categories/shop-by-sport/swimming' },
      ],
    });
  });

  it('links Goal to the /goal page while listing the Shop by Goal categories', () => {
    const goal = buildShopByMenu(categories).find((g) => g.label === 'Goal');
    expect(goal).toEqual({ label: 'Goal', href: '/goal', categories: [{ label: 'Build Muscle', href: '/categories/shop-by-goal/build-muscle' }] });
  });

  it('keeps a group whose category is missing, with no categories', () => {
    const diet = buildShopByMenu(categories).find((g) => g.label === 'Diet');
    expect(diet).toEqual({ label: 'Diet', href: '/categories/shop-by-diet', categories: [] });
  });
});

describe('breadcrumbTrail', () => {
  it('starts at Home and puts each step at its site path, the page itself last', () => {
    expect(breadcrumbTrail({ title: 'Blog', slug: 'blog' }, { title: 'Creatine explained', slug: 'blog/creatine-explained' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Creatine explained', href: '/blog/creatine-explained' },
    ]);
  });
});
