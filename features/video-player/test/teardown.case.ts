/** Removing a video-player element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // Waiting for the player to come near: its sources are not set yet.
  html: `<figure id="root" data-widget_type="colophon-video-player.default"><div class="colophon-player__stage"><video controls preload="none"><source data-src="/tour.webm" type="video/webm"></video></div></figure>`,
  live: ({ observers }) => {
    expect(observers).toBe(2); // the registry's and the one waiting for the video to come near
    expect(document.querySelector('source')!.hasAttribute('src')).toBe(false);
  },
} satisfies Case;
