/** Builders of Portable Text nodes for the rich-content tests (shapes of docs/data-model.md, references resolved). */
import type { PortableBlock } from '@/lib/content/types';

let counter = 0;
export const key = (prefix = 'k') => `${prefix}${(counter += 1)}`;

export interface SpanInput {
  text: string;
  marks?: string[];
}

export function block(style: string, text: string | SpanInput[], extra: Record<string, unknown> = {}): PortableBlock {
  const spans = typeof text === 'string' ? [{ text }] : text;
  return {
    _type: 'block',
    _key: key('b'),
    style,
    markDefs: [],
    children: spans.map((span) => ({ _type: 'span', _key: key('s'), text: span.text, marks: span.marks ?? [] })),
    ...extra,
  };
}

/** A paragraph whose middle span carries one annotation. */
export function linked(markDef: Record<string, unknown>, text = 'the link', before = 'See ', after = ' for more.'): PortableBlock {
  const markKey = key('m');
  return block('normal', [{ text: before }, { text, marks: [markKey] }, { text: after }], { markDefs: [{ _key: markKey, ...markDef }] });
}

export function listItems(kind: 'bullet' | 'number', count: number, label = 'Item'): PortableBlock[] {
  return Array.from({ length: count }, (_, i) => block('normal', `${label} ${i + 1}`, { listItem: kind, level: 1 }));
}

export function node(type: string, fields: Record<string, unknown> = {}): PortableBlock {
  return { _type: type, _key: key('n'), ...fields };
}
