/**
 * Slider layout for `.jet-listing-grid__slider[data-slider_options]` with Swiper (loaded only
 * when a page has a slider). Slides per view: desktop / tablet (below 1025 px) / mobile (below
 * 768 px), defaults 3 / 1 / 1. Arrows, dots, keyboard and Swiper's a11y messages.
 */
import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { SLIDER_BREAKPOINTS, slidesPerView, type SliderOptions } from './slider-options';

export function mountSlider(slider: HTMLElement, items: HTMLElement, options: SliderOptions, i18n: Record<string, string>, signal: AbortSignal): Swiper | null {
  if (items.children.length < 2) return null; // one slide needs no carousel
  const views = slidesPerView(options);
  slider.classList.add('swiper');
  items.classList.add('swiper-wrapper');
  for (const item of items.children) item.classList.add('swiper-slide');
  const button = (kind: 'prev' | 'next', label: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = `jet-listing-grid__slider-icon ${kind}-arrow`;
    element.setAttribute('aria-label', label);
    element.textContent = kind === 'prev' ? '‹' : '›';
    return element;
  };
  const prev = button('prev', i18n.previous ?? 'Previous');
  const next = button('next', i18n.next ?? 'Next');
  const dots = document.createElement('div');
  dots.className = 'jet-listing-grid__slider-dots';
  slider.append(prev, next, dots);
  const swiper = new Swiper(slider, {
    modules: [Navigation, Pagination, A11y],
    slidesPerView: views.mobile,
    spaceBetween: 24,
    speed: options.speed ?? 500,
    loop: options.loop === true,
    watchOverflow: true,
    navigation: { prevEl: prev, nextEl: next },
    pagination: { el: dots, clickable: true, bulletElement: 'button' },
    a11y: { prevSlideMessage: i18n.previous ?? 'Previous', nextSlideMessage: i18n.next ?? 'Next' },
    breakpoints: {
      [SLIDER_BREAKPOINTS.mobile]: { slidesPerView: views.tablet },
      [SLIDER_BREAKPOINTS.tablet]: { slidesPerView: views.desktop },
    },
  });
  signal.addEventListener('abort', () => swiper.destroy(true, true), { once: true });
  return swiper;
}
