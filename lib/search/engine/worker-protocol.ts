/**
 * What the API's thread and the search worker say to each other (lib/search/engine/thread.ts and ./worker.ts), and
 * the worker's side of it as a plain function, so it can be read and tested without a thread.
 */
import { createSearchEngine, type EngineSource, type SearchEngine } from './engine';
import type { NormalizedRequest } from './params';

/** Build (or rebuild) the worker's engine from these records. */
export interface LoadMessage {
  type: 'load';
  source: EngineSource;
}

/** Answer these already-checked requests. */
export interface SearchMessage {
  type: 'search';
  id: number;
  requests: NormalizedRequest[];
}

export type ToWorker = LoadMessage | SearchMessage;

/** The answer to one search: the response as UTF-8 JSON (its buffer is transferred, not copied), or an error. */
export type FromWorker =
  | { id: number; body: Uint8Array; error?: undefined }
  | { id: number; body?: undefined; error: { name: string; message: string } };

export interface Reply {
  message: FromWorker;
  transfer: ArrayBuffer[];
}

/** The worker's state and its answer to each message (null: nothing to answer). */
export function createWorkerHandler(): (message: ToWorker) => Reply | null {
  let engine: SearchEngine | null = null;
  const encoder = new TextEncoder();
  return (message) => {
    if (message.type === 'load') {
      engine = createSearchEngine(message.source.records, message.source.prefix);
      return null;
    }
    try {
      if (!engine) throw new Error('The search worker has no index yet.');
      // TextEncoder gives the bytes a buffer of their own, which can be handed over whole.
      const body = encoder.encode(JSON.stringify(engine.run(message.requests)));
      return { message: { id: message.id, body }, transfer: [body.buffer as ArrayBuffer] };
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : new Error(String(error));
      return { message: { id: message.id, error: { name, message: text } }, transfer: [] };
    }
  };
}
