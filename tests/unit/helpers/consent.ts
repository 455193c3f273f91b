/** Consent configs for tests, shaped as features/consent/php/Settings.php prints them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CategoryConfig, ConsentConfig } from '../../../features/consent/config';
import { createController } from '../../../features/consent/controller';

export function defaultConsentConfig(overrides: Partial<ConsentConfig> = {}): ConsentConfig {
  const categories: CategoryConfig[] = ['necessary', 'functional', 'analytics', 'performance', 'advertisement', 'other'].map((slug) => ({
    slug,
    necessary: slug === 'necessary',
    defaults: { gdpr: slug === 'necessary', ccpa: slug === 'necessary' },
    cookies: slug === 'analytics' ? [{ id: '_ga', domain: '' }] : [],
  }));
  return {
    enabled: true,
    domain: 'localhost',
    key: 'k',
    bannerId: 'b',
    law: 'gdpr',
    respectGpc: true,
    cookieName: 'cookieyes-consent',
    cookieDomain: '',
    expiryDays: 365,
    helperCookieDays: 30,
    logUrl: '/log',
    thumbnail: '/thumb/{id}.jpg',
    categories,
    // In matching form, as php/PageConfig.php prints them.
    providers: [
      { url: '/trackers/analytics', categories: ['analytics'], fullPath: false },
      { url: 'ads.example.com/pixel.js', categories: ['advertisement'], fullPath: true },
      { url: 'youtube.com/embed/', categories: ['advertisement', 'functional'], fullPath: false },
    ],
    consentMode: { enabled: true, defaults: [] },
    strict: false,
    allowedHosts: [],
    ...overrides,
  };
}

/** Removes every cookie jsdom holds for this document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The banner and revisit button as features/consent/php/Banner.php prints them (both hidden until the boot marks <html>); tests/php/BannerTest.php checks the server prints exactly this. */
export const BANNER_MARKUP = readFileSync(join(__dirname, '../../../features/consent-banner/test/banner.html'), 'utf8').trim();

/** A real consent controller as `window.colophonConsent`, as the head boot leaves it (nothing to release). */
export function consentApi(config: ConsentConfig = defaultConsentConfig(), domainOk = true, gpc = false) {
  const consent = createController(config, domainOk, gpc);
  consent.attach({ release() {} });
  window.colophonConsent = consent;
  return consent;
}

/**
 * For a file that runs a boot in this window: the boot patches the platform's prototypes for good,
 * and jsdom shares CSSStyleDeclaration's between the test files of a worker, so its own are put
 * back after the file (else a later file's styles go through this file's blocker, after its
 * document is gone). Call it at the top of the file.
 */
export function restoreStylesAfterAll(): void {
  const styles = Object.getOwnPropertyDescriptors(CSSStyleDeclaration.prototype);
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(styles)) Object.defineProperty(CSSStyleDeclaration.prototype, name, descriptor);
  });
}

/** The page config script a boot reads, as the server prints it in `<head>`, with the default consent settings. */
export const configScript = (): string =>
  `<script type="application/json" id="colophon-config">${JSON.stringify({ consent: defaultConsentConfig(), urls: { rest: '/wp-json/' } })}</script>`;

/** How a script tag reads: its type, whether it has a live `src`, and its held address (`['text/plain', false, url]` while the blocker holds it). */
export const scriptState = (tag: Element): [string | null, boolean, string | null] => [
  tag.getAttribute('type'),
  tag.hasAttribute('src'),
  tag.getAttribute('data-colophon-src'),
];
