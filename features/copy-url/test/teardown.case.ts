/** Removing a copy-url element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="colophon-copy-url.default"><button hidden><span class="colophon-copy-url__label">Copy link</span></button></div>`,
  setup: () => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true }),
  // Copied: the "copied" state waits 2 s to go back.
  use: async () => {
    document.querySelector<HTMLButtonElement>('#root button')!.click();
    await Promise.resolve();
    await Promise.resolve();
  },
  live: ({ listeners }) => {
    expect(listeners).toEqual(['<button class="is-copied"> click']);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
  },
} satisfies Case;
