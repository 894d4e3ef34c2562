import { webcrypto } from 'node:crypto';
import '@testing-library/jest-dom';

// jsdom's crypto has no `subtle`; the server code that component tests drive (iron-session's seal) needs Node's.
if (typeof window !== 'undefined' && !globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
}

// jsdom has no IntersectionObserver; without one next/link marks itself visible from an idle callback, a
// state update outside act(). A quiet observer keeps component tests free of that noise.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class QuietIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: QuietIntersectionObserver, writable: true });
}

// App log lines stay out of the test output unless asked for (LOG_LEVEL=info npx jest ...); tests that check
// logs capture them (tests/helpers/capture-logs.ts).
process.env.LOG_LEVEL ??= 'silent';

// A test file that searched through the API started the search worker (lib/search/engine/thread.ts): stop it, so
// jest's process is not left waiting on the thread.
afterAll(async () => {
  const thread = (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[Symbol.for('bulk.search.thread')];
  await thread?.stop();
});
