/** Removing a tracking element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, countingSubscribers, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root"><div id="colophon-tracking" hidden data-settings='{"marketplace_hosts":["market.example"],"pixel_code":"PX1"}'></div></div>`,
  setup: countingSubscribers,
  live: ({ listeners, hooks }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window submit', 'document click', 'document wpcf7mailsent']));
    expect(hooks).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^colophon\.likeDislike\.voted colophon\/tracking\//),
        expect.stringMatching(/^colophon\.track colophon\/tracking\//),
      ]),
    );
    expect(env.subscribers()).toBe(1);
  },
  gone: () => expect(env.subscribers()).toBe(0),
} satisfies Case;
