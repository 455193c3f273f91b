/** Consent's hook events and their payloads (routes and descriptions: ./feature.json). */
/** A category's state in the visitor's consent: not chosen yet, allowed, refused. */
export type CategoryValue = '' | 'yes' | 'no';

/** The visitor's consent as `window.colophonConsent.get()` gives it. */
export interface ConsentSnapshot {
  consentId: string;
  /** The visitor chose (or Global Privacy Control chose for them): no banner needed. */
  decided: boolean;
  /** Global Privacy Control opted this visitor out (opt-out law, when the site honours it). */
  gpc: boolean;
  domainOk: boolean;
  categories: Record<string, CategoryValue>;
}

export interface ConsentChange extends ConsentSnapshot {
  /** Category slugs now allowed and refused (the incumbent banner's event detail). */
  accepted: string[];
  rejected: string[];
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.consent.changed': ConsentChange;
    'colophon.consent.type': { type: 'optin' | 'optout' };
  }
}
