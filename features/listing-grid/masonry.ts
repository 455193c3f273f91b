/**
 * Masonry for `.jet-listing-grid__masonry`: native CSS masonry where the browser has it; otherwise
 * a grid of 4 px rows in which each item spans as many rows as its height needs, measured by a
 * ResizeObserver (no layout reads in script, re-flows as images load). DOM order = reading order.
 */
const ROW = 4;
/** The space between cards in a column (SPEC: card-columns default 30 px), unless `data-masonry-gap` says. */
export const VERTICAL_SPACE = 30;

export function verticalSpace(items: HTMLElement): number {
  const given = Number.parseFloat(items.dataset.masonryGap ?? '');
  return Number.isFinite(given) && given >= 0 ? given : VERTICAL_SPACE;
}

/** How many grid rows a card of `height` px spans, with the space below it. */
export const rowSpan = (height: number, gap: number): number => Math.max(1, Math.ceil((height + gap) / ROW));

export function masonry(items: HTMLElement, signal: AbortSignal): (added: Element[]) => void {
  if (typeof CSS !== 'undefined' && CSS.supports?.('grid-template-rows', 'masonry')) {
    items.classList.add('is-native-masonry');
    return () => undefined;
  }
  if (typeof ResizeObserver !== 'function') return () => undefined;
  items.classList.add('is-masonry');
  const gap = verticalSpace(items);
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      (entry.target as HTMLElement).style.gridRowEnd = `span ${rowSpan(height, gap)}`;
    }
  });
  const observe = (elements: Element[]) => elements.forEach((element) => observer.observe(element));
  observe([...items.children]);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  return observe;
}
