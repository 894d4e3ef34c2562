import { createClient, type SanityClient } from '@sanity/client';
import type { AppConfig } from '../config';
import { DEFAULT_TIMEOUT_MS } from '../http/fetcher';
import { toUpstreamError } from '../http/upstream-error';
import { observeUpstream } from '../operations/upstream';
import type { ContentSource, QueryOptions } from './source';

type SanityConfig = NonNullable<AppConfig['content']>;

/** What a GROQ query asks for, for logs and spans: its first document type (`fetch blogPost`), never its params. */
function groqOperation(query: string, preview = false): string {
  const type = /_type\s*==\s*"([\w.-]+)"/.exec(query)?.[1];
  return `${preview ? 'preview ' : ''}fetch${type ? ` ${type}` : ''}`;
}

/** Project, dataset, API version, timeout and (for stand-ins) the API host: what every Sanity client of the shop shares. */
export function sanityClientOptions(config: SanityConfig) {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    timeout: DEFAULT_TIMEOUT_MS,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
}

/**
 * Sanity through @sanity/client: the CDN for published reads, the API with the drafts perspective for preview.
 * Every call is recorded (log line, span, readiness state); every failure (unreachable, timed out after the shop's 120 s, an error answer) becomes an UpstreamError.
 */
export function createSanitySource(config: SanityConfig): ContentSource {
  const base = sanityClientOptions(config);
  const published: SanityClient = createClient({ ...base, useCdn: !config.apiHost, perspective: 'published' });
  const preview: SanityClient = createClient({ ...base, useCdn: false, token: config.token, perspective: 'drafts' });
  let lastRevision = '';

  async function run<T>(client: SanityClient, operation: string, query: string, params: Record<string, unknown>): Promise<T> {
    try {
      return await observeUpstream({ service: 'sanity', operation }, (headers) => client.fetch<T>(query, params, { headers }));
    } catch (error) {
      throw toUpstreamError('content', error);
    }
  }

  return {
    mode: 'hosted',
    async fetch<T>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}): Promise<T> {
      const client = options.preview ? preview : published;
      return run(client, groqOperation(query, options.preview), query, params);
    },
    async revision() {
      const updated = await run<string | null>(published, 'revision', `*[!(_id in path("drafts.**"))] | order(_updatedAt desc)[0]._updatedAt`, {});
      lastRevision = updated ?? lastRevision;
      return lastRevision;
    },
  };
}
