/**
 * Sentinels: 1 px marks inside the box that holds an element's place in the flow, watched by an
 * IntersectionObserver. The browser reports when a mark crosses the sticking line, so no scroll
 * listener runs and nothing reads layout while the page scrolls.
 */
export interface Crossing {
  /** The mark is past the line (above a top line, below a bottom line). */
  past: boolean;
  /** The mark's box when it crossed (from the observer: no layout read). */
  rect: DOMRectReadOnly;
}

export function sentinel(edge: 'top' | 'bottom', distance: number): HTMLElement {
  const mark = document.createElement('div');
  mark.className = 'colophon-sticky-sentinel';
  mark.setAttribute('aria-hidden', 'true');
  mark.style.cssText = `position:absolute;left:0;right:0;height:1px;${edge}:${distance}px;visibility:hidden;pointer-events:none`;
  return mark;
}

/** Watches marks against a line `offset` px inside the viewport's `edge`; `report` gets each crossing. */
export function watchLine(edge: 'top' | 'bottom', offset: number, report: (mark: Element, crossing: Crossing) => void): IntersectionObserver {
  const margin = `-${offset}px`;
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const line = entry.rootBounds ? (edge === 'top' ? entry.rootBounds.top : entry.rootBounds.bottom) : offset;
        const rect = entry.boundingClientRect;
        const past = !entry.isIntersecting && (edge === 'top' ? rect.top < line : rect.bottom > line);
        report(entry.target, { past, rect });
      }
    },
    { rootMargin: edge === 'top' ? `${margin} 0px 0px 0px` : `0px 0px ${margin} 0px` },
  );
}
