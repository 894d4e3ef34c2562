/**
 * When the browser has time for work the first view does not need: after the page's load event, at the next idle
 * period (or after `timeoutMs` of a busy page). Browser only.
 */
export function afterLoadIdle(callback: () => void, timeoutMs = 4000): () => void {
  let cancelIdle = () => {};
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Resolves at the first of: the page being idle after load, or the shopper's first interaction anywhere (a press,
 * a key, a focus), so that code deferred with it is there before the click that needs it lands.
 */
export function idleOrFirstInteraction(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    let cancel = () => {};
    const done = () => {
      cancel();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, done, true);
      resolve();
    };
    cancel = afterLoadIdle(done, timeoutMs);
    for (const type of INTENT_EVENTS) document.addEventListener(type, done, { capture: true, passive: true });
  });
}
