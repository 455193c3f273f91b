import { createController } from '../controller';
import { readCookie } from '../cookies';
import { clearCookies, defaultConsentConfig } from '../../../tests/unit/helpers/consent';

const ID = 'OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4';
const consentCalls = () =>
  (window.dataLayer ?? []).filter((e) => Object.prototype.toString.call(e) === '[object Arguments]').map((e) => [...(e as IArguments)].slice(0, 2).join(' '));

beforeEach(() => {
  clearCookies();
  window.dataLayer = [];
});

test('a new visitor gets an undecided record with a fresh id, written once attached', () => {
  const consent = createController(defaultConsentConfig(), true, false);
  expect(readCookie('cookieyes-consent')).toBeNull();
  consent.attach({ release() {} });
  const snapshot = consent.get();
  expect(snapshot.decided).toBe(false);
  expect(readCookie('cookieyes-consent')).toBe(
    `consentid:${snapshot.consentId},consent:no,action:no,necessary:yes,functional:,analytics:,performance:,advertisement:,other:`,
  );
  expect(consent.allowed('necessary')).toBe(true);
  expect(consent.allowed('analytics')).toBe(false); // undecided counts as blocked
  consent.reapply();
  expect(consentCalls()).toEqual([]); // no stored choice: no update
});

test('a decision writes the record, pushes one update, releases, and tells subscribers', () => {
  const consent = createController(defaultConsentConfig(), true, false);
  const release = jest.fn();
  const seen = jest.fn();
  consent.attach({ release });
  consent.subscribe(seen);
  consent.decide({ analytics: true });
  expect(readCookie('cookieyes-consent')).toMatch(
    /^consentid:[A-Za-z0-9_-]{32},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no,other:no$/,
  );
  expect(consent.allowed('analytics')).toBe(true);
  expect(consent.allowed('advertisement')).toBe(false);
  expect(consentCalls()).toEqual(['consent update']);
  expect(release).toHaveBeenCalledTimes(1);
  expect(seen).toHaveBeenCalledWith(expect.objectContaining({ decided: true, categories: expect.objectContaining({ analytics: 'yes', other: 'no' }) }));
});

test('reject all records consent:no', () => {
  const consent = createController(defaultConsentConfig(), true, false);
  consent.attach({ release() {} });
  consent.decide({});
  expect(readCookie('cookieyes-consent')).toContain(',consent:no,action:yes,');
});

test('a returning visitor keeps the id and choice; page load sends an update, never a second default', () => {
  document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no,other:no; path=/`;
  const consent = createController(defaultConsentConfig(), true, false);
  consent.attach({ release() {} });
  expect(consent.get()).toMatchObject({ consentId: ID, decided: true });
  consent.reapply();
  expect(consentCalls()).toEqual(['consent update']);
});

test('allow() from a placeholder allows those categories and leaves the rest undecided', () => {
  const consent = createController(defaultConsentConfig(), true, false);
  consent.attach({ release() {} });
  consent.allow(['advertisement', 'functional', 'not-a-category']);
  const { categories, decided } = consent.get();
  expect(categories).toEqual({ necessary: 'yes', functional: 'yes', analytics: '', performance: '', advertisement: 'yes', other: '' });
  expect(decided).toBe(false);
});

test('on a mismatched domain nothing is stored and choices are refused', () => {
  const consent = createController(defaultConsentConfig(), false, false);
  consent.attach({ release() {} });
  consent.decide({ analytics: true });
  expect(readCookie('cookieyes-consent')).toBeNull();
  expect(consent.allowed('analytics')).toBe(false);
});

test('a garbage cookie is treated as undecided and replaced', () => {
  document.cookie = 'cookieyes-consent=consentid:short,consent:yes; path=/';
  const consent = createController(defaultConsentConfig(), true, false);
  consent.attach({ release() {} });
  expect(consent.get().decided).toBe(false);
  expect(readCookie('cookieyes-consent')).toMatch(/^consentid:[A-Za-z0-9_-]{32},consent:no,action:no,/);
});

test('under the opt-out law, Global Privacy Control opts the visitor out without a banner', () => {
  const consent = createController(defaultConsentConfig({ law: 'ccpa' }), true, true);
  consent.attach({ release() {} });
  expect(consent.get()).toMatchObject({ decided: true, gpc: true });
  expect(consent.allowed('advertisement')).toBe(false);
  consent.reapply();
  expect(consentCalls()).toEqual(['consent update']);
});

test('under the opt-in law GPC decides nothing for the visitor, but refuses advertising whatever they choose', () => {
  const consent = createController(defaultConsentConfig({ law: 'gdpr' }), true, true);
  consent.attach({ release() {} });
  expect(consent.get()).toMatchObject({ decided: false, gpc: false });
  consent.decide({ functional: true, analytics: true, performance: true, advertisement: true, other: true });
  expect(consent.allowed('analytics')).toBe(true);
  expect(consent.allowed('advertisement')).toBe(false);
  expect(readCookie('cookieyes-consent')).toMatch(/analytics:yes,.*advertisement:no/);
  consent.allow(['advertisement']);
  expect(consent.allowed('advertisement')).toBe(false);
});

test('a site that does not honour GPC lets it decide nothing', () => {
  const consent = createController(defaultConsentConfig({ law: 'ccpa', respectGpc: false }), true, true);
  expect(consent.get().gpc).toBe(false);
  consent.decide({ advertisement: true });
  expect(consent.allowed('advertisement')).toBe(true);
});

test('the cookie is written with the configured expiry, SameSite=Strict and path /', () => {
  const writes: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
  jest.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
  try {
    const consent = createController(defaultConsentConfig({ expiryDays: 10, cookieDomain: 'example.com' }), true, false);
    consent.attach({ release() {} });
    expect(writes[0]).toMatch(
      /^cookieyes-consent=consentid:[A-Za-z0-9_-]{32},consent:no,action:no,.*; expires=Wed, 11 Mar 2026 00:00:00 GMT; path=\/; domain=example.com; SameSite=Strict$/,
    );
  } finally {
    jest.useRealTimers();
    spy.mockRestore();
  }
});
