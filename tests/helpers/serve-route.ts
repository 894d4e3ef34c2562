/**
 * Serves one Next.js API route module on 127.0.0.1 (a free port) through Next's own API resolver, so a test
 * talks to it over real HTTP with fetch: the route's `config` (bodyParser: false), req.query, req.cookies,
 * res.status/json and headers behave as in `next start`.
 *
 *   const route = await serveRoute(await import('@/pages/api/bigcommerce/cart'));
 *   const res = await route.request('POST', '/?include=line_items', { body: { item }, cookies: { bc_cartId: id } });
 *   await route.close();
 */
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import type { NextApiHandler } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { sessionOptions, type SessionData } from '@/lib/http/session';

export interface RouteModule {
  default: NextApiHandler;
  /** `export const config = { api: { bodyParser: false } }` (typed loosely: routes do not annotate it). */
  config?: { api?: Record<string, unknown> };
}

export interface RequestOptions {
  /** Sent as JSON unless it is a string (sent as it is, e.g. malformed JSON). */
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as a browser's form post (application/x-www-form-urlencoded) instead of `body`. */
  form?: Record<string, string | string[]>;
}

export interface RouteResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null for an empty body. */
  json: unknown;
  text: string;
  /** Set-Cookie headers by cookie name: the value ('' when cleared) and the attributes as written. */
  cookies: Record<string, { value: string; attributes: string; maxAge: number | null }>;
}

export interface ServeOptions {
  /**
   * Stands in for the server's on-demand revalidation (`res.revalidate(path)`), which `next start` does by rendering
   * the page; called with each path, and whether only a page Next has already generated is to be regenerated
   * (`unstable_onlyGenerated`). Without it every revalidation fails, as outside a Next server.
   */
  revalidate?: (urlPath: string, onlyGenerated: boolean) => Promise<void>;
}

export interface ServedRoute {
  url: string;
  request(method: string, pathAndQuery?: string, options?: RequestOptions): Promise<RouteResponse>;
  close(): Promise<void>;
}

function queryOf(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url, 'http://127.0.0.1').searchParams) {
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

function parseSetCookies(headers: Headers): RouteResponse['cookies'] {
  const cookies: RouteResponse['cookies'] = {};
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const maxAge = /max-age=(-?\d+)/i.exec(line);
    cookies[name] = {
      value: decodeURIComponent(pair.slice(index + 1).trim()),
      attributes: attributes.map((attribute) => attribute.trim()).join('; '),
      maxAge: maxAge ? Number(maxAge[1]) : null,
    };
  }
  return cookies;
}

export async function serveRoute(routeModule: RouteModule, page = '/api/test-route', options: ServeOptions = {}): Promise<ServedRoute> {
  const { revalidate } = options;
  const server = http.createServer((req, res) => {
    void apiResolver(
      req,
      res,
      queryOf(req.url ?? '/'),
      routeModule,
      {
        previewModeId: 'test-preview-mode-id',
        previewModeEncryptionKey: 'test-preview-mode-encryption-key',
        previewModeSigningKey: 'test-preview-mode-signing-key',
        dev: false,
        internalRevalidate: revalidate && (({ urlPath, opts }) => revalidate(urlPath, opts?.unstable_onlyGenerated === true)),
      },
      false,
      false,
      page,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    async request(method, pathAndQuery = '/', options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.form) {
        const fields = new URLSearchParams();
        for (const [name, value] of Object.entries(options.form)) for (const one of [value].flat()) fields.append(name, one);
        body = fields.toString();
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
      } else if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (options.cookies) {
        headers.cookie = Object.entries(options.cookies)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; ');
      }
      const response = await fetch(`${url}${pathAndQuery}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let json: unknown = null;
      if (text !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
      }
      return { status: response.status, headers: response.headers, json, text, cookies: parseSetCookies(response.headers) };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/**
 * A session cookie as the app itself would seal it (same secret, name and lifetime as lib/http/session.ts),
 * for `request(..., { cookies: { ...await sessionCookie({ customerId: 7 }) } })`. Set SESSION_SECRET (or
 * DATA_DIR) before calling it.
 */
export async function sessionCookie(data: SessionData): Promise<Record<string, string>> {
  const plainHttp = { headers: {}, socket: {} } as IncomingMessage;
  const options = sessionOptions(plainHttp);
  const sealed = await sealData({ createdAt: Date.now(), ...data }, { password: options.password, ttl: options.ttl });
  return { [options.cookieName]: sealed };
}
