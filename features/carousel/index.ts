/**
 * Marker: the page builder's carousels (`image-carousel`, `media-carousel`, `testimonial-carousel`
 * widgets). Nothing happens with fewer than two slides. Swiper and the carousel code load only
 * when the carousel comes within 300 px of the viewport, and Swiper starts at the first pause in
 * scrolling after that (./scroll-pause.ts), never inside a scroll frame. The server markup already
 * lays out as the first frame (features/carousel/carousel.css), so nothing moves when Swiper
 * takes over.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { carouselPlan } from './options';
import { scrollPause } from './scroll-pause';

const NEAR = '300px';

export default class Carousel extends Handler {
  connect(): void {
    const container = this.element.querySelector<HTMLElement>('.swiper, .swiper-container, .elementor-image-carousel-wrapper, .elementor-main-swiper');
    const slides = container?.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide').length ?? 0;
    if (!container || slides < 2) return;
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        near.disconnect();
        void this.start(container, slides);
      },
      { rootMargin: `${NEAR} 0px` },
    );
    near.observe(container);
    this.signal.addEventListener('abort', () => near.disconnect(), { once: true });
  }

  private async start(container: HTMLElement, slides: number): Promise<void> {
    const [{ mountCarousel, carouselTexts }] = await Promise.all([import(/* webpackChunkName: "carousel-swiper" */ './mount'), scrollPause(this.signal)]);
    if (this.signal.aborted) return;
    const plan = carouselPlan(this.settings, this.runtime.config.breakpoints, slides);
    await mountCarousel(
      container,
      plan,
      carouselTexts((key) => this.text(key)),
      reducedMotion(),
      this.signal,
    );
    container.closest('.elementor-widget-container, .elementor-widget')?.classList.add('colophon-carousel--ready');
  }
}
