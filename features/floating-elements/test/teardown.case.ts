/** Removing a contact-buttons widget leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="contact-buttons.default"><div class="e-contact-buttons"><div class="e-contact-buttons__content-wrapper hidden"><div class="e-contact-buttons__content"><button type="button" class="e-contact-buttons__close-button" aria-label="Close"></button></div></div><div class="e-contact-buttons__chat-button-container"><button type="button" class="e-contact-buttons__chat-button" aria-label="Open"></button></div></div></div>`,
  live: ({ listeners }) => expect(listeners.length).toBeGreaterThanOrEqual(3),
} satisfies Case;
