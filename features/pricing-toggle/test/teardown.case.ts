/** Removing a pricing-toggle element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="colophon-pricing-toggle.default"><fieldset class="colophon-pricing__switch" hidden><label><input type="radio" name="p" value="yearly" checked><span>Yearly</span></label><label><input type="radio" name="p" value="monthly"><span>Monthly</span></label></fieldset><b data-period="yearly">$19.14</b><b data-period="monthly">$22.97</b></div>`,
  live: ({ listeners }) => {
    expect(listeners).toEqual(['<input> change', '<input> change']);
    expect(document.querySelector<HTMLElement>('[data-period="monthly"]')!.hidden).toBe(true);
  },
} satisfies Case;
