/**
 * The tag manager's consent mode. `gtag()` pushes its Arguments object onto `window.dataLayer`,
 * which the tag manager reads when (and if) it loads. The head boot pushes the defaults before any
 * tag manager can run; every page load with a stored choice then pushes one `update` (never a
 * second `default`), and so does every new choice.
 */
import { WAIT_FOR_UPDATE, type ConsentModeRow, type Signal } from './config';

export interface ConsentModeState {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
  functionality_storage: Signal;
  personalization_storage: Signal;
  security_storage: Signal;
}

export function gtag(..._args: unknown[]): void {
  const layer = (window.dataLayer = window.dataLayer ?? []);
  // The tag manager expects the Arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  layer.push(arguments);
}

/** The seven signals from the four category values (ad user data and personalisation follow ads unless given). */
function signals(ads: Signal, analytics: Signal, functional: Signal, security: Signal, userData = ads, personalization = ads): ConsentModeState {
  return {
    ad_storage: ads,
    ad_user_data: userData,
    ad_personalization: personalization,
    analytics_storage: analytics,
    functionality_storage: functional,
    personalization_storage: functional,
    security_storage: security,
  };
}

/**
 * One `default` per configured row (a row for "All" regions has no `region` key), plus a global
 * all-denied default (security storage granted) when no row covers all regions.
 */
export function pushDefaults(rows: ConsentModeRow[]): void {
  let global = false;
  for (const row of rows) {
    const regions = row.regions.trim();
    const all = /^(all)?$/i.test(regions);
    global ||= all;
    gtag('consent', 'default', {
      ...signals(row.advertisement, row.analytics, row.functional, row.necessary, row.ad_user_data, row.ad_personalization),
      wait_for_update: WAIT_FOR_UPDATE,
      ...(all ? {} : { region: regions.split(/\s*,\s*/) }),
    });
  }
  if (!global) gtag('consent', 'default', { ...signals('denied', 'denied', 'denied', 'granted'), wait_for_update: WAIT_FOR_UPDATE });
}

/** The visitor's choice as consent-mode signals. */
export function updateFor(allowed: (slug: string) => boolean): ConsentModeState {
  const s = (slug: string): Signal => (allowed(slug) ? 'granted' : 'denied');
  return signals(s('advertisement'), s('analytics'), s('functional'), 'granted');
}

export function pushUpdate(allowed: (slug: string) => boolean): void {
  gtag('consent', 'update', updateFor(allowed));
  window.dataLayer!.push({ event: 'cookie_consent_update' });
}
