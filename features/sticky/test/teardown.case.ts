/** Removing a sticky element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-element_type="container" data-settings='{"sticky":"top","sticky_effects_offset":40}'><p>Header</p></div>`,
  live: ({ listeners, observers }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window resize']));
    expect(observers).toBeGreaterThanOrEqual(3); // the registry's, the sentinels' and the size observer
    expect(document.querySelectorAll('#root > .colophon-sticky-sentinel')).toHaveLength(2);
  },
  gone: () => expect(document.querySelector('.colophon-sticky-sentinel')).toBeNull(),
} satisfies Case;
