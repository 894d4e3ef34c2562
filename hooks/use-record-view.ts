import { useEffect } from 'react';
import type { Product } from '@/lib/commerce/types';
import { recordRecentlyViewed } from './use-recently-viewed';

/** Records the product page's product as recently viewed (local storage, after mount). */
export function useRecordView(product: Product): void {
  useEffect(() => {
    recordRecentlyViewed(product);
  }, [product]);
}
