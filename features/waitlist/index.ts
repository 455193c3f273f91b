/**
 * The waitlist form: on submit every field's value is read by id (./application.ts) and POSTed as JSON to this site's endpoint (php/Endpoint.php), which keeps it
 * in WordPress first and then forwards it to the owner's marketplace API (`{api}/v1/waitlist`,
 * with retries: php/Forwarder.php) — so an application is never lost to an unset or failing
 * address. (SPEC has the browser post to the API itself; here the server does, after storing.)
 * A guard ignores further submits while one is in flight and for 2 s after it ends (a double click
 * sends once). Beyond the incumbent, which ignores both outcomes: the visitor is told it is in, or
 * that it failed and can be sent again (shown, and said by screen readers), and a kept application
 * is tracked (`colophon.waitlist.submitted` → the tracking chunk, consent permitting). Works on any
 * form whose field ids are the owner's fields (Colophon → Waitlist): ours (`[colophon_waitlist]`,
 * the block) or one the page builder prints with them.
 */
import { Handler } from '../../src/runtime/handler';
import { request, RequestError } from '../../src/runtime/request';
import { createGuard, sentFrom } from './application';

declare module '../../src/runtime/config-types' {
  interface ColophonConfig {
    /** This site's endpoint that keeps applications (features/waitlist/php/Endpoint.php), and the thank-you message the owner wrote (else the built-in one). */
    waitlist?: { endpoint: string; thanks?: string };
  }
}

/** The first email field's value: what tracking's identify takes. */
function emailIn(form: HTMLFormElement): string {
  return form.querySelector<HTMLInputElement>('input[type="email"]')?.value ?? '';
}

/** The form re-submit guard. */
export const GUARD_MS = 2000;

export default class Waitlist extends Handler {
  connect(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector('form');
    if (!form) throw new Error('waitlist: the widget has no <form>.');
    // This site's endpoint only, from the page config: an address written in the page's markup
    // could send applicants elsewhere.
    const url = this.runtime.config.waitlist?.endpoint;
    if (!url) throw new Error('waitlist: the page config has no waitlist endpoint (is the waitlist feature active on this site?).');
    const guard = createGuard(GUARD_MS, (fn, ms) => this.later(fn, ms));
    const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');

    this.listen(form, 'submit', (event) => {
      event.preventDefault();
      if (!guard.take()) return;
      const sent = sentFrom(form, Date.now());
      const email = emailIn(form);
      this.busy(form, true);
      // Not `disabled`: that would take the focus from a keyboard user's button.
      button?.setAttribute('aria-disabled', 'true');
      void request(url, { method: 'POST', body: { ...sent }, credentials: 'omit', signal: this.signal })
        .catch((error: unknown) => {
          // A 2xx answer that is not JSON still reached the API: its body is not used.
          if (error instanceof RequestError && error.kind === 'parse') return undefined;
          throw error;
        })
        .then(
          () => {
            guard.sent();
            form.reset();
            this.announce(this.runtime.config.waitlist?.thanks || this.text('waitlistSent'), false, true);
            this.dispatch('colophon.waitlist.submitted', { email });
          },
          (error: unknown) => {
            if (error instanceof RequestError && error.kind === 'abort') return;
            guard.failed();
            this.announce(this.text('waitlistFailed'), true);
          },
        )
        .finally(() => {
          if (this.signal.aborted) return;
          this.busy(form, false);
          button?.removeAttribute('aria-disabled');
        });
    });
  }
}
