/** Removing a alert element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="alert.default"><div class="elementor-alert" role="alert"><span class="elementor-alert-title">Note</span><button type="button" class="elementor-alert-dismiss">×</button></div></div>`,
  live: ({ listeners }) => expect(listeners).toEqual(['<button class="elementor-alert-dismiss"> click']),
} satisfies Case;
