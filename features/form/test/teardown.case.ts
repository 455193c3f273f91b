/** Removing a form takes its submit listener with it. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="form.default"><form class="elementor-form"><input type="hidden" name="form_id" value="f1"><button type="submit">Send</button></form></div>`,
  live: ({ listeners }) => expect(listeners).toContain('<form class="elementor-form"> submit'),
} satisfies Case;
