import { scrollObserver, scrollThresholds, type ScrollReport } from '../../src/kit/scroll-observer';

describe('the scroll observer’s thresholds come from its sensitivity (SPEC §9)', () => {
  it('steps from 0 to 1 by 1/sensitivity', () => {
    expect(scrollThresholds(4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(scrollThresholds(1)).toEqual([0, 1]);
    const hundred = scrollThresholds(100);
    expect(hundred).toHaveLength(101);
    expect(hundred[1]).toBeCloseTo(0.01);
    expect(hundred[100]).toBe(1);
  });

  it('rounds a fractional sensitivity and reads a numeric string', () => {
    expect(scrollThresholds(2.4)).toEqual([0, 0.5, 1]);
    expect(scrollThresholds('2')).toEqual([0, 0.5, 1]);
  });

  it('outside 1–100, or not a number, reports entering and leaving only', () => {
    for (const bad of [0, -5, 101, 1000, NaN, 'often', undefined, null]) expect(scrollThresholds(bad)).toEqual([0]);
  });
});

describe('scrollObserver reports how much is in view and which way it moved', () => {
  let created: Array<{ callback: IntersectionObserverCallback; options: IntersectionObserverInit }>;
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

  beforeEach(() => {
    created = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
        created.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  const entry = (target: Element, top: number, ratio: number) =>
    ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio, boundingClientRect: { top } }) as unknown as IntersectionObserverEntry;

  it('passes its thresholds and offset to the browser', () => {
    scrollObserver({ sensitivity: 10, offset: '-50px 0px', callback: () => undefined });
    expect(created[0]!.options.threshold).toEqual(scrollThresholds(10));
    expect(created[0]!.options.rootMargin).toBe('-50px 0px');
  });

  it('gives the percentage in view and the direction since the element’s last report', () => {
    const reports: ScrollReport[] = [];
    scrollObserver({ sensitivity: 4, callback: (report) => reports.push(report) });
    const { callback } = created[0]!;
    const element = document.createElement('div');
    const other = document.createElement('div');
    callback([entry(element, 600, 0.25)], {} as IntersectionObserver);
    callback([entry(element, 400, 0.5), entry(other, 900, 0)], {} as IntersectionObserver);
    callback([entry(element, 500, 0.333333)], {} as IntersectionObserver);
    expect(reports).toEqual([
      { isInViewport: true, scrollPercentage: 25, intersectionScrollDirection: 'none' },
      { isInViewport: true, scrollPercentage: 50, intersectionScrollDirection: 'up' },
      { isInViewport: false, scrollPercentage: 0, intersectionScrollDirection: 'none' },
      { isInViewport: true, scrollPercentage: 33.33, intersectionScrollDirection: 'down' },
    ]);
  });
});
