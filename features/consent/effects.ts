/**
 * What follows a consent choice but need not run in the head boot: the WP Consent API bridge
 * (also re-applied on every page load), deleting the declared cookies of denied categories, the
 * `colophon.consent.changed` event for other code (window `colophon:consent` and
 * `cookieyes_consent_update`), the banner_load log, once per page, and the record of each choice
 * the site keeps (./choice-record.ts). Started by the
 * consent-banner chunk, which every page with consent management loads.
 */
import type { Dispatch } from '../../src/runtime/events';
import { sendBannerLoad } from './beacon';
import { sendChoice } from './choice-record';
import { applyBridge } from './bridge';
import type { ConsentApi, ConsentSnapshot } from './controller';
import { deleteCookie } from './cookies';

/** `records`: where choices are recorded (features/consent-records), '' for nowhere. */
export function startEffects(api: ConsentApi, signal: AbortSignal, dispatch: Dispatch, page: { logged: boolean }, records = ''): void {
  const { config } = api;
  const bridge = (snapshot: ConsentSnapshot) =>
    applyBridge({ law: config.law, acted: snapshot.decided, categories: snapshot.categories, helperCookieDays: config.helperCookieDays }, dispatch);

  const initial = api.get();
  if (!initial.domainOk) return;
  bridge(initial);
  if (!page.logged) {
    page.logged = true;
    sendBannerLoad(config.logUrl, config.key, initial.consentId, config.bannerId);
  }

  let before = initial.categories;
  const unsubscribe = api.subscribe((snapshot) => {
    bridge(snapshot);
    sendChoice(records, config, snapshot.consentId, before, snapshot.categories);
    before = snapshot.categories;
    const accepted: string[] = [];
    const rejected: string[] = [];
    for (const category of config.categories) {
      if (api.allowed(category.slug)) accepted.push(category.slug);
      else {
        rejected.push(category.slug);
        for (const cookie of category.cookies) deleteCookie(cookie.id, cookie.domain);
      }
    }
    dispatch('colophon.consent.changed', { ...snapshot, accepted, rejected });
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
}
