/** Removing a lazy-backgrounds element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" class="e-con e-parent" style="background-image:url(/cover.jpg)">Section</div>`,
  live: ({ observers }) => expect(observers).toBe(2), // the registry's and the shared one
} satisfies Case;
