/**
 * Which ad event a form submission is: `Contact` when the form asks for an email address
 * or a phone number, `SubmitForm` otherwise; and the properties the pixel gets with it.
 */
export type FormSource = 'fallback' | 'contactform7' | 'mailchimp4wordpress' | 'jetpackmailchimp' | 'mailpoet' | 'ninjaforms' | 'elementorforms';
export type FormEvent = 'Contact' | 'SubmitForm';

export function formEvent(form: Element): FormEvent {
  return form.querySelector('input[type="email" i], input[type="tel" i]') ? 'Contact' : 'SubmitForm';
}

export function formProperties(source: FormSource): { source: FormSource; wp_plugin: FormSource } {
  return { source, wp_plugin: source };
}
