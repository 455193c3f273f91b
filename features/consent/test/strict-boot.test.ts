/**
 * Strict mode's small boot and its deferred second half (../strict-boot.ts, ../strict-after.ts):
 * the boot alone puts the policy for the stored choice in force, pushes the consent-mode defaults
 * and shows the banner or the revisit button; the API, the new visitor's record and the reports
 * come with the second half, which also reports what the policy refused before it came.
 */
import { clearCookies, defaultConsentConfig } from '../../../tests/unit/helpers/consent';
import { policyFor } from '../strict';

const ID = 'a'.repeat(32);
const config = defaultConsentConfig({
  strict: true,
  allowedHosts: ['fonts.example.net'],
  strictHosts: { analytics: 'stats.example', 'advertisement functional': 'video.example' },
  consentMode: { enabled: true, defaults: [{ ad_storage: 'denied', wait_for_update: 2000 }] },
});

function boot(): void {
  jest.isolateModules(() => require('../strict-boot'));
}
function after(): void {
  jest.isolateModules(() => require('../strict-after'));
}
const policy = () => (document.head.querySelector('meta[http-equiv="Content-Security-Policy"]') as HTMLMetaElement | null)?.content;
const state = () => document.documentElement.getAttribute('data-colophon-consent');

/** The page's config script; every boot adds a document listener for its own policy, so a test that counts reports gives its page a policy of its own. */
function page(consent = config): void {
  document.head.innerHTML = `<title>t</title><script type="application/json" id="colophon-config">${JSON.stringify({ consent, urls: { rest: '/wp-json/' } })}</script>`;
}

beforeEach(() => {
  for (const key of ['colophonBooted', 'colophonConsent', 'colophonConfig', 'dataLayer'] as const) delete (window as unknown as Record<string, unknown>)[key];
  clearCookies();
  document.documentElement.removeAttribute('data-colophon-consent');
  page();
});

test('a stored choice: its policy first in the head, the defaults pushed, the revisit button; the API only with the second half', () => {
  document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:yes,other:no`;
  boot();
  expect(document.head.firstElementChild).toBe(document.head.querySelector('meta'));
  expect(policy()).toBe(policyFor(["'self'", 'fonts.example.net', 'stats.example', '*.stats.example']));
  expect(state()).toBe('decided');
  expect([...(window.dataLayer![0] as IArguments)]).toEqual(['consent', 'default', { ad_storage: 'denied', wait_for_update: 2000 }]);
  expect(window.colophonConsent).toBeUndefined();

  after();
  expect(window.colophonConsent!.allowed('analytics')).toBe(true);
  expect(window.colophonConsent!.allowed('functional')).toBe(false);
  expect(window.colophonConsent!.get().consentId).toBe(ID);
  expect(document.head.querySelectorAll('meta')).toHaveLength(1);
});

test('a new visitor: this site and the owner’s hosts alone, the banner; the second half gives them a record', () => {
  boot();
  expect(policy()).toBe(policyFor(["'self'", 'fonts.example.net']));
  expect(state()).toBe('ask');
  expect(document.cookie).not.toContain('cookieyes-consent');
  after();
  expect(document.cookie).toMatch(/cookieyes-consent=consentid:[A-Za-z0-9_-]{32},consent:no,action:no/);
  window.colophonConsent!.decide({ functional: true, analytics: true, advertisement: false });
  expect(state()).toBe('decided');
});

test('a malformed record reads as none in the boot as in the controller: nothing of it is let in', () => {
  document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,analytics:yes,unknown:yes`;
  boot();
  expect(policy()).toBe(policyFor(["'self'", 'fonts.example.net']));
  expect(state()).toBe('ask');
});

test('what the policy refuses before the second half comes is reported with what it refuses after', () => {
  jest.useFakeTimers();
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  page({ ...config, allowedHosts: ['reports.example'] });
  boot();
  const refuse = (url: string) => document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { originalPolicy: policy(), blockedURI: url }));
  refuse('https://early.example/tag.js');
  refuse('inline');
  after();
  jest.advanceTimersByTime(2000);
  refuse('https://late.example/pixel.gif');
  jest.advanceTimersByTime(2000);
  expect(sendBeacon.mock.calls).toEqual([
    ['/wp-json/colophon/v1/csp-violations', JSON.stringify({ page: '/', hosts: ['early.example'] })],
    ['/wp-json/colophon/v1/csp-violations', JSON.stringify({ page: '/', hosts: ['late.example'] })],
  ]);
  jest.useRealTimers();
});

test('without a readable config: this site alone; the second half says why, once, and makes no API', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  document.head.innerHTML = '<title>t</title><script type="application/json" id="colophon-config">{not json</script>';
  boot();
  expect(policy()).toBe(policyFor(["'self'"]));
  expect(error).not.toHaveBeenCalled(); // not in the parse-blocking boot
  after();
  expect(error.mock.calls).toEqual([[expect.stringContaining('[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON')]]);
  expect(window.colophonConsent).toBeUndefined();
  error.mockRestore();
});

test('with consent off in a readable config, neither half does anything or says anything', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  page({ ...config, enabled: false });
  boot();
  after();
  expect([policy(), state(), window.colophonConsent, error.mock.calls.length]).toEqual([undefined, null, undefined, 0]);
  error.mockRestore();
});
