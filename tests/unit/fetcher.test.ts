/** @jest-environment node */
import { fetchJson, FetcherError } from '@/lib/http/fetcher';

function respond(body: string, init: ResponseInit & { type?: string }) {
  return jest.fn(async () => new Response(body, { ...init, headers: { 'content-type': init.type ?? 'application/json' } }));
}

describe('fetchJson', () => {
  it('returns parsed JSON on success and null on 204', async () => {
    await expect(fetchJson('http://x', { fetchImpl: respond('{"data":1}', { status: 200 }) })).resolves.toEqual({ data: 1 });
    const noContent = jest.fn(async () => new Response(null, { status: 204 }));
    await expect(fetchJson('http://x', { fetchImpl: noContent })).resolves.toBeNull();
  });

  it('builds the error from a JSON errors list with the status', async () => {
    const error = await fetchJson('http://x', {
      fetchImpl: respond('{"errors":[{"message":"Bad quantity","code":"invalid_input"}]}', { status: 422 }),
    }).catch((e: FetcherError) => e) as FetcherError;
    expect(error).toBeInstanceOf(FetcherError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ message: 'Bad quantity', code: 'invalid_input' }]);
  });

  it('uses the response text, or the status text when empty, plus the status', async () => {
    const text = await fetchJson('http://x', { fetchImpl: respond('Gateway down', { status: 502, type: 'text/plain' }) }).catch((e: FetcherError) => e) as FetcherError;
    expect(text.message).toBe('Gateway down (502)');
    const empty = await fetchJson('http://x', {
      fetchImpl: respond('', { status: 503, statusText: 'Service Unavailable', type: 'text/plain' }),
    }).catch((e: FetcherError) => e) as FetcherError;
    expect(empty.message).toBe('Service Unavailable (503)');
    // An answer, however bad, is not a failure to get one.
    expect(empty.failure).toBeUndefined();
  });

  it('tells no answer apart from an error answer: a network failure is a 503 with failure "network"', async () => {
    const refused = jest.fn(() => Promise.reject(new TypeError('fetch failed')));
    const error = await fetchJson('http://x', { fetchImpl: refused as unknown as typeof fetch }).catch((e: FetcherError) => e) as FetcherError;
    expect(error.status).toBe(503);
    expect(error.failure).toBe('network');
  });

  it('times out with a 504 FetcherError', async () => {
    const slow = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const error = await fetchJson('http://x', { fetchImpl: slow as unknown as typeof fetch, timeoutMs: 20 }).catch((e: FetcherError) => e) as FetcherError;
    expect(error).toBeInstanceOf(FetcherError);
    expect(error.status).toBe(504);
    expect(error.failure).toBe('timeout');
  });

  it('sends objects as JSON', async () => {
    const spy = respond('{}', { status: 200 });
    await fetchJson('http://x', { method: 'POST', body: { a: 1 }, fetchImpl: spy });
    const [, init] = spy.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });
});
