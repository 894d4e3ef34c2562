import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/http/client-fetcher';
import type { ShopByGroup } from '@/lib/navigation';

export const SHOP_BY_MENU_KEY = '/api/menu';

/**
 * The mobile menu's Shop by groups and their categories; null until loaded or when loading failed. Asked for once
 * `wanted` has been true (the menu opened), then kept.
 */
export function useShopByMenu(wanted = true): ShopByGroup[] | null {
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const { data, error } = useSWR<ShopByGroup[]>(asked ? SHOP_BY_MENU_KEY : null, (url: string) => apiFetch<ShopByGroup[]>(url), {
    revalidateOnFocus: false,
  });
  return error ? null : (data ?? null);
}
