/**
 * Sticking to the viewport for the rest of the page (no `sticky_parent`): CSS `position: sticky`
 * cannot do this when the parent ends first (a header template is its own short document), so
 * the element becomes `position: fixed` and an empty placeholder of its exact size (border box and
 * margins, kept current by a ResizeObserver) holds its place: nothing below moves. The placeholder
 * is an empty div, never a clone (no duplicate ids, forms, iframes or lazy images).
 *
 * Two sentinels live in whichever box is in the flow (the element, then the placeholder): one at
 * its top edge says when to stick, one `effectsOffset` further says when the effects class goes on.
 */
import type { StickyConfig } from './config';
import { sentinel, watchLine } from './sentinel';

export interface StickyCallbacks {
  stuck(on: boolean): void;
  effects(on: boolean): void;
}

interface Box {
  width: number;
  height: number;
}

export function stickFixed(element: HTMLElement, config: StickyConfig, on: StickyCallbacks, signal: AbortSignal): void {
  const { edge, offset, effectsOffset } = config;
  // Measured once when sticky starts (on connect or a changed config after a resize), never while scrolling.
  const style = getComputedStyle(element);
  const margins = `${style.marginTop} ${style.marginRight} ${style.marginBottom} ${style.marginLeft}`;
  const madeRelative = style.position === 'static';
  if (madeRelative) element.style.position = 'relative';
  const first = element.getBoundingClientRect();
  const box: Box = { width: first.width, height: first.height };
  // A full-width element (a header) keeps following the page's width while stuck; another keeps its own.
  const parent = element.parentElement;
  const parentStyle = parent ? getComputedStyle(parent) : null;
  const room = parent && parentStyle ? parent.clientWidth - parseFloat(parentStyle.paddingLeft) - parseFloat(parentStyle.paddingRight) : NaN;
  const fluid = Math.abs(first.width + parseFloat(style.marginLeft) + parseFloat(style.marginRight) - room) < 1;

  const stickMark = sentinel(edge, 0);
  const effectsMark = sentinel(edge, effectsOffset);
  const placeholder = document.createElement('div');
  placeholder.className = 'elementor-sticky__spacer colophon-sticky-placeholder';
  placeholder.setAttribute('aria-hidden', 'true');
  let stuck = false;
  const saved = element.getAttribute('style');

  const size = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const border = entry.borderBoxSize?.[0];
      const width = border ? border.inlineSize : entry.contentRect.width;
      const height = border ? border.blockSize : entry.contentRect.height;
      if (entry.target === element) {
        // While stuck the element may shrink (an effects class): its place in the flow keeps the size it had.
        if (!stuck) {
          box.height = height;
          box.width = width;
        }
      } else if (stuck) {
        // The placeholder follows the page's width; the fixed element follows the placeholder.
        box.width = width;
        element.style.width = `${width}px`;
      }
    }
  });
  size.observe(element);
  size.observe(placeholder);

  const place = (host: HTMLElement) => host.append(stickMark, effectsMark);

  const stick = (left: number) => {
    stuck = true;
    placeholder.style.cssText = `position:relative;box-sizing:border-box;flex:none;max-width:100%;height:${box.height}px;width:${box.width}px;margin:${margins}`;
    element.before(placeholder);
    place(placeholder);
    element.style.position = 'fixed';
    element.style.setProperty(edge, `${offset}px`);
    element.style.width = `${box.width}px`;
    element.style.boxSizing = 'border-box';
    element.style.insetInlineStart = `${left}px`;
    element.style.marginTop = element.style.marginBottom = '0px';
    element.style.zIndex = element.style.zIndex || '99';
    if (fluid) placeholder.style.width = ''; // from here it takes the width the layout gives it
    on.stuck(true);
  };

  const unstick = () => {
    stuck = false;
    if (saved === null) element.removeAttribute('style');
    else element.setAttribute('style', saved);
    if (madeRelative) element.style.position = 'relative';
    place(element);
    placeholder.remove();
    on.stuck(false);
  };

  const lines = watchLine(edge, offset, (mark, { past, rect }) => {
    if (mark === stickMark && past !== stuck) {
      if (past) stick(rect.left);
      else unstick();
    }
    if (mark === effectsMark) on.effects(past);
  });
  place(element);
  lines.observe(stickMark);
  lines.observe(effectsMark);

  signal.addEventListener(
    'abort',
    () => {
      lines.disconnect();
      size.disconnect();
      if (stuck) unstick();
      stickMark.remove();
      effectsMark.remove();
      if (saved === null) element.removeAttribute('style');
      else element.setAttribute('style', saved);
      on.effects(false);
    },
    { once: true },
  );
}
