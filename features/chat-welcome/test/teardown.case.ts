/** Removing a chat-welcome element leaves nothing running (tests/unit/teardown.test.ts). */
import type { Case } from '../../../tests/unit/helpers/teardown-case';
import { consentApi } from '../../../tests/unit/helpers/consent';

export default {
  // Consent allowed, the page loaded, the chat not ready yet: the 500 ms retry is running.
  html: `<div id="root" data-widget_type="colophon-chat-welcome.default" data-settings='{"script":"/chat.js","global":"DemoChat","category":"functional","fallback":["Hello"]}'></div>`,
  setup: () => consentApi().decide({ functional: true, analytics: false, performance: false, advertisement: false, other: false }),
  live: () => {
    expect(document.querySelector('script[src$="/chat.js"]')).not.toBeNull();
    expect(document.getElementById('root')!.getAttribute('data-chat')).toBe('loading');
    expect(jest.getTimerCount()).toBe(1);
  },
} satisfies Case;
