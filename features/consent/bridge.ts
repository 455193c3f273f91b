/**
 * Bridge to the WP Consent API (https://wordpress.org/plugins/wp-consent-api/): tells consent-aware
 * plugins the consent type and the visitor's choice, mapped to the API's categories. Runs on every
 * page load and on every change. `wp_set_consent` may be missing (plugin not installed): then the
 * choice is kept in the API's own allow/deny cookies so it is there once the plugin is.
 */
import type { Dispatch } from '../../src/runtime/events';
import type { Law } from './config';
import { setHelperConsent } from './helper-cookie';

declare global {
  interface Window {
    wp_consent_type?: string;
    wp_set_consent?: (category: string, value: 'allow' | 'deny') => void;
  }
}

export const CATEGORY_MAP: Record<string, string[]> = {
  functional: ['preferences'],
  analytics: ['statistics', 'statistics-anonymous'],
  performance: ['functional'],
  advertisement: ['marketing'],
};

export interface BridgeInput {
  law: Law;
  acted: boolean;
  /** The category values, '' for undecided. */
  categories: Record<string, string>;
  helperCookieDays: number;
}

export function applyBridge({ law, acted, categories, helperCookieDays }: BridgeInput, dispatch: Dispatch): void {
  // Always define the type: without one, WP Consent API readers assume there is no consent management.
  const type = law === 'ccpa' ? 'optout' : 'optin';
  window.wp_consent_type = type;
  dispatch('colophon.consent.type', { type });
  const anyYes = Object.keys(CATEGORY_MAP).some((slug) => categories[slug] === 'yes');
  if (!acted && !anyYes) return;
  for (const [slug, targets] of Object.entries(CATEGORY_MAP)) {
    const value = categories[slug] === 'yes' ? 'allow' : 'deny';
    for (const target of targets) {
      if (typeof window.wp_set_consent === 'function') window.wp_set_consent(target, value);
      else setHelperConsent(target, value, helperCookieDays);
    }
  }
}
