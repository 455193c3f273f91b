/**
 * The marketing sliders: each plan's numbers at their boundaries, and the timeline
 * that is a slider from 1024 px only (started, stopped and started again as the width crosses it).
 */
import { FREELANCER_STEPS, freelancersPerView, isKind, sliderPlan, TIMELINE_FROM, timelineOn } from '../plans';
import { buildManifest } from '../../../src/boot/manifest';
import { fakeMatchMedia } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

const mounted: AbortSignal[] = [];
jest.mock('../../carousel/mount', () => ({
  carouselTexts: (text: (key: string) => string) => ({ next: text('next') }),
  mountCarousel: jest.fn(async (_frame: HTMLElement, _plan: unknown, _texts: unknown, _calm: boolean, signal: AbortSignal) => {
    mounted.push(signal);
    return {};
  }),
}));
jest.mock('../../carousel/scroll-pause', () => ({ scrollPause: () => Promise.resolve() }));

describe('the freelancers slider', () => {
  test('1, 2, 3, 4, 4 slides per view below 486, then from 486, 767, 1024 and 1200 px', () => {
    expect([320, 485, 486, 766, 767, 1023, 1024, 1199, 1200, 2560].map(freelancersPerView)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4, 4]);
    expect(FREELANCER_STEPS.map(([from]) => from)).toEqual([486, 767, 1024, 1200]);
  });
  test('autoplays every 4000 ms with 1000 ms transitions; Swiper gets the same steps', () => {
    const plan = sliderPlan('freelancers', 9);
    expect(plan.autoplay).toEqual({ delay: 4000, disableOnInteraction: false, pauseOnHover: true });
    expect(plan.speed).toBe(1000);
    expect(plan.slidesPerView).toBe(1);
    expect(plan.breakpoints).toEqual({
      486: { slidesPerView: 2, slidesPerGroup: 1 },
      767: { slidesPerView: 3, slidesPerGroup: 1 },
      1024: { slidesPerView: 4, slidesPerGroup: 1 },
      1200: { slidesPerView: 4, slidesPerGroup: 1 },
    });
  });
  test('loops only with more than two full views of slides', () => {
    expect(sliderPlan('freelancers', 9).loop).toBe(true);
    expect(sliderPlan('freelancers', 8).loop).toBe(false);
  });
});

describe('the other two', () => {
  test('how it works: one step at a time, a 500 ms fade, no autoplay', () => {
    expect(sliderPlan('how-it-works', 4)).toMatchObject({ fade: true, speed: 500, slidesPerView: 1, autoplay: false, breakpoints: {} });
  });
  test('the timeline is a slider from 1024 px, not at 1023', () => {
    expect(TIMELINE_FROM).toBe(1024);
    expect(timelineOn(1023)).toBe(false);
    expect(timelineOn(1024)).toBe(true);
    expect(sliderPlan('timeline', 6)).toMatchObject({ fade: false, autoplay: false, dots: false });
  });
  test('only the three kinds are sliders', () => {
    expect(['freelancers', 'timeline', 'how-it-works'].every(isKind)).toBe(true);
    expect([undefined, '', 'Timeline', 'carousel', 3].some(isKind)).toBe(false);
  });
});

describe('the slider handler', () => {
  let near: Array<() => void>;
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });
  beforeEach(() => {
    mounted.length = 0;
    near = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe() {
        near.push(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    };
  });
  const markup = (kind: string, slides = 6) =>
    `<div id="s" data-widget_type="colophon-slider.default" data-settings='{"kind":"${kind}"}'><div class="colophon-slider__frame"><ul class="swiper-wrapper">${'<li class="swiper-slide">x</li>'.repeat(slides)}</ul></div></div>`;
  async function start(html: string, width: number) {
    const media = fakeMatchMedia(width);
    window.matchMedia = media.matchMedia;
    stop();
    // The handler's own wait (Swiper only near) is under test: the registry's (runtime/yield.ts) is left out.
    const { registry } = makeRuntime({ slider: { ...buildManifest().slider!, wait: undefined, deferred: false } });
    stop = () => registry.stop();
    document.body.innerHTML = html;
    await registry.start();
    await new Promise((r) => setTimeout(r, 0));
    return media;
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  test('the timeline below 1024 px stays a list; from 1024 it mounts when near, and unmounts below again', async () => {
    const media = await start(markup('timeline'), 800);
    near.forEach((come) => come());
    await settle();
    expect(mounted).toHaveLength(0);
    media.resize(1024);
    await settle();
    expect(mounted).toHaveLength(1);
    media.resize(1023);
    expect(mounted[0]!.aborted).toBe(true);
    media.resize(1280);
    await settle();
    expect(mounted).toHaveLength(2);
    expect(mounted[1]!.aborted).toBe(false);
    document.getElementById('s')!.remove();
    await settle();
    expect(mounted[1]!.aborted).toBe(true);
    expect(media.listenerCount()).toBe(0);
  });
  test('the other sliders wait until they come near, at any width', async () => {
    await start(markup('freelancers'), 390);
    await settle();
    expect(mounted).toHaveLength(0);
    near.forEach((come) => come());
    await settle();
    expect(mounted).toHaveLength(1);
  });
  test('one slide is no slider; an unknown kind is refused with a message', async () => {
    await start(markup('freelancers', 1), 1280);
    near.forEach((come) => come());
    await settle();
    expect(mounted).toHaveLength(0);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await start(markup('carousel'), 1280);
    expect(error.mock.calls.flat().join(' ')).toMatch(/slider: "kind" must be freelancers, timeline or how-it-works \(got "carousel"\)/);
    error.mockRestore();
  });
});
