/**
 * Successful form submissions, each reported once with its source:
 * - `contactform7`: the `wpcf7mailsent` event (invalid or failed sends dispatch other events);
 * - `mailchimp4wordpress`, `jetpackmailchimp`, `mailpoet`: the plugin's success message in the form
 *   (`.mc4wp-success`, `.wp-block-jetpack-mailchimp_success`, `.mailpoet_validate_success`) being
 *   shown, at load (a form that posted and reloaded) or later (one that sent in the background), so
 *   an error answer counts nothing;
 * - `ninjaforms`: its `submit:response` on the `forms` radio channel, or its `nfFormSubmitResponse`
 *   through the page's own jQuery when there is one (Colophon does not load jQuery), without errors;
 * - `elementorforms`: the page builder's form, stored by its endpoint: its own script's
 *   `submit_success` (through the page's jQuery, with takeover off), or `colophon.form.sent` from
 *   Colophon's handler (features/form, under takeover; reported by ./index.ts);
 * - `fallback`: a plain form's `submit` that no script cancelled (the browser only fires it once the
 *   fields are valid). Never for a form one of the sources above owns.
 * The same form reported again within 2 s (a double click, two signals of one success) is ignored.
 */
import type { FormSource } from './form-intent';

export const REPEAT_MS = 2000;

const OWNERS: Array<[Exclude<FormSource, 'fallback'>, string]> = [
  ['contactform7', '.wpcf7, .wpcf7-form'],
  ['mailchimp4wordpress', '.mc4wp-form'],
  ['jetpackmailchimp', '.wp-block-jetpack-mailchimp'],
  ['mailpoet', '.mailpoet_form, .mailpoet_form_form'],
  ['ninjaforms', '.nf-form-cont, .nf-form-layout'],
  ['elementorforms', '.elementor-form'],
];
const OWNED = OWNERS.map(([, selector]) => selector).join(', ');

/** Success messages that mean "sent", with the block that holds them. */
const SUCCESS: Array<[FormSource, string, string]> = [
  ['mailchimp4wordpress', '.mc4wp-form', '.mc4wp-success'],
  ['jetpackmailchimp', '.wp-block-jetpack-mailchimp', '.wp-block-jetpack-mailchimp_success'],
  ['mailpoet', '.mailpoet_form', '.mailpoet_validate_success'],
];

/** `fresh(key)` is true unless `key` was seen less than REPEAT_MS ago (a double click, two signals of one send). */
export function repeatGuard(now: () => number = Date.now): (key: object) => boolean {
  const last = new WeakMap<object, number>();
  return (key) => {
    const at = now();
    const before = last.get(key);
    if (before !== undefined && at - before < REPEAT_MS) return false;
    last.set(key, at);
    return true;
  };
}

export interface Submission {
  form: Element;
  source: FormSource;
  /** The submit event of a plain form, while it is being dispatched (the fallback source only). */
  event?: SubmitEvent;
}

interface Radio {
  channel(name: string): { on(event: string, callback: (...args: unknown[]) => void): void; off?(event: string, callback: (...args: unknown[]) => void): void };
}

interface JQueryLike {
  (target: Document): { on(event: string, callback: (...args: unknown[]) => void): void; off(event: string, callback: (...args: unknown[]) => void): void };
}

const shown = (element: Element): boolean =>
  element instanceof HTMLElement &&
  !element.hidden &&
  element.style.display !== 'none' &&
  (typeof element.checkVisibility !== 'function' || element.checkVisibility());

export function watchFormSources(report: (submission: Submission) => void, signal: AbortSignal, doc: Document = document, now: () => number = Date.now): void {
  const win = doc.defaultView ?? window;
  const fresh = repeatGuard(now);
  const once = (form: Element | null | undefined, source: FormSource, event?: SubmitEvent) => {
    if (!form || signal.aborted || !fresh(form)) return;
    report(event ? { form, source, event } : { form, source });
  };

  // Plain forms: a submit no script cancels. Heard on the window as it bubbles, after the form's
  // and the document's own listeners have had their say, and while the event is still being
  // dispatched, so the caller can hold a navigating form for a moment (./submissions.ts).
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.closest(OWNED) || form.querySelector(OWNED)) return;
      once(form, 'fallback', event as SubmitEvent);
    },
    { signal },
  );

  doc.addEventListener(
    'wpcf7mailsent',
    (event) => {
      const target = event.target as Element;
      once(target instanceof HTMLFormElement ? target : (target.querySelector?.('form') ?? target.closest?.('form')), 'contactform7');
    },
    { signal },
  );

  // Success messages, already shown (the page came back from a post) or shown later.
  const seen = new WeakSet<Element>();
  const check = (message: Element, source: FormSource, block: Element) => {
    if (seen.has(message) || !shown(message)) return;
    seen.add(message);
    once(block.matches('form') ? block : (block.querySelector('form') ?? block), source);
  };
  for (const [source, blockSelector, messageSelector] of SUCCESS) {
    for (const block of doc.querySelectorAll(blockSelector)) {
      const scan = () => block.querySelectorAll(messageSelector).forEach((message) => check(message, source, block));
      scan();
      const observer = new MutationObserver(scan);
      observer.observe(block, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
      signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
  }

  // Ninja Forms: the radio channel its scripts talk on, or its jQuery event.
  const ninja = (formId: unknown, errors: unknown) => {
    if (errors && typeof errors === 'object' && Object.keys(errors).length) return;
    const id = String(formId ?? '').replace(/[^\w-]/g, '');
    const holder = id ? doc.getElementById(`nf-form-${id}-cont`) : null;
    once(holder?.querySelector('form') ?? holder, 'ninjaforms');
  };
  const radio = (win as unknown as { nfRadio?: Radio }).nfRadio;
  if (radio) {
    const onResponse = (response: unknown, _status?: unknown, _xhr?: unknown, formId?: unknown) => {
      const data = (response ?? {}) as { errors?: unknown; data?: { form_id?: unknown } };
      ninja(formId ?? data.data?.form_id, data.errors);
    };
    const channel = radio.channel('forms');
    channel.on('submit:response', onResponse as (...args: unknown[]) => void);
    signal.addEventListener('abort', () => channel.off?.('submit:response', onResponse as (...args: unknown[]) => void), { once: true });
  }
  const jq = (win as unknown as { jQuery?: JQueryLike }).jQuery;
  if (typeof jq === 'function') {
    const listen = (name: string, callback: (...args: unknown[]) => void) => {
      jq(doc).on(name, callback);
      signal.addEventListener('abort', () => jq(doc).off(name, callback), { once: true });
    };
    if (!radio)
      listen('nfFormSubmitResponse', (_event: unknown, payload: unknown) => {
        const { response, id } = (payload ?? {}) as { response?: { errors?: unknown }; id?: unknown };
        ninja(id, response?.errors);
      });
    // The page builder's own form script triggers it on the form, only for a stored submission.
    listen('submit_success', (event: unknown) => {
      const form = (event as { target?: unknown }).target;
      if (form instanceof Element && form.matches('.elementor-form')) once(form, 'elementorforms');
    });
  }
}
