import { carouselPlan, LOWEST_DEVICE_MIN } from '../options';

const bp = { mobile: 767, tablet: 1024 };
/** An image carousel left at its defaults, as the page builder prints its settings (every default, no empty one). */
const PRINTED_DEFAULTS = {
  navigation: 'both',
  autoplay: 'yes',
  pause_on_hover: 'yes',
  pause_on_interaction: 'yes',
  autoplay_speed: 5000,
  infinite: 'yes',
  speed: 500,
};

test('defaults: 3 on desktop, 2 on tablet, 1 on mobile; autoplay 5000 with both pauses, loop, 500 ms, arrows and dots', () => {
  const plan = carouselPlan(PRINTED_DEFAULTS, bp, 6);
  expect(plan.breakpoints).toEqual({
    [LOWEST_DEVICE_MIN]: { slidesPerView: 1, slidesPerGroup: 1 },
    768: { slidesPerView: 2, slidesPerGroup: 1 },
    1025: { slidesPerView: 3, slidesPerGroup: 1 },
  });
  expect(LOWEST_DEVICE_MIN).toBe(320);
  expect(plan).toMatchObject({
    slidesPerView: 1,
    spaceBetween: 20,
    speed: 500,
    loop: true,
    fade: false,
    arrows: true,
    dots: true,
    lazy: false,
    autoplay: { delay: 5000, disableOnInteraction: true, pauseOnHover: true },
  });
});

test('a single-slide carousel (1 on desktop) shows 1 on tablet too and may fade', () => {
  const plan = carouselPlan({ slides_to_show: '1', effect: 'fade' }, bp, 4);
  expect(plan.breakpoints[768]!.slidesPerView).toBe(1);
  expect(plan.fade).toBe(true);
  expect(carouselPlan({ slides_to_show: '2', effect: 'fade' }, bp, 4).fade).toBe(false);
});

test('every key is read: per-device slides, scroll steps, speed, autoplay, pauses, loop, navigation, lazy load, spacing', () => {
  const plan = carouselPlan(
    {
      slides_to_show: '4',
      slides_to_show_tablet: '3',
      slides_to_show_mobile: '2',
      slides_to_scroll: '2',
      slides_to_scroll_mobile: '1',
      speed: 800,
      autoplay: 'yes',
      autoplay_speed: 4000,
      pause_on_hover: '',
      pause_on_interaction: 'no',
      infinite: 'no',
      navigation: 'dots',
      lazyload: 'yes',
      image_spacing_custom: { size: 12, unit: 'px' },
    },
    bp,
    8,
  );
  expect(plan.breakpoints).toEqual({
    320: { slidesPerView: 2, slidesPerGroup: 1 },
    768: { slidesPerView: 3, slidesPerGroup: 2 },
    1025: { slidesPerView: 4, slidesPerGroup: 2 },
  });
  expect(plan).toMatchObject({
    speed: 800,
    loop: false,
    arrows: false,
    dots: true,
    lazy: true,
    spaceBetween: 12,
    autoplay: { delay: 4000, pauseOnHover: false, disableOnInteraction: false },
  });
  expect(carouselPlan({ navigation: 'arrows' }, bp, 3)).toMatchObject({ arrows: true, dots: false });
  expect(carouselPlan({ navigation: 'none' }, bp, 3)).toMatchObject({ arrows: false, dots: false });
  expect(carouselPlan({ autoplay: 'no' }, bp, 3).autoplay).toBe(false);
});

test('offset carousels add 0.001 slide per view', () => {
  const plan = carouselPlan({ slides_to_show: '3', offset_sides: 'both' }, bp, 6);
  expect(plan.breakpoints[1025]!.slidesPerView).toBe(3.001);
  expect(plan.slidesPerView).toBe(1.001);
  expect(carouselPlan({ offset_sides: 'none' }, bp, 6).breakpoints[1025]!.slidesPerView).toBe(3);
});

test('the site’s own breakpoints place the steps (extra devices included)', () => {
  const plan = carouselPlan({ slides_to_show: '5', slides_to_show_laptop: '4' }, { mobile: 600, tablet: 900, laptop: 1300 }, 9);
  expect(Object.keys(plan.breakpoints).map(Number)).toEqual([320, 601, 901, 1301]);
  expect(plan.breakpoints[901]!.slidesPerView).toBe(4);
  expect(plan.breakpoints[1301]!.slidesPerView).toBe(5);
});

test('one slide never loops', () => {
  expect(carouselPlan({}, bp, 1).loop).toBe(false);
});

test('a switch the owner turned off is left out of the printed settings: it is off, not its default', () => {
  // Autoplay and loop off, as Elementor 4.2 prints them: the two keys are missing.
  const plan = carouselPlan({ navigation: 'dots', speed: 500 }, bp, 6);
  expect([plan.autoplay, plan.loop, plan.arrows, plan.dots]).toEqual([false, false, false, true]);
  const paused = carouselPlan({ autoplay: 'yes', autoplay_speed: 3000, infinite: 'yes' }, bp, 6);
  expect(paused.autoplay).toEqual({ delay: 3000, disableOnInteraction: false, pauseOnHover: false });
});
