/** Removing a announcement-bar element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="colophon-announcement-bar.default" data-settings='{"id":"spring"}'><p>News</p><button class="colophon-announcement__close" hidden>×</button></div>`,
  live: ({ listeners }) => expect(listeners).toEqual(['<button class="colophon-announcement__close"> click']),
} satisfies Case;
