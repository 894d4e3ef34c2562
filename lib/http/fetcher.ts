/**
 * The one fetch wrapper: a timeout (120 s by default), JSON in and out, and a FetcherError
 * that carries the HTTP status and the answer's `errors` list. A call that names its hosted `service` is
 * recorded (log line, span, readiness state: lib/operations/upstream.ts) and carries the trace context.
 */
import { beginUpstreamCall } from '../operations/upstream';

export const DEFAULT_TIMEOUT_MS = 120_000;

export interface ErrorItem {
  message: string;
  code?: string;
}

export class FetcherError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];
  /** Set when no answer came (status 503 or 504 then stands for it); absent for an answer with an error status. */
  readonly failure?: 'network' | 'timeout';

  constructor(options: { message: string; status: number; errors?: ErrorItem[]; failure?: 'network' | 'timeout' }) {
    super(options.message);
    this.name = 'FetcherError';
    this.status = options.status;
    this.errors = options.errors ?? [{ message: options.message }];
    this.failure = options.failure;
  }
}

interface FetchJsonOptions extends Omit<RequestInit, 'body'> {
  /** A value to send as JSON; strings, FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The hosted service called (bigcommerce, recaptcha...): the call is then logged, traced and kept for readiness. */
  service?: string;
  /** What is asked of it, free of customer data (never the URL's query): default the method. */
  operation?: string;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams || body instanceof FormData) return body;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

/** Builds the error of a non-OK response: JSON errors list when there is one, else the text or status text. */
async function errorFromResponse(response: Response): Promise<FetcherError> {
  const text = await response.text().catch(() => '');
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') && text) {
    try {
      const json = JSON.parse(text) as { errors?: unknown; title?: unknown; message?: unknown };
      const errors: ErrorItem[] = Array.isArray(json.errors)
        ? json.errors.map((e: unknown) =>
            typeof e === 'string'
              ? { message: e }
              : { message: String((e as ErrorItem)?.message ?? 'Request failed'), code: (e as ErrorItem)?.code },
          )
        : typeof json.title === 'string' || typeof json.message === 'string'
          ? [{ message: String(json.title ?? json.message) }]
          : [];
      if (errors.length > 0) {
        return new FetcherError({ message: errors.map((e) => e.message).join(', '), status: response.status, errors });
      }
    } catch {
      // fall through to the text message
    }
  }
  const message = `${text || response.statusText || 'Request failed'} (${response.status})`;
  return new FetcherError({ message, status: response.status });
}

/** Fetches and parses JSON. 204 gives null. Throws FetcherError on a non-OK status, a timeout or a network failure. */
export async function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const { body, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch, headers: init, signal, service, operation, ...rest } = options;
  const headers = new Headers(init);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  const call = service ? beginUpstreamCall({ service, operation: operation ?? (rest.method ?? 'GET').toUpperCase() }) : undefined;
  // The trace context (traceparent) of the call, when the request is traced.
  for (const [name, value] of Object.entries(call?.headers ?? {})) headers.set(name, value);
  const end = call?.end;
  let response: Response;
  try {
    response = await fetchImpl(url, { ...rest, headers, body: encodeBody(body, headers), signal: combined });
  } catch (error) {
    end?.({ status: null, failure: timeout.aborted ? 'timeout' : signal?.aborted ? 'cancelled' : 'network' });
    if (timeout.aborted) throw new FetcherError({ message: `Request timed out after ${timeoutMs} ms`, status: 504, failure: 'timeout' });
    if (signal?.aborted) throw error;
    throw new FetcherError({ message: `Network error: ${(error as Error).message}`, status: 503, failure: 'network' });
  }
  end?.({ status: response.status });
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
