/**
 * A slider's settings (`data-settings` of `colophon-slider`) as a carousel plan for the shared
 * Swiper mount (../carousel/mount.ts). Pure, so each number is unit-tested without Swiper.
 *
 * - `perView`: slides per view from each window width up (`{"0": 1, "768": 2, "1024": 3}`).
 * - `gap` (px), `speed` (ms), `autoplay` (ms between slides, 0: none), `loop`, `arrows`, `dots`,
 *   `fade` (one slide at a time).
 * - `from`: a slider from this width up; narrower, the slides stay a plain list (no Swiper at all).
 *
 * Whatever a setting holds, the plan is a working one: numbers are clamped, a fade shows one slide,
 * and a loop needs more than two full views of slides (Swiper's own rule for a smooth loop).
 */
import type { CarouselPlan } from '../carousel/options';

export interface SliderSettings {
  perView: Record<string, unknown>;
  gap: unknown;
  speed: unknown;
  autoplay: unknown;
  loop: unknown;
  arrows: unknown;
  dots: unknown;
  fade: unknown;
  from: unknown;
}

export const SLIDER_DEFAULTS: SliderSettings = {
  perView: { 0: 1 },
  gap: 20,
  speed: 500,
  autoplay: 0,
  loop: false,
  arrows: true,
  dots: true,
  fade: false,
  from: 0,
};

/** A whole number within [min, max], else `fallback`. */
function whole(value: unknown, min: number, max: number, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
}

/** The steps of `perView`, narrowest first: [from width, slides per view], starting at 0. */
export function perViewSteps(perView: Record<string, unknown>): Array<[number, number]> {
  const steps = Object.entries(perView && typeof perView === 'object' ? perView : {})
    .map(([from, count]): [number, number] => [whole(from, 0, 10000, -1), whole(count, 0, 8, 0)])
    .filter(([from, count]) => from >= 0 && count > 0)
    .sort(([a], [b]) => a - b);
  if (steps[0]?.[0] !== 0) steps.unshift([0, 1]);
  return steps;
}

/** How many slides show at a window width. */
export function perViewAt(settings: Pick<SliderSettings, 'perView' | 'fade'>, width: number): number {
  if (settings.fade === true) return 1;
  let count = 1;
  for (const [from, perView] of perViewSteps(settings.perView)) if (width >= from) count = perView;
  return count;
}

/** The width a slider starts at (0: every width). */
export function sliderFrom(settings: Pick<SliderSettings, 'from'>): number {
  return whole(settings.from, 0, 10000, 0);
}

export function sliderPlan(settings: SliderSettings, slideCount: number): CarouselPlan {
  const fade = settings.fade === true;
  const steps = fade ? [[0, 1] as [number, number]] : perViewSteps(settings.perView);
  const widest = Math.max(...steps.map(([, count]) => count));
  const autoplay = whole(settings.autoplay, 0, 60000, 0);
  return {
    slidesPerView: steps[0]![1],
    slidesPerGroup: 1,
    spaceBetween: fade ? 0 : whole(settings.gap, 0, 200, 20),
    speed: whole(settings.speed, 0, 5000, 500),
    loop: settings.loop === true && slideCount > 2 * widest,
    autoplay: autoplay > 0 ? { delay: autoplay, disableOnInteraction: false, pauseOnHover: true } : false,
    fade,
    arrows: settings.arrows !== false,
    dots: settings.dots !== false,
    lazy: false,
    breakpoints: Object.fromEntries(steps.slice(1).map(([from, perView]) => [from, { slidesPerView: perView, slidesPerGroup: 1 }])),
  };
}
