/**
 * Masonry for a CSS grid of cards (the listing plugin's grid, the page builder's posts): native
 * CSS masonry where the browser has it; otherwise a grid of 4 px rows (`is-masonry`: the feature's
 * CSS sets the rows and takes the row gap away) in which each item spans as many rows as its height
 * and `gap` need, measured by a ResizeObserver (no layout reads in script, re-flows as images
 * load). DOM order = reading order.
 */
const ROW = 4;

/** How many grid rows a card of `height` px spans, with the space below it. */
export const rowSpan = (height: number, gap: number): number => Math.max(1, Math.ceil((height + gap) / ROW));

/** Lays out `items`' children; returns what to call with cards added later. */
export function masonry(items: HTMLElement, signal: AbortSignal, gap: number): (added: Element[]) => void {
  if (typeof CSS !== 'undefined' && CSS.supports?.('grid-template-rows', 'masonry')) {
    items.classList.add('is-native-masonry');
    return () => undefined;
  }
  if (typeof ResizeObserver !== 'function') return () => undefined;
  items.classList.add('is-masonry');
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
