/** The Pro slides widget's settings as a Swiper plan: its keys and defaults (SPEC §2 sliders; the page builder's own). */
import { animateSlideContents, slidesPlan } from '../slides-options';

/** The slides widget left at its defaults, as the page builder prints its settings. */
const PRINTED_DEFAULTS = {
  navigation: 'both',
  autoplay: 'yes',
  pause_on_hover: 'yes',
  pause_on_interaction: 'yes',
  autoplay_speed: 5000,
  infinite: 'yes',
  transition: 'slide',
  transition_speed: 500,
};

test('by default: one slide, looping, arrows and dots, autoplay every 5 s paused on hover and interaction, 500 ms slides', () => {
  expect(slidesPlan(PRINTED_DEFAULTS, 3)).toEqual({
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 0,
    speed: 500,
    loop: true,
    autoplay: { delay: 5000, disableOnInteraction: true, pauseOnHover: true },
    fade: false,
    arrows: true,
    dots: true,
    pagination: 'bullets',
    lazy: false,
    breakpoints: {},
  });
});

test('its own keys: navigation, autoplay, infinite, transition and their speeds', () => {
  const plan = slidesPlan(
    {
      navigation: 'arrows',
      autoplay: 'yes',
      autoplay_speed: 3000,
      pause_on_hover: '',
      pause_on_interaction: '',
      infinite: '',
      transition: 'fade',
      transition_speed: 800,
    },
    4,
  );
  expect(plan).toMatchObject({
    arrows: true,
    dots: false,
    loop: false,
    fade: true,
    speed: 800,
    autoplay: { delay: 3000, disableOnInteraction: false, pauseOnHover: false },
  });
  expect(slidesPlan({ navigation: 'dots', autoplay: '' }, 4)).toMatchObject({ arrows: false, dots: true, autoplay: false });
  expect(slidesPlan({ navigation: 'none' }, 4)).toMatchObject({ arrows: false, dots: false });
});

test('one slide does not loop; bad numbers fall back to the defaults, never below 0', () => {
  expect(slidesPlan({}, 1).loop).toBe(false);
  expect(slidesPlan({ ...PRINTED_DEFAULTS, transition_speed: 'fast', autoplay_speed: -20 }, 3)).toMatchObject({ speed: 500, autoplay: { delay: 0 } });
  // Turned off, a switch is left out of the printed settings.
  expect(slidesPlan({ navigation: 'both', transition_speed: 500 }, 3)).toMatchObject({ loop: false, autoplay: false });
});

describe('the slides’ content entrance', () => {
  const setup = (animation: string | null) => {
    document.body.innerHTML = `<div class="elementor-slides-wrapper"${animation === null ? '' : ` data-animation="${animation}"`}><div class="swiper-wrapper">${[
      0, 1, 2,
    ]
      .map((i) => `<div class="swiper-slide"><div class="swiper-slide-contents">${i}</div></div>`)
      .join('')}</div></div>`;
    const container = document.querySelector<HTMLElement>('.elementor-slides-wrapper')!;
    const handlers: Array<() => void> = [];
    const swiper = {
      activeIndex: 0,
      slides: [...container.querySelectorAll<HTMLElement>('.swiper-slide')],
      on: (_: 'slideChange', h: () => void) => handlers.push(h),
    };
    const animated = () => [...container.querySelectorAll('.swiper-slide-contents')].map((c) => c.className.replace('swiper-slide-contents', '').trim());
    return { container, swiper, handlers, animated };
  };

  test('plays on the shown slide only, again at each change', () => {
    const { container, swiper, handlers, animated } = setup('fadeInUp');
    animateSlideContents(container, swiper, false);
    expect(animated()).toEqual(['animated fadeInUp', '', '']);
    swiper.activeIndex = 2;
    handlers.forEach((h) => h());
    expect(animated()).toEqual(['', '', 'animated fadeInUp']);
  });

  test('nothing under reduced motion, without an animation, or with one that is not a class name', () => {
    for (const [animation, calm] of [
      ['fadeInUp', true],
      [null, false],
      ['', false],
      ['fade in"><img', false],
    ] as const) {
      const { container, swiper, animated } = setup(animation);
      animateSlideContents(container, swiper, calm);
      expect(animated()).toEqual(['', '', '']);
    }
  });
});
