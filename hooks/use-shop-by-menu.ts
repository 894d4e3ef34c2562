import { use } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/http/client-fetcher';
import type { ShopByGroup } from '@/lib/navigation';
import { draftAwareUrl } from '@/lib/preview/draft-url';
import { PreviewContext } from '@/lib/ui/preview-context';

const SHOP_BY_MENU_KEY = '/api/menu';

/**
 * The mobile menu's Shop by groups and their categories; null until loaded or when loading failed. Used by the
 * menu's categories (components/layout/MenuCategories.tsx), which mount when the menu first opens. In preview it
 * asks the draft URL (lib/preview/draft-url.ts), so the browser never shows a shopper answer it kept from before.
 */
export function useShopByMenu(): ShopByGroup[] | null {
  const preview = use(PreviewContext);
  const { data, error } = useSWR<ShopByGroup[]>(draftAwareUrl(SHOP_BY_MENU_KEY, preview), (url: string) => apiFetch<ShopByGroup[]>(url), {
    revalidateOnFocus: false,
  });
  return error ? null : (data ?? null);
}
