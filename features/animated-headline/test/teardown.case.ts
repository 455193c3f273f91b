/** Removing an animated headline ends its observer and its pause listeners. */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="animated-headline.default"><h2 class="elementor-headline"><span class="elementor-headline-dynamic-wrapper"><span class="elementor-headline-dynamic-text elementor-headline-text-active">edited</span><span class="elementor-headline-dynamic-text">designed</span></span></h2></div>`,
  live: ({ observers, listeners }) => {
    expect(observers).toBeGreaterThan(0);
    expect(listeners.join(' ')).toContain('pointerenter');
  },
} satisfies Case;
