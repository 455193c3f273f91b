/** Removing a listing-calendar element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="jet-listing-calendar.default"><div class="jet-calendar" data-settings='{"id":"cal0001"}' data-post="3" data-month="November 2026"><table><caption><a class="jet-calendar-nav__link nav-link-next" data-month="December 2026">›</a></caption></table></div></div>`,
  live: ({ listeners }) => {
    expect(listeners).toEqual(expect.arrayContaining(['<div> click', '<div> change', '<div> keydown']));
    expect(jest.getTimerCount()).toBeGreaterThan(0); // the idle prefetch
  },
  gone: () => expect(env.fetches).toHaveLength(0), // the prefetch was cancelled before it asked
} satisfies Case;
