/**
 * The first half of every consent boot, before anything after it in <head> can run: the dismissed
 * announcement bars, the page config (a JSON block, so a strict CSP does not stop it), the consent
 * settings and the consent-mode defaults, the domain check and Global Privacy Control. Without a
 * readable config nothing is known: `failClosed` holds back every request to another origin,
 * consent mode stays all denied and no banner runs. The second half is ./start.ts (connectBooted).
 */
import { markDismissed } from '../../src/runtime/dismissed';
import { pageConfig } from '../../src/runtime/page-config';
import type { ColophonConfig } from '../../src/runtime/config-types';
import { readConsentConfig, type ConsentConfig } from './config';
import { pushDefaults } from './consent-mode';
import { domainMatches } from './domain';

export interface Begun {
  page: Partial<ColophonConfig>;
  config: ConsentConfig;
  /** `document.cookie` as read once (each read is a round trip to the browser's cookie store). */
  cookies: string;
  domainOk: boolean;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
}

/** `failClosed(own)`: no readable config; `own` is Colophon's own folder (its runtime and chunks). */
export function beginConsent(failClosed: (own: string) => void): Begun | null {
  // Not consent, but it must run before the first paint too: dismissed announcement bars stay hidden.
  const cookies = document.cookie;
  markDismissed(document.documentElement, cookies);
  const page = pageConfig();
  if (!page) {
    pushDefaults();
    // Colophon's own files sit beside this script.
    const own = ((document.currentScript as HTMLScriptElement | null)?.src ?? '').replace(/[^/]*$/, '');
    failClosed(own || location.origin + '/wp-content/plugins/colophon/dist/');
    // What to do about it (an optimiser or a cache plugin that rewrites the HTML) is in docs/consent-and-privacy.md.
    console.error('[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON, so every request to another site stays blocked.');
    return null;
  }
  window.colophonConfig = page as typeof window.colophonConfig;
  const config = readConsentConfig(page.consent);
  if (!config) return null;
  if (config.consentMode.enabled) pushDefaults(config.consentMode.defaults);
  return {
    page,
    config,
    cookies,
    // Fail closed: with a wrong domain nothing non-necessary runs, nothing is stored, and the banner
    // chunk refuses to run and raises the domain-mismatch error.
    domainOk: domainMatches(location.host, config.domain),
    gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  };
}
