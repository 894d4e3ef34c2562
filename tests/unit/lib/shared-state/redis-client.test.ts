/** @jest-environment node */
import { requestStorage } from '@/lib/operations/request-context';
import { closeRedisClients, redisClient } from '@/lib/shared-state/redis-client';
import { captureLogs } from '@/tests/support/capture-logs';

afterAll(() => closeRedisClients());

it("logs a Redis outage under no request's id, though a request first needed the client", async () => {
  const logs = captureLogs();
  try {
    // Nothing listens on port 1: the client's first connection attempt fails and it says so.
    requestStorage().run({ requestId: 'req-that-made-it' }, () => redisClient('redis://127.0.0.1:1/0'));
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (logs.lines.some((line) => line.msg === 'redis error')) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    const line = logs.lines.find((entry) => entry.msg === 'redis error');
    expect(line).toMatchObject({ level: 'error', err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) });
    expect(line).not.toHaveProperty('requestId');
  } finally {
    logs.restore();
  }
});
