/**
 * The consent helper cookie (`wp_consent_<category>`, the WP Consent API's own format): stores
 * `allow` or `deny` only; anything else is ignored. Lifetime in days from the config.
 */
import { writeCookie } from './cookies';

export function setHelperConsent(category: string, value: unknown, days: number): boolean {
  if (value !== 'allow' && value !== 'deny') return false;
  if (!/^[a-z0-9_-]+$/i.test(category)) return false;
  writeCookie(`wp_consent_${category}`, value, days, '', 'Lax');
  return true;
}
