// Small deterministic helpers shared by the dataset build and the synthetic catalogue generator.
import { createHash } from 'node:crypto';

/** Hex SHA-1 of a string. */
export function sha1(text) {
  return createHash('sha1').update(text).digest('hex');
}

/** 32-bit seed from any string (FNV-1a). */
export function seedFrom(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Seeded PRNG (mulberry32). Returns an object with helpers; never touches Math.random.
 */
export function createRng(seed) {
  let a = typeof seed === 'number' ? seed >>> 0 : seedFrom(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(list) {
      return list[Math.floor(next() * list.length)];
    },
    chance(p) {
      return next() < p;
    },
    /** k distinct items, order preserved from a shuffled copy. */
    sample(list, k) {
      const copy = list.slice();
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(k, copy.length));
    },
  };
}

/** Every combination of one value per option, in order: [[{ name, value }, ...], ...] (one empty one without options). */
export function optionCombinations(options) {
  return options.reduce((combos, { name, values }) => combos.flatMap((combo) => values.map((value) => [...combo, { name, value }])), [[]]);
}

/** Heading text -> element id. This is the anchor convention used by onPageLink. */
export function slugify(text) {
  return String(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeXml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function ref(id) {
  return { _type: 'reference', _ref: id };
}

export function slug(current) {
  return { _type: 'slug', current };
}

/** Deterministic Sanity-style keys: 12 hex chars derived from a scope and a counter. */
export function createKeyer(scope) {
  let n = 0;
  const seen = new Set();
  return () => {
    let key;
    do {
      n += 1;
      key = sha1(`${scope}:${n}`).slice(0, 12);
    } while (seen.has(key));
    seen.add(key);
    return key;
  };
}

/** Sanity ids for documents, from their site slug. */
export const ids = {
  page: (s) => `page-${s.replace(/\//g, '-')}`,
  category: (s) => `category-${s.replace(/^categories\//, '').replace(/\//g, '-')}`,
  blogPost: (s) => `blogPost-${s.replace(/^blog\//, '')}`,
  author: (s) => `author-${s}`,
  ambassador: (s) => `ambassador-${s.replace(/^ambassadors\//, '')}`,
  aside: (s) => `aside-${s}`,
  product: (productId) => `product-${productId}`,
};

/** Word count of plain text. */
export function wordCount(text) {
  const m = String(text).match(/[A-Za-z0-9'’$%.-]+/g);
  return m ? m.length : 0;
}
