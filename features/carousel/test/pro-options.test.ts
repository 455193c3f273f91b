/** The Pro carousels' settings (media, testimonial, reviews) as a Swiper plan: their keys, their defaults, per device. */
import { proCarouselPlan } from '../pro-options';

const bp = { mobile: 767, tablet: 1024 };

test('testimonial carousel: one per view everywhere by default; its slides_per_view per device is kept', () => {
  expect(proCarouselPlan({}, bp, 6, 'testimonial-carousel').breakpoints).toEqual({
    320: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 },
    768: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 },
    1025: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 },
  });
  const plan = proCarouselPlan(
    {
      slides_per_view: '3',
      slides_per_view_tablet: '2',
      slides_per_view_mobile: '1',
      slides_to_scroll: '3',
      space_between: { unit: 'px', size: 24 },
      space_between_mobile: { unit: 'px', size: 10 },
    },
    bp,
    6,
    'testimonial-carousel',
  );
  expect(plan.breakpoints).toEqual({
    320: { slidesPerView: 1, slidesPerGroup: 3, spaceBetween: 10 },
    768: { slidesPerView: 2, slidesPerGroup: 3, spaceBetween: 24 },
    1025: { slidesPerView: 3, slidesPerGroup: 3, spaceBetween: 24 },
  });
  expect([plan.slidesPerView, plan.spaceBetween]).toEqual([1, 10]); // the smallest device's, below every breakpoint
  // slides_to_scroll never more than the slides there are.
  expect(proCarouselPlan({ slides_per_view: '3', slides_to_scroll: '9' }, bp, 4, 'reviews').breakpoints[1025]!.slidesPerGroup).toBe(4);
});

test('media carousel: 3 / 2 / 1 by default, never more than there are slides; any effect but slide shows one', () => {
  // Reviews run on the testimonial carousel's handler in the page builder: one per view, and always slide.
  expect(proCarouselPlan({}, bp, 6, 'reviews').breakpoints[1025]).toEqual({ slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 });
  expect(proCarouselPlan({ effect: 'fade' }, bp, 6, 'reviews').fade).toBe(false);
  expect(proCarouselPlan({}, bp, 6, 'media-carousel').breakpoints[1025]).toEqual({ slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 0 });
  expect(proCarouselPlan({}, bp, 6, 'media-carousel').breakpoints[768]!.slidesPerView).toBe(2);
  expect(proCarouselPlan({ slides_per_view: '5' }, bp, 2, 'media-carousel').breakpoints[1025]!.slidesPerView).toBe(2);
  const fade = proCarouselPlan({ effect: 'fade', slides_per_view: '3', slides_to_scroll: '2' }, bp, 6, 'media-carousel');
  expect([fade.fade, fade.breakpoints[1025]]).toEqual([true, { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 }]);
  // The testimonial carousel has no effect setting: a stray one is ignored.
  expect(proCarouselPlan({ effect: 'fade' }, bp, 6, 'testimonial-carousel').fade).toBe(false);
});

test('loop only when asked (unlike the image carousel), speed, autoplay, arrows and each pagination type', () => {
  // A testimonial carousel left at its defaults, as the page builder prints its settings.
  const defaults = {
    show_arrows: 'yes',
    pagination: 'bullets',
    speed: 500,
    autoplay: 'yes',
    autoplay_speed: 5000,
    pause_on_hover: 'yes',
    pause_on_interaction: 'yes',
  };
  const plain = proCarouselPlan(defaults, bp, 6, 'testimonial-carousel');
  expect(plain).toMatchObject({
    loop: false,
    speed: 500,
    autoplay: { delay: 5000, disableOnInteraction: true, pauseOnHover: true },
    arrows: true,
    dots: true,
    pagination: 'bullets',
  });
  const set = proCarouselPlan({ loop: 'yes', speed: 300, autoplay: '', show_arrows: '', pagination: 'fraction', lazyload: 'yes' }, bp, 6, 'media-carousel');
  expect(set).toMatchObject({ loop: true, speed: 300, autoplay: false, arrows: false, dots: true, pagination: 'fraction', lazy: true });
  expect(proCarouselPlan({ pagination: 'progressbar' }, bp, 6, 'reviews').pagination).toBe('progressbar');
  expect(proCarouselPlan({ pagination: '' }, bp, 6, 'reviews').dots).toBe(false);
  expect(proCarouselPlan({ loop: 'yes' }, bp, 1, 'reviews').loop).toBe(false); // one slide never loops
});

test('Elementor 4.2: arrows switched off and the progress bar, as printed (the switch left out), give no arrows and a progress bar', () => {
  const printed = {
    pagination: 'progressbar',
    slides_per_view: '1',
    loop: 'yes',
    speed: 500,
    autoplay: 'yes',
    autoplay_speed: 5000,
    pause_on_hover: 'yes',
    pause_on_interaction: 'yes',
    space_between: { unit: 'px', size: 10, sizes: [] },
  };
  expect(proCarouselPlan(printed, bp, 3, 'testimonial-carousel')).toMatchObject({
    arrows: false,
    dots: true,
    pagination: 'progressbar',
    loop: true,
    slidesPerView: 1,
    spaceBetween: 10,
  });
  // Pagination "None" is an empty value: left out, no dots.
  expect(proCarouselPlan({ show_arrows: 'yes' }, bp, 3, 'testimonial-carousel')).toMatchObject({ arrows: true, dots: false });
});
