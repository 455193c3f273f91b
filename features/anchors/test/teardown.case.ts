/** Removing a anchors element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<p><a id="root" href="#target">Go</a></p><div id="target" class="elementor-element">There</div>`,
  live: ({ listeners }) => expect(listeners).toEqual(['<a> click']),
} satisfies Case;
