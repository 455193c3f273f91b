/**
 * The second half of every consent boot, run from its deferred script (./after.ts,
 * ./strict-after.ts) once the document is parsed: the stored record (a new visitor gets an id) as
 * `window.colophonConsent`, which the blocker and the policy then ask; in strict mode the policy's
 * refusals reported and a reload on a wider choice; and a stored choice re-sent as a consent-mode
 * update, with what it allows released. The first half, in <head>, is ./begin.ts with the boot's
 * own protection (./blocker-boot.ts, ./strict-boot.ts); it marked `<html data-colophon-consent>`
 * so the banner the server printed shows from the first paint (./banner-state.ts), which this
 * keeps current. The banner's buttons, the banner_load log and the WP Consent API bridge come with
 * the banner chunk (features/consent-banner), which drives `window.colophonConsent`.
 *
 * Fail closed: without a readable config the boot hands nothing over, so this does nothing: every
 * request to another origin stays blocked, tags the server printed inert stay inert, consent mode
 * stays all denied and no banner runs.
 */
import { showConsentState } from './banner-state';
import { watchArrivals } from './blocker/release';
import type { Booted } from './booted';
import { createController } from './controller';
import { reportStrict } from './strict';

/**
 * What the second half does when its boot handed nothing over: with no page config at all (the
 * boot failed closed), it says why in the console; with consent off in it, nothing.
 */
export function saidUnreadable(): void {
  // What to do about it (an optimiser or a cache plugin that rewrites the HTML) is in docs/consent-and-privacy.md.
  if (!window.colophonConfig)
    console.error('[colophon] consent: the page config (script#colophon-config) is missing or not valid JSON, so every request to another site stays blocked.');
}

/**
 * `held`: what brings back what a choice allows (the releaser, ./blocker/release.ts): at once for a
 * stored choice, after each new one, and for inert markup page code adds later, as it arrives.
 */
export function connectBooted(booted: Booted, held: { release(): void }): void {
  if (window.colophonConsent) return;
  const { page, config, cookies, domainOk, gpc } = booted.begun;
  const consent = createController(config, domainOk, gpc, cookies);
  booted.allowed = consent.allowed;
  if (booted.enforced)
    reportStrict(booted.enforced, config, consent.allowed, consent.subscribe, (page.urls?.rest ?? '/wp-json/') + 'colophon/v1/csp-violations');
  consent.attach({ release: () => held.release() });
  window.colophonConsent = consent;
  showConsentState(document.documentElement, consent);
  watchArrivals(() => held.release());

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => consent.reapply(), { once: true });
  else consent.reapply();
}
