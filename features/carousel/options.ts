/**
 * The page builder's carousel settings (image carousel, media and testimonial carousels) mapped to
 * Swiper's options. Pure, so every key and default is unit-tested without Swiper.
 *
 * Keys: `slides_to_show` (+ `_tablet`, `_mobile`, any breakpoint; defaults 3 / tablet 2 / mobile 1,
 * tablet 1 too for a single-slide carousel, one whose desktop value is 1), `slides_to_scroll` (+ breakpoints), `infinite`,
 * `speed` (500), `autoplay` + `autoplay_speed` (5000) + `pause_on_hover` + `pause_on_interaction`,
 * `effect: fade` (only with one slide per view), `navigation` (arrows | dots | both | none),
 * `lazyload`, `image_spacing_custom` (`{size}`, 20 px), `offset_sides` (an offset carousel shows
 * a sliver of the next slide: 0.001 more slide per view).
 *
 * A switch (`autoplay`, `infinite`, `pause_on_hover`, …) is on only when it says `yes`: the page
 * builder prints every setting at its default and leaves out one that is empty, so a switch the
 * owner turned off is simply missing from the element's settings (checked on Elementor 4.2).
 */
import { devices, type Device } from '../../src/runtime/breakpoints';
import type { Breakpoints } from '../../src/runtime/config';
import { responsive, sizeOf } from '../../src/runtime/settings';

/** Whether a switch of the page builder is on in an element's printed settings (a missing one is off). */
export const isOn = (settings: Record<string, unknown>, key: string): boolean => settings[key] === 'yes';

/** Swiper's smallest breakpoint: the lowest device starts at 320 px. */
export const LOWEST_DEVICE_MIN = 320;

export interface CarouselPlan {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: number;
  speed: number;
  loop: boolean;
  autoplay: false | { delay: number; disableOnInteraction: boolean; pauseOnHover: boolean };
  fade: boolean;
  arrows: boolean;
  dots: boolean;
  /** What the dots are: bullets (the image carousel's only kind), a fraction or a progress bar. */
  pagination?: 'bullets' | 'fraction' | 'progressbar';
  lazy: boolean;
  /** Swiper's min-width breakpoints → the values that change there. */
  breakpoints: Record<number, { slidesPerView: number; slidesPerGroup: number; spaceBetween?: number }>;
}

const number = sizeOf;

/**
 * Swiper's min-width breakpoints for the devices the site has (smallest first, and desktop;
 * widescreen aside), each with `values(device)`, and the smallest device (its values also apply
 * below every breakpoint).
 */
export function deviceBreakpoints<T>(breakpoints: Breakpoints, values: (device: Device) => T): { lowest: Device; at: Record<number, T> } {
  const list = devices.filter((d) => d === 'desktop' || (d !== 'widescreen' && typeof breakpoints[d as keyof Breakpoints] === 'number'));
  const at: Record<number, T> = {};
  list.forEach((device, index) => {
    const smaller = list[index - 1];
    at[smaller ? (breakpoints[smaller as keyof Breakpoints] as number) + 1 : LOWEST_DEVICE_MIN] = values(device);
  });
  return { lowest: list[0] ?? 'desktop', at };
}

/** `slideCount`: how many slides the markup has (a loop needs more than one). */
export function carouselPlan(settings: Record<string, unknown>, breakpoints: Breakpoints, slideCount: number): CarouselPlan {
  // A "single-slide" carousel is one that shows one slide at a time on desktop.
  const single = number(settings.slides_to_show) === 1;
  const fallback = (device: Device) =>
    device === 'desktop' || device === 'laptop' || device === 'tablet_extra' ? 3 : device === 'tablet' || device === 'mobile_extra' ? (single ? 1 : 2) : 1;
  // A device's own value, else the builder's device default (not a larger device's value: its defaults are per device).
  const show = (device: Device) => {
    const own = number(settings[device === 'desktop' ? 'slides_to_show' : `slides_to_show_${device}`]);
    return Math.max(1, Math.round(own ?? fallback(device)));
  };
  const scroll = (device: Device) => Math.max(1, Math.round(number(responsive(settings, 'slides_to_scroll', device)) ?? 1));
  const offset = typeof settings.offset_sides === 'string' && settings.offset_sides !== 'none' && settings.offset_sides !== '' ? 0.001 : 0;

  const { lowest, at: result } = deviceBreakpoints(breakpoints, (device) => ({ slidesPerView: show(device) + offset, slidesPerGroup: scroll(device) }));
  const perView = show(lowest) + offset;
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  const autoplay = isOn(settings, 'autoplay');
  return {
    slidesPerView: perView,
    slidesPerGroup: scroll(lowest),
    spaceBetween: Math.max(0, number(settings.image_spacing_custom) ?? 20),
    speed: Math.max(0, number(settings.speed) ?? 500),
    loop: isOn(settings, 'infinite') && slideCount > 1,
    autoplay: autoplay
      ? {
          delay: Math.max(0, number(settings.autoplay_speed) ?? 5000),
          disableOnInteraction: isOn(settings, 'pause_on_interaction'),
          pauseOnHover: isOn(settings, 'pause_on_hover'),
        }
      : false,
    fade: settings.effect === 'fade' && single,
    arrows: navigation === 'both' || navigation === 'arrows',
    dots: navigation === 'both' || navigation === 'dots',
    lazy: settings.lazyload === 'yes',
    breakpoints: result,
  };
}
