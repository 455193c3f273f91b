/** Removing a counter element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="counter.default"><div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="2000" data-to-value="120" data-from-value="0">0</span><span class="elementor-counter-number-suffix">+</span></div></div></div>`,
  live: ({ observers }) => {
    expect(observers).toBe(2); // the registry's and the one waiting for the number to show
    expect(document.querySelector('.colophon-counter-text')!.textContent).toBe('120+');
  },
  gone: () => expect(document.querySelector('.colophon-counter-text')).toBeNull(),
} satisfies Case;
