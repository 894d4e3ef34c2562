import Link from 'next/link';
import { useShopByMenu } from '@/hooks/use-shop-by-menu';

/**
 * The categories under one Shop by group of the menu drawer, as list items after the group's own link. Its own
 * chunk (with SWR), which MobileMenu loads when the menu first opens: until then the group links are there alone.
 */
export default function MenuCategories({ group, onNavigate }: { group: string; onNavigate: () => void }) {
  const menu = useShopByMenu();
  const categories = menu?.find((g) => g.label === group)?.categories ?? [];
  return categories.map((category) => (
    <li key={category.href}>
      <Link href={category.href} onClick={onNavigate}>
        {category.label}
      </Link>
    </li>
  ));
}
