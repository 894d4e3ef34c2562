/**
 * Server only. Runs the engine's searches on the search worker (./worker.ts, one worker_threads thread per
 * process), so however much work a search is, the thread that serves pages and other API requests only posts it
 * and writes the bytes it gets back: the worker answers with the response already as JSON, its buffer transferred.
 *
 * The worker holds its own engine, built from the records of the engine it is asked about (sent again whenever
 * that engine is replaced, in order with the searches). Searches queue in the worker one after another; at most
 * MAX_QUEUED_SEARCHES wait at once, more are refused (SearchUnavailableError: the API's 503 with Retry-After). A
 * worker that dies, or answers nothing for SEARCH_STALL_MS while searches wait, is stopped: the waiting searches
 * are refused the same way and the next search starts a new worker. The worker also gzips a large answer for a
 * client that takes gzip, and runs at a lower CPU priority than this thread (./worker.ts).
 */
import type { Worker } from 'node:worker_threads';
import { getLogger } from '../../operations/logger';
import type { SearchEngine } from './engine';
import { SearchUnavailableError } from './errors';
import type { NormalizedRequest } from './params';
import { spawnSearchWorker } from './spawn-search-worker';
import { encodeAnswer, type Encoding, type FromWorker, type ToWorker } from './worker-protocol';

export const MAX_QUEUED_SEARCHES = 64;
const SEARCH_STALL_MS = 60_000;

/** A search's answer: JSON bytes, gzipped or not. */
export interface SearchAnswer {
  body: Uint8Array;
  encoding: Encoding;
}

export interface SearchOptions {
  /** The client takes gzip: the worker compresses a large answer itself (off the thread that serves requests). */
  gzip?: boolean;
}

interface Waiting {
  resolve(answer: SearchAnswer): void;
  reject(error: Error): void;
}

function toError({ name, message }: { name: string; message: string }): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export class SearchThread {
  private worker: Worker | null = null;
  /** The engine whose records the current worker was given last. */
  private loaded: SearchEngine | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private stall: NodeJS.Timeout | null = null;
  /** Whether the current worker runs (its start is not counted as stalling). */
  private online = false;

  constructor(
    private readonly spawn: () => Worker = spawnSearchWorker,
    private readonly stallMs = SEARCH_STALL_MS,
  ) {}

  /** Searches waiting for the worker now. */
  get queued(): number {
    return this.waiting.size;
  }

  /** The engine's answer to already-checked requests, as UTF-8 JSON. The engine must have a source. */
  search(engine: SearchEngine, requests: NormalizedRequest[], { gzip = false }: SearchOptions = {}): Promise<SearchAnswer> {
    if (!engine.source) return Promise.reject(new Error('Only an engine made by createSearchEngine can be searched on the worker.'));
    if (this.waiting.size >= MAX_QUEUED_SEARCHES) {
      return Promise.reject(new SearchUnavailableError('Search is busy right now. Please try again in a moment.'));
    }
    return new Promise((resolve, reject) => {
      try {
        const worker = this.start();
        if (this.loaded !== engine) {
          this.post({ type: 'load', source: engine.source as NonNullable<SearchEngine['source']> });
          this.loaded = engine;
        }
        const id = this.nextId;
        this.nextId += 1;
        this.waiting.set(id, { resolve, reject });
        if (this.waiting.size === 1 && this.online) this.watch();
        worker.postMessage({ type: 'search', id, requests, gzip } satisfies ToWorker);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops the worker (waiting searches are refused). */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.fail(new SearchUnavailableError('Search is restarting. Please try again in a moment.'));
    if (worker) await worker.terminate();
  }

  private post(message: ToWorker): void {
    (this.worker as Worker).postMessage(message);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    // The worker never keeps the process alive by itself (a graceful shutdown waits for requests, not for it).
    worker.unref();
    worker.on('message', (message: FromWorker) => this.answer(message));
    // Starting a thread is not stalling, however busy the machine: the timer counts from when it runs.
    worker.on('online', () => {
      if (this.worker !== worker) return;
      this.online = true;
      this.watch();
    });
    worker.on('error', (error) => {
      getLogger().error({ err: error }, 'the search worker failed');
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      if (this.waiting.size > 0) getLogger().error({ exitCode: code, waiting: this.waiting.size }, 'the search worker stopped with searches waiting');
      this.fail(new SearchUnavailableError('Search is restarting. Please try again in a moment.'));
    });
    this.worker = worker;
    this.online = false;
    this.loaded = null;
    return worker;
  }

  private answer(message: FromWorker): void {
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    this.watch();
    if (message.error) waiting.reject(toError(message.error));
    else waiting.resolve({ body: message.body, encoding: message.encoding });
  }

  /** (Re)starts the stall timer while searches wait; each answer restarts it. */
  private watch(): void {
    if (this.stall) clearTimeout(this.stall);
    this.stall = null;
    if (this.waiting.size === 0) return;
    this.stall = setTimeout(() => {
      getLogger().error({ waiting: this.waiting.size, stallMs: this.stallMs }, 'the search worker stopped answering; starting a new one');
      const worker = this.worker;
      this.fail(new SearchUnavailableError('Search took too long. Please try again in a moment.'));
      void worker?.terminate();
    }, this.stallMs);
    this.stall.unref();
  }

  /** Forgets the worker and refuses every waiting search. */
  private fail(error: Error): void {
    this.worker = null;
    this.online = false;
    this.loaded = null;
    if (this.stall) clearTimeout(this.stall);
    this.stall = null;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of waiting) w.reject(error);
  }
}

// One worker per process, kept on globalThis so dev-mode module reloads share it.
const globalKey = Symbol.for('bulk.search.thread');
const holder = globalThis as unknown as Record<symbol, SearchThread | undefined>;

function getSearchThread(): SearchThread {
  holder[globalKey] ??= new SearchThread();
  return holder[globalKey];
}

/**
 * The answer to already-normalised requests as UTF-8 JSON: unknown indexes are refused here (a SearchRequestError),
 * then the worker searches. An engine that was not made from records (tests build some by hand) searches here,
 * uncompressed.
 */
export function searchOffThread(engine: SearchEngine, requests: NormalizedRequest[], options: SearchOptions = {}): Promise<SearchAnswer> {
  engine.checkIndexes(requests);
  if (!engine.source) return Promise.resolve(encodeAnswer(engine.run(requests), false));
  return getSearchThread().search(engine, requests, options);
}
