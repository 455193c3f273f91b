/**
 * Resolves once the page has gone `quiet` ms without a scroll event (at once-plus-`quiet` when it is
 * not scrolling). Swiper measures its slides when it starts (computed styles, widths), so a carousel
 * that comes near while the visitor scrolls starts in the first pause rather than inside a scroll
 * frame; until then the server markup shows its first frame. Never resolves once `signal` aborts.
 */
export const SCROLL_QUIET = 150;

export function scrollPause(signal: AbortSignal, quiet = SCROLL_QUIET): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return;
    const done = new AbortController();
    let timer = 0;
    const wait = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        done.abort();
        resolve();
      }, quiet);
    };
    const stop = () => {
      clearTimeout(timer);
      done.abort();
    };
    signal.addEventListener('abort', stop, { once: true, signal: done.signal });
    window.addEventListener('scroll', wait, { passive: true, capture: true, signal: done.signal });
    wait();
  });
}
