/** Consent configs for tests, shaped as includes/Consent/Settings.php prints them. */
import type { CategoryConfig, ConsentConfig } from '../../../src/consent/config';

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
    providers: [
      { url: '/trackers/analytics', categories: ['analytics'], fullPath: false },
      { url: '//ads.example.com/pixel.js', categories: ['advertisement'], fullPath: true },
      { url: 'youtube.com/embed/', categories: ['advertisement', 'functional'], fullPath: false },
    ],
    consentMode: { enabled: true, rows: [] },
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
