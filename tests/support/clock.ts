/**
 * Jest only. Stops Date at `now` (and only Date: timers, ticks, microtasks and performance run as usual), so that a
 * test of time windows (rate limits, delays, expiries) checks their rules, not how fast the machine got through
 * the requests in between. The clock moves only when the test says.
 *
 *   const clock = stopDate();
 *   try { ...; clock.advance(1_100); ... } finally { clock.restore(); }
 */
export interface StoppedDate {
  advance(ms: number): void;
  restore(): void;
}

export function stopDate(now = Date.now()): StoppedDate {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  return {
    advance: (ms) => jest.setSystemTime(Date.now() + ms),
    restore: () => jest.useRealTimers(),
  };
}
