import type { Hit } from 'instantsearch.js';
import type { BlogRecord, ContentRecord, ProductRecord } from '@/lib/search/types';

export type ProductHit = Hit<ProductRecord>;
export type BlogHit = Hit<BlogRecord>;
export type ContentHit = Hit<ContentRecord & { shortDescription?: string }>;
export type AnyHit = Hit<Record<string, unknown>>;

export type CardKind = 'product' | 'short' | 'blog' | 'generic';

/** The first hit decides how every card of the list looks: a sku means products, then shortDescription, then author. */
export function cardKind(hit: AnyHit | undefined): CardKind {
  if (!hit) return 'generic';
  if (hit.sku) return 'product';
  if (hit.shortDescription) return 'short';
  if (hit.author) return 'blog';
  return 'generic';
}

/** Where the commerce engineer's quick-add buttons go on a product card. */
export type RenderQuickAdd = (hit: ProductHit) => React.ReactNode;
