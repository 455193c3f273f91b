/** Removing a slider element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';
import { fakeMatchMedia } from '../../../tests/unit/helpers/fakes';

export default {
  // A slider from 1024 px at a desktop width: its width watcher and the observer waiting for it to come near.
  html: `<div id="root" data-widget_type="colophon-slider.default" data-settings='{"from":1024}'><div class="colophon-slider__frame"><ul class="swiper-wrapper"><li class="swiper-slide">2014</li><li class="swiper-slide">2016</li></ul></div></div>`,
  setup: () => {
    env.media = fakeMatchMedia(1280);
    window.matchMedia = env.media.matchMedia;
  },
  live: ({ observers }) => {
    expect(observers).toBe(2); // the registry's and the one waiting for the slider to come near
    expect(env.media.listenerCount()).toBe(1);
  },
  gone: () => expect(env.media.listenerCount()).toBe(0),
} satisfies Case;
