/**
 * A returning visitor who allowed every provider's categories: the boot with the blocker
 * (../boot.ts) patches nothing and watches nothing while the page parses, and a narrower choice
 * made later through the second half's API (../after.ts) starts the blocker. (A file of its own:
 * the boot patches this window's prototypes for good.)
 */
import { clearCookies, configScript, restoreStylesAfterAll, scriptState } from '../../../tests/unit/helpers/consent';

restoreStylesAfterAll();

const ID = 'OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVN';

test('nothing to guard: nothing patched while the page parses; a narrower choice starts the blocker', () => {
  clearCookies();
  document.cookie = `cookieyes-consent=consentid:${ID},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes,other:yes; path=/`;
  document.head.innerHTML = configScript();
  const { setAttribute } = Element.prototype;
  const fetchBefore = window.fetch;

  jest.isolateModules(() => require('../boot'));
  expect(document.documentElement.getAttribute('data-colophon-consent')).toBe('decided');
  expect(Element.prototype.setAttribute).toBe(setAttribute);
  expect(window.fetch).toBe(fetchBefore);
  const allowedTag = document.createElement('script');
  allowedTag.src = '/trackers/analytics/first.js';
  document.head.append(allowedTag);
  expect(allowedTag.getAttribute('src')).toBe('/trackers/analytics/first.js');

  jest.isolateModules(() => require('../after'));
  window.colophonConsent!.decide({ functional: true, analytics: false, performance: true, advertisement: true, other: true });
  expect(Element.prototype.setAttribute).not.toBe(setAttribute);
  const held = document.createElement('script');
  held.src = '/trackers/analytics/next.js';
  document.head.append(held);
  expect(scriptState(held)).toEqual(['text/plain', false, '/trackers/analytics/next.js']);
});
