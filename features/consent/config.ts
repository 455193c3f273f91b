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

/** One consent-mode `default` as pushed: the seven signals, the wait, and for some regions only, their codes. */
export interface ConsentModeDefault {
  [signal: string]: Signal | number | string[] | undefined;
  wait_for_update: number;
  region?: string[];
}

export interface ConsentConfig {
  enabled: boolean;
  /** Registered domain, bare (SiteHealth::bare_host, by php/PageConfig.php): the banner runs on it and its subdomains only. */
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
  /** The owner's providers (providersOf() adds the catalogue's). */
  providers: ProviderConfig[];
  /** The catalogue of known services as printed: category → its hosts, space separated. */
  catalogue?: Record<string, string>;
  /** `defaults`: one consent-mode `default` each, as php/ConsentMode.php works them out from the owner's rows. */
  consentMode: { enabled: boolean; defaults: ConsentModeDefault[] };
  /** Thumbnail URL template for blocked video embeds; `{id}` is the video id. */
  thumbnail: string;
  /** Strict mode: a Content-Security-Policy built from the visitor's choice (./strict.ts). */
  strict: boolean;
  /** Host sources strict mode always allows. */
  allowedHosts: string[];
  /** Strict mode: the providers' hosts by the categories they wait for, space separated ("analytics advertisement" → "a.example b.example"). */
  strictHosts?: Record<string, string>;
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
  return raw?.enabled ? (raw as ConsentConfig) : null;
}

/**
 * Every provider the blocker and the releaser hold to: the owner's, then the catalogue's as domain
 * providers. Strict mode's small boot needs none of them (its policy's hosts come worked out).
 */
export function providersOf(config: ConsentConfig): ProviderConfig[] {
  const all = [...config.providers];
  for (const slug in config.catalogue)
    for (const url of config.catalogue[slug]!.split(' ')) all.push({ url, categories: [slug], fullPath: false, domain: true });
  return all;
}
