/**
 * Form submissions: a form sent to a provider (into a hidden frame, usually) is a request like any
 * other. `submit()` fires no event, so it is wrapped; a submit by button, Enter or `requestSubmit()`
 * is stopped in its event's capture phase. A frame's `location` cannot be patched (the platform
 * makes it unforgeable); strict mode's policy covers it.
 */
import type { Matcher } from '../providers';
import type { AnyWindow } from './inert';
import { proto, wrap } from './patcher';

export function patchNavigations(w: AnyWindow, blocking: Matcher): void {
  const blocked = (form: HTMLFormElement, submitter?: Element | null) => {
    const address = (submitter as HTMLButtonElement | null)?.getAttribute?.('formaction') ?? form.getAttribute('action');
    if (!address || !blocking(address, 'fetch')) return false;
    console.warn(`[colophon] consent: a form was not sent to ${address}, whose provider is not allowed yet.`);
    return true;
  };
  wrap(
    proto(w, 'HTMLFormElement'),
    'submit',
    (original) =>
      function (this: HTMLFormElement) {
        if (!blocked(this)) original.call(this);
      },
  );
  w.document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof w.HTMLFormElement && blocked(event.target, (event as SubmitEvent).submitter)) event.preventDefault();
    },
    true,
  );
}
