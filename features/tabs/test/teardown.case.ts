/** Removing a tabs element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="accordion.default"><div class="elementor-accordion"><div class="elementor-accordion-item"><h3 id="t1" class="elementor-tab-title" data-tab="1" role="button" aria-controls="c1" aria-expanded="false"><a class="elementor-accordion-title" tabindex="0">One</a></h3><div id="c1" class="elementor-tab-content" data-tab="1" role="region" aria-labelledby="t1">Answer</div></div></div></div>`,
  live: ({ listeners }) =>
    expect(listeners).toEqual(
      expect.arrayContaining(['<h3 class="elementor-tab-title elementor-active"> click', '<a class="elementor-accordion-title"> keydown']),
    ),
} satisfies Case;
