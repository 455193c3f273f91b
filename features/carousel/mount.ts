/**
 * Swiper on the page builder's carousel markup: `.swiper` (or `.swiper-container`) holding
 * `.swiper-wrapper > .swiper-slide`, arrows `.elementor-swiper-button-prev/next`, dots
 * `.swiper-pagination`. Loaded with only the modules a carousel uses: navigation, pagination and
 * a11y always; autoplay and the fade effect in a separate chunk, only for a carousel that uses them.
 * Keys ←/→ work while focus is in the carousel (not page-wide, which would steal the page's arrow
 * keys); autoplay pauses while the pointer or focus is on it and never runs under reduced motion.
 */
export { carouselPlan } from './options';
export { proCarouselPlan } from './pro-options';
export { animateSlideContents, slidesPlan } from './slides-options';
import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import type { SwiperModule, SwiperOptions } from 'swiper/types';
import { yieldToMain } from '../../src/runtime/yield';
import type { CarouselPlan } from './options';

export interface CarouselTexts {
  previous: string;
  next: string;
  goToSlide: string;
  slideLabel: string;
  carousel: string;
  slide: string;
}

/** The carousel's texts, by their keys in feature.json. */
export function carouselTexts(text: (key: keyof CarouselTexts) => string): CarouselTexts {
  return {
    previous: text('previous'),
    next: text('next'),
    goToSlide: text('goToSlide'),
    slideLabel: text('slideLabel'),
    carousel: text('carousel'),
    slide: text('slide'),
  };
}

function button(container: HTMLElement, kind: 'prev' | 'next', label: string): HTMLElement {
  const existing = container.querySelector<HTMLElement>(`.elementor-swiper-button-${kind}, .swiper-button-${kind}`);
  if (existing) {
    if (!existing.hasAttribute('aria-label')) existing.setAttribute('aria-label', label);
    return existing;
  }
  const made = document.createElement('button');
  made.type = 'button';
  made.className = `elementor-swiper-button elementor-swiper-button-${kind}`;
  made.setAttribute('aria-label', label);
  made.textContent = kind === 'prev' ? '‹' : '›';
  container.append(made);
  return made;
}

/** Loads the `data-src` images of the slides in view and their neighbours. */
function loadNear(swiper: Swiper): void {
  const from = Math.max(0, swiper.activeIndex - 1);
  const to = swiper.activeIndex + Math.ceil(Number(swiper.params.slidesPerView) || 1);
  swiper.slides.slice(from, to + 1).forEach((slide) => {
    for (const image of slide.querySelectorAll<HTMLImageElement>('img[data-src], img[data-srcset]')) {
      const src = image.getAttribute('data-src');
      const srcset = image.getAttribute('data-srcset');
      if (srcset) image.srcset = srcset;
      if (src) image.src = src;
      image.removeAttribute('data-src');
      image.removeAttribute('data-srcset');
      image.classList.replace('swiper-lazy', 'swiper-lazy-loaded');
      const spinner = slide.querySelector('.swiper-lazy-preloader');
      if (spinner) image.addEventListener('load', () => spinner.remove(), { once: true });
    }
  });
}

export async function mountCarousel(
  container: HTMLElement,
  plan: CarouselPlan,
  texts: CarouselTexts,
  calm: boolean,
  signal: AbortSignal,
): Promise<Swiper | null> {
  const modules: SwiperModule[] = [Navigation, Pagination, A11y];
  const autoplay = plan.autoplay && !calm ? plan.autoplay : false;
  if (autoplay || plan.fade) {
    const extra = await import(/* webpackChunkName: "swiper-extras" */ './extras');
    if (autoplay) modules.push(extra.Autoplay);
    if (plan.fade) modules.push(extra.EffectFade);
  }
  if (signal.aborted) return null;
  container.classList.add('swiper');
  const options: SwiperOptions = {
    modules,
    slidesPerView: plan.slidesPerView,
    slidesPerGroup: plan.slidesPerGroup,
    spaceBetween: plan.spaceBetween,
    speed: plan.speed,
    loop: plan.loop,
    watchOverflow: true,
    breakpoints: plan.breakpoints,
    a11y: {
      prevSlideMessage: texts.previous,
      nextSlideMessage: texts.next,
      paginationBulletMessage: texts.goToSlide,
      slideLabelMessage: texts.slideLabel,
      containerRoleDescriptionMessage: texts.carousel,
      itemRoleDescriptionMessage: texts.slide,
    },
  };
  const arrows = plan.arrows ? [button(container, 'prev', texts.previous), button(container, 'next', texts.next)] : [];
  if (plan.arrows) options.navigation = { prevEl: arrows[0], nextEl: arrows[1] };
  if (plan.dots) {
    let dots = container.querySelector<HTMLElement>('.swiper-pagination');
    if (!dots) {
      dots = document.createElement('div');
      dots.className = 'swiper-pagination';
      container.append(dots);
    }
    options.pagination = { el: dots, clickable: true, bulletElement: 'button', type: plan.pagination ?? 'bullets' };
  }
  if (autoplay) options.autoplay = { delay: autoplay.delay, disableOnInteraction: autoplay.disableOnInteraction, pauseOnMouseEnter: autoplay.pauseOnHover };
  if (plan.fade) Object.assign(options, { effect: 'fade', fadeEffect: { crossFade: true } });
  if (plan.lazy) options.on = { init: loadNear, slideChange: loadNear };

  // Built in one task and started in the next, so neither makes a long task on a slow phone.
  await yieldToMain();
  if (signal.aborted) return null;
  const swiper = new Swiper(container, { ...options, init: false });
  signal.addEventListener('abort', () => swiper.destroy(true, true), { once: true });
  await yieldToMain();
  if (signal.aborted) return null;
  swiper.init();

  // An arrow that Swiper disables at an end drops keyboard focus to the page (the browser blurs a
  // disabled element, with nothing to go to): it goes to the other arrow instead.
  container.addEventListener(
    'focusout',
    (event) => {
      const arrow = event.target as HTMLElement;
      if (!event.relatedTarget && arrows.includes(arrow) && arrow.matches(':disabled')) arrows.find((other) => other !== arrow)?.focus();
    },
    { signal },
  );
  container.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'ArrowLeft') swiper.slidePrev();
      else if (event.key === 'ArrowRight') swiper.slideNext();
    },
    { signal },
  );
  if (autoplay) {
    // Someone reading or operating the carousel with the keyboard is not interrupted.
    container.addEventListener('focusin', () => swiper.autoplay?.pause(), { signal });
    container.addEventListener(
      'focusout',
      (event) => {
        if (!container.contains(event.relatedTarget as Node | null)) swiper.autoplay?.resume();
      },
      { signal },
    );
  }
  return swiper;
}
