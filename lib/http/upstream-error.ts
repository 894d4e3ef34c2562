/**
 * Failures of the services the shop depends on (BigCommerce, Sanity, Algolia ...), in the app's own terms.
 * Each adapter turns its vendor's errors into an UpstreamError; API routes answer them with 502/503 and a clear
 * message, pages show the shop's "we couldn't load this" state with status 503 (see lib/http/page.ts).
 *
 *   503 unavailable: the service could not be reached, timed out, or said it is overloaded/down (5xx, 429).
 *   502 bad answer:  the service answered, but with something we cannot use (a refused key, a malformed reply).
 */
import { FetcherError } from './fetcher';
import { isCommerceError } from '../commerce/errors';

type UpstreamService = 'commerce' | 'content' | 'search' | 'captcha' | 'loyalty' | 'marketing' | 'reviews';

type UpstreamStatus = 502 | 503;

const LABELS: Record<UpstreamService, string> = {
  commerce: 'The store',
  content: 'Our content service',
  search: 'Search',
  captcha: 'The captcha check',
  loyalty: 'The rewards service',
  marketing: 'The newsletter service',
  reviews: 'The reviews service',
};

export class UpstreamError extends Error {
  readonly service: UpstreamService | null;
  readonly status: UpstreamStatus;
  /** The status the upstream answered with, when it answered. */
  readonly upstreamStatus: number | null;

  constructor(options: { service: UpstreamService | null; status: UpstreamStatus; upstreamStatus?: number | null; message?: string; cause?: unknown }) {
    super(options.message ?? `${options.service ?? 'upstream'} failed (${options.upstreamStatus ?? 'no answer'})`, { cause: options.cause });
    this.name = 'UpstreamError';
    this.service = options.service;
    this.status = options.status;
    this.upstreamStatus = options.upstreamStatus ?? null;
  }
}

/** The status to answer for an upstream that answered `status` (or did not answer: null). */
function statusForUpstream(status: number | null | undefined): UpstreamStatus {
  if (status === null || status === undefined || status === 0) return 503;
  return status === 429 || status >= 500 ? 503 : 502;
}

/** Wraps any error a vendor client threw while talking to `service`. */
export function toUpstreamError(service: UpstreamService, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const raw = error as { status?: unknown; statusCode?: unknown; message?: unknown } | null;
  const code = typeof raw?.statusCode === 'number' ? raw.statusCode : typeof raw?.status === 'number' ? raw.status : null;
  return new UpstreamError({
    service,
    status: statusForUpstream(code),
    upstreamStatus: code,
    message: `${service}: ${typeof raw?.message === 'string' ? raw.message : String(error)}`,
    cause: error,
  });
}

/**
 * Whether `error` is an upstream failure, and how to answer it; null for anything else (bad input, bugs).
 * The one fetch wrapper's FetcherError counts: 503/504 are its own "no answer" and "timed out", any other status
 * is what the upstream said. Commerce errors with the 'upstream' code are the store's own failures.
 * Errors are recognised by name as well as by class: Next hands a page's error to pages/_error from another bundle.
 */
export function classifyUpstream(error: unknown): UpstreamError | null {
  if (error instanceof UpstreamError) return error;
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { name?: unknown; status?: unknown; code?: unknown; service?: unknown; upstreamStatus?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : 'upstream failure';
  if (e.name === 'UpstreamError' && (e.status === 502 || e.status === 503)) {
    const upstreamStatus = typeof e.upstreamStatus === 'number' ? e.upstreamStatus : null;
    return new UpstreamError({ service: (e.service as UpstreamService | null) ?? null, status: e.status, upstreamStatus, message, cause: error });
  }
  if ((error instanceof FetcherError || e.name === 'FetcherError') && typeof e.status === 'number') {
    return new UpstreamError({ service: null, status: statusForUpstream(e.status), upstreamStatus: e.status, message, cause: error });
  }
  if ((isCommerceError(error) || e.name === 'CommerceError') && e.code === 'upstream') {
    return new UpstreamError({ service: 'commerce', status: e.status === 503 ? 503 : 502, message, cause: error });
  }
  return null;
}

/**
 * Whether a page whose data failed with `error` gets the shop's 503 state: an upstream failure, the store saying
 * it is too busy (its REST quota spent; API routes answer that one 429 with the adapter's message), or the
 * embedded database unable to answer (lib/sqlite/faults: busy, read-only, full, corrupt; recognised by name, as
 * that module is server-only and pages/_error runs in the browser too).
 */
export function isPageUnavailable(error: unknown): boolean {
  if (classifyUpstream(error)) return true;
  const e = error as { name?: unknown; code?: unknown } | null;
  if (e?.name === 'StorageFault') return true;
  return (isCommerceError(error) || e?.name === 'CommerceError') && e?.code === 'rate_limited';
}

/** What the shopper reads: which part of the shop failed and that trying again is the way out. */
export function upstreamMessage(error: UpstreamError): string {
  const who = error.service ? LABELS[error.service] : 'A service the shop relies on';
  return error.status === 503
    ? `${who} is not answering right now. Please try again in a moment.`
    : `${who} answered with an error. Please try again in a moment.`;
}

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 30;
