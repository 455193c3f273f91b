/**
 * Strict mode's policy: built from the visitor's choice, host by host; a widening choice reloads, a narrowing one not.
 */
import { policyFor, startStrict, strictSources } from '../strict';
import { defaultConsentConfig } from '../../../tests/unit/helpers/consent';

const config = defaultConsentConfig({
  strict: true,
  allowedHosts: ['fonts.example.net', '*.cdn.example.org'],
  // As php/Providers.php strict_hosts prints them (ProvidersTest.php) for https://www.YouTube.com/embed/
  // (functional) and //ads.example.com/pixel.js (advertisement and analytics).
  strictHosts: { functional: 'youtube.com', 'advertisement analytics': 'ads.example.com' },
});

test('only this site and the owner’s hosts before any choice; a provider’s host (and its subdomains) once all its categories are allowed', () => {
  expect(strictSources(config, () => false)).toEqual(["'self'", 'fonts.example.net', '*.cdn.example.org']);
  const some = new Set(['functional', 'advertisement']);
  expect(strictSources(config, (slug) => some.has(slug))).toEqual(["'self'", 'fonts.example.net', '*.cdn.example.org', 'youtube.com', '*.youtube.com']);
  expect(strictSources(config, () => true)).toContain('ads.example.com');
});

test('the policy covers every fetch, scripts and styles inline, and where forms may go', () => {
  expect(policyFor(["'self'", 'a.example'])).toBe(
    "default-src 'self' a.example data: blob:; script-src 'self' a.example 'unsafe-inline' 'unsafe-eval' blob:; style-src 'self' a.example 'unsafe-inline'; form-action 'self' a.example",
  );
});

test('the policy goes first in the head; a choice that allows a new host reloads, one that allows none does not', () => {
  jest.useFakeTimers();
  document.head.innerHTML = '<title>t</title>';
  const allowed = new Set<string>();
  const listeners: Array<() => void> = [];
  const reload = jest.fn();
  startStrict(
    config,
    (slug) => allowed.has(slug),
    (listener) => listeners.push(listener),
    '/wp-json/colophon/v1/csp-violations',
    reload,
  );
  const meta = document.head.firstElementChild as HTMLMetaElement;
  expect([meta.httpEquiv, meta.content]).toEqual(['Content-Security-Policy', policyFor(strictSources(config, () => false))]);
  allowed.add('advertisement'); // the pixel also needs analytics: no new host
  listeners.forEach((listener) => listener());
  jest.runAllTimers();
  expect(reload).not.toHaveBeenCalled();
  allowed.add('functional');
  listeners.forEach((listener) => listener());
  jest.runAllTimers();
  expect(reload).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
