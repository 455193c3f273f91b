/** Removing a like-dislike element leaves nothing running (tests/unit/teardown.test.ts). */
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  html: `<div id="root" data-widget_type="like-dislike.default" data-settings='{"post_id":7,"like_count":2}'></div>`,
  config: { nonces: { likeDislike: 'abc' } },
  component: true,
  use: () => {
    document.querySelector<HTMLButtonElement>('button[data-type="like"]')!.click(); // a vote in flight
  },
  live: ({ fetches }) => expect(fetches).toBe(1),
  gone: () => expect(env.fetches[0]!.signal!.aborted).toBe(true),
} satisfies Case;
