/**
 * What the banner's server markup shows (features/consent/php/Banner.php): `<html data-colophon-consent>`
 * is `ask` (the banner) or `decided` (the revisit button), and consent-banner.css shows that one.
 * The head boot sets it before the first paint and keeps it current, so the banner is on screen
 * with the page and goes the moment a choice is made, whoever makes it (the banner, a video
 * placeholder's button, page code calling `colophonConsent.decide`).
 */
import type { ConsentApi, ConsentSnapshot } from './controller';

export const CONSENT_STATE = 'data-colophon-consent';

export function markConsentState(root: Element, snapshot: Pick<ConsentSnapshot, 'decided'>): void {
  root.setAttribute(CONSENT_STATE, snapshot.decided ? 'decided' : 'ask');
}

/** Marks `root` now and after every change; a wrong domain marks nothing (no banner runs there). */
export function showConsentState(root: Element, api: Pick<ConsentApi, 'get' | 'subscribe'>): void {
  const now = api.get();
  if (!now.domainOk) return;
  markConsentState(root, now);
  api.subscribe((snapshot) => markConsentState(root, snapshot));
}
