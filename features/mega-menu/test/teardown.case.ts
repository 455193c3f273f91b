/** Removing a mega menu leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="mega-menu.default" data-settings='{"open_on":"click"}'><nav class="e-n-menu"><button class="e-n-menu-toggle" aria-expanded="false">Menu</button><div class="e-n-menu-wrapper"><ul class="e-n-menu-heading"><li class="e-n-menu-item"><div class="e-n-menu-title"><a class="e-n-menu-title-container e-focus e-link" href="/a/">A</a><button class="e-n-menu-dropdown-icon e-focus" aria-expanded="false">Open A</button></div><div class="e-n-menu-content"><div class="e-con"><a href="/b/">B</a></div></div></li></ul></div></nav></div>`,
  live: ({ listeners }) =>
    expect(listeners).toEqual(
      expect.arrayContaining(['<button class="e-n-menu-toggle"> click', '<div class="e-n-menu-title"> click', '<div class="e-con"> keydown']),
    ),
} satisfies Case;
