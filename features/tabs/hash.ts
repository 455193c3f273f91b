/**
 * An accordion item named by the page's hash:
 * opened 100 ms after the page is ready and scrolled to, 182 px below the top of the window, in a
 * 600 ms animation (at once under reduced motion).
 */
import { ANCHOR } from '../../src/kit/anchor';

export const HASH_DELAY_MS = 100;
export const HASH_OFFSET_PX = 182;
export const HASH_SCROLL_MS = 600;

/** The id a hash names, or null for an empty or malformed one. */
export function hashId(hash: string): string | null {
  return ANCHOR.test(hash) ? hash.slice(1) : null;
}

/** Where to scroll so that an element whose top is `top` (in the window) sits `offset` px below the window's top. */
export function scrollTarget(top: number, scrollY: number, maxScroll: number, offset = HASH_OFFSET_PX): number {
  return Math.max(0, Math.min(maxScroll, Math.round(scrollY + top - offset)));
}

/** Ease in and out, t in [0, 1]. */
export function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window to `to` over `ms` (instantly for 0), stopping when `signal` aborts or the
 * visitor scrolls by wheel, touch or key.
 */
export function animateScroll(to: number, ms: number, signal: AbortSignal): void {
  const from = window.scrollY;
  if (ms <= 0 || from === to) {
    window.scrollTo(0, to);
    return;
  }
  const stop = new AbortController();
  const cancel = () => stop.abort();
  for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, cancel, { once: true, passive: true, signal: stop.signal });
  signal.addEventListener('abort', cancel, { once: true });
  const start = performance.now();
  const step = (now: number) => {
    if (stop.signal.aborted) return;
    const t = Math.min(1, (now - start) / ms);
    window.scrollTo(0, Math.round(from + (to - from) * ease(t)));
    if (t < 1) requestAnimationFrame(step);
    else cancel();
  };
  requestAnimationFrame(step);
}
