/** Removing a scheduling element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, countingSubscribers, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // No consent yet: the offer to allow it, and the wait for the visitor's choice.
  html: `<div id="root" data-widget_type="colophon-scheduling.default" data-settings='{"provider":"Booker","url":"https://book.example/intro"}'><div class="colophon-scheduling__frame"></div></div>`,
  setup: countingSubscribers,
  live: ({ listeners }) => {
    expect(listeners).toEqual(['<button> click']);
    expect(env.subscribers()).toBe(1);
  },
  gone: () => {
    expect(env.subscribers()).toBe(0);
    expect(document.querySelector('iframe')).toBeNull();
  },
} satisfies Case;
