/**
 * The page builder's scroll observer (SPEC §9): an IntersectionObserver whose thresholds step from
 * 0 to 1 by 1/sensitivity, so a sensitivity of 1–100 says how often, as an element crosses the
 * viewport, the callback hears how much of it is in view and which way the page went. No scroll
 * listener, no layout read: the browser reports each crossing.
 */
export interface ScrollReport {
  isInViewport: boolean;
  /** How much of the element is in view, 0–100. */
  scrollPercentage: number;
  /** Which way the element moved since the last report: 'up' when the page scrolled down. */
  intersectionScrollDirection: 'up' | 'down' | 'none';
}

export interface ScrollObserverOptions {
  /** 1–100: thresholds every 1/sensitivity of the element. 0 or anything else: entering and leaving only. @default 0 */
  sensitivity?: number;
  /** Grows (positive) or shrinks the viewport, as IntersectionObserver's rootMargin. @default '0px' */
  offset?: string;
  root?: Element | null;
  callback: (report: ScrollReport, entry: IntersectionObserverEntry) => void;
}

/** [0, 1/s, 2/s, …, 1] for a sensitivity s in 1–100 (rounded); [0] otherwise. */
export function scrollThresholds(sensitivity: unknown = 0): number[] {
  const steps = Math.round(Number(sensitivity));
  if (!Number.isFinite(steps) || steps < 1 || steps > 100) return [0];
  return Array.from({ length: steps + 1 }, (_, index) => index / steps);
}

/** An observer reporting each threshold crossing; observe elements on it, disconnect it when done. */
export function scrollObserver({ sensitivity = 0, offset = '0px', root = null, callback }: ScrollObserverOptions): IntersectionObserver {
  const last = new WeakMap<Element, number>();
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const top = entry.boundingClientRect.top;
        const before = last.get(entry.target);
        last.set(entry.target, top);
        const direction = before === undefined || before === top ? 'none' : top < before ? 'up' : 'down';
        callback(
          {
            isInViewport: entry.isIntersecting,
            scrollPercentage: Math.round(Math.min(1, Math.max(0, entry.intersectionRatio)) * 10000) / 100,
            intersectionScrollDirection: direction,
          },
          entry,
        );
      }
    },
    { root, rootMargin: offset, threshold: scrollThresholds(sensitivity) },
  );
}
