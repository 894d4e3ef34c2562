/** @jest-environment node */
import { UpstreamError } from '@/lib/http/upstream-error';
import { logRequestError } from '@/lib/operations/request-error';
import { captureLogs } from '@/tests/support/capture-logs';
import { onRequestError } from '@/instrumentation';

const request = { path: '/reset-password?c=42&t=secret-reset-token', method: 'GET' };
const route = { routePath: '/[...slug]', routeType: 'render' };

describe('a request that failed while rendering', () => {
  it('is one JSON line: a warning naming the service when an upstream did not answer', () => {
    const logs = captureLogs();
    try {
      logRequestError(new UpstreamError({ service: 'content', status: 503, message: 'content: fetch failed' }), request, route);
      expect(logs.lines).toEqual([
        expect.objectContaining({ level: 'warn', msg: 'request failed: an upstream service did not answer', service: 'content', path: '/reset-password', route: '/[...slug]', err: expect.objectContaining({ message: 'content: fetch failed' }) }),
      ]);
      expect(logs.text()).not.toContain('secret-reset-token');
    } finally {
      logs.restore();
    }
  });

  it('is an error for anything else, also through the instrumentation hook Next.js calls', async () => {
    const logs = captureLogs();
    const runtime = process.env.NEXT_RUNTIME;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      await onRequestError(new TypeError('boom'), request, route);
      expect(logs.lines).toEqual([expect.objectContaining({ level: 'error', msg: 'request failed', method: 'GET', routeType: 'render', err: expect.objectContaining({ message: 'boom' }) })]);
    } finally {
      process.env.NEXT_RUNTIME = runtime;
      logs.restore();
    }
  });
});
