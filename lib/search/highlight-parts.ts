/** Turns a highlighted value into plain parts (never HTML), and shortens text for the cards. Browser-safe. */
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './constants';

export interface HighlightPart {
  value: string;
  highlighted: boolean;
}

export function parseHighlight(value: string, pre = HIGHLIGHT_PRE_TAG, post = HIGHLIGHT_POST_TAG): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(pre);
    if (start === -1) {
      parts.push({ value: rest, highlighted: false });
      break;
    }
    if (start > 0) parts.push({ value: rest.slice(0, start), highlighted: false });
    const end = rest.indexOf(post, start + pre.length);
    if (end === -1) {
      parts.push({ value: rest.slice(start + pre.length), highlighted: false });
      break;
    }
    parts.push({ value: rest.slice(start + pre.length, end), highlighted: true });
    rest = rest.slice(end + post.length);
  }
  return parts.filter((p) => p.value !== '');
}

const ELLIPSIS = '…';

/** At most `max` characters (cut on a word boundary when one is near), then an ellipsis. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.5) cut = cut.slice(0, space);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}${ELLIPSIS}`;
}

/** The same cut over highlighted parts (the visible text is what counts). */
export function truncateParts(parts: HighlightPart[], max: number): HighlightPart[] {
  // Characters with their highlight flag, whitespace collapsed and trimmed as truncateText does.
  const chars: { c: string; h: boolean }[] = [];
  for (const part of parts) {
    for (const c of part.value) {
      const space = /\s/.test(c);
      if (space && (chars.length === 0 || chars[chars.length - 1].c === ' ')) continue;
      chars.push({ c: space ? ' ' : c, h: part.highlighted });
    }
  }
  while (chars.length > 0 && chars[chars.length - 1].c === ' ') chars.pop();
  const short = truncateText(chars.map((x) => x.c).join(''), max);
  const cut = short.endsWith(ELLIPSIS) && short.length <= chars.length ? chars.slice(0, short.length - ELLIPSIS.length) : chars;
  const out: HighlightPart[] = [];
  for (const { c, h } of cut) {
    const last = out[out.length - 1];
    if (last && last.highlighted === h) last.value += c;
    else out.push({ value: c, highlighted: h });
  }
  if (cut !== chars) out.push({ value: ELLIPSIS, highlighted: false });
  return out;
}
