/**
 * The one inline config object PHP prints (`window.colophonConfig`). Everything the runtime knows
 * about the site comes from here; missing fields fall back to safe defaults so a cached page with
 * an older config shape still boots.
 */

/** Max-width breakpoints in px, smallest device first (widescreen is a min-width). */
export interface Breakpoints {
  mobile?: number;
  mobile_extra?: number;
  tablet?: number;
  tablet_extra?: number;
  laptop?: number;
  widescreen?: number;
}

export interface ColophonConfig {
  breakpoints: Breakpoints;
  urls: {
    /** Base URL of dist/, ending in a slash: chunks load from here. */
    assets: string;
    /** admin-ajax.php */
    ajax: string;
    /** REST root, ending in a slash (…/wp-json/). */
    rest: string;
  };
  nonces: Record<string, string>;
  environment: { edit: boolean; preview: boolean; debug: boolean };
  post?: { id: number };
  /** Only printed for logged-in visitors. */
  user?: { roles: string[] };
  i18n?: Record<string, string>;
  /** Each handler's stylesheet URL, for handlers whose markers PHP could not see (injected HTML, selector markers). */
  styles?: Record<string, string>;
  /** Lightbox: `global` opens image links in the lightbox unless a link says no. */
  lightbox?: { global: boolean };
  /** Delay before a hover link action runs, in ms (the listing plugin's setting). */
  linkActions?: { hoverDelay: number };
  /** Loop filters: the REST namespace of the refresh-loop route. */
  loopFilter?: { namespace: string };
  /** Listings, calendars and stores: the data stores registered on the site, by slug. */
  stores?: Record<string, { label: string; type: string; is_front: boolean; size: number; on_view?: boolean }>;
  /** Consent settings, read by the head boot (src/consent/config.ts). */
  consent?: Partial<import('../consent/config').ConsentConfig>;
  /** Translated texts of the consent banner (src/handlers/consent-banner). */
  consentTexts?: Record<string, string>;
}

export const defaultBreakpoints: Required<Omit<Breakpoints, 'mobile_extra' | 'tablet_extra' | 'laptop' | 'widescreen'>> =
  { mobile: 767, tablet: 1024 };

/** A translated text from the config (`i18n[key]`), or the English fallback. */
export function text(config: ColophonConfig, key: string, fallback: string): string {
  return config.i18n?.[key] ?? fallback;
}

export function readConfig(win: Window = window): ColophonConfig {
  const raw = (win.colophonConfig ?? {}) as Partial<ColophonConfig>;
  return {
    breakpoints: raw.breakpoints ?? defaultBreakpoints,
    urls: { assets: '', ajax: '/wp-admin/admin-ajax.php', rest: '/wp-json/', ...raw.urls },
    nonces: raw.nonces ?? {},
    environment: { edit: false, preview: false, debug: false, ...raw.environment },
    ...(raw.post ? { post: raw.post } : {}),
    ...(raw.user ? { user: raw.user } : {}),
    ...(raw.i18n ? { i18n: raw.i18n } : {}),
    ...(raw.styles ? { styles: raw.styles } : {}),
    ...(raw.lightbox ? { lightbox: raw.lightbox } : {}),
    ...(raw.linkActions ? { linkActions: raw.linkActions } : {}),
    ...(raw.loopFilter ? { loopFilter: raw.loopFilter } : {}),
    ...(raw.stores ? { stores: raw.stores } : {}),
    ...(raw.consent ? { consent: raw.consent } : {}),
    ...(raw.consentTexts ? { consentTexts: raw.consentTexts } : {}),
  };
}
