import type { NextApiRequest, NextApiResponse } from 'next';
import { ValidationError, type Schema } from 'yup';
import { ApiError, envelope, type ErrorEnvelope } from './api-error';
import { FetcherError } from './fetcher';
import { isCommerceError } from '../commerce/errors';
import { getLogger } from '../operations/logger';
import { requestIdOf } from '../operations/request-context';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContext {
  req: NextApiRequest;
  res: NextApiResponse;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
  query: NextApiRequest['query'];
}

/** What a handler returns: the data to wrap in `{ data }` (null allowed), or a status with no body. */
export type RouteResult = { data: unknown; status?: number } | { status: 204 } | void;

export type RouteHandler = (ctx: RouteContext) => Promise<RouteResult> | RouteResult;

export interface RouteOptions {
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** Skip the same-site check for state-changing methods (webhooks only). */
  allowCrossSite?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return 'invalid';
  }
}

/** A state-changing request from another site is refused (CSRF): Origin, else Referer, must be this host. */
export function isCrossSite(req: NextApiRequest): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host ?? '';
  const origin = hostOf(req.headers.origin) ?? hostOf(req.headers.referer);
  return origin !== null && origin !== host.toLowerCase();
}

async function readBody(req: NextApiRequest, maxBytes: number): Promise<unknown> {
  if (req.body !== undefined) {
    // Next's own parser ran (routes that keep bodyParser): a string body means it was not JSON.
    if (typeof req.body === 'string' && req.body.trim() !== '') {
      try {
        return JSON.parse(req.body);
      } catch {
        throw new ApiError(400, 'The request body is not valid JSON.', 'invalid_json');
      }
    }
    return req.body === '' ? undefined : req.body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new ApiError(413, `The request body is larger than ${maxBytes} bytes.`, 'too_large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', 'invalid_json');
  }
}

/**
 * Answers with the error envelope plus the request id (`{ errors, requestId }`, also in the X-Request-Id
 * header), so a shopper's error can be found in the logs; unknown errors are logged and hidden behind a
 * generic message.
 */
export function sendError(res: NextApiResponse, error: unknown): void {
  if (res.headersSent) return;
  const requestId = requestIdOf(res.req, res);
  const reply = (status: number, body: ErrorEnvelope) => res.status(status).json({ ...body, requestId });
  if (error instanceof ApiError) {
    reply(error.status, envelope(error.message, error.code));
  } else if (isCommerceError(error)) {
    reply(error.status, envelope(error.message, error.code));
  } else if (error instanceof ValidationError) {
    reply(400, { errors: error.errors.map((message) => ({ message, code: 'invalid_input' })) });
  } else if (error instanceof FetcherError) {
    getLogger().error({ err: error }, 'upstream failure');
    reply(502, envelope('An upstream service did not answer as expected. Please try again.', 'upstream'));
  } else {
    getLogger().error({ err: error }, 'unexpected error');
    reply(500, envelope('Something went wrong on our side. Please try again.', 'internal'));
  }
}

/**
 * Defines an API route: method check (405 with Allow), same-site check for writes, JSON body parsing with a
 * size limit, `{ data }` replies and the one error envelope. Routes should export
 * `config = { api: { bodyParser: false } }` so malformed JSON gets the envelope too.
 */
export function defineRoute(handlers: Partial<Record<Method, RouteHandler>>, options: RouteOptions = {}) {
  const allowed = Object.keys(handlers) as Method[];
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    requestIdOf(req, res);
    try {
      const method = (req.method ?? 'GET').toUpperCase() as Method;
      const handler = handlers[method];
      if (!handler) {
        res.setHeader('Allow', allowed.join(', '));
        throw new ApiError(405, `Method ${method} is not allowed here. Use ${allowed.join(', ')}.`, 'method_not_allowed');
      }
      if (STATE_CHANGING.has(method) && !options.allowCrossSite && isCrossSite(req)) {
        throw new ApiError(403, 'Cross-site requests are not accepted.', 'cross_site');
      }
      const body = method === 'GET' ? undefined : await readBody(req, options.maxBodyBytes ?? 64 * 1024);
      const result = await handler({ req, res, body, query: req.query });
      if (res.headersSent) return;
      if (!result) {
        res.status(204).end();
      } else if (!('data' in result)) {
        res.status(result.status).end();
      } else {
        res.status(result.status ?? 200).json({ data: result.data });
      }
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** Validates a value with a yup schema; the first failing message becomes a 400 (or the given status). */
export async function parseWith<T>(schema: Schema<T>, value: unknown, status = 400): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: true, stripUnknown: true, strict: false });
  } catch (error) {
    if (error instanceof ValidationError) throw new ApiError(status, error.errors[0] ?? 'Invalid input.', 'invalid_input');
    throw error;
  }
}

/** Reads a single query value ("a" for ?x=a&x=b gives "a"). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
