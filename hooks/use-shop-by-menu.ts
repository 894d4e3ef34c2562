import useSWR from 'swr';
import { apiFetch } from '@/lib/http/client-fetcher';
import type { ShopByGroup } from '@/lib/navigation';

export const SHOP_BY_MENU_KEY = '/api/menu';

/**
 * The mobile menu's Shop by groups and their categories; null until loaded or when loading failed. Used by the
 * menu's categories (components/layout/MenuCategories.tsx), which mount when the menu first opens.
 */
export function useShopByMenu(): ShopByGroup[] | null {
  const { data, error } = useSWR<ShopByGroup[]>(SHOP_BY_MENU_KEY, (url: string) => apiFetch<ShopByGroup[]>(url), {
    revalidateOnFocus: false,
  });
  return error ? null : (data ?? null);
}
