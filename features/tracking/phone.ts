/**
 * A phone number in E.164 (`+{country}{number}`), parsed with the site's country as the default
 * by libphonenumber-js with its small metadata. The library is a chunk of its own, loaded
 * with `import()` only when a form with a phone number is submitted, advanced matching is on and
 * advertising consent is given (./identify.ts); never from a public CDN.
 */
import type { CountryCode } from 'libphonenumber-js/min';

/** ISO 3166-1 alpha-2, as the settings page validates it. */
export const COUNTRY = /^[A-Z]{2}$/;

/** E.164 for `raw`, or null when it is not a valid number (the caller logs and sends the email alone). */
export async function toE164(raw: string, country: string): Promise<string | null> {
  const value = raw.trim();
  if (!value) return null;
  const { parsePhoneNumberFromString } = await import(/* webpackChunkName: "phone" */ 'libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(value, COUNTRY.test(country) ? (country as CountryCode) : undefined);
  return parsed?.isValid() ? parsed.number : null;
}
