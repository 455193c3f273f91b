/**
 * Marker: `data-widget_type="colophon-slider.default"` with its settings (./options.ts) in
 * `data-settings`: `.swiper-wrapper > .swiper-slide` inside `.colophon-slider__frame`, printed by
 * the slider block (./block) or by hand. Swiper and the shared carousel mount load only when the
 * slider comes into the viewport (not ahead of it: the page's first screen stays light, and the
 * server markup already lays out as the first frame, ./slider.css, so nothing moves when Swiper
 * takes over) and start at the first pause in scrolling, as the page builder's carousels do
 * (../carousel). A slider with `from` is one only from that width: narrower, it stays (or becomes
 * again, on a resize or rotation) a plain list.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { scrollPause } from '../carousel/scroll-pause';
import { SLIDER_DEFAULTS, sliderFrom, sliderPlan, type SliderSettings } from './options';

/** Swiper is fetched as the slider enters the viewport. */
const NEAR = '0px';

export default class Slider extends Handler<SliderSettings> {
  static override defaults = SLIDER_DEFAULTS;

  connect(): void {
    const frame = this.element.querySelector<HTMLElement>('.colophon-slider__frame');
    const slides = frame?.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide').length ?? 0;
    if (!frame || slides < 2) return;
    const near = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: `${NEAR} 0px` },
      );
      observer.observe(frame);
      this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    });
    const from = sliderFrom(this.settings);
    if (!from) {
      void near.then(() => this.start(frame, slides, this.signal));
      return;
    }
    const wide = matchMedia(`(min-width: ${from}px)`);
    let running: AbortController | null = null;
    const follow = () => {
      if (wide.matches && !running) {
        const current = (running = new AbortController());
        this.signal.addEventListener('abort', () => current.abort(), { once: true });
        void near.then(() => this.start(frame, slides, current.signal));
      } else if (!wide.matches && running) {
        running.abort();
        running = null;
      }
    };
    follow();
    this.listen(wide, 'change', follow);
  }

  private async start(frame: HTMLElement, slides: number, signal: AbortSignal): Promise<void> {
    const [{ mountCarousel, carouselTexts }] = await Promise.all([import(/* webpackChunkName: "carousel-swiper" */ '../carousel/mount'), scrollPause(signal)]);
    if (signal.aborted) return;
    const swiper = await mountCarousel(
      frame,
      sliderPlan(this.settings, slides),
      carouselTexts((key) => this.text(key)),
      reducedMotion(),
      signal,
    );
    if (!swiper) return;
    this.element.classList.add('colophon-slider--ready');
    signal.addEventListener(
      'abort',
      () => {
        // Swiper's destroy keeps the arrows and dots it was given: the list needs none of them.
        frame.querySelectorAll(':scope > .elementor-swiper-button, :scope > .swiper-pagination').forEach((node) => node.remove());
        frame.classList.remove('swiper');
        this.element.classList.remove('colophon-slider--ready');
      },
      { once: true },
    );
  }
}
