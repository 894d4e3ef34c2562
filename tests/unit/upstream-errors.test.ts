/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiResponse } from 'next';
import ErrorPage from '@/pages/_error';
import { ApiError } from '@/lib/http/api-error';
import { DEFAULT_TIMEOUT_MS, FetcherError, fetchJson } from '@/lib/http/fetcher';
import { sendError } from '@/lib/http/route';
import { classifyUpstream, toUpstreamError, UpstreamError } from '@/lib/http/upstream-error';
import { CommerceError } from '@/lib/commerce/errors';
import { StorageFault } from '@/lib/sqlite/faults';
import { ContentService } from '@/lib/content';
import { createSanitySource } from '@/lib/content/sanity';
import { resetConfigForTests } from '@/lib/config';
import { getServerSearchClient } from '@/lib/search/server-client';

/** A minimal NextApiResponse that records what sendError writes. */
function recorder() {
  const headers: Record<string, string> = {};
  const out = { status: 0, body: undefined as unknown, headers };
  const res = {
    headersSent: false,
    req: { headers: {} },
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
  };
  return { res: res as unknown as NextApiResponse, out };
}

function answer(error: unknown) {
  const { res, out } = recorder();
  sendError(res, error);
  return out;
}

describe('API routes: upstream failures are 502/503 with a clear message, never a 500', () => {
  it('an upstream that does not answer (network error, the 120 s timeout) or answers 5xx/429 is a 503 with Retry-After', () => {
    for (const status of [503, 504, 500, 502, 429]) {
      const out = answer(new FetcherError({ message: 'upstream said no', status }));
      expect(out.status).toBe(503);
      expect(out.headers['retry-after']).toBe('30');
      expect(out.headers['cache-control']).toBe('no-store');
      expect(out.body).toEqual({ errors: [{ message: 'A service the shop relies on is not answering right now. Please try again in a moment.', code: 'upstream_unavailable' }], requestId: out.headers['x-request-id'] });
    }
  });

  it('an upstream that refuses us or answers nonsense is a 502', () => {
    const refused = answer(new FetcherError({ message: 'Unauthorized (401)', status: 401 }));
    expect(refused.status).toBe(502);
    expect(refused.headers['retry-after']).toBeUndefined();
    const store = answer(new CommerceError('upstream', 'The hosted store could not answer: boom'));
    expect(store).toMatchObject({ status: 502, body: { errors: [{ message: 'The store answered with an error. Please try again in a moment.', code: 'upstream' }] } });
  });

  it('names the service when the adapter knows it, and keeps the vendor detail out of the answer', () => {
    const out = answer(toUpstreamError('search', Object.assign(new Error('Unreachable hosts - your application id may be incorrect'), { name: 'RetryError' })));
    expect(out.status).toBe(503);
    expect(JSON.stringify(out.body)).not.toMatch(/application id/);
    expect(out.body).toEqual({ errors: [{ message: 'Search is not answering right now. Please try again in a moment.', code: 'upstream_unavailable' }], requestId: out.headers['x-request-id'] });
  });

  it('leaves the shopper-facing errors as they were, and a bug is still a 500', () => {
    expect(answer(new ApiError(400, 'Bad input.', 'invalid_input'))).toMatchObject({ status: 400 });
    expect(answer(new CommerceError('not_found', 'No such cart.'))).toMatchObject({ status: 404 });
    expect(answer(new CommerceError('rate_limited', 'Too many requests.'))).toMatchObject({ status: 429 });
    expect(answer(new TypeError('x is undefined'))).toMatchObject({ status: 500 });
  });

  it('the fetch wrapper keeps its 120 s timeout', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(120_000);
  });
});

describe('classifyUpstream', () => {
  it('maps vendor statuses: none/5xx/429 unavailable, others a bad answer', () => {
    expect(toUpstreamError('content', new Error('socket hang up')).status).toBe(503);
    expect(toUpstreamError('content', Object.assign(new Error('x'), { statusCode: 500 })).status).toBe(503);
    expect(toUpstreamError('content', Object.assign(new Error('x'), { statusCode: 401 })).status).toBe(502);
    expect(toUpstreamError('search', Object.assign(new Error('x'), { status: 403 })).status).toBe(502);
  });

  it('recognises errors by name too (pages/_error gets them from another bundle)', () => {
    const foreign = { name: 'UpstreamError', status: 503, service: 'content', message: 'down' };
    expect(classifyUpstream(foreign)).toBeInstanceOf(UpstreamError);
    expect(classifyUpstream({ name: 'FetcherError', status: 504, message: 'timed out' })?.status).toBe(503);
    expect(classifyUpstream({ name: 'CommerceError', code: 'upstream', status: 502, message: 'x' })?.service).toBe('commerce');
    expect(classifyUpstream({ name: 'CommerceError', code: 'not_found', status: 404 })).toBeNull();
    expect(classifyUpstream(new Error('bug'))).toBeNull();
    expect(classifyUpstream(null)).toBeNull();
  });
});

describe('pages/_error: the 503 state for upstream failures', () => {
  function render(err: unknown, statusCode = 500) {
    const headers: Record<string, string> = {};
    const res = { statusCode, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), getHeader: (name: string) => headers[name.toLowerCase()] };
    const props = ErrorPage.getInitialProps({ res, err } as never);
    return { props, status: res.statusCode, headers };
  }

  it('an upstream failure thrown by getStaticProps/getServerSideProps becomes 503 with Retry-After, private', () => {
    const out = render(new UpstreamError({ service: 'content', status: 503 }));
    expect(out).toEqual({ props: { statusCode: 503, requestId: null }, status: 503, headers: { 'retry-after': '30', 'cache-control': 'private, no-store' } });
    expect(render(new FetcherError({ message: 'Network error', status: 503 })).status).toBe(503);
    expect(render(new CommerceError('upstream', 'bad answer')).status).toBe(503);
    // The store's REST quota spent: the page cannot be built either.
    expect(render(new CommerceError('rate_limited', 'The store is busy')).status).toBe(503);
    // The embedded database busy past its wait, read-only, full or corrupt (lib/sqlite/faults): the same state.
    expect(render(new StorageFault('busy', '/data/store.db')).status).toBe(503);
    expect(render(new StorageFault('corrupt', '/data/store.db')).status).toBe(503);
  });

  it('anything else keeps its status', () => {
    expect(render(new Error('bug'))).toMatchObject({ props: { statusCode: 500 }, status: 500, headers: {} });
    expect(render(new CommerceError('forbidden', 'Not yours'))).toMatchObject({ props: { statusCode: 500 }, status: 500 });
  });
});

describe('adapters wrap their vendor errors', () => {
  let server: http.Server;
  let origin = '';
  let mode: 'error' | 'close' = 'error';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (mode === 'close') {
        req.socket.destroy();
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom","message":"internal"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('Sanity: an error answer and a dropped connection are UpstreamErrors of the content service', async () => {
    const content = new ContentService(
      createSanitySource({ projectId: 'test', dataset: 'production', token: 't', apiVersion: '2025-02-19', apiHost: origin }),
    );
    mode = 'error';
    await expect(content.getPage('about-us')).rejects.toMatchObject({ name: 'UpstreamError', service: 'content', status: 503, upstreamStatus: 500 });
    mode = 'close';
    await expect(content.getPage('about-us')).rejects.toMatchObject({ name: 'UpstreamError', service: 'content', status: 503, upstreamStatus: null });
  });

  it('Algolia (ALGOLIA_HOSTS): unreachable hosts are an UpstreamError of the search service on the server', async () => {
    mode = 'close';
    const saved = { ...process.env };
    Object.assign(process.env, { NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'key', ALGOLIA_HOSTS: origin });
    resetConfigForTests();
    try {
      const search = getServerSearchClient().search([{ indexName: 'sanity_production_products', params: {} }] as never) as Promise<unknown>;
      await expect(search).rejects.toMatchObject({ name: 'UpstreamError', service: 'search', status: 503 });
    } finally {
      process.env = saved;
      resetConfigForTests();
    }
  });

  it('the fetch wrapper: a dropped connection is a 503 FetcherError (unavailable)', async () => {
    mode = 'close';
    const error = await fetchJson(`${origin}/x`).catch((e: unknown) => e);
    expect(classifyUpstream(error)?.status).toBe(503);
  });
});
