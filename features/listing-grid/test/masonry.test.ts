import { masonry, rowSpan } from '../../../src/kit/masonry';
import { VERTICAL_SPACE, verticalSpace } from '../navigation';

describe('card columns (masonry)', () => {
  test('leave 30 px between cards unless the grid says otherwise (SPEC: card-columns default 30 px vertical space)', () => {
    expect(VERTICAL_SPACE).toBe(30);
    const items = document.createElement('div');
    expect(verticalSpace(items)).toBe(30);
    items.dataset.masonryGap = '12';
    expect(verticalSpace(items)).toBe(12);
    items.dataset.masonryGap = '0';
    expect(verticalSpace(items)).toBe(0);
    items.dataset.masonryGap = 'wide';
    expect(verticalSpace(items)).toBe(30);
  });

  test('a card spans the 4 px rows its height and the space below it need, at least one', () => {
    expect(rowSpan(100, 30)).toBe(33); // 130 px
    expect(rowSpan(101, 30)).toBe(33); // 131 px
    expect(rowSpan(102, 30)).toBe(33); // 132 px
    expect(rowSpan(103, 30)).toBe(34);
    expect(rowSpan(0, 0)).toBe(1);
  });

  test('the 4 px rows come with the first measurement, not before (a frame without spans stacks the cards)', () => {
    let measure: (entries: unknown[]) => void = () => undefined;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: (entries: unknown[]) => void) {
        measure = callback;
      }
      observe() {}
      disconnect() {}
    };
    const items = document.createElement('div');
    items.innerHTML = '<div>1</div><div>2</div>';
    masonry(items, new AbortController().signal, 30);
    expect(items.classList.contains('is-masonry')).toBe(false);
    expect(items.style.gridAutoRows).toBe('');
    const [first, second] = [...items.children] as HTMLElement[];
    measure([
      { target: first, contentRect: { height: 100 } },
      { target: second, contentRect: { height: 50 } },
    ]);
    expect(items.classList.contains('is-masonry')).toBe(true);
    expect(items.style.gridAutoRows).toBe('4px');
    expect([first.style.gridRowEnd, second.style.gridRowEnd]).toEqual(['span 33', 'span 20']);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
});
