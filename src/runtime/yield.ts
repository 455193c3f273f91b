/** Giving the main thread back: between units of work, after a frame, and until an element is near. */
import { idle } from './timers';

/** Resolves in a new task (scheduler.yield where it exists). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves in the task after the next frame has rendered. */
export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));

/**
 * Resolves when `element` comes within `margin` of the viewport or the browser is idle, whichever
 * is first; never if `signal` aborts first. Used for below-the-fold handlers.
 */
export function whenVisibleOrIdle(element: Element, signal: AbortSignal, margin = '200px', limit = 2000): Promise<void> {
  return new Promise((resolve) => {
    const settled = new AbortController();
    const done = () => {
      if (settled.signal.aborted) return;
      settled.abort();
      if (!signal.aborted) resolve();
    };
    signal.addEventListener('abort', done, { once: true, signal: settled.signal });
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: margin });
      observer.observe(element);
      settled.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
    idle(done, settled.signal, limit);
  });
}
