/** Removing a consent-banner element leaves nothing running (tests/unit/teardown.test.ts). */
import { BANNER_MARKUP } from '../../../tests/unit/helpers/consent';
import { env, countingSubscribers, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root">${BANNER_MARKUP}</div>`,
  setup: countingSubscribers,
  config: { consentTexts: { acceptAll: 'Accept all', rejectAll: 'Reject all', customise: 'Customise', close: 'Close' } },
  component: true,
  // The preferences dialog open (its chunk, with preact, loaded on the click).
  use: async () => {
    document.querySelector<HTMLButtonElement>('[data-consent-action="customise"]')!.click();
    await jest.advanceTimersByTimeAsync(10);
  },
  live: ({ listeners }) => {
    expect(listeners).toEqual(expect.arrayContaining(['<div class="colophon-consent"> click', '<button class="colophon-consent__close"> click']));
    expect(document.querySelector('.colophon-consent__preferences')).not.toBeNull();
    expect(env.subscribers()).toBeGreaterThan(0);
  },
  gone: () => expect(env.subscribers()).toBe(0),
} satisfies Case;
