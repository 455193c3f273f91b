/**
 * Runs `start` once, the first time `target` comes within `rootMargin` of the viewport; at once
 * where there is no IntersectionObserver; never once `signal` has aborted. Small and stateless, so
 * each chunk that uses it (counter, video, video-player) bundles its own copy.
 */
export function onceInView(target: Element, signal: AbortSignal, start: () => void, rootMargin = '0px', threshold = 0): void {
  if (typeof IntersectionObserver !== 'function') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin, threshold },
  );
  observer.observe(target);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
