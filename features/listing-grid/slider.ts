/**
 * Slider layout for `.jet-listing-grid__slider[data-slider_options]` with Swiper (loaded only
 * when a page has a slider). Slides per view: desktop / tablet / mobile at the site's breakpoints
 * (by default above 1024 px, above 767 px, below), defaults 3 / 1 / 1. Arrows, dots, keyboard and
 * Swiper's a11y messages.
 */
import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import type { Breakpoints } from '../../src/runtime/config';
import { sliderBreakpoints, slidesPerView, type SliderOptions } from './slider-options';

export interface SliderTexts {
  previous: string;
  next: string;
}

export function mountSlider(
  slider: HTMLElement,
  items: HTMLElement,
  options: SliderOptions,
  breakpoints: Breakpoints,
  texts: SliderTexts,
  signal: AbortSignal,
): Swiper | null {
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
  const prev = button('prev', texts.previous);
  const next = button('next', texts.next);
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
    a11y: { prevSlideMessage: texts.previous, nextSlideMessage: texts.next },
    breakpoints: sliderBreakpoints(options, breakpoints),
  });
  signal.addEventListener('abort', () => swiper.destroy(true, true), { once: true });
  return swiper;
}
