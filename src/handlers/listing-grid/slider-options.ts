/** Slider settings read from `data-slider_options` (kept apart from Swiper so they load and test without it). */
export interface SliderOptions {
  slidesToShow?: { desktop?: number; tablet?: number; mobile?: number };
  loop?: boolean;
  speed?: number;
}

export const SLIDER_BREAKPOINTS = { tablet: 1025, mobile: 768 } as const;

export function slidesPerView(options: SliderOptions): { mobile: number; tablet: number; desktop: number } {
  const count = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);
  const show = options.slidesToShow ?? {};
  return { desktop: count(show.desktop, 3), tablet: count(show.tablet, 1), mobile: count(show.mobile, 1) };
}

