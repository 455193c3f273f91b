/**
 * Masonry for a CSS grid of cards (the listing plugin's grid, the page builder's posts): native
 * CSS masonry where the browser has it (`is-native-masonry`); otherwise a grid of ROW px rows
 * without a row gap (`is-masonry`; the rows are set here, beside the ROW they must match) in which
 * each item spans as many rows as its height and `gap` need, measured by a ResizeObserver (no
 * layout reads in script, re-flows as images load). DOM order = reading order.
 */
const ROW = 4;

/** How many grid rows a card of `height` px spans, with the space below it. */
export const rowSpan = (height: number, gap: number): number => Math.max(1, Math.ceil((height + gap) / ROW));

/** Lays out `items`' children; returns what to call with cards added later. */
export function masonry(items: HTMLElement, signal: AbortSignal, gap: number): (added: Element[]) => void {
  if (typeof CSS !== 'undefined' && CSS.supports?.('grid-template-rows', 'masonry')) {
    items.classList.add('is-native-masonry');
    items.style.gridTemplateRows = 'masonry';
    return () => undefined;
  }
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      (entry.target as HTMLElement).style.gridRowEnd = `span ${rowSpan(height, gap)}`;
    }
    // The rows only once every card has its span: a frame with 4 px rows and no spans
    // stacks the cards into one row and pulls what follows up (a layout shift).
    if (!items.classList.contains('is-masonry')) {
      items.classList.add('is-masonry');
      Object.assign(items.style, { gridAutoRows: `${ROW}px`, rowGap: '0', alignItems: 'start' });
    }
  });
  const observe = (elements: Element[]) => elements.forEach((element) => observer.observe(element));
  observe([...items.children]);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  return observe;
}
