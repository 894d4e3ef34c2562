import type { PortableTextComponents } from '@portabletext/react';
import { createContext, useContext } from 'react';

export interface ContentContextValue {
  /** The renderer's component map, so nested content (FAQ answers, columns, asides) renders the same way. */
  components: PortableTextComponents;
  /** Heading ids of the whole rich-content tree, keyed by block `_key`. */
  headingIds: Map<string, string>;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContentContext(): ContentContextValue | null {
  return useContext(ContentContext);
}
