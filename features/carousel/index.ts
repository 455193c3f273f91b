/**
 * Marker: the page builder's carousels (`image-carousel`, `media-carousel`, `testimonial-carousel`,
 * `reviews` and `slides` widgets). Nothing happens with fewer than two slides. Swiper and the carousel code load only
 * when the carousel is about to be seen: in the viewport, or within 300 px of it once the visitor
 * has started to scroll or use the page (a carousel just under the fold of a tall window adds
 * nothing to the load), or when focus enters it. Swiper starts at the first pause in scrolling
 * after that (./scroll-pause.ts), never inside a scroll frame. The server markup already lays out
 * as the first frame (features/carousel/carousel.css), so nothing moves when Swiper takes over.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { INTERACTIONS } from '../../src/runtime/yield';
import { scrollPause } from './scroll-pause';

export const NEAR = '300px';

export default class Carousel extends Handler {
  private started = false;

  connect(): void {
    const container = this.element.querySelector<HTMLElement>('.swiper, .swiper-container, .elementor-image-carousel-wrapper, .elementor-main-swiper');
    const slides = container?.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide').length ?? 0;
    if (!container || slides < 2) return;
    const go = () => {
      if (this.started || this.signal.aborted) return;
      this.started = true;
      void this.start(container, slides);
    };
    const watch = (margin: string) => {
      const seen = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen.disconnect();
          go();
        },
        { rootMargin: `${margin} 0px` },
      );
      seen.observe(container);
      this.signal.addEventListener('abort', () => seen.disconnect(), { once: true });
      return seen;
    };
    const inView = watch('0px');
    // The visitor's first scroll, wheel, touch, press or key: the margin applies from then on.
    const acting = new AbortController();
    const widen = () => {
      acting.abort();
      if (this.started || this.signal.aborted) return;
      inView.disconnect();
      watch(NEAR);
    };
    const options = { capture: true, passive: true, signal: AbortSignal.any([acting.signal, this.signal]) };
    for (const type of INTERACTIONS) window.addEventListener(type, widen, options);
    this.listen(container, 'focusin', go);
  }

  private async start(container: HTMLElement, slides: number): Promise<void> {
    // The plans come with Swiper: nothing of them is needed before.
    const [{ mountCarousel, carouselTexts, carouselPlan, proCarouselPlan, slidesPlan, animateSlideContents }] = await Promise.all([
      import(/* webpackChunkName: "carousel-swiper" */ './mount'),
      scrollPause(this.signal),
    ]);
    if (this.signal.aborted) return;
    // The Pro carousels (media, testimonial, reviews) and slides have their own setting keys and defaults.
    const widget = (this.element.dataset.widget_type ?? '').split('.')[0]!;
    const plan =
      widget === 'image-carousel' || !widget
        ? carouselPlan(this.settings, this.runtime.config.breakpoints, slides)
        : widget === 'slides'
          ? slidesPlan(this.settings, slides)
          : proCarouselPlan(this.settings, this.runtime.config.breakpoints, slides, widget);
    const swiper = await mountCarousel(
      container,
      plan,
      carouselTexts((key) => this.text(key)),
      reducedMotion(),
      this.signal,
    );
    if (swiper && widget === 'slides') animateSlideContents(container, swiper, reducedMotion());
    container.closest('.elementor-widget-container, .elementor-widget')?.classList.add('colophon-carousel--ready');
  }
}
