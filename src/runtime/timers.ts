/**
 * Timers tied to an AbortSignal: cleared when the signal aborts, their abort listener gone once
 * they have run. Each returns a function that cancels it early. Handlers reach them through
 * `this.later()`, `this.every()` and `this.idle()`; code outside a handler passes its own signal.
 */
export type Cancel = () => void;

function tie<H>(signal: AbortSignal, start: (run: () => void) => H, stop: (handle: H) => void, callback: () => void, repeat = false): Cancel {
  if (signal.aborted) return () => undefined;
  const cancel = () => {
    stop(handle);
    signal.removeEventListener('abort', cancel);
  };
  const handle = start(() => {
    if (!repeat) signal.removeEventListener('abort', cancel);
    callback();
  });
  signal.addEventListener('abort', cancel, { once: true });
  return cancel;
}

/** setTimeout tied to `signal`. */
export const timeout = (callback: () => void, ms: number, signal: AbortSignal): Cancel => tie(signal, (run) => setTimeout(run, ms), clearTimeout, callback);

/** setInterval tied to `signal`. */
export const interval = (callback: () => void, ms: number, signal: AbortSignal): Cancel =>
  tie(signal, (run) => setInterval(run, ms), clearInterval, callback, true);

/** requestIdleCallback (at most `limit` ms later) tied to `signal`; a short timeout where the browser has none. */
export const idle = (callback: () => void, signal: AbortSignal, limit = 2000): Cancel =>
  typeof requestIdleCallback === 'function'
    ? tie(signal, (run) => requestIdleCallback(run, { timeout: limit }), cancelIdleCallback, callback)
    : timeout(callback, Math.min(limit, 200), signal);
