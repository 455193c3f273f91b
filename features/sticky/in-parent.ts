/**
 * Sticking inside the parent (`sticky_parent`): exactly what CSS `position: sticky` does, so the
 * browser does all of it (including stopping at the parent's end) and no placeholder is needed.
 * The stuck state comes from an IntersectionObserver on the element against a line 1 px inside
 * the sticking line (a stuck element pokes past it); the effects offset from a sentinel placed in
 * the parent where the element's top was (measured once at start, again when the parent resizes).
 */
import type { StickyConfig } from './config';
import type { StickyCallbacks } from './fixed';
import { sentinel, watchLine } from './sentinel';

export function stickInParent(element: HTMLElement, config: StickyConfig, on: StickyCallbacks, signal: AbortSignal): void {
  const { edge, offset, effectsOffset } = config;
  const parent = element.parentElement;
  if (!parent) return;
  const saved = element.getAttribute('style');
  element.style.position = 'sticky';
  element.style.setProperty(edge, `${offset}px`);
  element.style.zIndex = element.style.zIndex || '99';

  let stuck = false;
  const state = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      const line = entry.rootBounds ? (edge === 'top' ? entry.rootBounds.top : entry.rootBounds.bottom) : offset + 1;
      const rect = entry.boundingClientRect;
      const past = entry.intersectionRatio < 1 && (edge === 'top' ? rect.top < line : rect.bottom > line);
      if (past !== stuck) {
        stuck = past;
        on.stuck(past);
        if (effectsOffset === 0) on.effects(past);
      }
    },
    { threshold: [1], rootMargin: edge === 'top' ? `-${offset + 1}px 0px 0px 0px` : `0px 0px -${offset + 1}px 0px` },
  );
  state.observe(element);

  let mark: HTMLElement | null = null;
  let lines: IntersectionObserver | null = null;
  let size: ResizeObserver | null = null;
  let madeRelative = false;
  if (effectsOffset > 0) {
    madeRelative = getComputedStyle(parent).position === 'static';
    if (madeRelative) parent.style.position = 'relative';
    mark = sentinel('top', 0);
    const put = () => {
      // The element's place in its parent, read when sticky starts or the parent changes size.
      const top = element.offsetTop - (element.offsetParent === parent ? 0 : parent.offsetTop);
      mark!.style.top = `${edge === 'top' ? top + effectsOffset : top + element.offsetHeight - effectsOffset}px`;
    };
    parent.append(mark);
    put();
    size = new ResizeObserver(put);
    size.observe(parent);
    lines = watchLine(edge, offset, (_mark, { past }) => on.effects(past));
    lines.observe(mark);
  }

  signal.addEventListener(
    'abort',
    () => {
      state.disconnect();
      lines?.disconnect();
      size?.disconnect();
      mark?.remove();
      if (madeRelative) parent.style.position = '';
      if (saved === null) element.removeAttribute('style');
      else element.setAttribute('style', saved);
      if (stuck) on.stuck(false);
      on.effects(false);
    },
    { once: true },
  );
}
