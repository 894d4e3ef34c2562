import { formatPriceRange } from '@/lib/format/money';
import { hitPriceRange } from '@/lib/search/hit-price';
import { useEffect, useRef, useState } from 'react';
import type { SearchClient } from 'instantsearch.js';
import {
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  HITS_PER_SOURCE,
  INDEX_KINDS,
  STALL_DELAY_MS,
  SUGGESTION_DESCRIPTION_LENGTH,
  indexName,
  type IndexKind,
} from '@/lib/search/constants';
import { SUGGESTION_GROUP_LABELS, suggestionHref } from './search-urls';
import { parseHighlight, truncateParts, type HighlightPart } from '@/lib/search/highlight-parts';
import { publicConfig } from '@/lib/public-config';
import type { HighlightResultValue, SearchHit } from '@/lib/search/types';

export interface Suggestion {
  id: string;
  kind: IndexKind;
  href: string;
  title: HighlightPart[];
  description: HighlightPart[];
  /** A short extra line: the price of a product, the author of a post. */
  meta: string | null;
}

interface SuggestionGroup {
  kind: IndexKind;
  label: string;
  items: Suggestion[];
}

type SuggestionStatus = 'idle' | 'loading' | 'stalled' | 'done' | 'error';

const FIELDS: Record<IndexKind, { retrieve: string[]; description: string }> = {
  products: { retrieve: ['title', 'slug', 'shortDescription', 'price', 'priceRange'], description: 'shortDescription' },
  categories: { retrieve: ['title', 'slug', 'description'], description: 'description' },
  blogs: { retrieve: ['title', 'slug', 'author', 'excerpt'], description: 'excerpt' },
  pages: { retrieve: ['title', 'slug', 'description'], description: 'description' },
};

function highlighted(hit: SearchHit, attribute: string): HighlightPart[] {
  const h = hit._highlightResult?.[attribute] as HighlightResultValue | undefined;
  if (h && typeof h.value === 'string') return parseHighlight(h.value);
  const raw = hit[attribute];
  return typeof raw === 'string' && raw ? [{ value: raw, highlighted: false }] : [];
}

function toSuggestion(kind: IndexKind, hit: SearchHit): Suggestion {
  const price =
    typeof hit.price === 'number'
      ? formatPriceRange(hitPriceRange({ price: hit.price, priceRange: hit.priceRange as { minCents: number; maxCents: number } | undefined }))
      : null;
  const author = typeof hit.author === 'string' && hit.author ? `Posted by ${hit.author}` : null;
  return {
    id: `${kind}-${hit.objectID}`,
    kind,
    href: suggestionHref(String(hit.slug ?? '')),
    title: highlighted(hit, 'title'),
    description: truncateParts(highlighted(hit, FIELDS[kind].description), SUGGESTION_DESCRIPTION_LENGTH),
    meta: kind === 'products' ? price : kind === 'blogs' ? author : null,
  };
}

function suggestionRequests(query: string, prefix: string) {
  return INDEX_KINDS.map((kind) => ({
    indexName: indexName(prefix, kind),
    params: {
      query,
      hitsPerPage: HITS_PER_SOURCE,
      attributesToRetrieve: FIELDS[kind].retrieve,
      attributesToHighlight: ['title', FIELDS[kind].description],
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
    },
  }));
}

async function defaultClient(): Promise<SearchClient> {
  // Loaded on first use: pages that never search do not download the client.
  const { getBrowserSearchClient } = await import('@/lib/search/client');
  return getBrowserSearchClient();
}

/** Grouped suggestions for a query (products, categories, blogs, pages; 5 each), newest answer wins. */
export function useSearchSuggestions(query: string, options: { enabled: boolean; searchClient?: SearchClient }) {
  const { enabled, searchClient } = options;
  const [state, setState] = useState<{ query: string; groups: SuggestionGroup[]; status: SuggestionStatus }>({
    query: '',
    groups: [],
    status: 'idle',
  });
  const sequence = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (!enabled || trimmed === '') return undefined;
    sequence.current += 1;
    const current = sequence.current;
    let done = false;
    const stall = setTimeout(() => {
      if (!done && current === sequence.current) setState((s) => ({ ...s, status: 'stalled' }));
    }, STALL_DELAY_MS);
    (async () => {
      try {
        const client = searchClient ?? (await defaultClient());
        const { multiSearch } = await import('@/lib/search/client');
        const results = await multiSearch(client, suggestionRequests(trimmed, publicConfig.search.indexPrefix));
        if (current !== sequence.current) return;
        const groups = INDEX_KINDS.map((kind, i) => ({
          kind,
          label: SUGGESTION_GROUP_LABELS[kind],
          items: (results[i]?.hits ?? []).slice(0, HITS_PER_SOURCE).map((hit) => toSuggestion(kind, hit)),
        })).filter((g) => g.items.length > 0);
        setState({ query: trimmed, groups, status: 'done' });
      } catch {
        if (current === sequence.current) setState({ query: trimmed, groups: [], status: 'error' });
      } finally {
        done = true;
        clearTimeout(stall);
      }
    })();
    return () => {
      clearTimeout(stall);
    };
  }, [trimmed, enabled, searchClient]);

  const active = enabled && trimmed !== '';
  const fresh = state.query === trimmed;
  return {
    // While a newer query is on its way, the previous suggestions stay (no flicker).
    groups: active ? state.groups : [],
    status: !active ? ('idle' as const) : fresh ? state.status : state.status === 'stalled' ? ('stalled' as const) : ('loading' as const),
  };
}
