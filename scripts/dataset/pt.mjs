// Portable Text builder: a tiny line-based markup -> Sanity Portable Text blocks with _keys.
//
// Line prefixes:  "## " h2, "### " h3, "#### " h4, "> " blockquote, "- " bullet ("  - " nested),
//                 "1. " numbered item; anything else is a normal paragraph.
// Inline:         **strong**  *em*  ~sub~  ^sup^  \x escapes x
//                 [text](https://…)      link, opens in a new tab
//                 [text](/path)           link, same tab (also mailto:, tel:)
//                 [text](page:faqs/shipping)  [text](category:categories/…)  [text](blog:blog/…)
//                 [text](product:whey-protein-isolate)  [text](ambassador:mia-fraser)
//                 [text](internal:page:about-us)   internalLink to any document kind
//                 [text](anchor:heading-id)        onPageLink
//                 [text](missing:)                 internalLink whose reference does not resolve
import { createKeyer, ids, ref } from './lib.mjs';

/** The one deliberately dangling reference in the dataset (exercises the 'missing link' rendering). */
export const MISSING_REF_ID = 'page-retired-winter-promo';

export const DECORATORS = ['strong', 'em', 'sub', 'sup'];
export const ANNOTATIONS = ['link', 'internalLink', 'onPageLink', 'blogPost', 'category', 'ambassador', 'page', 'product'];
export const CUSTOM_BLOCKS = [
  'faq', 'image', 'nutritionPanel', 'yotpoGallery', 'form', 'columns', 'vimeoVideo', 'recipe', 'aside',
  'insertAside', 'table', 'message', 'warning', 'recommendedProduct',
];

const DECO_CHARS = { '~': 'sub', '^': 'sup' };

/**
 * @param scope   unique scope for keys (the document id)
 * @param ctx     { productIdBySlug: Map } used to resolve product references
 */
export function makePT(scope, ctx) {
  const key = createKeyer(scope);

  function resolveRef(kind, target) {
    switch (kind) {
      case 'page': return ids.page(target);
      case 'category': return ids.category(target);
      case 'blog': case 'blogPost': return ids.blogPost(target);
      case 'ambassador': return ids.ambassador(target);
      case 'product': {
        const pid = ctx.productIdBySlug.get(target);
        if (!pid) throw new Error(`Unknown product slug in markup: ${target}`);
        return ids.product(pid);
      }
      default: throw new Error(`Unknown reference kind ${kind}`);
    }
  }

  function markDefFor(target) {
    const _key = key();
    if (/^https?:\/\//.test(target)) return { _key, _type: 'link', href: target, newTab: true };
    if (/^(\/|mailto:|tel:|#)/.test(target)) return { _key, _type: 'link', href: target, newTab: false };
    const [kind, ...rest] = target.split(':');
    const value = rest.join(':');
    if (kind === 'anchor') return { _key, _type: 'onPageLink', anchor: value };
    // Weak: Sanity keeps strong references intact (a referenced document cannot be deleted), so a link to a
    // document that is gone can only be a weak reference; a strong one would fail `sanity dataset import`.
    if (kind === 'missing') return { _key, _type: 'internalLink', reference: { ...ref(MISSING_REF_ID), _weak: true } };
    if (kind === 'internal') {
      const [k2, ...r2] = value.split(':');
      return { _key, _type: 'internalLink', reference: ref(resolveRef(k2, r2.join(':'))) };
    }
    const type = kind === 'blog' ? 'blogPost' : kind;
    if (!ANNOTATIONS.includes(type)) throw new Error(`Unknown mark target ${target}`);
    return { _key, _type: type, reference: ref(resolveRef(kind, value)) };
  }

  function inline(text) {
    const children = [];
    const markDefs = [];
    const deco = new Set();
    const annStack = []; // { closeAt, skipTo, key }
    let buf = '';
    const flush = () => {
      if (!buf) return;
      const marks = [...DECORATORS.filter((d) => deco.has(d)), ...annStack.map((a) => a.key)];
      const last = children[children.length - 1];
      if (last && last.marks.join('|') === marks.join('|')) last.text += buf;
      else children.push({ _type: 'span', _key: key(), text: buf, marks });
      buf = '';
    };
    const toggle = (name) => {
      flush();
      if (deco.has(name)) deco.delete(name);
      else deco.add(name);
    };
    let i = 0;
    while (i < text.length) {
      const top = annStack[annStack.length - 1];
      if (top && i === top.closeAt) {
        flush();
        annStack.pop();
        i = top.skipTo;
        continue;
      }
      const c = text[i];
      if (c === '\\') {
        buf += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === '[') {
        const j = text.indexOf('](', i);
        const k = j >= 0 ? text.indexOf(')', j) : -1;
        if (j < 0 || k < 0) throw new Error(`Unclosed link in: ${text}`);
        flush();
        const def = markDefFor(text.slice(j + 2, k));
        markDefs.push(def);
        annStack.push({ closeAt: j, skipTo: k + 1, key: def._key });
        i += 1;
        continue;
      }
      if (c === '*' && text[i + 1] === '*') {
        toggle('strong');
        i += 2;
        continue;
      }
      if (c === '*') {
        toggle('em');
        i += 1;
        continue;
      }
      if (DECO_CHARS[c]) {
        toggle(DECO_CHARS[c]);
        i += 1;
        continue;
      }
      buf += c;
      i += 1;
    }
    flush();
    if (deco.size || annStack.length) throw new Error(`Unbalanced inline markup in: ${text}`);
    if (!children.length) children.push({ _type: 'span', _key: key(), text: '', marks: [] });
    return { children, markDefs };
  }

  function block(line) {
    let style = 'normal';
    let listItem;
    let level;
    let text = line;
    let m;
    if ((m = /^(#{2,4}) (.*)$/.exec(line))) {
      style = `h${m[1].length}`;
      text = m[2];
    } else if ((m = /^> (.*)$/.exec(line))) {
      style = 'blockquote';
      text = m[1];
    } else if ((m = /^( *)- (.*)$/.exec(line))) {
      listItem = 'bullet';
      level = 1 + Math.floor(m[1].length / 2);
      text = m[2];
    } else if ((m = /^( *)\d+\. (.*)$/.exec(line))) {
      listItem = 'number';
      level = 1 + Math.floor(m[1].length / 2);
      text = m[2];
    }
    const { children, markDefs } = inline(text);
    const b = { _type: 'block', _key: key(), style, markDefs, children };
    if (listItem) {
      b.listItem = listItem;
      b.level = level;
    }
    return b;
  }

  /** Lines and custom blocks (objects) -> Portable Text array. Nested arrays are flattened. */
  function blocks(items) {
    const out = [];
    for (const item of items) {
      if (item == null || item === false) continue;
      if (Array.isArray(item)) out.push(...blocks(item));
      else if (typeof item === 'string') out.push(block(item));
      else out.push(item._key ? item : { _key: key(), ...item });
    }
    return out;
  }

  const rows = (table) => table.map((cells) => ({ _type: 'tableRow', _key: key(), cells: cells.map(String) }));

  const b = {
    key,
    inline,
    blocks,
    faq: (question, answer) => ({ _type: 'faq', _key: key(), question, answer: blocks(answer) }),
    /** opts: assetId, altText, caption, link, newTab, border, floatLeft, floatRight, fullWidth, ratio, width, overlay */
    image: ({ assetId, ...rest }) => ({
      _type: 'image',
      _key: key(),
      asset: ref(assetId),
      altText: rest.altText ?? '',
      ...(rest.caption ? { caption: rest.caption } : {}),
      ...(rest.link ? { link: rest.link, newTab: Boolean(rest.newTab) } : {}),
      border: Boolean(rest.border),
      floatLeft: Boolean(rest.floatLeft),
      floatRight: Boolean(rest.floatRight),
      fullWidth: Boolean(rest.fullWidth),
      ...(rest.ratio ? { ratio: rest.ratio } : {}),
      ...(rest.width ? { width: Math.min(300, rest.width) } : {}),
      ...(rest.overlay ? { overlay: rest.overlay } : {}),
    }),
    nutritionPanel: ({ title, subTitle1, subTitle2, subTitle3, table }) => ({
      _type: 'nutritionPanel',
      _key: key(),
      title,
      subTitle1,
      subTitle2,
      subTitle3,
      content: { _type: 'table', rows: rows(table) },
    }),
    table: (table, caption) => ({ _type: 'table', _key: key(), ...(caption ? { caption } : {}), rows: rows(table) }),
    yotpoGallery: (galleryId, productId) => ({ _type: 'yotpoGallery', _key: key(), galleryId, productId }),
    form: (formType, fields) => ({ _type: 'form', _key: key(), formType, ...fields }),
    columns: (colNumber, content) => ({ _type: 'columns', _key: key(), colNumber, content: blocks(content) }),
    vimeoVideo: (videoId, title) => ({ _type: 'vimeoVideo', _key: key(), videoId, title }),
    recipe: (r) => ({
      _type: 'recipe',
      _key: key(),
      title: r.title,
      yield: r.yield,
      calories: r.calories,
      prepTime: r.prepTime,
      cookTime: r.cookTime,
      totalTime: r.prepTime + r.cookTime,
      ingredientsSection: r.ingredients.map(([title, items]) => ({ _type: 'ingredientsSection', _key: key(), title, items })),
      instructionsSection: r.instructions.map(([title, steps]) => ({ _type: 'instructionsSection', _key: key(), title, steps })),
    }),
    aside: (content) => ({ _type: 'aside', _key: key(), content: blocks(content) }),
    insertAside: (asideId) => ({ _type: 'insertAside', _key: key(), aside: ref(asideId) }),
    message: (content) => ({ _type: 'message', _key: key(), content: blocks(content) }),
    warning: (content) => ({ _type: 'warning', _key: key(), content: blocks(content) }),
    recommendedProduct: (productSlug, why, how) => ({
      _type: 'recommendedProduct',
      _key: key(),
      product: ref(resolveRef('product', productSlug)),
      why,
      how,
    }),
  };
  return b;
}

/** Plain text of a Portable Text array (blocks only, nested custom content included). */
export function toPlainText(value) {
  if (!Array.isArray(value)) return '';
  const parts = [];
  for (const blk of value) {
    if (blk._type === 'block') parts.push(blk.children.map((c) => c.text).join(''));
    else {
      for (const field of ['answer', 'content']) {
        if (Array.isArray(blk[field])) parts.push(toPlainText(blk[field]));
      }
      if (blk.question) parts.push(blk.question);
    }
  }
  return parts.join('\n');
}
