import type { NextApiRequest, NextApiResponse } from 'next';
import { ValidationError, type Schema } from 'yup';
import { ApiError, envelope, type ErrorEnvelope } from './api-error';
import { requestHost } from './client-address';
import { setFlash, keptValues, type FlashError } from './flash';
import { isFormContentType, parseFormBody } from './form-body';
import { cleanParsedBody, isDisconnect, parseJsonBody, readBodyText } from './json-body';
import { safeReturnPath } from './return-path';
import { classifyUpstream, RETRY_AFTER_SECONDS, upstreamMessage } from './upstream-error';
import { isCommerceError } from '../commerce/errors';
import { getLogger, scrub } from '../operations/logger';
import { requestIdOf } from '../operations/request-context';
import { isStorageFault } from '../sqlite/faults';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser's own form submission (not a script's fetch): it is answered with a 303, never with JSON. */
export interface FormPost {
  /** Where success goes: the form's `returnTo` field, else the page the form was on. Always a safe path. */
  returnTo: string;
  /** The page the form was on (the Referer's path, else returnTo): errors go back there. Always a safe path. */
  page: string;
  /** The form's `_form` field: which form on the page the errors and values belong to. */
  id?: string;
}

export interface RouteContext {
  req: NextApiRequest;
  res: NextApiResponse;
  /** The parsed body, JSON or form fields (undefined when there is none). */
  body: unknown;
  query: NextApiRequest['query'];
  /** Set for a browser form post (`application/x-www-form-urlencoded`), null for JSON and fetch calls. */
  form: FormPost | null;
}

/**
 * What a handler returns: the data to wrap in `{ data }` (null allowed), or a status with no body. For a form post,
 * `message` is shown once on the next page and `redirect` (a same-site path) replaces the form's `returnTo`.
 */
type RouteResult = ({ data: unknown; status?: number } | { status: 204 }) & FormOutcome | void;

interface FormOutcome {
  message?: string;
  redirect?: string;
}

type RouteHandler = (ctx: RouteContext) => Promise<RouteResult> | RouteResult;

interface RouteOptions {
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /**
   * Runs before the body is read (webhooks: a caller without the right secret is refused, e.g. with ApiError 401,
   * before anything of its request is parsed).
   */
  authorize?: (req: NextApiRequest) => void | Promise<void>;
  /**
   * The handler needs no body (sign-out): a body that cannot be read (not JSON, junk, too large) is left out
   * instead of refused, so the action never depends on what a client happened to send with it.
   */
  bodyOptional?: boolean;
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

/**
 * A state-changing request from another site is refused (CSRF): Origin, else Referer, must be this host (the
 * Host header, or a forwarded host only from a proxy TRUST_PROXY trusts: lib/http/client-address.ts).
 */
function isCrossSite(req: NextApiRequest): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = hostOf(req.headers.origin) ?? hostOf(req.headers.referer);
  return origin !== null && origin !== requestHost(req);
}

async function readBody(req: NextApiRequest, maxBytes: number): Promise<unknown> {
  if (req.body === undefined && isFormContentType(req.headers['content-type'])) {
    return parseFormBody(await readBodyText(req, maxBytes));
  }
  if (req.body !== undefined) {
    // Next's own parser ran (routes that keep bodyParser): a string body means it was not JSON.
    if (typeof req.body === 'string') return parseJsonBody(req.body);
    return cleanParsedBody(req.body);
  }
  return parseJsonBody(await readBodyText(req, maxBytes));
}

/** The body for a route whose handler needs none (bodyOptional): one readBody refuses is left out, not refused. */
async function readOptionalBody(req: NextApiRequest, res: NextApiResponse, maxBytes: number): Promise<unknown> {
  try {
    return await readBody(req, maxBytes);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The rest of a body cut off at the size limit is not read: the connection closes after the answer.
    if (error.code === 'too_large') res.setHeader('Connection', 'close');
    return undefined;
  }
}

interface ErrorReply {
  status: number;
  body: ErrorEnvelope;
  /** The input field each error of `body` is about, where there is one. */
  fields?: (string | undefined)[];
}

/**
 * The status and envelope an error is answered with (headers such as Retry-After are set on `res`); unknown
 * errors are logged and hidden behind a generic message.
 */
function errorReply(res: NextApiResponse, error: unknown): ErrorReply {
  const upstream = classifyUpstream(error);
  if (error instanceof ApiError) {
    const problems = error.problems ?? [{ message: error.message, field: error.field }];
    const errors = problems.map(({ message }) => (error.code ? { message, code: error.code } : { message }));
    return { status: error.status, body: { errors }, fields: problems.map((problem) => problem.field) };
  }
  if (upstream) {
    // BigCommerce, Sanity, Algolia ... down, slow or erroring: 503 (try again later) or 502 (bad answer), never a 500.
    getLogger().error(
      { upstream: upstream.service ?? null, upstreamStatus: upstream.upstreamStatus ?? null, detail: scrub(upstream.message) },
      'upstream failure',
    );
    if (upstream.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    return { status: upstream.status, body: envelope(upstreamMessage(upstream), upstream.status === 503 ? 'upstream_unavailable' : 'upstream') };
  }
  if (isStorageFault(error)) {
    // Already logged (with the file) where it was raised.
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return { status: 503, body: envelope(error.message, error.kind === 'busy' ? 'busy' : 'unavailable') };
  }
  if (isCommerceError(error)) return { status: error.status, body: envelope(error.message, error.code) };
  if (error instanceof ValidationError) {
    const failures = error.inner.length ? error.inner : [error];
    return {
      status: 400,
      body: { errors: failures.map((failure) => ({ message: failureMessage(failure), code: 'invalid_input' })) },
      fields: failures.map((failure) => failure.path),
    };
  }
  getLogger().error({ err: error }, 'unexpected error');
  return { status: 500, body: envelope('Something went wrong on our side. Please try again.', 'internal') };
}

/**
 * Answers with the error envelope plus the request id (`{ errors, requestId }`, also in the X-Request-Id
 * header), so a shopper's error can be found in the logs; unknown errors are logged and hidden behind a
 * generic message.
 */
export function sendError(res: NextApiResponse, error: unknown): void {
  if (res.headersSent) return;
  const requestId = requestIdOf(res.req, res);
  const { status, body } = errorReply(res, error);
  // Fields that fail alike (two lists over one limit) are one message for a JSON caller; a form shows it at each.
  const errors = body.errors.filter((item, index) => body.errors.findIndex((other) => other.message === item.message) === index);
  res.status(status).json({ ...body, errors, requestId });
}

/** 303 See Other: the browser follows it with a GET, so a reload never posts the form again. */
function seeOther(res: NextApiResponse, path: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Location', path);
  res.status(303).end();
}

const FORM_FIELDS = new Set(['_method', '_form', 'returnTo']);
/** The methods an HTML form, which only sends GET and POST, names in its `_method` field. */
const FORM_METHODS = ['PUT', 'PATCH', 'DELETE'] as const;
type FormMethod = (typeof FORM_METHODS)[number];

/** One field of a parsed body (JSON or form) as sent, whatever its type; undefined when the body is not an object. */
export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function formField(body: unknown, name: string): string | undefined {
  const value = bodyField(body, name);
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The page a form was posted from, as a same-site path (the cross-site check has already judged its origin). */
function refererPath(req: NextApiRequest): string | undefined {
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return safeReturnPath(`${url.pathname}${url.search}`, '') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A form post's pages from the page it came from (the Referer's same-site path) and, once read, its body's
 * `returnTo` and `_form` fields. Before the body is read (a refusal such as 413 comes first) both pages are the
 * Referer's, else the home page.
 */
function formPostOf(referer: string | undefined, body?: unknown): FormPost {
  const returnTo = safeReturnPath(formField(body, 'returnTo'), referer ?? '/');
  const id = formField(body, '_form')?.slice(0, 64);
  return { returnTo, page: referer ?? returnTo, ...(id ? { id } : {}) };
}

/** The body a handler sees: the form's own control fields (_method, _form, returnTo) taken out. */
function withoutFormFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !FORM_FIELDS.has(key)));
}

/** A form post that did not go through: back to its page, with the messages and what was typed (no password). */
async function sendFormError(req: NextApiRequest, res: NextApiResponse, form: FormPost, body: unknown, error: unknown): Promise<void> {
  if (res.headersSent) return;
  const { status, body: reply, fields = [] } = errorReply(res, error);
  const errors: FlashError[] = reply.errors.map(({ message }, index) => (fields[index] ? { message, field: fields[index] } : { message }));
  getLogger().info({ status, path: req.url?.split('?')[0] }, 'form post refused');
  await setFlash(req, res, { errors, values: keptValues(body), ...(form.id ? { form: form.id } : {}) });
  seeOther(res, form.page);
}

/**
 * Defines an API route: method check (405 with Allow), same-site check for writes, the route's own `authorize`
 * check (before the body is read), JSON body parsing (size limit 413, nesting limit 400, prototype keys dropped:
 * lib/http/json-body.ts), `{ data }` replies and the one error envelope. A client that disconnects mid-request is
 * logged in one line and left alone. Routes should export `config = { api: { bodyParser: false } }` so malformed
 * JSON gets the envelope too.
 */
export function defineRoute(handlers: Partial<Record<Method, RouteHandler>>, options: RouteOptions = {}) {
  // HEAD is answered wherever GET is (the GET handler runs; Node sends its headers without the body).
  const allowed = Object.keys(handlers).flatMap((name) => (name === 'GET' ? ['GET', 'HEAD'] : [name]));
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    requestIdOf(req, res);
    let form: FormPost | null = null;
    let body: unknown;
    try {
      const requested = (req.method ?? 'GET').toUpperCase();
      let method = (requested === 'HEAD' ? 'GET' : requested) as Method;
      const isForm = method === 'POST' && isFormContentType(req.headers['content-type']);
      // A form post may name its method in `_method` (read with the body, below): a route with only PUT takes it.
      const overridable = isForm && FORM_METHODS.some((name) => handlers[name]);
      if (!handlers[method] && !overridable) {
        res.setHeader('Allow', allowed.join(', '));
        throw new ApiError(405, `Method ${requested} is not allowed here. Use ${allowed.join(', ')}.`, 'method_not_allowed');
      }
      if (STATE_CHANGING.has(method) && isCrossSite(req)) {
        throw new ApiError(403, 'Cross-site requests are not accepted.', 'cross_site');
      }
      // Only routes that have one wait for it (an await of nothing would still cost every API request a turn).
      if (options.authorize) await options.authorize(req);
      const referer = isForm ? refererPath(req) : undefined;
      if (isForm) form = formPostOf(referer);
      const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
      body = method === 'GET' ? undefined : await (options.bodyOptional ? readOptionalBody(req, res, maxBodyBytes) : readBody(req, maxBodyBytes));
      if (isForm) {
        form = formPostOf(referer, body);
        // HTML forms only send GET and POST: `_method` reaches the route's PUT, PATCH or DELETE.
        const override = formField(body, '_method')?.toUpperCase();
        if (override && override !== 'POST') {
          if (!FORM_METHODS.includes(override as FormMethod)) throw new ApiError(400, `The form's method "${override.slice(0, 16)}" is not one of PUT, PATCH or DELETE.`, 'invalid_input');
          method = override as FormMethod;
        }
        if (!handlers[method]) {
          res.setHeader('Allow', allowed.join(', '));
          throw new ApiError(405, `Method ${method} is not allowed here. Use ${allowed.join(', ')}.`, 'method_not_allowed');
        }
        body = withoutFormFields(body);
      }
      const result = await handlers[method]!({ req, res, body, query: req.query, form });
      if (res.headersSent) return;
      if (form) {
        const next = safeReturnPath(result?.redirect, form.returnTo);
        // Back to the page it was posted from (a discount code applied at checkout): what was typed there stays.
        const kept = form.id && next === form.page ? { form: form.id, values: keptValues(body) } : {};
        if (result?.message || kept.form) await setFlash(req, res, { ...(result?.message ? { message: result.message } : {}), ...kept });
        seeOther(res, next);
      } else if (!result) {
        res.status(204).end();
      } else if (!('data' in result)) {
        res.status(result.status).end();
      } else {
        res.status(result.status ?? 200).json({ data: result.data });
      }
    } catch (error) {
      if (isDisconnect(req, error) || (req.destroyed && !req.complete)) {
        // Nothing to answer and nothing wrong on our side: one line, no stack trace.
        getLogger().warn({ method: req.method, path: req.url?.split('?')[0] }, 'the client disconnected before the request was complete');
        res.end();
        return;
      }
      // A body cut off at the size limit is not read further: the connection closes after the answer.
      if (error instanceof ApiError && error.code === 'too_large') res.setHeader('Connection', 'close');
      if (form) await sendFormError(req, res, form, body, error);
      else sendError(res, error);
    }
  };
}

const TYPE_NAMES: Record<string, string> = { string: 'text', boolean: 'true or false', number: 'a number', date: 'a date' };

/**
 * A schema's own message, except where a value of the wrong kind was sent (an array or object for a text field, a word
 * for a number): yup's default for that quotes the value back in code-like text, so it says which field and what kind
 * of value it takes.
 */
function failureMessage(failure: ValidationError): string {
  if (failure.type !== 'typeError' || !failure.message.includes(' must be a `')) return failure.message;
  const kind = TYPE_NAMES[String(failure.params?.type)] ?? 'a single value';
  return `${failure.path ?? 'The value'} must be ${kind}.`;
}

/**
 * Validates a value with a yup schema; what fails becomes a 400 (or the given status) answering every invalid field at
 * once, in the schema's order, with the first message of each: a form posted without JavaScript shows them all.
 */
export async function parseWith<T>(schema: Schema<T>, value: unknown, status = 400): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length ? error.inner : [error];
    const problems = failures
      .filter((failure, index) => failures.findIndex((other) => other.path === failure.path) === index)
      .map((failure) => ({ message: failureMessage(failure), field: failure.path }));
    throw new ApiError(status, problems[0]?.message ?? 'Invalid input.', 'invalid_input', problems[0]?.field, problems);
  }
}
