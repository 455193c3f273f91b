/**
 * The catalogue of known services (../catalogue.json) is data an owner relies on without reading
 * it: every entry complete and well formed, and each of its hosts blocking its own subdomains and
 * paths, never a look-alike host, through the same matcher the head boot uses.
 */
import catalogue from '../catalogue.json';
import { providersOf, readConsentConfig, type ConsentConfig } from '../config';
import { normalisePattern, typedMatcher as providerMatcher } from './matching-form';

const services = catalogue.services;
const CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'];
const LIFETIME = /^(session|\d+ (minute|hour|day|week|month|year)s?)$/;

test('holds at least 60 services, each with a unique id', () => {
  expect(services.length).toBeGreaterThanOrEqual(60);
  expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
});

describe.each(services.map((s) => [s.id, s] as const))('%s', (_id, service) => {
  test('is complete: a name, a known category, hosts, cookies with lifetimes, a placeholder flag, words for the owner', () => {
    expect(service.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(service.name.trim()).not.toBe('');
    expect(CATEGORIES).toContain(service.category);
    expect(service.hosts.length).toBeGreaterThan(0);
    for (const cookie of service.cookies) {
      expect(cookie.name.trim()).not.toBe('');
      expect(cookie.lifetime).toMatch(LIFETIME);
    }
    expect(typeof service.placeholder).toBe('boolean');
    expect(service.about.length).toBeGreaterThan(20);
    expect(service.about.length).toBeLessThanOrEqual(300);
  });

  test.each(service.hosts)('host %s is written as it is matched: a lower-case domain, an optional path, nothing else', (host) => {
    expect(normalisePattern(host)).toBe(host);
    expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s?#]*)?$/);
  });

  test.each(service.hosts)('host %s blocks itself and its subdomains, not look-alikes', (host) => {
    const blocks = providerMatcher(
      [{ url: host, categories: ['x'], fullPath: false, domain: true }],
      () => false,
      () => 'https://site.test/',
    );
    const [domain, ...path] = host.split('/');
    const rest = path.length ? `/${path.join('/')}` : '/';
    expect(blocks(`https://${domain}${rest}`)).toEqual(['x']);
    expect(blocks(`https://cdn.${domain}${rest}?x=1`)).toEqual(['x']);
    expect(blocks(`https://${domain}.evil.example${rest}`)).toBeNull();
    expect(blocks(`https://not${domain}${rest}`)).toBeNull();
    expect(blocks(`https://evil.example/${host}`)).toBeNull();
  });
});

test('no host is listed twice', () => {
  const all = services.flatMap((s) => s.hosts);
  expect(all.filter((host, i) => all.indexOf(host) !== i)).toEqual([]);
});

test('the page config carries the catalogue as category → hosts, and the boot reads it back as domain providers after the owner’s', () => {
  const config = readConsentConfig({
    enabled: true,
    providers: [{ url: 'youtube.com/embed', categories: ['functional'], fullPath: false }],
    catalogue: { analytics: 'google-analytics.com googletagmanager.com/gtm.js', advertisement: 'youtube.com' },
  } as Partial<ConsentConfig>)!;
  const providers = providersOf(config);
  expect(providers).toEqual([
    { url: 'youtube.com/embed', categories: ['functional'], fullPath: false },
    { url: 'google-analytics.com', categories: ['analytics'], fullPath: false, domain: true },
    { url: 'googletagmanager.com/gtm.js', categories: ['analytics'], fullPath: false, domain: true },
    { url: 'youtube.com', categories: ['advertisement'], fullPath: false, domain: true },
  ]);
  // The owner's entry comes first and decides: with functional allowed, the embed plays.
  const blocks = providerMatcher(
    providers,
    (slug) => slug === 'functional',
    () => 'https://site.test/',
  );
  expect(blocks('https://www.youtube.com/embed/abc')).toBeNull();
  expect(blocks('https://www.youtube.com/iframe_api')).toEqual(['advertisement']);
  expect(blocks('https://www.google-analytics.com/g/collect')).toEqual(['analytics']);
});
