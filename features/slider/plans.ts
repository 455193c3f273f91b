/**
 * The marketing site's three sliders as carousel plans for the shared Swiper mount
 * (../carousel/mount.ts). Pure, so each number is unit-tested without Swiper.
 *
 * - `freelancers`: autoplay every 4000 ms, 1000 ms transitions; 1, 2, 3, 4, 4 slides per view
 *   below 486 px, then from 486, 767, 1024 and 1200 px.
 * - `timeline`: a slider from 1024 px only; below that it is a plain list (no Swiper at all).
 * - `how-it-works`: one step at a time with a 500 ms fade.
 */
import type { CarouselPlan } from '../carousel/options';

export type SliderKind = 'freelancers' | 'timeline' | 'how-it-works';

export const KINDS: readonly SliderKind[] = ['freelancers', 'timeline', 'how-it-works'];

/** The freelancers slider's slides per view from each width up (below 486: 1). */
export const FREELANCER_STEPS: ReadonlyArray<readonly [number, number]> = [
  [486, 2],
  [767, 3],
  [1024, 4],
  [1200, 4],
];

/** The timeline is a slider only from this width. */
export const TIMELINE_FROM = 1024;

const GAP = 20;

function plan(overrides: Partial<CarouselPlan>): CarouselPlan {
  return {
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: GAP,
    speed: 500,
    loop: false,
    autoplay: false,
    fade: false,
    arrows: true,
    dots: true,
    lazy: false,
    breakpoints: {},
    ...overrides,
  };
}

export function isKind(value: unknown): value is SliderKind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}

/** How many slides the freelancers slider shows at a window width. */
export function freelancersPerView(width: number): number {
  let count = 1;
  for (const [from, perView] of FREELANCER_STEPS) if (width >= from) count = perView;
  return count;
}

/** Whether the timeline is a slider at this window width. */
export function timelineOn(width: number): boolean {
  return width >= TIMELINE_FROM;
}

export function sliderPlan(kind: SliderKind, slideCount: number): CarouselPlan {
  switch (kind) {
    case 'freelancers':
      return plan({
        speed: 1000,
        // Swiper's loop needs a full view of slides beyond the visible ones.
        loop: slideCount > 2 * freelancersPerView(Infinity),
        autoplay: { delay: 4000, disableOnInteraction: false, pauseOnHover: true },
        breakpoints: Object.fromEntries(FREELANCER_STEPS.map(([from, perView]) => [from, { slidesPerView: perView, slidesPerGroup: 1 }])),
      });
    case 'timeline':
      return plan({ slidesPerView: 3, dots: false });
    case 'how-it-works':
      return plan({ fade: true, speed: 500, spaceBetween: 0 });
  }
}
