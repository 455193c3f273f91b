/** Removing a letter-logo element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="colophon-letter-logo.default"><span class="colophon-letter-logo__row" data-letter="C" aria-hidden="true">C</span></div>`,
  live: ({ observers }) => expect(observers).toBe(2), // the registry's and the resize observer
} satisfies Case;
