/**
 * The first half of every consent boot, before anything after it in <head> can run: the page config (a JSON block, so a strict CSP does not stop it), the consent
 * settings and the consent-mode defaults, the domain check and Global Privacy Control. Without a
 * readable config nothing is known: `failClosed` holds back every request to another origin,
 * consent mode stays all denied and no banner runs (the console says why once the second half
 * runs). The second half is ./start.ts (connectBooted).
 */
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

/** `failClosed()`: no readable config. */
export function beginConsent(failClosed: () => void): Begun | null {
  const cookies = document.cookie;
  const page = pageConfig();
  if (!page) {
    pushDefaults();
    failClosed();
    // Said by the second half (./start.ts saidUnreadable), which is not parse-blocking.
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
