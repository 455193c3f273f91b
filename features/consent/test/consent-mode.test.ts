import type { ConsentModeDefault } from '../config';
import { pushDefaults, pushUpdate } from '../consent-mode';
import { domainMatches } from '../domain';

const calls = () =>
  (window.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as IArguments)] : entry));
const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

beforeEach(() => {
  window.dataLayer = [];
});

describe('consent-mode defaults', () => {
  test('without a readable config: one global default, all denied but security storage, waiting 2000 ms, as an Arguments object', () => {
    pushDefaults();
    expect(calls()).toEqual([['consent', 'default', { ...denied, wait_for_update: 2000 }]]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  test('the defaults the page config carries (php/ConsentMode.php, ConsentModeTest.php), each one default, in order', () => {
    const region = { ...denied, functionality_storage: 'granted', wait_for_update: 2000, region: ['DE', 'FR'] } as ConsentModeDefault;
    pushDefaults([region, { ...denied, wait_for_update: 2000 } as ConsentModeDefault]);
    expect(calls()).toEqual([
      ['consent', 'default', region],
      ['consent', 'default', { ...denied, wait_for_update: 2000 }],
    ]);
  });
});

describe('consent-mode update', () => {
  test('maps categories to signals; ad user data and personalisation follow advertisement; then an event', () => {
    const allowed = new Set(['analytics', 'advertisement']);
    pushUpdate((slug) => allowed.has(slug));
    expect(calls()).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'granted',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
      { event: 'cookie_consent_update' },
    ]);
  });
});

describe('domain rule (the registered domain as the server makes it bare: PageConfigTest.php)', () => {
  test.each([
    ['example.com', 'example.com', true],
    ['www.example.com', 'example.com', true],
    ['shop.example.com', 'example.com', true],
    ['a.b.example.com:8080', 'example.com', true],
    ['EXAMPLE.com', 'example.com', true],
    ['www.example.com.', 'example.com', true],
    ['127.0.0.1:9400', '127.0.0.1', true],
    ['evilexample.com', 'example.com', false],
    ['example.com.evil.net', 'example.com', false],
    ['example.org', 'example.com', false],
    ['localhost', '127.0.0.1', false],
    ['example.com', '', false],
  ])('%s against %s → %s', (host, registered, expected) => {
    expect(domainMatches(host, registered)).toBe(expected);
  });
});
