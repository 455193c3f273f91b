/** Removing a loop-filter element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root"><div data-id="flt0001" data-widget_type="taxonomy-filter.default" data-settings='{"selected_element":"loop001","taxonomy":"category"}'><search class="e-filter"><button class="e-filter-item" data-filter="__all">All</button><button class="e-filter-item" data-filter="news">News</button></search></div><div data-id="loop001"><div class="elementor-widget-container"></div></div></div>`,
  // A refresh in flight when the bar goes.
  use: async () => {
    document.querySelector<HTMLButtonElement>('[data-filter="news"]')!.click();
    await jest.advanceTimersByTimeAsync(0);
  },
  live: ({ listeners, fetches }) => {
    expect(listeners).toEqual(expect.arrayContaining(['window popstate']));
    expect(fetches).toBe(1);
  },
  gone: () => expect(env.fetches[0]!.signal!.aborted).toBe(true),
} satisfies Case;
