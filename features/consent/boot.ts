/**
 * Consent boot: printed synchronously at the top of <head>, before any tag manager or third-party
 * script. In this order: the page config (a JSON block, so a strict CSP does not stop it);
 * consent-mode defaults; the stored record (a new visitor gets an id); the domain check; the script
 * blocker; then, once the document is parsed, a stored choice is re-sent as a consent-mode update
 * and what it allows is released. It marks `<html data-colophon-consent>` so the banner the server
 * printed shows from the first paint (./banner-state.ts); the banner's buttons, the banner_load log
 * and the WP Consent API bridge come with the banner chunk (features/consent-banner), which
 * drives `window.colophonConsent`.
 *
 * Fail closed: without a readable config nothing is known, so every request to another origin and
 * every script or frame page code adds stays blocked (./providers.ts failClosedMatcher); tags the
 * server printed inert stay inert, consent mode stays all denied and no banner runs.
 *
 * It also copies the dismissed announcement bars onto <html> (../runtime/dismissed.ts), the one
 * other thing that must happen before the page paints.
 */
import { markDismissed } from '../../src/runtime/dismissed';
import { pageConfig } from '../../src/runtime/page-config';
import { showConsentState } from './banner-state';
import { createBlocker } from './blocker';
import { readConsentConfig } from './config';
import { pushDefaults } from './consent-mode';
import { createController } from './controller';
import { domainMatches } from './domain';
import { failClosedMatcher, providerMatcher } from './providers';
import { needsBlocker, startStrict } from './strict';

function boot(): void {
  if (window.colophonConsent) return;
  // Not consent, but it must run before the first paint too: dismissed announcement bars stay hidden.
  markDismissed(document.documentElement, () => window.localStorage);
  const page = pageConfig();
  const base = () => document.baseURI;
  if (!page) {
    pushDefaults([]);
    // Colophon's own files (its runtime and chunks) sit beside this script.
    const own = ((document.currentScript as HTMLScriptElement | null)?.src ?? '').replace(/[^/]*$/, '');
    // The HTML as the server printed it runs; what page code adds is held.
    createBlocker(failClosedMatcher(base, own || location.origin + '/wp-content/plugins/colophon/dist/'), () => false).start(false);
    console.error(
      '[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON, so every request to another site stays blocked. Check what changes the page’s HTML (an optimiser or a cache plugin).',
    );
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
  const consent = createController(config, domainOk, gpc);
  // Strict mode: the browser refuses what this visitor has not allowed; the blocker then only
  // patches where a provider cannot be told apart from this site, and releases what the server
  // printed inert.
  if (config.strict && domainOk) startStrict(config, consent.allowed, consent.subscribe, (page.urls?.rest ?? '/wp-json/') + 'colophon/v1/csp-violations');
  const blocker = createBlocker(providerMatcher(config.providers, consent.allowed, base), consent.allowed);
  consent.attach({ release: () => blocker.release() });
  if (!config.strict || !domainOk || needsBlocker(config, location.host)) blocker.start();
  window.colophonConsent = consent;
  // The server printed the banner hidden: show it (or the revisit button) from the first paint.
  showConsentState(document.documentElement, consent);

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => consent.reapply(), { once: true });
  else consent.reapply();
}

boot();
