import { pathForDocument } from './paths';
import { referencedDocumentsQuery } from './queries';
import type { ContentSource, QueryOptions } from './source';
import type { PortableBlock, RichContent } from './types';
import { isRecord } from '../validation/is-record';

interface ReferencedDoc {
  _id: string;
  _type: string;
  title?: string | null;
  name?: string | null;
  slug?: string | null;
  productId?: number | null;
  shortDescription?: string | null;
  content?: RichContent | null;
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

type Node = Record<string, unknown>;

function refOf(value: unknown): string | null {
  return isRecord(value) && typeof value._ref === 'string' ? value._ref : null;
}

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (isRecord(value)) {
    visit(value);
    Object.values(value).forEach((child) => walk(child, visit));
  }
}

/** The site path a referenced document lives at, or null when it has no slug (renders 'missing link'). */
function hrefFor(doc: Pick<ReferencedDoc, '_type' | 'slug'> | undefined): string | null {
  return doc ? pathForDocument(doc._type, doc.slug) : null;
}

/**
 * Resolves what rich content refers to, in one query per nesting level: link-mark references get `href` and
 * `refTitle`, images get `image {url, alt, width, height}`, insertAside gets `asideContent`, recommendedProduct
 * gets `productRef {productId, slug, title, shortDescription}`. Works the same for both content sources.
 */
export async function resolveRichContent(body: RichContent, source: ContentSource, options: QueryOptions = {}): Promise<RichContent> {
  const copy = structuredClone(body) as RichContent;
  let pending: Node[] = [];
  const collect = (root: unknown) => {
    const found: Node[] = [];
    walk(root, (node) => {
      if (refOf(node.reference) || refOf(node.asset) || refOf(node.aside) || (node._type === 'recommendedProduct' && refOf(node.product))) {
        found.push(node);
      }
    });
    return found;
  };
  pending = collect(copy);
  for (let depth = 0; depth < 3 && pending.length > 0; depth += 1) {
    const ids = new Set<string>();
    for (const node of pending) {
      for (const key of ['reference', 'asset', 'aside', 'product']) {
        const id = refOf(node[key]);
        if (id) ids.add(id);
      }
    }
    const docs = ids.size ? await source.fetch<ReferencedDoc[]>(referencedDocumentsQuery, { ids: [...ids] }, options) : [];
    const byId = new Map(docs.map((d) => [d._id, d]));
    const next: Node[] = [];
    for (const node of pending) {
      const ref = refOf(node.reference);
      if (ref !== null) {
        const doc = byId.get(ref);
        node.href = hrefFor(doc);
        node.refType = doc?._type ?? null;
        node.refTitle = doc?.title ?? doc?.name ?? null;
      }
      const asset = refOf(node.asset);
      if (asset !== null) {
        const doc = byId.get(asset);
        node.image = doc?.url
          ? { url: doc.url, alt: typeof node.altText === 'string' ? node.altText : '', width: doc.width ?? 800, height: doc.height ?? 600 }
          : null;
      }
      const aside = refOf(node.aside);
      if (aside !== null) {
        const content = byId.get(aside)?.content ?? [];
        node.asideContent = content;
        node.asideTitle = byId.get(aside)?.title ?? null;
        next.push(...collect(content));
      }
      if (node._type === 'recommendedProduct') {
        const product = byId.get(refOf(node.product) ?? '');
        node.productRef = product
          ? { productId: product.productId ?? null, slug: product.slug ?? null, title: product.title ?? '', shortDescription: product.shortDescription ?? '' }
          : null;
      }
    }
    pending = next;
  }
  return copy as PortableBlock[];
}
