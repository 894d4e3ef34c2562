#!/usr/bin/env node
// Validates the committed dataset against the invariants in docs/data-model.md and the dataset brief.
//   node scripts/dataset/check-dataset.mjs      exits non-zero and lists problems on failure
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha1, slugify } from './lib.mjs';
import { ANNOTATIONS, CUSTOM_BLOCKS, DECORATORS, MISSING_REF_ID } from './pt.mjs';

const REQUIRED_PRODUCT_SLUGS = ['whey-protein-isolate', 'whey-protein-concentrate', 'earth-protein', 'hcp'];
const REQUIRED_POST_SLUGS = [
  'blog/creatine-explained', 'blog/whey-isolate-vs-concentrate', 'blog/protein-timing', 'blog/plant-protein-guide',
  'blog/pre-workout-caffeine', 'blog/electrolytes-for-endurance', 'blog/collagen-and-joints', 'blog/bcaa-vs-eaa',
  'blog/high-protein-breakfasts',
];
const REQUIRED_PAGE_SLUGS = [
  'faqs', 'faqs/protein-testing', 'faqs/shipping', 'community-support', 'about-us', 'careers', 'contact-us',
  'giftcertificates', 'goal', 'payments', 'bulk-nutrients-social-hub', 'bulk-nutrients-partners-with-anytime-fitness',
  'bulk-nutrients-free-samples', 'terms-and-conditions', 'privacy-policy', 'packaging-sustainability-strategy', 'style-guide',
];
const TOP_CATEGORIES = [
  ['Shop by Sport', 'categories/shop-by-sport'],
  ['Shop by Ingredient', 'categories/shop-by-ingredient'],
  ['Shop by Flavour', 'categories/shop-by-flavour'],
  ['Shop by Goal', 'categories/shop-by-goal'],
  ['Shop by Diet', 'categories/shop-by-diet'],
  ['Shop by Recommended', 'categories/shop-by-recommended'],
];
const OVERLAY_BADGES = ['pharmaceuticalGrade', 'improvedFormula', 'sale', 'hasta', 'veganCertified', 'plantBased'];
const STYLES = ['normal', 'h2', 'h3', 'h4', 'blockquote'];
const LIST_ITEMS = ['bullet', 'number'];

const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
const plain = (blk) => (blk.children ?? []).map((c) => c.text).join('');

/** Walk every Portable Text array (arrays containing at least one {_type:'block'}) under a value. */
function ptArrays(value, visit, seen = new Set()) {
  if (Array.isArray(value)) {
    if (value.some((x) => isObj(x) && x._type === 'block')) visit(value);
    value.forEach((v) => ptArrays(v, visit, seen));
  } else if (isObj(value)) {
    Object.values(value).forEach((v) => ptArrays(v, visit, seen));
  }
}

function collectCoverage(doc) {
  const cov = { blocks: new Set(), styles: new Set(), lists: new Set(), decorators: new Set(), annotations: new Set(), overlays: new Set(), formTypes: new Set() };
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObj(value)) {
      if (value._type === 'block') {
        cov.styles.add(value.style);
        if (value.listItem) cov.lists.add(value.listItem);
        for (const d of value.markDefs ?? []) cov.annotations.add(d._type);
        for (const c of value.children ?? []) for (const m of c.marks ?? []) if (DECORATORS.includes(m)) cov.decorators.add(m);
      } else if (value._key && value._type && value._type !== 'span' && value._type !== 'tableRow' && value._type !== 'reference') {
        cov.blocks.add(value._type);
        if (value._type === 'image') (value.overlay ?? []).forEach((o) => cov.overlays.add(o));
        if (value._type === 'form') cov.formTypes.add(value.formType);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(doc.body ?? doc.content ?? []);
  return cov;
}

function checkDataset(root) {
  const problems = [];
  const fail = (msg) => problems.push(msg);
  const need = (cond, msg) => {
    if (!cond) fail(msg);
    return Boolean(cond);
  };

  // ------------------------------------------------------------------------------------------ catalogue
  const catalogue = JSON.parse(readFileSync(path.join(root, 'data', 'catalogue.json'), 'utf8'));
  const products = catalogue.products;
  need(Array.isArray(products) && products.length >= 70, `expected at least 70 products, got ${products?.length}`);
  const productIds = new Set();
  const productSlugs = new Set();
  const variantIds = new Set();
  const skus = new Set();
  let variantCount = 0;
  let oosCount = 0;
  let wholeOos = [];
  for (const p of products) {
    const where = `product ${p.id} ${p.slug}`;
    need(Number.isInteger(p.id) && p.id >= 101, `${where}: id must be an integer >= 101`);
    need(!productIds.has(p.id), `${where}: duplicate id`);
    productIds.add(p.id);
    need(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug), `${where}: bad slug`);
    need(!productSlugs.has(p.slug), `${where}: duplicate slug`);
    productSlugs.add(p.slug);
    for (const f of ['name', 'shortName', 'shortDescription', 'description']) need(typeof p[f] === 'string' && p[f].length > 0, `${where}: missing ${f}`);
    need(p.shortDescription.length <= 240, `${where}: shortDescription too long`);
    need(typeof p.averageRating === 'number' && p.averageRating >= 3.5 && p.averageRating <= 5 && Math.round(p.averageRating * 10) === p.averageRating * 10, `${where}: averageRating`);
    need(Number.isInteger(p.reviewCount) && p.reviewCount >= 0, `${where}: reviewCount`);
    need(Number.isInteger(p.minQuantity) && p.minQuantity >= 0 && Number.isInteger(p.maxQuantity) && p.maxQuantity >= 0, `${where}: min/max quantity`);
    need(!p.maxQuantity || p.maxQuantity >= p.minQuantity, `${where}: max < min`);
    need(typeof p.isGiftCertificate === 'boolean', `${where}: isGiftCertificate`);
    // images
    need(p.images.length >= 1 && p.images.filter((i) => i.isDefault).length === 1, `${where}: needs exactly one default image`);
    for (const im of p.images) {
      const file = path.join(root, 'public', im.url);
      if (!need(im.url.startsWith('/images/products/') && existsSync(file), `${where}: image file missing ${im.url}`)) continue;
      const svg = readFileSync(file, 'utf8');
      need(/^<svg [^>]*width="800" height="800"/.test(svg) && /<title>[^<]+<\/title>/.test(svg) && svg.trim().endsWith('</svg>'), `${where}: ${im.url} is not an 800x800 SVG with a title`);
      need(Buffer.byteLength(svg) <= 3200, `${where}: ${im.url} is ${Buffer.byteLength(svg)} bytes (> ~3KB)`);
      need(im.width === 800 && im.height === 800 && im.altText, `${where}: image metadata`);
    }
    // options and variants
    const expected = p.options.reduce((n, o) => n * o.values.length, 1);
    need(p.variants.length === expected, `${where}: ${p.variants.length} variants, options imply ${expected}`);
    const combos = new Set();
    let inStock = 0;
    for (const v of p.variants) {
      variantCount += 1;
      need(Number.isInteger(v.id) && !variantIds.has(v.id), `${where}: variant id ${v.id} duplicate or invalid`);
      variantIds.add(v.id);
      need(typeof v.sku === 'string' && v.sku && !skus.has(v.sku), `${where}: sku ${v.sku} duplicate or empty`);
      skus.add(v.sku);
      need(Number.isInteger(v.priceCents) && v.priceCents > 0, `${where}: variant ${v.id} price`);
      need(v.retailPriceCents === null || (Number.isInteger(v.retailPriceCents) && v.retailPriceCents > v.priceCents), `${where}: variant ${v.id} retail price`);
      need(Number.isInteger(v.inventory) && v.inventory >= 0, `${where}: variant ${v.id} inventory`);
      if (v.inventory === 0) oosCount += 1;
      else inStock += 1;
      need(v.options.length === p.options.length && v.options.every((o, i) => o.name === p.options[i].name && p.options[i].values.includes(o.value)), `${where}: variant ${v.id} options do not match product options`);
      const key = v.options.map((o) => o.value).join('|');
      need(!combos.has(key), `${where}: duplicate option combination ${key}`);
      combos.add(key);
    }
    if (inStock === 0) wholeOos.push(p.slug);
    // nutrition
    if (p.nutrition) {
      const n = p.nutrition;
      const sizes = p.options.find((o) => o.name === 'Package Size')?.values ?? [];
      need(n.servingSizeGrams > 0 && n.proteinPerServeGrams > 0 && n.proteinPerServeGrams <= n.servingSizeGrams, `${where}: nutrition serve/protein`);
      need(JSON.stringify(Object.keys(n.packSizesGrams ?? {})) === JSON.stringify(sizes), `${where}: packSizesGrams keys must equal Package Size values`);
      need(Object.values(n.packSizesGrams ?? {}).every((g) => Number.isInteger(g) && g > 0), `${where}: packSizesGrams values`);
    }
    need(/stack/i.test(p.name) === /stack/.test(p.slug), `${where}: "stack" must be in both name and slug or neither`);
  }
  for (const s of REQUIRED_PRODUCT_SLUGS) need(productSlugs.has(s), `missing required product ${s}`);
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  need(bySlug.get('hcp')?.name === 'Hydrolysed Collagen Peptides', 'hcp must be Hydrolysed Collagen Peptides');
  need(bySlug.get('whey-protein-isolate')?.variants.some((v) => v.inventory === 0), 'whey-protein-isolate needs an out-of-stock variant');
  need(wholeOos.length === 1, `exactly one product must be wholly out of stock, got ${wholeOos.join(', ') || 'none'}`);
  const oosRatio = oosCount / variantCount;
  need(oosRatio >= 0.06 && oosRatio <= 0.14, `out-of-stock ratio ${oosRatio.toFixed(3)} should be about 10%`);
  const stacks = products.filter((p) => /stack/i.test(p.name) && /stack/.test(p.slug));
  need(stacks.length >= 4, `need at least 4 stacks, got ${stacks.length}`);
  // Gift certificates are cart lines of their own (sold on /giftcertificates), never catalogue products.
  need(products.every((p) => !p.isGiftCertificate), 'gift certificates are not catalogue products');
  need(products.some((p) => p.options.length === 0 && p.variants.length === 1), 'need products with no options');
  need(products.some((p) => p.options.length === 1 && p.options[0].name === 'Package Size'), 'need size-only products');
  need(products.some((p) => p.maxQuantity > 0) && products.some((p) => p.minQuantity > 0), 'need min and max quantity products');
  need(products.some((p) => p.variants.some((v) => v.retailPriceCents)), 'need some retail prices');
  need(products.filter((p) => p.images.length > 1).length >= 8, 'need a second image on about 10 products');
  for (const s of REQUIRED_PRODUCT_SLUGS) need(bySlug.get(s)?.nutrition, `${s} needs nutrition`);

  // ------------------------------------------------------------------------------------------ content
  const lines = readFileSync(path.join(root, 'data', 'content', 'production.ndjson'), 'utf8').split('\n').filter(Boolean);
  const docs = [];
  lines.forEach((l, i) => {
    try {
      docs.push(JSON.parse(l));
    } catch {
      fail(`ndjson line ${i + 1} is not JSON`);
    }
  });
  const byId = new Map();
  for (const d of docs) {
    need(typeof d._id === 'string' && typeof d._type === 'string', `doc without _id/_type: ${JSON.stringify(d).slice(0, 80)}`);
    need(!byId.has(d._id), `duplicate _id ${d._id}`);
    byId.set(d._id, d);
  }
  const published = docs.filter((d) => !d._id.startsWith('drafts.'));
  const ofType = (t) => published.filter((d) => d._type === t);

  // image assets
  for (const a of ofType('sanity.imageAsset')) {
    const m = /^image-([0-9a-f]{40})-(\d+)x(\d+)-svg$/.exec(a._id);
    if (!need(m, `asset id ${a._id} has the wrong shape`)) continue;
    const dims = a.metadata?.dimensions;
    need(dims && dims.width === Number(m[2]) && dims.height === Number(m[3]) && Math.abs(dims.aspectRatio - dims.width / dims.height) < 0.001, `${a._id}: dimensions`);
    const file = path.join(root, 'public', a.url ?? '');
    if (need(a.url?.startsWith('/images/content/') && existsSync(file), `${a._id}: file ${a.url} missing`)) {
      const svg = readFileSync(file, 'utf8');
      need(sha1(svg) === m[1], `${a._id}: hash does not match file`);
      need(/<title>[^<]+<\/title>/.test(svg) && svg.includes(`width="${dims.width}" height="${dims.height}"`), `${a._id}: svg title/size`);
    }
  }

  // Keys, references and their targets, styles, lists, marks and annotations: studio/test/dataset.test.ts validates
  // every document with the Studio's schema and Sanity's own validation.

  // onPageLink anchors: heading ids are slugify(heading text)
  for (const d of docs) {
    const anchors = new Set();
    const links = [];
    ptArrays(d, (arr) => {
      for (const blk of arr) {
        if (blk._type !== 'block') continue;
        if (/^h[2-4]$/.test(blk.style)) anchors.add(slugify(plain(blk)));
        for (const m of blk.markDefs ?? []) if (m._type === 'onPageLink') links.push(m.anchor);
      }
    });
    for (const a of links) need(anchors.has(a), `${d._id}: onPageLink to #${a} has no matching heading`);
  }

  // coverage
  const total = { blocks: new Set(), styles: new Set(), lists: new Set(), decorators: new Set(), annotations: new Set(), overlays: new Set(), formTypes: new Set() };
  for (const d of docs) {
    const c = collectCoverage(d);
    for (const k of Object.keys(total)) c[k].forEach((x) => total[k].add(x));
  }
  const coverage = (cov, label) => {
    for (const b of CUSTOM_BLOCKS) need(cov.blocks.has(b), `${label}: block type ${b} not used`);
    for (const s of STYLES) need(cov.styles.has(s), `${label}: style ${s} not used`);
    for (const l of LIST_ITEMS) need(cov.lists.has(l), `${label}: list ${l} not used`);
    for (const m of DECORATORS) need(cov.decorators.has(m), `${label}: decorator ${m} not used`);
    for (const m of ANNOTATIONS) need(cov.annotations.has(m), `${label}: annotation ${m} not used`);
    for (const o of OVERLAY_BADGES) need(cov.overlays.has(o), `${label}: overlay ${o} not used`);
  };
  coverage(total, 'dataset');
  const styleGuide = published.find((d) => d._type === 'page' && d.slug?.current === 'style-guide');
  if (need(styleGuide, 'style-guide page missing')) {
    need(styleGuide.title === 'Style guide', 'style-guide title');
    const c = collectCoverage(styleGuide);
    coverage(c, 'style-guide');
    for (const f of ['klaviyo', 'shortStack', 'typeform']) need(c.formTypes.has(f), `style-guide: form ${f} missing`);
    need(c.blocks.has('mysteryBlock'), 'style-guide: mysteryBlock missing');
    need(JSON.stringify(styleGuide.body).includes(MISSING_REF_ID), 'style-guide: missing-link mark missing');
    let run = 0;
    let best = 0;
    for (const blk of styleGuide.body) {
      run = blk._type === 'block' && blk.listItem === 'bullet' && blk.level === 1 ? run + 1 : blk.listItem === 'bullet' ? run : 0;
      best = Math.max(best, run);
    }
    need(best >= 45, `style-guide: bullet list has ${best} items, need 45`);
  }

  // alert, home
  const alert = byId.get('alert');
  need(alert?._type === 'alert' && JSON.stringify(alert.content).includes('"_type":"link"'), 'alert with a link mark');
  const home = byId.get('homePage');
  if (need(home?._type === 'homePage', 'homePage missing')) {
    const h = home.hero ?? {};
    need(h.heading && h.text && h.image?.asset && h.ctaLabel && h.ctaHref, 'homePage hero fields');
    need(home.featuredProducts?.length === 8 && home.featuredProducts.every((r) => byId.get(r._ref)?._type === 'product'), 'homePage needs 8 featured products');
    need(home.featuredPosts?.length === 3 && home.featuredPosts.every((r) => byId.get(r._ref)?._type === 'blogPost'), 'homePage needs 3 featured posts');
  }

  // categories
  const cats = ofType('category');
  const catById = new Map(cats.map((c) => [c._id, c]));
  const level = (c) => (c.parent ? 1 + level(catById.get(c.parent._ref)) : 1);
  const tops = cats.filter((c) => !c.parent);
  need(JSON.stringify(tops.map((c) => [c.title, c.slug.current])) === JSON.stringify(TOP_CATEGORIES), 'top-level categories must be exactly the six Shop by roots');
  const children = (id) => cats.filter((c) => c.parent?._ref === id);
  for (const t of tops) {
    const n = children(t._id).length;
    need(n >= 3 && n <= 6, `${t._id}: ${n} children (need 3-6)`);
  }
  const perLevel = [0, 0, 0, 0];
  for (const c of cats) {
    const lv = level(c);
    perLevel[lv] = (perLevel[lv] ?? 0) + 1;
    need(lv <= 3, `${c._id}: deeper than three levels`);
    need(c.description && c.title, `${c._id}: title/description`);
    need(c._id === `category-${c.slug.current.replace(/^categories\//, '').replace(/\//g, '-')}`, `${c._id}: id does not match slug`);
    if (c.parent) need(c.slug.current.startsWith(`${catById.get(c.parent._ref).slug.current}/`), `${c._id}: slug does not extend parent`);
  }
  need(perLevel[3] >= 5, `need several level-3 categories, got ${perLevel[3]}`);

  // product content docs
  const productDocs = ofType('product');
  const leafIds = new Set(cats.filter((c) => children(c._id).length === 0).map((c) => c._id));
  const leafCounts = new Map([...leafIds].map((id) => [id, 0]));
  let assignments = 0;
  let leafAssignments = 0;
  for (const p of products) {
    const d = byId.get(`product-${p.id}`);
    if (!need(d?._type === 'product', `product-${p.id} content doc missing`)) continue;
    need(d.productId === p.id && d.slug?.current === p.slug && d.title === p.name && d.shortDescription, `product-${p.id}: fields do not match catalogue`);
    need(Array.isArray(d.body) && d.body.length >= 3, `product-${p.id}: body too short`);
    const cs = d.categories ?? [];
    need(cs.length >= 2 && cs.length <= 5, `product-${p.id}: ${cs.length} categories (need 2-5)`);
    need(new Set(cs.map((c) => c._ref)).size === cs.length, `product-${p.id}: duplicate category`);
    for (const c of cs) {
      need(catById.has(c._ref), `product-${p.id}: category ${c._ref} missing`);
      assignments += 1;
      if (leafIds.has(c._ref)) {
        leafAssignments += 1;
        leafCounts.set(c._ref, leafCounts.get(c._ref) + 1);
      }
    }
    if (p.nutrition) need(d.body.some((b) => b._type === 'nutritionPanel'), `product-${p.id}: protein needs a nutritionPanel`);
  }
  need(productDocs.length === products.length, `product docs ${productDocs.length} != catalogue ${products.length}`);
  need(leafAssignments / assignments >= 0.8, 'categories should mostly be leaves');
  for (const [id, n] of leafCounts) need(n >= 2, `leaf category ${id} has ${n} products (need 2+)`);
  // protein powders need nutrition
  const proteinCats = new Set(cats.filter((c) => c.slug.current.startsWith('categories/shop-by-ingredient/protein/')).map((c) => c._id));
  for (const d of productDocs) {
    const p = products.find((x) => x.id === d.productId);
    if (p && !/stack/.test(p.slug) && (d.categories ?? []).some((c) => proteinCats.has(c._ref))) need(p.nutrition, `${p.slug}: protein powder without nutrition`);
  }

  // authors, posts
  need(ofType('author').length >= 4, 'need 4+ authors');
  const posts = ofType('blogPost');
  need(posts.length >= 14, `need 14+ blog posts, got ${posts.length}`);
  const postSlugs = new Set(posts.map((p) => p.slug?.current));
  for (const s of REQUIRED_POST_SLUGS) need(postSlugs.has(s), `missing blog post ${s}`);
  const years = new Set();
  for (const p of posts) {
    need(byId.get(p.author?._ref)?._type === 'author', `${p._id}: author`);
    need(/^\d{4}-\d{2}-\d{2}T/.test(p.publishedAt) && !Number.isNaN(Date.parse(p.publishedAt)), `${p._id}: publishedAt`);
    years.add(p.publishedAt.slice(0, 4));
    need(p.excerpt && p.featuredImage?.asset?._ref && p.featuredImage.altText, `${p._id}: excerpt/featuredImage`);
    need(Number.isInteger(p.estimatedReadingTime) && p.estimatedReadingTime > 0, `${p._id}: estimatedReadingTime`);
    const body = JSON.stringify(p.body);
    need(body.includes('"style":"h2"') && body.includes('"listItem"') && /"_type":"(link|product|blogPost|page|category|ambassador)"/.test(body), `${p._id}: body needs headings, lists and links`);
  }
  need(['2024', '2025', '2026'].every((y) => years.has(y)), 'posts should span 2024-2026');

  // pages
  const pages = ofType('page');
  const pageBySlug = new Map(pages.map((p) => [p.slug?.current, p]));
  for (const s of REQUIRED_PAGE_SLUGS) {
    const p = pageBySlug.get(s);
    if (!need(p, `missing page ${s}`)) continue;
    need(p.title && p.description && p.body?.length >= 3, `page ${s}: title/description/body`);
    if (s.startsWith('faqs')) need(p.body.some((b) => b._type === 'faq'), `page ${s}: needs faq blocks`);
  }

  // slugs unique across routable content
  const routable = [...pages, ...posts, ...cats];
  const seenSlugs = new Set();
  for (const d of routable) {
    const s = d.slug?.current;
    need(s && !s.startsWith('/') && !seenSlugs.has(s), `${d._id}: slug ${s} missing, leading slash or duplicate`);
    seenSlugs.add(s);
  }
  for (const d of productDocs) need(!d.slug.current.includes('/'), `${d._id}: product slug must be bare`);

  // drafts
  const drafts = docs.filter((d) => d._id.startsWith('drafts.'));
  const aboutDraft = byId.get('drafts.page-about-us');
  need(aboutDraft?.title === 'About us (draft)' && JSON.stringify(aboutDraft.body) !== JSON.stringify(byId.get('page-about-us')?.body), 'drafts.page-about-us must change title and body');
  need(byId.get('drafts.alert') && JSON.stringify(byId.get('drafts.alert').content) !== JSON.stringify(alert?.content), 'drafts.alert must change the alert');
  need(drafts.some((d) => d._type === 'blogPost' && byId.get(d._id.slice(7))?.title !== d.title), 'a blog post draft must change the title');
  const preview = drafts.find((d) => d._type === 'page' && d.slug?.current === 'new-season-preview');
  need(preview && !byId.has(preview._id.slice(7)), 'draft-only page new-season-preview');
  need(drafts.filter((d) => byId.has(d._id.slice(7))).length >= 3, 'need 3+ drafts of published docs');

  // ------------------------------------------------------------------------------------------ reviews
  const { reviews } = JSON.parse(readFileSync(path.join(root, 'data', 'reviews.json'), 'utf8'));
  const reviewIds = new Set();
  const perProduct = new Map();
  for (const r of reviews) {
    need(!reviewIds.has(r.id), `review ${r.id}: duplicate id`);
    reviewIds.add(r.id);
    need(productIds.has(r.productId), `review ${r.id}: unknown product`);
    need(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, `review ${r.id}: rating`);
    need(r.author && r.title && r.body && !Number.isNaN(Date.parse(r.date)), `review ${r.id}: fields`);
    if (!perProduct.has(r.productId)) perProduct.set(r.productId, []);
    perProduct.get(r.productId).push(r);
  }
  need(perProduct.size >= 25 && perProduct.size <= 35, `reviews should cover about 30 products, got ${perProduct.size}`);
  for (const [pid, rs] of perProduct) {
    need(rs.length >= 12 && rs.length <= 40, `product ${pid}: ${rs.length} reviews (need 12-40, enough to page through)`);
    need(new Set(rs.map((r) => r.body)).size === rs.length, `product ${pid}: two reviews with the same text`);
    need(new Set(rs.map((r) => r.title)).size === rs.length, `product ${pid}: two reviews with the same title`);
    const mean = rs.reduce((sum, r) => sum + r.rating, 0) / rs.length;
    const p = products.find((x) => x.id === pid);
    need(Math.abs(mean - p.averageRating) <= 0.5, `product ${pid}: review mean ${mean.toFixed(2)} far from averageRating ${p.averageRating}`);
  }

  // ------------------------------------------------------------------------------------------ size
  let bytes = 0;
  const add = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) readdirSync(p).forEach((n) => add(path.join(p, n)));
    else bytes += st.size;
  };
  ['data/catalogue.json', 'data/content', 'data/reviews.json', 'public/images/products', 'public/images/content'].forEach((p) => add(path.join(root, p)));
  need(bytes < 3 * 1024 * 1024, `generated files total ${bytes} bytes (>= 3 MB)`);

  return problems;
}

/** Runs the check and says how it went; exits 1 listing the problems when there are any. */
export function reportDatasetCheck(root) {
  const problems = checkDataset(root);
  if (problems.length) {
    console.error(`dataset check FAILED (${problems.length}):\n - ${problems.join('\n - ')}`);
    process.exit(1);
  }
  console.log('dataset check passed');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  reportDatasetCheck(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'));
}
