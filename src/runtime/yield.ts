/** Gives the main thread back between units of work (scheduler.yield where it exists). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves when `element` comes within `margin` of the viewport or the browser is idle, whichever
 * is first; never if `signal` aborts first. Used for below-the-fold handlers.
 */
export function whenVisibleOrIdle(element: Element, signal: AbortSignal, margin = '200px', idleTimeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined;
    let idle: number | undefined;
    const done = () => {
      observer?.disconnect();
      if (idle !== undefined) cancelIdle(idle);
      signal.removeEventListener('abort', done);
      if (!signal.aborted) resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: margin });
      observer.observe(element);
    }
    idle = requestIdle(done, idleTimeout);
  });
}

function requestIdle(callback: () => void, timeout: number): number {
  if (typeof requestIdleCallback === 'function') return requestIdleCallback(callback, { timeout });
  return setTimeout(callback, Math.min(timeout, 200)) as unknown as number;
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
