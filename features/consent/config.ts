/**
 * The consent part of the page config (`colophonConfig.consent`), printed complete and validated
 * by features/consent/php/Settings.php, so the head boot carries no defaults of its own.
 */

export type Law = 'gdpr' | 'ccpa';
export type Signal = 'granted' | 'denied';

export interface CategoryConfig {
  slug: string;
  /** Necessary categories are always allowed and cannot be switched off. */
  necessary: boolean;
  /** Preselection in the preferences per law (an undecided category is still blocked). */
  defaults: Record<Law, boolean>;
  /** Cookies this category sets, deleted when it is denied. */
  cookies: Array<{ id: string; domain: string }>;
}

/** A script or iframe URL fragment blocked until all of its categories are allowed. */
export interface ProviderConfig {
  url: string;
  categories: string[];
  /** Match the whole host + path instead of a fragment of it. */
  fullPath: boolean;
  /** A catalogue entry: the host matches itself and its subdomains, the path is a prefix. */
  domain?: boolean;
}

/** One row of consent-mode defaults; `regions` is "All" or a comma list of ISO 3166 codes. */
export interface ConsentModeRow {
  analytics: Signal;
  advertisement: Signal;
  functional: Signal;
  necessary: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  regions: string;
}

export interface ConsentConfig {
  enabled: boolean;
  /** Registered domain: the banner runs on it and its subdomains only. */
  domain: string;
  key: string;
  bannerId: string;
  law: Law;
  respectGpc: boolean;
  cookieName: string;
  cookieDomain: string;
  expiryDays: number;
  /** Lifetime of the allow/deny helper cookies, in days. */
  helperCookieDays: number;
  /** The consent provider's log endpoint for the banner_load beacon; empty: no beacon. */
  logUrl: string;
  categories: CategoryConfig[];
  /** The owner's providers, then (after readConsentConfig) the catalogue's. */
  providers: ProviderConfig[];
  /** The catalogue of known services as printed: category → its hosts, space separated. */
  catalogue?: Record<string, string>;
  consentMode: { enabled: boolean; rows: ConsentModeRow[] };
  /** Thumbnail URL template for blocked video embeds; `{id}` is the video id. */
  thumbnail: string;
  /** Strict mode: a Content-Security-Policy built from the visitor's choice (./strict.ts). */
  strict: boolean;
  /** Host sources strict mode always allows. */
  allowedHosts: string[];
  /** The banner's version: a hash of its texts and categories, kept with each consent record. */
  version?: string;
}

export const WAIT_FOR_UPDATE = 2000;

/**
 * The consent settings as PHP prints them (features/consent/php/PageConfig.php::consent() fills in
 * every field), or null when consent management is off.
 */
declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** Consent settings, read by the head boot. */
    consent?: Partial<ConsentConfig>;
    /** The banner's and the video placeholders' translated texts (php/BannerTexts.php). */
    consentTexts?: Record<string, string>;
  }
}

export function readConsentConfig(raw: Partial<ConsentConfig> | undefined): ConsentConfig | null {
  if (!raw?.enabled) return null;
  const config = raw as ConsentConfig;
  for (const slug in raw.catalogue)
    for (const url of raw.catalogue[slug]!.split(' ')) config.providers.push({ url, categories: [slug], fullPath: false, domain: true });
  return config;
}
