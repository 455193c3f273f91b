/** Removing a waitlist element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<form id="root" data-widget_type="colophon-waitlist.default"><input id="fname" value="Ann"><button type="submit">Send</button></form>`,
  config: { waitlist: { endpoint: 'https://site.test/wp-json/colophon/v1/waitlist' } },
  // An application in flight, its form busy.
  use: () => void document.getElementById('root')!.dispatchEvent(new Event('submit', { cancelable: true })),
  live: ({ listeners, fetches }) => {
    expect(listeners).toEqual(['<form> submit']);
    expect(fetches).toBe(1);
  },
  gone: () => expect(env.fetches[0]!.signal!.aborted).toBe(true),
} satisfies Case;
