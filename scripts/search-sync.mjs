#!/usr/bin/env node
// Search index sync.
//   node scripts/search-sync.mjs [--dry-run]
// Hosted search (NEXT_PUBLIC_ALGOLIA_APP_ID + NEXT_PUBLIC_ALGOLIA_SEARCH_KEY + ALGOLIA_ADMIN_KEY): builds the records
// of the four indexes from the catalogue and the content, then replaces every object of {prefix}_products,
// _categories, _blogs and _pages and applies their settings (searchable attributes, facets, ranking). The products
// index lists its sort replicas ({prefix}_products_price_asc, _price_desc, _rating_desc, _newest: Algolia copies
// the records into them); each replica gets the primary's settings and its own ranking, sort attributes first.
// ALGOLIA_HOSTS=http://127.0.0.1:4410[,...] sends all of it to an Algolia-compatible host instead of Algolia's
// (a local engine: tests/support/algolia-host.ts).
// Embedded search: rebuilds the local index the same way the server does and prints the counts and times.
// --dry-run builds the records and prints the counts without pushing anything.
import { performance } from 'node:perf_hooks';
import { importTs } from './search/ts-loader.mjs';

/** Our engine settings in Algolia's terms (the order of searchableAttributes replaces the boosts). */
function algoliaSettings(settings) {
  const searchable = [...settings.searchableAttributes]
    .sort((a, b) => (b.boost ?? 1) - (a.boost ?? 1))
    .map((s) => ((s.boost ?? 1) >= 1.5 ? s.attribute : `unordered(${s.attribute})`));
  return {
    searchableAttributes: [...new Set(searchable)],
    attributesForFaceting: settings.attributesForFaceting,
    customRanking: settings.customRanking.map((r) => `${r.order}(${r.attribute})`),
    attributesToHighlight: settings.attributesToHighlight,
    typoTolerance: true,
    minWordSizefor1Typo: 5,
    minWordSizefor2Typos: 8,
    maxValuesPerFacet: 500,
  };
}

/** Algolia's default ranking criteria, after which a standard replica's sort comes first. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** A sort replica's ranking: its attributes first (exhaustive sort), then Algolia's relevance. */
function replicaRanking(sort) {
  return [...sort.ranking.map((r) => `${r.order}(${r.attribute})`), ...DEFAULT_RANKING];
}

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const { getConfig } = await importTs('lib/config.ts');
  const { loadSearchInputs } = await importTs('lib/search/embedded.ts');
  const { buildSearchRecords } = await importTs('lib/search/records.ts');
  const { createSearchEngine, INDEX_SETTINGS } = await importTs('lib/search/engine/index.ts');
  const { indexNames, INDEX_KINDS } = await importTs('lib/search/constants.ts');
  const { createAlgoliaAdminClient } = await importTs('lib/search/algolia.ts');
  const { REPLICA_SORTS, sortIndexName } = await importTs('lib/search/sort.ts');

  const config = getConfig();
  const names = indexNames(config.search.indexPrefix);
  const started = performance.now();
  const { inputs, signature } = await loadSearchInputs();
  const loaded = performance.now();
  const records = buildSearchRecords(inputs);
  const built = performance.now();
  const counts = Object.fromEntries(INDEX_KINDS.map((kind) => [names[kind], records[kind].length]));
  console.log(`[search:sync] data version ${signature}`);
  console.log(`[search:sync] records built in ${Math.round(built - loaded)} ms (data loaded in ${Math.round(loaded - started)} ms)`);
  console.table(counts);

  if (dryRun) return;

  if (config.modes.search === 'hosted') {
    if (!config.search.adminKey) {
      throw new Error('Hosted search is configured but ALGOLIA_ADMIN_KEY is not set: it is needed to push records (server-side only).');
    }
    const client = createAlgoliaAdminClient(config.search, { patient: true });
    if (config.search.hosts) console.log(`[search:sync] Algolia hosts: ${config.search.hosts.join(', ')}`);
    for (const kind of INDEX_KINDS) {
      const indexName = names[kind];
      const t0 = performance.now();
      await client.replaceAllObjects({ indexName, objects: records[kind], batchSize: 1000 });
      const settings = algoliaSettings(INDEX_SETTINGS[kind]);
      const replicas = kind === 'products' ? REPLICA_SORTS.map((sort) => ({ sort, name: sortIndexName(config.search.indexPrefix, sort.key) })) : [];
      if (replicas.length > 0) settings.replicas = replicas.map((r) => r.name);
      const { taskID } = await client.setSettings({ indexName, indexSettings: settings, forwardToReplicas: replicas.length > 0 });
      await client.waitForTask({ indexName, taskID });
      for (const { sort, name } of replicas) {
        const replicaSettings = { ...algoliaSettings(INDEX_SETTINGS[kind]), ranking: replicaRanking(sort) };
        const task = await client.setSettings({ indexName: name, indexSettings: replicaSettings });
        await client.waitForTask({ indexName: name, taskID: task.taskID });
        console.log(`[search:sync] ${name}: replica sorted by ${replicaSettings.ranking.slice(0, sort.ranking.length).join(', ')}`);
      }
      console.log(`[search:sync] ${indexName}: ${records[kind].length} records pushed in ${Math.round(performance.now() - t0)} ms`);
    }
    return;
  }

  // Embedded: the server builds its index itself, from the same data, on its first search and whenever the data
  // changes (no push is needed). This builds one here only to check the records make an index.
  const t0 = performance.now();
  createSearchEngine(records, config.search.indexPrefix);
  console.log(
    `[search:sync] embedded search: nothing to push, the server indexes the same records itself when they change. They build an index in ${Math.round(performance.now() - t0)} ms.`,
  );
}

main().catch((error) => {
  console.error(`[search:sync] ${error.message ?? error}`);
  process.exit(1);
});
