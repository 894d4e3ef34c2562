/**
 * Calls to hosted services (BigCommerce, Sanity, Algolia, reCAPTCHA, Klaviyo...): each one is recorded here by
 * the code that makes it (the fetch wrapper, the Sanity and Algolia clients), so that
 *  - readiness reports the last observed state of every service from real traffic, without calling it, and
 *  - the server's observer (installed at start-up: a log line and a span per call) sees every call, and gives
 *    the headers it must carry (the W3C traceparent when the request is traced).
 *
 * No Node-only import: the fetch wrapper that calls this also runs in the browser, where no observer is
 * installed and calls name no service, so nothing happens there. State lives on globalThis so every Next.js
 * bundle of the process shares it.
 */

interface UpstreamCall {
  /** bigcommerce, sanity, algolia, recaptcha, klaviyo... */
  service: string;
  /** What was asked, low-cardinality and free of customer data: a GraphQL operation name, a REST method and
   * path template, a GROQ document type. Never a URL with its query. */
  operation: string;
}

/** How a call ended: the HTTP status when there was an answer, else why there was none. */
interface UpstreamResult {
  status: number | null;
  /** cancelled: the caller gave up (says nothing about the service). */
  failure?: 'timeout' | 'network' | 'cancelled';
}

interface UpstreamOutcome extends UpstreamResult {
  durationMs: number;
}

/** What the observer does with a call it is told of: headers the call must carry, and its end. */
interface ObservedCall {
  headers?: Record<string, string>;
  end(outcome: UpstreamOutcome): void;
}

/** Told when a call starts. */
export type UpstreamObserver = (call: UpstreamCall) => ObservedCall;

/** A call being recorded: the headers to send with it, and the function to call once with how it ended. */
interface RecordedCall {
  headers: Record<string, string>;
  end(result: UpstreamResult): void;
}

interface ServiceState {
  /** up: the last call got an answer below 500; down: it got a 5xx, a timeout or no connection. */
  status: 'up' | 'down';
  lastCallAt: number;
  lastStatus: number | null;
  lastFailure: UpstreamResult['failure'] | null;
  /** Calls in a row that ended down (0 when the last one was up). */
  failuresInRow: number;
  lastUpAt: number | null;
}

interface Registry {
  observer: UpstreamObserver | null;
  services: Map<string, ServiceState>;
}

const REGISTRY = Symbol.for('bulk-storefront.upstream');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { observer: null, services: new Map() };
  return holder[REGISTRY];
}

export function setUpstreamObserver(observer: UpstreamObserver | null): void {
  registry().observer = observer;
}

function record(service: string, result: UpstreamResult, at: number): void {
  const { services } = registry();
  const previous = services.get(service);
  const up = result.status !== null && result.status < 500;
  services.set(service, {
    status: up ? 'up' : 'down',
    lastCallAt: at,
    lastStatus: result.status,
    lastFailure: result.failure ?? null,
    failuresInRow: up ? 0 : (previous?.failuresInRow ?? 0) + 1,
    lastUpAt: up ? at : (previous?.lastUpAt ?? null),
  });
}

const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Starts recording one call. */
export function beginUpstreamCall(call: UpstreamCall): RecordedCall {
  const started = performance.now();
  const observed = registry().observer?.(call);
  let ended = false;
  return {
    headers: observed?.headers ?? NO_HEADERS,
    end(result) {
      if (ended) return;
      ended = true;
      if (result.failure !== 'cancelled') record(call.service, result, Date.now());
      observed?.end({ ...result, durationMs: performance.now() - started });
    },
  };
}

/** The HTTP status an SDK error carries, if any (@sanity/client: statusCode; algoliasearch: status). */
function statusOfError(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  if (typeof status === 'number' && status > 0) return status;
  return null;
}

/**
 * Records a call made through a vendor SDK (which has its own HTTP stack): success is a 200. fn gets the headers
 * the SDK must send with the call.
 */
export async function observeUpstream<T>(call: UpstreamCall, fn: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const { headers, end } = beginUpstreamCall(call);
  try {
    const value = await fn(headers);
    end({ status: 200 });
    return value;
  } catch (error) {
    const status = statusOfError(error);
    end(status === null ? { status, failure: /timed? ?out|timeout/i.test(String((error as Error)?.message)) ? 'timeout' : 'network' } : { status });
    throw error;
  }
}

/** The last observed state of every service called so far in this process. */
export function upstreamStates(): ReadonlyMap<string, ServiceState> {
  return registry().services;
}

/** Tests only. */
export function resetUpstreamStates(): void {
  registry().services.clear();
}
