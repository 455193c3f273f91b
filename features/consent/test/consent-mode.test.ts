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
  test('without rows: one global default, all denied but security storage, waiting 2000 ms', () => {
    pushDefaults([]);
    expect(calls()).toEqual([['consent', 'default', { ...denied, wait_for_update: 2000 }]]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  test('region rows get a region list, and a global denied default follows when no row covers all regions', () => {
    const row = {
      analytics: 'denied',
      advertisement: 'denied',
      functional: 'granted',
      necessary: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    } as const;
    pushDefaults([{ ...row, regions: 'DE, FR,GB , US-CA' }]);
    expect(calls()).toEqual([
      [
        'consent',
        'default',
        { ...denied, functionality_storage: 'granted', personalization_storage: 'granted', wait_for_update: 2000, region: ['DE', 'FR', 'GB', 'US-CA'] },
      ],
      ['consent', 'default', { ...denied, wait_for_update: 2000 }],
    ]);
  });

  test('an "All" row has no region key and no extra global default is added', () => {
    const granted = {
      analytics: 'granted',
      advertisement: 'granted',
      functional: 'granted',
      necessary: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    } as const;
    pushDefaults([
      { ...granted, regions: 'All' },
      { ...granted, analytics: 'denied', regions: 'DE' },
    ]);
    const pushed = calls();
    expect(pushed).toHaveLength(2);
    expect(pushed[0]).toEqual(['consent', 'default', expect.not.objectContaining({ region: expect.anything() })]);
    expect((pushed[0] as unknown[])[2]).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(pushed[1]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', region: ['DE'] })]);
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

describe('domain rule', () => {
  test.each([
    ['example.com', 'example.com', true],
    ['www.example.com', 'example.com', true],
    ['example.com', 'www.example.com', true],
    ['shop.example.com', 'example.com', true],
    ['a.b.example.com:8080', 'example.com', true],
    ['EXAMPLE.com', 'https://www.example.com/path', true],
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
