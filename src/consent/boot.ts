/**
 * Consent boot: printed synchronously at the top of <head>, before any tag manager or third-party
 * script. In this order: consent-mode defaults; the stored record (a new visitor gets an id); the
 * domain check; the script blocker; then, once the document is parsed, a stored choice is re-sent
 * as a consent-mode update and what it allows is released. The banner, the banner_load log and the
 * WP Consent API bridge come with the lazily loaded banner chunk (src/handlers/consent-banner),
 * which drives `window.colophonConsent`.
 */
import { createBlocker } from './blocker';
import { readConsentConfig } from './config';
import { pushDefaults } from './consent-mode';
import { createController } from './controller';
import { domainMatches } from './domain';

function boot(): void {
  const config = readConsentConfig(window.colophonConfig?.consent);
  if (!config || window.colophonConsent) return;
  if (config.consentMode.enabled) pushDefaults(config.consentMode.rows);

  // Fail closed: with a wrong domain nothing non-necessary runs, nothing is stored, and the banner
  // chunk refuses to run and raises the domain-mismatch error.
  const domainOk = domainMatches(location.host, config.domain);
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const consent = createController(config, domainOk, gpc);
  const blocker = createBlocker(config.providers, consent.allowed);
  consent.attach({ release: () => blocker.release() });
  blocker.start();
  window.colophonConsent = consent;

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => consent.reapply(), { once: true });
  else consent.reapply();
}

boot();
