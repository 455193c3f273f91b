/** Removing a carousel element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="image-carousel.default" data-settings='{"autoplay":"yes"}'><div class="elementor-widget-container"><div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div></div></div></div></div>`,
  live: ({ observers }) => expect(observers).toBe(2), // waiting for the carousel to come near
} satisfies Case;
