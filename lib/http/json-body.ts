/**
 * Request bodies as the route helper reads them: JSON only, within a size limit (413), nested at most
 * MAX_JSON_DEPTH levels (400: deeper input would overflow the stack of any recursive reader, ours or a
 * library's), and without the names of Object.prototype's members as keys. Those keys (`__proto__`,
 * `constructor`, `toString`, `hasOwnProperty`, ...) are dropped while parsing, so a schema that looks a key up
 * on a plain object can never find an inherited function there, and nothing can reach a prototype.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error';

export const MAX_JSON_DEPTH = 32;

/** Keys dropped from every parsed object: Object.prototype's own names (plus `prototype`). */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** The request was cut off by the client (it disconnected before sending the whole body). */
class ClientDisconnectedError extends Error {
  constructor() {
    super('The client disconnected before the request body was complete.');
    this.name = 'ClientDisconnectedError';
  }
}

/** How deeply the JSON text nests objects and arrays (strings are skipped), scanned without recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth -= 1;
  }
  return deepest;
}

function dropPrototypeKeys(key: string, value: unknown): unknown {
  return PROTOTYPE_KEYS.has(key) ? undefined : value;
}

/** Parses a JSON body: 400 for malformed or too deeply nested JSON; prototype keys are left out. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, 'too_deep');
  }
  try {
    return JSON.parse(text, dropPrototypeKeys);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.', 'invalid_json');
  }
}

/**
 * Reads the whole body as UTF-8 text: 413 past maxBytes (reading stops there; the route answers with
 * `Connection: close` so the rest is never read), ClientDisconnectedError when the client goes away.
 */
export function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  if (req.complete && req.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (settle: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        stop(() => reject(tooLarge(maxBytes)));
      } else chunks.push(chunk);
    };
    const onEnd = () => stop(() => resolve(Buffer.concat(chunks).toString('utf8')));
    const onError = (error: Error) => stop(() => reject(isDisconnect(req, error) ? new ClientDisconnectedError() : error));
    const onClose = () => {
      if (!req.complete) stop(() => reject(new ClientDisconnectedError()));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `The request body is larger than ${maxBytes} bytes.`, 'too_large');
}

/** Whether an error comes from the client going away (aborted request, reset socket). */
export function isDisconnect(req: IncomingMessage, error: unknown): boolean {
  if (error instanceof ClientDisconnectedError) return true;
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ECONNABORTED' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && error.message === 'aborted' && req.destroyed)
  );
}

/**
 * A value Next's own body parser produced (routes that keep it): the same rules, applied by walking the value
 * without recursion. Returns the cleaned value.
 */
export function cleanParsedBody(value: unknown): unknown {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_JSON_DEPTH) {
      throw new ApiError(400, `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, 'too_deep');
    }
    for (const key of Object.keys(node)) {
      if (PROTOTYPE_KEYS.has(key)) delete (node as Record<string, unknown>)[key];
      else stack.push({ node: (node as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return value;
}
