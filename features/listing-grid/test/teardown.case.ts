/** Removing a listing-grid element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // An infinite-scroll front-store listing: its sentinel observer, the storage listener and the refresh hook.
  html: `<div id="root" data-id="lst0001" data-widget_type="jet-listing-grid.default"><div class="jet-listing-grid"><div class="jet-listing-grid__items" data-nav='${JSON.stringify(
    {
      enabled: true,
      type: 'scroll',
      more_el: '',
      query: { post__in: ['is-front', 'local-storage', 'favourites'] },
      load_more_offset: { size: 100, unit: 'px' },
    },
  )}' data-page="1" data-pages="3"></div></div></div>`,
  live: ({ listeners, hooks, observers }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window storage']));
    expect(hooks).toEqual([expect.stringMatching(/^colophon\.listing\.refresh colophon\/listing-grid\//)]);
    expect(env.observed).toBeGreaterThan(0);
    expect(observers).toBe(2); // the registry's and the sentinel's
  },
} satisfies Case;
