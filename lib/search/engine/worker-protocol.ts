/**
 * What the API's thread and the search worker say to each other (lib/search/engine/thread.ts and ./worker.ts), and
 * the worker's side of it as a plain function, so it can be read and tested without a thread.
 */
import { gzipSync } from 'node:zlib';
import { createSearchEngine, type EngineSource, type SearchEngine } from './engine';
import type { NormalizedRequest } from './params';

/** Answers from this size on are gzipped when the client takes gzip (as Next's compression would, from 1 KB). */
const GZIP_FROM_BYTES = 1024;

/** Build (or rebuild) the worker's engine from these records. */
export interface LoadMessage {
  type: 'load';
  source: EngineSource;
}

/** Answer these already-checked requests (gzipped when `gzip` and large enough). */
export interface SearchMessage {
  type: 'search';
  id: number;
  requests: NormalizedRequest[];
  gzip: boolean;
}

export type Encoding = 'gzip' | 'identity';

export type ToWorker = LoadMessage | SearchMessage;

/** The answer to one search: the response as UTF-8 JSON, maybe gzipped (its buffer is transferred, not copied), or an error. */
export type FromWorker =
  | { id: number; body: Uint8Array; encoding: Encoding; error?: undefined }
  | { id: number; body?: undefined; error: { name: string; message: string } };

interface Reply {
  message: FromWorker;
  transfer: ArrayBuffer[];
}

/** The response as JSON bytes, gzipped when asked for and worth it. */
export function encodeAnswer(response: unknown, gzip: boolean): { body: Uint8Array; encoding: Encoding } {
  const json = new TextEncoder().encode(JSON.stringify(response));
  if (!gzip || json.byteLength < GZIP_FROM_BYTES) return { body: json, encoding: 'identity' };
  // Copied into a plain Uint8Array: a Buffer's memory may be pooled, and Node refuses to hand that over.
  return { body: new Uint8Array(gzipSync(json)), encoding: 'gzip' };
}

/** The worker's state and its answer to each message (null: nothing to answer). */
export function createWorkerHandler(): (message: ToWorker) => Reply | null {
  let engine: SearchEngine | null = null;
  return (message) => {
    if (message.type === 'load') {
      engine = createSearchEngine(message.source.records, message.source.prefix);
      return null;
    }
    try {
      if (!engine) throw new Error('The search worker has no index yet.');
      const { body, encoding } = encodeAnswer(engine.run(message.requests), message.gzip);
      return { message: { id: message.id, body, encoding }, transfer: [body.buffer as ArrayBuffer] };
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : new Error(String(error));
      return { message: { id: message.id, error: { name, message: text } }, transfer: [] };
    }
  };
}
