/** Heading ids for rich content, so `onPageLink` anchors (`#some-heading`) land on the heading they name. */

interface SpanLike {
  _type?: string;
  text?: unknown;
}

/** Lower-case, ASCII, words joined by single hyphens: "Creatine: How much?" -> "creatine-how-much". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The plain text of a block's spans. */
export function blockText(block: { children?: unknown }): string {
  if (!Array.isArray(block.children)) return '';
  return (block.children as SpanLike[]).map((child) => (typeof child?.text === 'string' ? child.text : '')).join('');
}

const HEADING_STYLES = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Walks a Portable Text value (nested content included, in document order) and gives every heading block a
 * unique id: the slug of its text, then "-2", "-3"... for repeats. Keyed by the block's `_key`.
 */
export function collectHeadingIds(value: unknown): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record._type === 'block' && typeof record.style === 'string' && HEADING_STYLES.has(record.style) && typeof record._key === 'string') {
      if (!ids.has(record._key)) {
        const base = slugify(blockText(record)) || 'section';
        let id = base;
        for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
        used.add(id);
        ids.set(record._key, id);
      }
      return;
    }
    for (const [field, child] of Object.entries(record)) {
      if (field !== 'markDefs' && typeof child === 'object' && child !== null) visit(child);
    }
  };
  visit(value);
  return ids;
}
