/**
 * The page builder's Pro slides widget (`slides`) mapped to the carousels' plan: one slide per
 * view on every device. Keys: `navigation` (both | arrows | dots | none; both by default),
 * `autoplay` (yes by default) + `autoplay_speed` (5000) + `pause_on_hover` + `pause_on_interaction`
 * (both yes by default), `infinite` (yes by default: it loops), `transition` (slide | fade) and
 * `transition_speed` (500). A switch is on only when it says `yes` (./options.ts isOn: the page
 * builder prints defaults and leaves out a switch turned off).
 */
import { sizeOf } from '../../src/runtime/settings';
import { isOn, type CarouselPlan } from './options';

export function slidesPlan(settings: Record<string, unknown>, slideCount: number): CarouselPlan {
  const yes = (key: string) => isOn(settings, key);
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  const one = { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 };
  return {
    ...one,
    speed: Math.max(0, sizeOf(settings.transition_speed) ?? 500),
    loop: yes('infinite') && slideCount > 1,
    autoplay: yes('autoplay')
      ? { delay: Math.max(0, sizeOf(settings.autoplay_speed) ?? 5000), disableOnInteraction: yes('pause_on_interaction'), pauseOnHover: yes('pause_on_hover') }
      : false,
    fade: settings.transition === 'fade',
    arrows: navigation === 'both' || navigation === 'arrows',
    dots: navigation === 'both' || navigation === 'dots',
    pagination: 'bullets',
    lazy: false,
    // One slide on every device: nothing changes at a breakpoint.
    breakpoints: {},
  };
}

/**
 * The slides' content entrance (`data-animation` on the wrapper, an animation class of the page
 * builder's such as fadeInUp): played on the shown slide's `.swiper-slide-contents` each time a
 * slide is shown, as the page builder does; never under reduced motion.
 */
export function animateSlideContents(
  container: HTMLElement,
  swiper: { activeIndex: number; slides: HTMLElement[]; on(event: 'slideChange', handler: () => void): void },
  calm: boolean,
): void {
  const animation = container.dataset.animation ?? '';
  if (calm || !/^[A-Za-z][\w-]*$/.test(animation)) return;
  const play = () => {
    for (const contents of container.querySelectorAll('.swiper-slide-contents')) contents.classList.remove('animated', animation);
    swiper.slides[swiper.activeIndex]?.querySelector('.swiper-slide-contents')?.classList.add('animated', animation);
  };
  swiper.on('slideChange', play);
  play();
}
