import { pathForDocument } from '@/lib/content/paths';
import { slugify } from './heading-id';
import type { LinkMarkDef } from './types';

interface ResolvedLink {
  href: string;
  /** Same-site path or on-page anchor (rendered with next/link or a plain anchor). */
  internal: boolean;
  newTab: boolean;
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Normalises a raw href: external links stay as they are, unsafe schemes are dropped, paths get a leading slash. */
export function normaliseHref(raw: string): { href: string; internal: boolean } | null {
  const href = raw.trim();
  if (!href) return null;
  if (href.startsWith('#')) return href.length > 1 ? { href, internal: true } : null;
  if (href.startsWith('//')) return { href: `https:${href}`, internal: false };
  if (SAFE_SCHEME.test(href)) return { href, internal: false };
  if (ANY_SCHEME.test(href)) return null; // javascript:, data: ...
  return { href: href.startsWith('/') ? href : `/${href}`, internal: true };
}

/**
 * Where a link mark points, or null when it cannot be resolved (the renderer shows 'missing link').
 * `link` uses its href; `onPageLink` its anchor; reference marks (internalLink, page, category, blogPost,
 * product, ambassador) the href the content service resolved.
 */
export function resolveLinkMark(mark: LinkMarkDef | undefined): ResolvedLink | null {
  if (!mark) return null;
  const newTab = mark.newTab === true;
  if (mark._type === 'onPageLink') {
    const anchor = typeof mark.anchor === 'string' ? slugify(mark.anchor.replace(/^#/, '')) : '';
    return anchor ? { href: `#${anchor}`, internal: true, newTab: false } : null;
  }
  let raw: string | null = typeof mark.href === 'string' ? mark.href : null;
  if (raw === null && mark._type !== 'link' && typeof mark.slug === 'string' && mark.slug) {
    raw = pathForDocument(mark.refType ?? (mark._type === 'product' ? 'product' : null), mark.slug);
  }
  if (raw === null) return null;
  const normalised = normaliseHref(raw);
  return normalised ? { ...normalised, newTab } : null;
}
