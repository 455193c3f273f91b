/**
 * The shape of the page config PHP prints: the core's part. A feature that adds a part of its own
 * (`config` in its feature.json) declares its shape by augmenting ColophonConfig from its folder
 * (its page-config.ts; the consent settings: features/consent/config.ts).
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

/**
 * A translated plural message: its distinct forms, and for each count 0–199 the index of the form
 * PHP's `_n()` chose (one digit per count). Larger counts use the count with the same last two
 * digits above 100, which is how gettext plural rules treat them.
 */
export interface PluralText {
  forms: string[];
  index: string;
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
    /** The listing plugin's own address for listing and calendar requests, when it runs (this page with ?nocache=). */
    listing?: string;
  };
  nonces: Record<string, string>;
  environment: { edit: boolean; preview: boolean };
  post?: { id: number };
  /** Only printed for logged-in visitors. */
  user?: { roles: string[] };
  /** Translated texts by key (the features' `texts`, includes/I18n.php). */
  i18n?: Record<string, string>;
  /** Translated plural messages by key (the features' `plurals`, includes/I18n.php). */
  plurals?: Record<string, PluralText>;
  /** Each handler's stylesheet URL, for handlers whose markers PHP could not see (injected HTML, selector markers). */
  styles?: Record<string, string>;
  /** Takeover off (features/takeover/php/Module.php): marker ids to skip when the named global shows the incumbent's front end runs on this page. */
  yieldTo?: Record<string, string[]>;
  /** Features this site does not offer on this page (PHP's AssetManifest::unavailable): never bound. */
  unbound?: string[];
  /** Takeover on: the incumbents' scripts were dropped and Colophon runs their markup. */
  takeover?: boolean;
}
