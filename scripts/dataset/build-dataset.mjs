#!/usr/bin/env node
// Builds the embedded dataset: data/catalogue.json, data/content/production.ndjson, data/reviews.json and the
// generated SVG images under public/images/{products,content}. Deterministic and idempotent: no clock, no Math.random.
//
//   node scripts/dataset/build-dataset.mjs            build, then run the self-check
//   node scripts/dataset/build-dataset.mjs --no-check build only
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ids, ref, sha1, slug as slugField, wordCount } from './lib.mjs';
import { makePT } from './pt.mjs';
import { illustrationSvg } from './illustrations.mjs';
import { portraitSvg, productBackSvg, productSvg, TYPE_COLOURS } from './svg.mjs';
import { buildCatalogue, variantImageName } from './products.mjs';
import { expandCategoryAlias, flattenCategories } from './categories.mjs';
import { productBody } from './product-content.mjs';
import { AMBASSADORS, AUTHORS, POSTS } from './blog.mjs';
import { ALERT, ASIDES, DRAFT_PAGES, HOME, PAGES } from './pages.mjs';
import { buildReviews } from './reviews.mjs';
import { reportDatasetCheck } from './check-dataset.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = {
  catalogue: path.join(ROOT, 'data', 'catalogue.json'),
  content: path.join(ROOT, 'data', 'content', 'production.ndjson'),
  reviews: path.join(ROOT, 'data', 'reviews.json'),
  productImages: path.join(ROOT, 'public', 'images', 'products'),
  contentImages: path.join(ROOT, 'public', 'images', 'content'),
};

/** Write only when the content changed, so repeated runs do not touch file times. */
const files = new Map(); // absolute path -> content
function emit(file, content) {
  files.set(file, content);
}
function flushFiles() {
  let written = 0;
  for (const [file, content] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
    writeFileSync(file, content);
    written += 1;
  }
  // Remove stale generated images no longer produced.
  for (const dir of [OUT.productImages, OUT.contentImages]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name.endsWith('.svg') && !files.has(full)) rmSync(full);
    }
  }
  return written;
}

// --------------------------------------------------------------------------- catalogue + product images
const { products, extras } = buildCatalogue();
for (const p of products) {
  const src = extras.get(p.slug);
  const subtitle = p.options.find((o) => o.name === 'Package Size')?.values[0] ?? '';
  emit(path.join(OUT.productImages, `${p.slug}.svg`), productSvg({ name: p.name, shortName: p.shortName, type: src.type, subtitle }));
  if (p.images.length > 1) emit(path.join(OUT.productImages, `${p.slug}-back.svg`), productBackSvg({ name: p.name, type: src.type }));
  const looks = p.options.find((o) => o.name === 'Flavour' || o.name === 'Colour')?.values ?? [];
  for (const look of looks) {
    emit(path.join(OUT.productImages, `${variantImageName(p.slug, look)}.svg`), productSvg({ name: p.name, shortName: p.shortName, type: src.type, subtitle: '', flavour: look }));
  }
}
// Shared placeholder packs used by the synthetic catalogue generator.
for (const type of Object.keys(TYPE_COLOURS)) {
  emit(path.join(OUT.productImages, `generic-${type}.svg`), productSvg({ name: `Bulk Nutrients ${type} product`, shortName: type[0].toUpperCase() + type.slice(1), type, subtitle: '' }));
}

// --------------------------------------------------------------------------- content images
const assets = new Map(); // name -> asset doc
function img(name, { width, height, heading, alt, portrait, type }) {
  if (assets.has(name)) return assets.get(name)._id;
  const svg = portrait ? portraitSvg({ name: heading }) : illustrationSvg({ name, width, height, title: alt, type });
  const hash = sha1(svg);
  const file = `${name}.svg`;
  emit(path.join(OUT.contentImages, file), svg);
  const doc = {
    _id: `image-${hash}-${width}x${height}-svg`,
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension: 'svg',
    mimeType: 'image/svg+xml',
    originalFilename: file,
    path: `images/content/${file}`,
    url: `/images/content/${file}`,
    size: Buffer.byteLength(svg),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: Math.round((width / height) * 10000) / 10000 },
      hasAlpha: false,
      isOpaque: true,
    },
  };
  assets.set(name, doc);
  return doc._id;
}
const imageField = (assetId, altText) => ({ _type: 'image', asset: ref(assetId), altText });

// --------------------------------------------------------------------------- content documents
const ctx = {
  productIdBySlug: new Map(products.map((p) => [p.slug, p.id])),
  nameBySlug: new Map(products.map((p) => [p.slug, p.name])),
  img,
};
const docs = [];

// Alert (+ draft)
docs.push({ _id: 'alert', _type: 'alert', content: makePT('alert', ctx).blocks(ALERT.published) });
docs.push({ _id: 'drafts.alert', _type: 'alert', content: makePT('drafts.alert', ctx).blocks(ALERT.draft) });

// Asides
for (const a of ASIDES) {
  const id = ids.aside(a.slug);
  docs.push({ _id: id, _type: 'aside', title: a.title, content: makePT(id, ctx).blocks(a.content) });
}

// Categories
const categories = flattenCategories();
for (const c of categories) {
  const doc = { _id: c.id, _type: 'category', title: c.title, slug: slugField(c.slug), description: c.description };
  if (c.parentId) doc.parent = ref(c.parentId);
  if (c.level === 1) {
    const children = categories.filter((x) => x.parentId === c.id);
    doc.body = makePT(c.id, ctx).blocks([
      `${c.description} Choose a section below or browse everything in ${c.title.replace('Shop by ', '').toLowerCase()}.`,
      ...children.map((x) => `- [${x.title}](category:${x.slug})`),
    ]);
  }
  docs.push(doc);
}

// Authors and ambassadors
for (const a of AUTHORS) {
  docs.push({
    _id: ids.author(a.slug), _type: 'author', name: a.name, slug: slugField(a.slug), bio: a.bio,
    image: imageField(img(`author-${a.slug}`, { width: 400, height: 400, heading: a.name, portrait: true, alt: `Portrait of ${a.name}` }), `Portrait of ${a.name}`),
  });
}
for (const a of AMBASSADORS) {
  docs.push({
    _id: ids.ambassador(a.slug), _type: 'ambassador', name: a.name, title: a.name, slug: slugField(`ambassadors/${a.slug}`), sport: a.sport, bio: a.bio,
    image: imageField(img(`ambassador-${a.slug}`, { width: 400, height: 400, heading: a.name, portrait: true, alt: `Portrait of ${a.name}` }), `Portrait of ${a.name}`),
  });
}

// Blog posts
/** Everything a reader reads in a body: spans, FAQ questions, table cells, recipe lists, recommendations. */
function readableText(value) {
  if (Array.isArray(value)) return value.map(readableText).join(' ');
  if (!value || typeof value !== 'object') return '';
  if (value._type === 'span') return value.text;
  const own = ['question', 'why', 'how', 'title'].map((k) => (typeof value[k] === 'string' ? value[k] : '')).join(' ');
  const lists = ['cells', 'items', 'steps'].flatMap((k) => (Array.isArray(value[k]) ? value[k] : [])).join(' ');
  const nested = Object.entries(value)
    .filter(([k, v]) => typeof v === 'object' && k !== 'markDefs' && k !== 'asset')
    .map(([, v]) => readableText(v))
    .join(' ');
  return `${own} ${lists} ${nested}`;
}
function blogDoc(post, idOverride, titleOverride) {
  const id = idOverride ?? ids.blogPost(post.slug);
  const b = makePT(id, ctx);
  const body = b.blocks(post.body(b));
  const words = wordCount(`${post.title} ${readableText(body)}`);
  const name = post.slug.replace('blog/', 'blog-');
  return {
    _id: id,
    _type: 'blogPost',
    title: titleOverride ?? post.title,
    slug: slugField(post.slug),
    author: ref(ids.author(post.author)),
    publishedAt: post.publishedAt,
    excerpt: post.excerpt,
    featuredImage: imageField(img(name, { width: 1200, height: 630, heading: post.image.heading, alt: post.image.alt }), post.image.alt),
    // 200 words a minute plus 15 seconds for each table, recipe, FAQ or other non-text block.
    estimatedReadingTime: Math.max(2, Math.ceil(words / 200 + body.filter((x) => x._type !== 'block').length / 4)),
    body,
  };
}
for (const post of POSTS) docs.push(blogDoc(post));
{
  const post = POSTS.find((p) => p.slug === 'blog/protein-timing');
  docs.push(blogDoc(post, `drafts.${ids.blogPost(post.slug)}`, 'Protein timing: what matters and what does not'));
}

// Pages (+ drafts)
for (const page of [...PAGES, ...DRAFT_PAGES]) {
  const published = ids.page(page.slug);
  const id = page.of !== undefined ? `drafts.${published}` : published;
  const b = makePT(id, ctx);
  docs.push({ _id: id, _type: 'page', title: page.title, slug: slugField(page.slug), description: page.description, body: b.blocks(page.body(b, ctx)) });
}

// Product content
for (const p of products) {
  const src = extras.get(p.slug);
  const id = ids.product(p.id);
  const b = makePT(id, ctx);
  docs.push({
    _id: id,
    _type: 'product',
    productId: p.id,
    title: p.name,
    slug: slugField(p.slug),
    shortDescription: p.shortDescription,
    categories: src.cats.map((alias) => ({ ...ref(ids.category(expandCategoryAlias(alias))), _key: sha1(`${id}:${alias}`).slice(0, 12) })),
    body: productBody(b, p, src, ctx),
  });
}

// Home page
{
  const h = HOME.hero;
  docs.push({
    _id: 'homePage',
    _type: 'homePage',
    hero: {
      heading: h.heading,
      text: h.text,
      image: imageField(img(h.image.name, h.image), h.image.alt),
      ctaLabel: h.ctaLabel,
      ctaHref: h.ctaHref,
    },
    featuredProducts: HOME.featuredProducts.map((s) => ({ ...ref(ids.product(ctx.productIdBySlug.get(s))), _key: sha1(`home:${s}`).slice(0, 12) })),
    featuredPosts: HOME.featuredPosts.map((s) => ({ ...ref(ids.blogPost(s)), _key: sha1(`home:${s}`).slice(0, 12) })),
  });
}

// Deterministic system fields, then assets first (as in a Sanity export).
const BASE = Date.UTC(2024, 0, 10, 9, 0, 0);
const withSystem = docs.map((doc, i) => {
  const created = doc.publishedAt ?? new Date(BASE + i * 3600000).toISOString().replace('.000Z', 'Z');
  const full = { ...doc, _createdAt: created, _updatedAt: created };
  return { ...full, _rev: sha1(JSON.stringify(full)).slice(0, 22) };
});
const assetDocs = [...assets.values()].map((a) => ({ ...a, _createdAt: '2024-01-05T09:00:00Z', _updatedAt: '2024-01-05T09:00:00Z', _rev: sha1(a._id).slice(0, 22) }));
const allDocs = [...assetDocs, ...withSystem];

// --------------------------------------------------------------------------- outputs
const catalogue = { products };
const reviews = buildReviews(products, extras);
emit(OUT.catalogue, `${JSON.stringify(catalogue, null, 2)}\n`);
emit(OUT.content, `${allDocs.map((d) => JSON.stringify(d)).join('\n')}\n`);
emit(OUT.reviews, `${JSON.stringify(reviews, null, 2)}\n`);
const written = flushFiles();

const variants = products.flatMap((p) => p.variants);
console.log(
  `dataset: ${products.length} products, ${variants.length} variants (${variants.filter((v) => v.inventory === 0).length} out of stock), ` +
    `${allDocs.length} content docs (${assetDocs.length} image assets), ${reviews.reviews.length} reviews; ${files.size} files, ${written} changed`,
);

if (!process.argv.includes('--no-check')) reportDatasetCheck(ROOT);
