/**
 * The content service's factory: Sanity when configured (imported on first use, so the embedded shop never loads
 * its client), else the local dataset evaluated with groq-js. The service (service.ts) maps results with mappers.ts.
 */
import { getConfig } from '../config';
import { createEmbeddedSource } from './embedded';
import { ContentService } from './service';
import type { ContentSource, QueryOptions } from './source';

export { ContentService } from './service';
export type * from './types';

let instance: ContentService | null = null;

/**
 * The Sanity source, imported on first use so the embedded shop never loads the Sanity client. A dynamic import:
 * `require` of the ESM client gives no function in the production bundle nor under plain Node (search:sync).
 */
function lazySanitySource(config: NonNullable<ReturnType<typeof getConfig>['content']>): ContentSource {
  let loading: Promise<ContentSource> | null = null;
  const load = () => {
    loading ??= import('./sanity').then(({ createSanitySource }) => createSanitySource(config));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    mode: 'hosted',
    async fetch<T>(query: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<T> {
      return (await load()).fetch<T>(query, params, options);
    },
    async revision() {
      return (await load()).revision();
    },
  };
}

/** The content service of this process: Sanity when configured, else the local dataset. */
export function getContent(): ContentService {
  if (instance === null) {
    const config = getConfig();
    if (config.modes.content === 'hosted' && config.content) {
      instance = new ContentService(lazySanitySource(config.content));
    } else {
      instance = new ContentService(createEmbeddedSource(config.contentDatasetFile));
    }
  }
  return instance;
}
