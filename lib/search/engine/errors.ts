/**
 * The engine's errors. They are told apart by `name` (and the 400's `code`), never by `instanceof`: the engine a
 * request meets may come from another bundle than the code that catches (a page's bundle builds the process-wide
 * engine, the API route's bundle catches), or from the search worker, whose errors arrive as plain data.
 */

const SEARCH_REQUEST_ERROR = 'SearchRequestError';
const SEARCH_UNAVAILABLE_ERROR = 'SearchUnavailableError';
/** The `code` of a search request the API refuses with a 400. */
export const INVALID_SEARCH = 'invalid_search';

/** Messages stay short whatever the input: they quote at most a prefix of it (./errors quote()). */
const MAX_MESSAGE_LENGTH = 500;
const QUOTED_PREFIX = 40;

function bounded(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message;
}

/** A piece of a request, quoted for a message or a log line: at most its first 40 characters, control characters escaped. */
export function quote(input: string): string {
  return JSON.stringify(input.length > QUOTED_PREFIX ? `${input.slice(0, QUOTED_PREFIX)}…` : input);
}

/** A search request the engine cannot answer (bad parameters, unknown index, bounds passed): the API answers 400 with it. */
export class SearchRequestError extends Error {
  readonly code = INVALID_SEARCH;

  constructor(message: string) {
    super(bounded(message));
    this.name = SEARCH_REQUEST_ERROR;
  }
}

/** The search worker is busy, restarting or gone: the API answers 503 with Retry-After. */
export class SearchUnavailableError extends Error {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds = 1) {
    super(message);
    this.name = SEARCH_UNAVAILABLE_ERROR;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function named(error: unknown, name: string): error is { name: string; message: string } {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name && typeof (error as { message?: unknown }).message === 'string';
}

/** A SearchRequestError from any bundle or thread. */
export function isSearchRequestError(error: unknown): error is { name: string; message: string } {
  return named(error, SEARCH_REQUEST_ERROR);
}

/** A SearchUnavailableError from any bundle. */
export function isSearchUnavailableError(error: unknown): error is { name: string; message: string; retryAfterSeconds?: number } {
  return named(error, SEARCH_UNAVAILABLE_ERROR);
}
