/** Removing a reviews element leaves nothing running (tests/unit/teardown.test.ts). */
import { consentApi } from '../../../tests/unit/helpers/consent';
import { env, type Case } from '../../../tests/unit/helpers/teardown-case';

export default {
  // Consent allowed: the JSON-LD request is in flight.
  html: `<div id="root" data-widget_type="colophon-reviews.default" data-settings='{"api":"/reviews/","businessUnit":"bu1"}'></div>`,
  setup: () => consentApi().decide({ functional: true, analytics: false, performance: false, advertisement: false, other: false }),
  live: ({ fetches }) => expect(fetches).toBe(1),
  gone: () => expect(env.fetches[0]!.signal!.aborted).toBe(true),
} satisfies Case;
