/** @jest-environment node */
import { requestStorage } from '@/lib/operations/request-context';
import { logRequestLine, writeQueuedRequestLines } from '@/lib/operations/request-lines';
import { captureLogs, type CapturedLogs } from '../support/capture-logs';

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs('info');
});
afterEach(() => logs.restore());
afterAll(() => process.removeListener('exit', writeQueuedRequestLines));

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const line = (requestId: string, status = 200) => ({ requestId, traceId: undefined as string | undefined, method: 'GET', route: '/api/bigcommerce/cart', status, durationMs: 1.2 });

it("writes a turn's request lines together once the turn is over, each with its own ids", async () => {
  // Queued inside another request's context: the lines keep their own ids, not the context's.
  requestStorage().run({ requestId: 'someone-else-0001', traceId: 'f'.repeat(32) }, () => {
    logRequestLine('info', line('request-a-000001'));
    logRequestLine('info', { ...line('request-b-000002'), traceId: 'a'.repeat(32), cache: 'hit' });
  });
  expect(logs.lines).toEqual([]);
  await nextTurn();
  await nextTurn();
  expect(logs.lines.map((l) => [l.msg, l.requestId, l.traceId, l.status, l.cache])).toEqual([
    ['request', 'request-a-000001', undefined, 200, undefined], // no traceId key when not traced
    ['request', 'request-b-000002', 'a'.repeat(32), 200, 'hit'],
  ]);
  expect(Object.keys(logs.lines[0])).not.toContain('traceId');
  expect(logs.lines[0]).toMatchObject({ level: 'info', method: 'GET', route: '/api/bigcommerce/cart', durationMs: 1.2, time: expect.any(String) });
});

it('writes an error line at once, after the lines queued before it', () => {
  logRequestLine('info', line('request-a-000001'));
  logRequestLine('error', line('request-c-000003', 500));
  expect(logs.lines.map((l) => [l.level, l.requestId])).toEqual([
    ['info', 'request-a-000001'],
    ['error', 'request-c-000003'],
  ]);
});

it('queues nothing below the level, and writes what is queued on exit', () => {
  logRequestLine('debug', line('probe-00000001'));
  logRequestLine('info', line('request-d-000004'));
  expect(process.listeners('exit')).toContain(writeQueuedRequestLines);
  writeQueuedRequestLines(); // what the exit hook runs
  expect(logs.lines.map((l) => l.requestId)).toEqual(['request-d-000004']);
});
