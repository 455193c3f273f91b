import { sendBannerLoad } from '../beacon';
import { createHooks } from '@wordpress/hooks';
import { applyBridge as bridge, type BridgeInput } from '../bridge';
import { createDispatch } from '../../../src/runtime/events';
import { routed } from '../../../src/runtime/routes';
import { ROUTES } from '../../../src/boot/generated/events';
import { setHelperConsent } from '../helper-cookie';
import { readCookie } from '../cookies';
import { clearCookies } from '../../../tests/unit/helpers/consent';

// The bridge fires the WP Consent API's document event through the runtime's dispatch, as the banner chunk does.
const applyBridge = (input: BridgeInput) => bridge(input, routed(createDispatch(createHooks()), ROUTES));
const all = (value: '' | 'yes' | 'no') => ({ necessary: 'yes', functional: value, analytics: value, performance: value, advertisement: value, other: value });

let calls: Array<[string, string]>;
let typeEvents: number;
const onType = () => (typeEvents += 1);

beforeEach(() => {
  calls = [];
  typeEvents = 0;
  clearCookies();
  window.wp_set_consent = (category, value) => void calls.push([category, value]);
  delete window.wp_consent_type;
  document.addEventListener('wp_consent_type_defined', onType);
});
afterEach(() => {
  document.removeEventListener('wp_consent_type_defined', onType);
  delete window.wp_set_consent;
});

describe('WP Consent API bridge', () => {
  test('gdpr: opt-in type, event, then allow/deny per mapped category, call by call', () => {
    applyBridge({ law: 'gdpr', acted: true, categories: { ...all('no'), analytics: 'yes', advertisement: 'yes' }, helperCookieDays: 30 });
    expect(window.wp_consent_type).toBe('optin');
    expect(typeEvents).toBe(1);
    expect(calls).toEqual([
      ['preferences', 'deny'],
      ['statistics', 'allow'],
      ['statistics-anonymous', 'allow'],
      ['functional', 'deny'],
      ['marketing', 'allow'],
    ]);
  });

  test('ccpa: opt-out type; performance maps to functional, functional to preferences', () => {
    applyBridge({ law: 'ccpa', acted: true, categories: { ...all('no'), performance: 'yes', functional: 'yes' }, helperCookieDays: 30 });
    expect(window.wp_consent_type).toBe('optout');
    expect(calls).toEqual([
      ['preferences', 'allow'],
      ['statistics', 'deny'],
      ['statistics-anonymous', 'deny'],
      ['functional', 'allow'],
      ['marketing', 'deny'],
    ]);
  });

  test('before the visitor acts with nothing allowed, no consent is sent (the type still is)', () => {
    applyBridge({ law: 'gdpr', acted: false, categories: all(''), helperCookieDays: 30 });
    expect(calls).toEqual([]);
    expect(window.wp_consent_type).toBe('optin');
  });

  test('before the visitor acts but with a category allowed (e.g. from a video placeholder), it is sent', () => {
    applyBridge({ law: 'gdpr', acted: false, categories: { ...all(''), advertisement: 'yes' }, helperCookieDays: 30 });
    expect(calls).toContainEqual(['marketing', 'allow']);
    expect(calls).toContainEqual(['statistics', 'deny']);
  });

  test('without wp_set_consent there is no error, and the choice goes to the helper cookies', () => {
    delete window.wp_set_consent;
    expect(() => applyBridge({ law: 'gdpr', acted: true, categories: { ...all('no'), analytics: 'yes' }, helperCookieDays: 30 })).not.toThrow();
    expect(readCookie('wp_consent_statistics')).toBe('allow');
    expect(readCookie('wp_consent_marketing')).toBe('deny');
  });
});

describe('consent helper cookie', () => {
  test('stores allow or deny only; anything else is ignored', () => {
    expect(setHelperConsent('marketing', 'allow', 30)).toBe(true);
    expect(readCookie('wp_consent_marketing')).toBe('allow');
    expect(setHelperConsent('marketing', 'deny', 30)).toBe(true);
    expect(readCookie('wp_consent_marketing')).toBe('deny');
    for (const bad of ['yes', 'ALLOW', '', null, 1, true]) expect(setHelperConsent('marketing', bad, 30)).toBe(false);
    expect(readCookie('wp_consent_marketing')).toBe('deny');
    expect(setHelperConsent('bad name;', 'allow', 30)).toBe(false);
  });

  test('lives for the configured number of days', () => {
    const writes: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      setHelperConsent('statistics', 'allow', 7);
      expect(writes[0]).toBe('wp_consent_statistics=allow; expires=Thu, 08 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax');
    } finally {
      jest.useRealTimers();
      spy.mockRestore();
    }
  });
});

describe('banner_load log', () => {
  test('sends a multipart beacon with key, request type, epoch seconds and the JSON payload', () => {
    const beacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(sendBannerLoad('https://log.example/api/v1/log', 'KEY', 'ID43', 'BANNER', 1_700_000_123_456)).toBe(true);
    const [url, form] = beacon.mock.calls[0]! as [string, FormData];
    expect(url).toBe('https://log.example/api/v1/log');
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form.entries())).toEqual({
      key: 'KEY',
      request_type: 'banner_load',
      event_log_time: '1700000123',
      payload: JSON.stringify({ consent_session_id: 'ID43', banner_id: 'BANNER' }),
    });
  });

  test('a refused or throwing beacon only logs a warning; no URL sends nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    expect(sendBannerLoad('/log', 'k', 'i', 'b')).toBe(false);
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('blocked');
      },
      configurable: true,
    });
    expect(() => sendBannerLoad('/log', 'k', 'i', 'b')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(sendBannerLoad('', 'k', 'i', 'b')).toBe(false);
  });
});
