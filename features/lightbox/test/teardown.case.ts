/** Removing a lightbox element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<a id="root" href="https://site.test/cover.jpg"><img alt="Cover"></a>`,
  live: ({ listeners, hooks }) => {
    expect(listeners).toEqual(['<a> click']);
    expect(hooks).toEqual([expect.stringMatching(/^colophon\.linkAction colophon\/lightbox\//)]);
  },
} satisfies Case;
