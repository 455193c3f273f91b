/** Slider settings read from `data-slider_options` (kept apart from Swiper so they load and test without it). */
import type { Breakpoints } from '../../src/runtime/config';

export interface SliderOptions {
  slidesToShow?: { desktop?: number; tablet?: number; mobile?: number };
  loop?: boolean;
  speed?: number;
}

export function slidesPerView(options: SliderOptions): { mobile: number; tablet: number; desktop: number } {
  const count = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
  const show = options.slidesToShow ?? {};
  return { desktop: count(show.desktop, 3), tablet: count(show.tablet, 1), mobile: count(show.mobile, 1) };
}

/**
 * Swiper's min-width breakpoints from the site's max-width ones: tablet slides from just above
 * the mobile breakpoint (768 px by default), desktop slides from just above the tablet one (1025 px).
 */
export function sliderBreakpoints(options: SliderOptions, breakpoints: Breakpoints): Record<number, { slidesPerView: number }> {
  const views = slidesPerView(options);
  return {
    [(breakpoints.mobile ?? 767) + 1]: { slidesPerView: views.tablet },
    [(breakpoints.tablet ?? 1024) + 1]: { slidesPerView: views.desktop },
  };
}
