/**
 * What both consent boots do, in this order: the page config (a JSON block, so a strict CSP does
 * not stop it); consent-mode defaults; the stored record (a new visitor gets an id); the domain
 * check; the protection the boot brings (the script blocker in ./boot.ts, the browser's policy in
 * ./strict-boot.ts); then, once the document is parsed, a stored choice is re-sent as a
 * consent-mode update and what it allows is released. It marks `<html data-colophon-consent>` so
 * the banner the server printed shows from the first paint (./banner-state.ts); the banner's
 * buttons, the banner_load log and the WP Consent API bridge come with the banner chunk
 * (features/consent-banner), which drives `window.colophonConsent`.
 *
 * Fail closed: without a readable config nothing is known, so every request to another origin
 * stays blocked; tags the server printed inert stay inert, consent mode stays all denied and no
 * banner runs.
 *
 * It also copies the dismissed announcement bars onto <html> (../runtime/dismissed.ts), the one
 * other thing that must happen before the page paints.
 */
import { markDismissed } from '../../src/runtime/dismissed';
import { pageConfig } from '../../src/runtime/page-config';
import { showConsentState } from './banner-state';
import type { ConsentConfig } from './config';
import { readConsentConfig } from './config';
import { pushDefaults } from './consent-mode';
import { createController, type Controller } from './controller';
import { domainMatches } from './domain';

export interface Protection {
  /** No readable config: hold back every request to another site. `own` is Colophon's own folder. */
  failClosed(own: string): void;
  /** Starts holding back what this visitor has not allowed; returns what brings it back later. */
  start(config: ConsentConfig, consent: Controller, domainOk: boolean, report: string): { release(): void };
}

export function startConsent(protection: Protection): void {
  if (window.colophonConsent) return;
  // Not consent, but it must run before the first paint too: dismissed announcement bars stay hidden.
  // Read once: each read of document.cookie is a round trip to the browser's cookie store.
  const cookies = document.cookie;
  markDismissed(document.documentElement, cookies);
  const page = pageConfig();
  if (!page) {
    pushDefaults([]);
    // Colophon's own files (its runtime and chunks) sit beside this script.
    const own = ((document.currentScript as HTMLScriptElement | null)?.src ?? '').replace(/[^/]*$/, '');
    protection.failClosed(own || location.origin + '/wp-content/plugins/colophon/dist/');
    // What to do about it (an optimiser or a cache plugin that rewrites the HTML) is in docs/consent-and-privacy.md.
    console.error('[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON, so every request to another site stays blocked.');
    return;
  }
  window.colophonConfig = page as typeof window.colophonConfig;
  const config = readConsentConfig(page.consent);
  if (!config) return;
  if (config.consentMode.enabled) pushDefaults(config.consentMode.rows);

  // Fail closed: with a wrong domain nothing non-necessary runs, nothing is stored, and the banner
  // chunk refuses to run and raises the domain-mismatch error.
  const domainOk = domainMatches(location.host, config.domain);
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const consent = createController(config, domainOk, gpc, cookies);
  const held = protection.start(config, consent, domainOk, (page.urls?.rest ?? '/wp-json/') + 'colophon/v1/csp-violations');
  consent.attach({ release: () => held.release() });
  window.colophonConsent = consent;
  // The server printed the banner hidden: show it (or the revisit button) from the first paint.
  showConsentState(document.documentElement, consent);

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => consent.reapply(), { once: true });
  else consent.reapply();
}
