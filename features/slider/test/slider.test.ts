/**
 * Sliders: the plan from a slider's settings at its boundaries (the demo's three sliders, SPEC §9,
 * as settings), values out of range, and a slider from a width only (started, stopped and started
 * again as the width crosses it).
 */
import { perViewAt, perViewSteps, SLIDER_DEFAULTS, sliderFrom, sliderPlan, type SliderSettings } from '../options';
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

const settings = (over: Partial<SliderSettings>): SliderSettings => ({ ...SLIDER_DEFAULTS, ...over });
const freelancers = settings({ perView: { 0: 1, 486: 2, 767: 3, 1024: 4, 1200: 4 }, speed: 1000, autoplay: 4000, loop: true });

describe('the freelancers slider, as settings', () => {
  test('1, 2, 3, 4, 4 slides per view below 486, then from 486, 767, 1024 and 1200 px', () => {
    expect([320, 485, 486, 766, 767, 1023, 1024, 1199, 1200, 2560].map((width) => perViewAt(freelancers, width))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4, 4]);
  });
  test('autoplays every 4000 ms with 1000 ms transitions; Swiper gets the same steps', () => {
    const plan = sliderPlan(freelancers, 9);
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
    expect(sliderPlan(freelancers, 9).loop).toBe(true);
    expect(sliderPlan(freelancers, 8).loop).toBe(false);
    expect(sliderPlan({ ...freelancers, loop: false }, 9).loop).toBe(false);
  });
});

describe('other settings', () => {
  test('a fade: one slide at a time, no gap, whatever perView says', () => {
    expect(sliderPlan(settings({ fade: true, perView: { 0: 3 } }), 4)).toMatchObject({
      fade: true,
      speed: 500,
      slidesPerView: 1,
      spaceBetween: 0,
      autoplay: false,
      breakpoints: {},
    });
    expect(perViewAt(settings({ fade: true, perView: { 0: 3 } }), 1280)).toBe(1);
  });
  test('a slider from 1024 px (the timeline): not a slider at 1023', () => {
    expect(sliderFrom(settings({ from: 1024 }))).toBe(1024);
    expect(sliderFrom(settings({}))).toBe(0);
    expect(sliderPlan(settings({ perView: { 0: 3 }, dots: false }), 6)).toMatchObject({
      slidesPerView: 3,
      fade: false,
      autoplay: false,
      dots: false,
      arrows: true,
    });
  });
  test('values out of range are clamped, nonsense falls back, and the steps always start at 0', () => {
    expect(perViewSteps({ 768: '2', x: 3, 1024: 40, 500: 0 })).toEqual([
      [0, 1],
      [768, 2],
      [1024, 8],
    ]);
    expect(sliderPlan(settings({ gap: -5, speed: 'fast', autoplay: 999999 }), 3)).toMatchObject({ spaceBetween: 0, speed: 500, autoplay: { delay: 60000 } });
    expect(sliderPlan(settings({ perView: null as unknown as Record<string, unknown> }), 3).slidesPerView).toBe(1);
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
  const markup = (json: string, slides = 6) =>
    `<div id="s" data-widget_type="colophon-slider.default" data-settings='${json}'><div class="colophon-slider__frame"><ul class="swiper-wrapper">${'<li class="swiper-slide">x</li>'.repeat(slides)}</ul></div></div>`;
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

  test('a slider from 1024 px below it stays a list; from 1024 it mounts when near, and unmounts below again', async () => {
    const media = await start(markup('{"perView":{"0":3},"from":1024}'), 800);
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
    await start(markup('{"autoplay":4000}'), 390);
    await settle();
    expect(mounted).toHaveLength(0);
    near.forEach((come) => come());
    await settle();
    expect(mounted).toHaveLength(1);
  });
  test('one slide is no slider', async () => {
    await start(markup('{}', 1), 1280);
    near.forEach((come) => come());
    await settle();
    expect(mounted).toHaveLength(0);
  });
});
