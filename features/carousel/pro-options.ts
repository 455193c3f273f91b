/**
 * The page builder's Pro carousels (media carousel, testimonial carousel, reviews) mapped to the
 * same plan as ./options.ts: their settings have other keys and defaults than the image carousel's.
 *
 * Keys: `slides_per_view` (+ `_tablet`, `_mobile`, any breakpoint; the testimonial carousel and
 * reviews show 1 everywhere by default (the page builder runs reviews on its testimonial
 * carousel's handler), the media carousel 3 / tablet 2 / mobile 1; never more than there are
 * slides; 1 for any effect but `slide`, which those two always use), `slides_to_scroll` (+ breakpoints, 1), `space_between` (`{size}`, +
 * breakpoints, 0), `loop`, `speed` (500), `autoplay` + `autoplay_speed` (5000) +
 * `pause_on_hover` + `pause_on_interaction`, `effect` (`fade` kept), `show_arrows`, `pagination`
 * (`bullets`, `fraction`, `progressbar`, or none: left out), `lazyload`. A switch is on only when
 * it says `yes` (./options.ts isOn: one turned off is left out of the printed settings).
 */
import type { Device } from '../../src/runtime/breakpoints';
import type { Breakpoints } from '../../src/runtime/config';
import { responsive, sizeOf } from '../../src/runtime/settings';
import { deviceBreakpoints, isOn, type CarouselPlan } from './options';

const DEFAULT_PER_VIEW: Partial<Record<Device, number>> = { tablet: 2, mobile_extra: 2, mobile: 1 };

export function proCarouselPlan(settings: Record<string, unknown>, breakpoints: Breakpoints, slideCount: number, widget: string): CarouselPlan {
  const oneByDefault = widget === 'testimonial-carousel' || widget === 'reviews';
  const effect = oneByDefault ? 'slide' : typeof settings.effect === 'string' && settings.effect ? settings.effect : 'slide';
  const key = (name: string, device: Device) => settings[device === 'desktop' ? name : `${name}_${device}`];
  const perView = (device: Device) => {
    if (effect !== 'slide') return 1;
    const fallback = oneByDefault ? 1 : (DEFAULT_PER_VIEW[device] ?? 3);
    return Math.max(1, Math.min(slideCount, Math.round(sizeOf(key('slides_per_view', device)) ?? fallback)));
  };
  // These two inherit from the next larger device, as the editor shows them.
  const scroll = (device: Device) =>
    effect === 'slide' ? Math.max(1, Math.min(slideCount, Math.round(sizeOf(responsive(settings, 'slides_to_scroll', device)) ?? 1))) : 1;
  const space = (device: Device) => Math.max(0, sizeOf(responsive(settings, 'space_between', device)) ?? 0);

  const { lowest, at: result } = deviceBreakpoints(breakpoints, (device) => ({
    slidesPerView: perView(device),
    slidesPerGroup: scroll(device),
    spaceBetween: space(device),
  }));
  const pagination = typeof settings.pagination === 'string' ? settings.pagination : '';
  return {
    slidesPerView: perView(lowest),
    slidesPerGroup: scroll(lowest),
    spaceBetween: space(lowest),
    speed: Math.max(0, sizeOf(settings.speed) ?? 500),
    loop: settings.loop === 'yes' && slideCount > 1,
    autoplay: isOn(settings, 'autoplay')
      ? {
          delay: Math.max(0, sizeOf(settings.autoplay_speed) ?? 5000),
          disableOnInteraction: isOn(settings, 'pause_on_interaction'),
          pauseOnHover: isOn(settings, 'pause_on_hover'),
        }
      : false,
    fade: effect === 'fade',
    arrows: isOn(settings, 'show_arrows'),
    dots: ['bullets', 'fraction', 'progressbar'].includes(pagination),
    pagination: pagination === 'fraction' || pagination === 'progressbar' ? pagination : 'bullets',
    lazy: settings.lazyload === 'yes',
    breakpoints: result,
  };
}
