/** Removing a entrance element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" class="elementor-invisible" data-settings='{"_animation":"fadeInUp","_animation_delay":300}'>Hello</div>`,
  live: ({ observers }) => expect(observers).toBe(2),
} satisfies Case;
