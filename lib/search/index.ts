/** Server only. The search service of this process, picked from config and imported on first use. */
import { getConfig } from '../config';
import type { SearchService } from './service';

/** Cheap to make on each call: the engine is the process's own, and Algolia's client is a light object. */
export async function getSearch(): Promise<SearchService> {
  const config = getConfig();
  if (config.modes.search === 'hosted') return (await import('./algolia')).createAlgoliaSearch(config.search);
  return (await import('./embedded')).createEmbeddedSearch();
}
