import { createClient, type SanityClient } from '@sanity/client';
import type { AppConfig } from '../config';
import { observeUpstream } from '../operations/upstream';
import type { ContentSource, QueryOptions } from './source';

type SanityConfig = NonNullable<AppConfig['content']>;

/** What a GROQ query asks for, for logs and spans: its first document type (`fetch blogPost`), never its params. */
export function groqOperation(query: string, preview = false): string {
  const type = /_type\s*==\s*"([\w.-]+)"/.exec(query)?.[1];
  return `${preview ? 'preview ' : ''}fetch${type ? ` ${type}` : ''}`;
}

/** Sanity through @sanity/client: the CDN for published reads, the API with the drafts perspective for preview. */
export function createSanitySource(config: SanityConfig): ContentSource {
  const base = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
  const published: SanityClient = createClient({ ...base, useCdn: !config.apiHost, perspective: 'published' });
  const preview: SanityClient = createClient({ ...base, useCdn: false, token: config.token, perspective: 'drafts' });
  let lastRevision = '';

  return {
    mode: 'hosted',
    async fetch<T>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}): Promise<T> {
      const client = options.preview ? preview : published;
      return observeUpstream({ service: 'sanity', operation: groqOperation(query, options.preview) }, () => client.fetch<T>(query, params));
    },
    async revision() {
      const updated = await observeUpstream({ service: 'sanity', operation: 'revision' }, () =>
        published.fetch<string | null>(`*[!(_id in path("drafts.**"))] | order(_updatedAt desc)[0]._updatedAt`),
      );
      lastRevision = updated ?? lastRevision;
      return lastRevision;
    },
  };
}
