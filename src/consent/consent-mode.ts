/**
 * The tag manager's consent-mode convention: `gtag()` pushes its `arguments` object onto
 * `window.dataLayer`, which the tag manager reads when (and if) it loads.
 */

export const WAIT_FOR_UPDATE = 2000;

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  security_storage: ConsentSignal;
  wait_for_update?: number;
  region?: string[];
}

export function gtag(..._args: unknown[]): void {
  const layer = (window.dataLayer = window.dataLayer ?? []);
  // The tag manager expects the Arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  layer.push(arguments);
}

/** Everything denied except security storage, waiting up to 2 s for the stored choice. */
export function consentDefaults(): ConsentModeState {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: WAIT_FOR_UPDATE,
  };
}
