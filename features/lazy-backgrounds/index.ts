/**
 * Marker: `.e-con.e-parent`, the page builder's top-level containers. With its lazy-load
 * experiment on, the page builder's CSS keeps the background images of the fourth container down
 * (third under 1024 px of height, second under 640 px) hidden until the container has
 * `e-lazyloaded`; its own inline footer script adds that class within 200 px of the viewport. That
 * script is gone under takeover, and blocked by a strict Content Security Policy anyway: without
 * this handler those backgrounds never appear. One shared IntersectionObserver (200 px above and
 * below) adds the class once and lets go; `e-no-lazyload` opts out. Containers added later (a
 * popup, a loop refresh) are connected by the registry, so the page builder's
 * `elementor/lazyload/observe` event needs no listener. Without IntersectionObserver every
 * background shows at once.
 */
import { Handler } from '../../src/runtime/handler';

export const LOADED = 'e-lazyloaded';
export const ROOT_MARGIN = '200px 0px 200px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const done = waiting.get(entry.target);
        forget(entry.target);
        done?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => forget(element);
}

function forget(element: Element): void {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

export default class LazyBackground extends Handler {
  connect(): void {
    const element = this.element;
    if (element.classList.contains(LOADED) || element.classList.contains('e-no-lazyload')) return;
    if (typeof IntersectionObserver !== 'function') {
      element.classList.add(LOADED);
      return;
    }
    const stop = watch(element, () => element.classList.add(LOADED));
    this.signal.addEventListener('abort', stop, { once: true });
  }
}
