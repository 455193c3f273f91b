/** Removing the outbound links' marker stops them: no click is watched any more (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: '<a href="https://reviews.example/">Reviews</a><span id="colophon-outbound" hidden></span>',
  root: '#colophon-outbound',
  config: { outboundLinks: { newTab: true } },
  live: ({ listeners }) => {
    expect(document.querySelector('a')!.target).toBe('_blank');
    expect(listeners).toEqual(['document click']);
  },
} satisfies Case;
