/** Removing a video-placeholder element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';
import { consentApi } from '../../../tests/unit/helpers/consent';

export default {
  html: `<p><iframe id="root" data-colophon-src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-colophon-categories="functional" width="560" height="315"></iframe></p>`,
  setup: () => {
    consentApi();
    HTMLIFrameElement.prototype.getBoundingClientRect = () => ({ width: 560, height: 315 }) as DOMRect;
  },
  live: ({ listeners }) => {
    expect(document.querySelector('.colophon-video-placeholder')).not.toBeNull();
    expect(listeners).toEqual(expect.arrayContaining(['<button class="colophon-video-placeholder__accept"> click']));
  },
  gone: () => expect(document.querySelector('.colophon-video-placeholder')).toBeNull(),
} satisfies Case;
