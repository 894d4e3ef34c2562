/**
 * Server only. The embedded search adapter: the process-wide search engine, built once from the catalogue and
 * the content, and rebuilt when the dataset changes. Both have a cheap revision (the content source's, the commerce service's
 * catalogueRevision), checked every 15 s; the catalogue is listed again only when its revision moved (a hosted
 * store's revision costs a REST request, so it is asked every 10 minutes). After the first build, requests never
 * wait for a rebuild: checks run in the background and swap the engine when done.
 */
import { createHash } from 'node:crypto';
import { getCommerce, type Product } from '../commerce';
import { isInStock } from '../commerce/in-stock';
import { getConfig } from '../config';
import { getContent } from '../content';
import { getLogger } from '../operations/logger';
import { createSearchEngine, type SearchEngine } from './engine';
import { searchOffThread } from './engine/thread';
import type { SearchService } from './service';
import { buildSearchRecords, type PageSummary, type SearchRecordInputs } from './records';

const CONTENT_CHECK_MS = 15_000;
/** How often the catalogue revision is read: every content check in embedded mode, sparingly from BigCommerce. */
const CATALOGUE_CHECK_MS = { embedded: 0, hosted: 600_000 };

interface EngineState {
  engine: SearchEngine | null;
  inputs: SearchRecordInputs | null;
  contentRevision: string | null;
  catalogueRevision: string | null;
  productsSignature: string | null;
  contentCheckedAt: number;
  catalogueCheckedAt: number;
  building: Promise<SearchEngine> | null;
}

// Kept on globalThis so dev-mode module reloads share one engine.
const globalKey = Symbol.for('bulk.search.engine');
const holder = globalThis as unknown as Record<symbol, EngineState | undefined>;
function state(): EngineState {
  holder[globalKey] ??= {
    engine: null,
    inputs: null,
    contentRevision: null,
    catalogueRevision: null,
    productsSignature: null,
    contentCheckedAt: 0,
    catalogueCheckedAt: 0,
    building: null,
  };
  return holder[globalKey] as EngineState;
}

/** A signature of the searchable part of the catalogue. */
function productsSignature(products: Product[]): string {
  const hash = createHash('sha1');
  for (const p of products) {
    hash.update(
      `${p.id}|${p.slug}|${p.name}|${p.shortDescription}|${p.description}|${p.priceRange.minCents}-${p.priceRange.maxCents}/${p.retailPriceRange?.minCents ?? ''}-${p.retailPriceRange?.maxCents ?? ''}|${p.averageRating}|${p.reviewCount}|${p.minQuantity}-${p.maxQuantity}|` +
        `${p.images.map((i) => i.url).join(',')}|${p.variants.map((v) => `${v.id}:${v.sku}:${v.priceCents}:${isInStock(v) ? 1 : 0}:${v.options.map((o) => o.value).join('/')}`).join(',')}\n`,
    );
  }
  return `${products.length}:${hash.digest('hex')}`;
}

async function loadContentInputs(): Promise<Omit<SearchRecordInputs, 'products'>> {
  const content = getContent();
  const [productContent, categories, blogCount, pageSlugs] = await Promise.all([
    content.listProductContent(),
    content.listCategories(),
    content.countBlogPosts(),
    content.listPageSlugs(),
  ]);
  const [blogTeasers, pageDocs] = await Promise.all([
    blogCount > 0 ? content.listBlogTeasers(0, blogCount) : Promise.resolve([]),
    Promise.all(pageSlugs.map((slug) => content.getPage(slug))),
  ]);
  const pages: PageSummary[] = pageDocs
    .filter((p): p is NonNullable<typeof p> => p !== null)
    .map((p) => ({ id: p.id, title: p.title, slug: p.slug, description: p.description }));
  return { productContent, categories, blogTeasers, pages };
}

/** Reads everything the indexes are built from, with the dataset's signature (the sync script pushes the same to Algolia). */
export async function loadSearchInputs(): Promise<{ inputs: SearchRecordInputs; signature: string }> {
  const [revision, products, rest] = await Promise.all([
    getContent().source.revision(),
    getCommerce().then((commerce) => commerce.listProducts()),
    loadContentInputs(),
  ]);
  return { inputs: { products, ...rest }, signature: `${revision}/${productsSignature(products)}` };
}

/** Loads what changed (everything the first time) and rebuilds when anything did. */
async function refresh(): Promise<SearchEngine> {
  const s = state();
  const now = Date.now();
  const revision = await getContent().source.revision();
  s.contentCheckedAt = now;
  const contentChanged = !s.inputs || revision !== s.contentRevision;
  const catalogueDue = contentChanged || now - s.catalogueCheckedAt >= CATALOGUE_CHECK_MS[getConfig().modes.commerce];
  if (!catalogueDue && s.engine) return s.engine;

  const commerce = await getCommerce();
  const catalogueRevision = await commerce.catalogueRevision();
  s.catalogueCheckedAt = Date.now();
  if (!contentChanged && catalogueRevision === s.catalogueRevision && s.engine) return s.engine;

  const products = await commerce.listProducts();
  const signature = productsSignature(products);
  s.catalogueRevision = catalogueRevision;
  if (!contentChanged && signature === s.productsSignature && s.engine) return s.engine;

  const rest = contentChanged || !s.inputs ? await loadContentInputs() : s.inputs;
  s.inputs = { ...rest, products };
  s.engine = createSearchEngine(buildSearchRecords(s.inputs), getConfig().search.indexPrefix);
  s.contentRevision = revision;
  s.productsSignature = signature;
  return s.engine;
}

function startRefresh(): Promise<SearchEngine> {
  const s = state();
  if (!s.building) {
    s.building = refresh().finally(() => {
      s.building = null;
    });
  }
  return s.building;
}

/** The engine of this process; the first call builds it, later calls revalidate it in the background. */
export async function getSearchEngine(): Promise<SearchEngine> {
  const s = state();
  if (!s.engine) return startRefresh();
  if (Date.now() - s.contentCheckedAt > CONTENT_CHECK_MS && !s.building) {
    startRefresh().catch((error: unknown) => getLogger().error({ err: error }, 'search index refresh failed'));
  }
  return s.engine;
}

/** Tests only: install an engine (or forget it). */
export function setSearchEngineForTests(engine: SearchEngine | null): void {
  const s = state();
  s.engine = engine;
  s.inputs = null;
  s.building = null;
  // Far in the future: no background check replaces the test engine.
  s.contentCheckedAt = engine ? Number.MAX_SAFE_INTEGER / 2 : 0;
  s.catalogueCheckedAt = s.contentCheckedAt;
}

/** The search service over this process's engine. Nothing to push after a store change: the engine follows the catalogue's revision. */
export function createEmbeddedSearch(): SearchService {
  return {
    async search(requests) {
      return (await getSearchEngine()).run(requests);
    },
    async answer(requests, options) {
      return searchOffThread(await getSearchEngine(), requests, options);
    },
    async reindexProducts() {
      return { updated: [], removed: [] };
    },
  };
}
