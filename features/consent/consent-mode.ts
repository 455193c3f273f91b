/**
 * The tag manager's consent mode. `gtag()` pushes its Arguments object onto `window.dataLayer`,
 * which the tag manager reads when (and if) it loads. The head boot pushes the defaults before any
 * tag manager can run; every page load with a stored choice then pushes one `update` (never a
 * second `default`), and so does every new choice.
 */
import { WAIT_FOR_UPDATE, type ConsentModeDefault, type Signal } from './config';

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

const DENIED = 'denied';

/**
 * The defaults as the page config carries them (php/ConsentMode.php worked them out from the
 * owner's rows), each one `default`; without a readable config, the global all-denied one
 * (security storage granted). Written out, not from signals(): the boots carry no more.
 */
export function pushDefaults(
  defaults: ConsentModeDefault[] = [
    {
      ad_storage: DENIED,
      ad_user_data: DENIED,
      ad_personalization: DENIED,
      analytics_storage: DENIED,
      functionality_storage: DENIED,
      personalization_storage: DENIED,
      security_storage: 'granted',
      wait_for_update: WAIT_FOR_UPDATE,
    },
  ],
): void {
  for (const one of defaults) gtag('consent', 'default', one);
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
