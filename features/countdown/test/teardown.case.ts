/** Removing a countdown stops its ticking. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

const soon = Math.floor(Date.now() / 1000) + 3600;

export default {
  html: `<div id="root" data-widget_type="countdown.default"><div class="elementor-countdown-wrapper" data-date="${soon}"><span class="elementor-countdown-seconds"></span></div></div>`,
  live: () => {
    expect(document.querySelector('.elementor-countdown-seconds')!.textContent).toMatch(/^\d\d$/);
    expect(jest.getTimerCount()).toBe(1); // the second's tick
  },
} satisfies Case;
