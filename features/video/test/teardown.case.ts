/** Removing a video element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="video.default" data-settings='{"video_type":"youtube","youtube_url":"https://www.youtube.com/watch?v=aBcDeFgHiJk","lazy_load":"yes"}'><div class="elementor-wrapper"><div class="elementor-video"></div></div></div>`,
  live: ({ observers }) => expect(observers).toBe(2), // the registry's and the one waiting to create the player
} satisfies Case;
