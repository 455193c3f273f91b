/**
 * Advanced matching: when `advanced_matching` is `'1'` and
 * advertising consent is given at the moment of the submit, the pixel gets `identify({email,
 * phone_number})` from the submitted form, the phone in E.164 with the site's country (./phone.ts,
 * whose library is loaded here and nowhere earlier). A phone that does not parse is logged as a
 * warning and the email is sent alone; a form with neither sends nothing.
 */
import { toE164 } from './phone';
import type { PixelInstance } from './track';

export interface PixelSettings {
  pixel_code: string;
  advanced_matching: string;
  country: string;
}

/** The trimmed value of the form's first field matching `selector`, or ''. */
export const value = (form: Element, selector: string): string => (form.querySelector<HTMLInputElement>(selector)?.value ?? '').trim();

/** An email the pixel accepts unhashed: something, `@`, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function identifyFrom(
  form: Element,
  settings: PixelSettings,
  allowed: () => boolean,
  pixel: () => PixelInstance | undefined,
): Promise<{ email?: string; phone_number?: string } | null> {
  if (settings.advanced_matching !== '1' || !allowed()) return null;
  const fields: { email?: string; phone_number?: string } = {};
  const email = value(form, 'input[type="email" i]');
  if (EMAIL.test(email)) fields.email = email;
  const phone = value(form, 'input[type="tel" i]');
  if (phone) {
    let e164: string | null = null;
    try {
      e164 = await toE164(phone, settings.country);
    } catch (error) {
      console.warn('[colophon] the phone number library could not be loaded; the email is sent alone.', error);
    }
    if (e164) fields.phone_number = e164;
    else console.warn(`[colophon] the phone number could not be read as a number in ${settings.country || 'no country'}; the email is sent alone.`);
  }
  if (!fields.email && !fields.phone_number) return null;
  // Consent can be withdrawn while the library loads.
  const instance = allowed() ? pixel() : undefined;
  if (!instance) return null;
  instance.identify(fields);
  return fields;
}
