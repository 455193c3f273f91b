/**
 * Marker: the page builder's form widget (`form.default`). A submit is sent the way the page
 * builder's own script sends it, so its endpoint stores and acts on it unchanged: the form's fields
 * (files included) as multipart to `admin-ajax.php` with `action=elementor_pro_forms_send_form` and
 * `referrer`. Its answer (./outcome.ts) is shown in its markup (./messages.ts): the success message
 * (the form is emptied, then its redirect or popup action runs), or each refused field's error and
 * the form's message (the focus goes to the first wrong field, on its step). A server or network
 * failure is said and keeps every field as typed. One submission at a time; the button is marked
 * `aria-disabled`, not disabled, so a keyboard user keeps their place. An upload over the field's
 * `data-maxsize` (MB) is refused in the browser with its `data-maxsize-message`. Multi-step forms:
 * ./steps.ts. A success fires `colophon.form.sent`, which the tracking chunk reports once as the
 * `elementorforms` source (a refused or failed send reports nothing).
 */
import { safeUrl } from '../../src/kit/uri';
import { Handler } from '../../src/runtime/handler';
import { format } from '../../src/runtime/i18n';
import { request, RequestError } from '../../src/runtime/request';
import { clearMessages, showFieldError, showFormMessage } from './messages';
import { messageLines, outcomeOf, type Outcome } from './outcome';
import type { StepSettings, Steps } from './steps';

export const ACTION = 'elementor_pro_forms_send_form';
/** Uploads may take long on a phone's connection; a plain form answers in seconds. */
const TIMEOUT_MS = { plain: 30_000, upload: 180_000 };
/** The page builder closes a popup one second after the answer that asks it to. */
const POPUP_CLOSE_MS = 1000;
/** A redirect waits this long for the tracking chunk to send its event. */
const REDIRECT_MS = 400;

export default class PageBuilderForm extends Handler<StepSettings> {
  private sending = false;
  private steps: Steps | null = null;

  async connect(): Promise<void> {
    const form = this.element.querySelector<HTMLFormElement>('form.elementor-form');
    if (!form) throw new Error(`form ${this.element.dataset.id ?? ''}: the widget holds no form.elementor-form.`);
    this.listen(form, 'submit', (event) => {
      event.preventDefault();
      if (this.steps && !this.steps.isLast()) return void this.steps.next();
      void this.send(form);
    });
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][data-maxsize]'))
      this.listen(input, 'change', () => this.checkSize(form, input));
    // Most forms have one step: the steps' code is fetched only for a form that has more.
    if (!form.querySelector('.elementor-field-type-step')) return;
    const { buildSteps } = await import(/* webpackChunkName: "form-steps" */ './steps');
    if (this.signal.aborted) return;
    this.steps = buildSteps(
      form,
      {
        ...this.settings,
        step_next_label: this.settings.step_next_label || this.text('next'),
        step_previous_label: this.settings.step_previous_label || this.text('previous'),
      },
      (index, count, label) => this.announce(format(this.text('formStep'), index + 1, count, label)),
      this.signal,
    );
  }

  private checkSize(form: HTMLFormElement, input: HTMLInputElement): void {
    const limit = Number(input.dataset.maxsize) * 1024 * 1024;
    const tooBig = limit > 0 && [...(input.files ?? [])].some((file) => file.size > limit);
    const message = input.dataset.maxsizeMessage || 'This file exceeds the maximum allowed size.';
    input.setCustomValidity(tooBig ? message : '');
    clearMessages(form);
    if (tooBig) showFieldError(form, (/form_fields\[([^\]]+)\]/.exec(input.name) ?? [])[1] ?? '', message);
  }

  private async send(form: HTMLFormElement): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    const button = form.querySelector<HTMLButtonElement>('[type="submit"]');
    const label = button?.querySelector('.elementor-button-text');
    const idle = label?.textContent ?? '';
    clearMessages(form);
    this.busy(form, true, 'elementor-form-waiting');
    button?.setAttribute('aria-disabled', 'true');
    if (label) label.textContent = this.text('formSending');

    const data = new FormData(form);
    data.set('action', ACTION);
    data.set('referrer', location.href);
    const upload = [...data.values()].some((value) => value instanceof File && value.size > 0);
    let outcome: Outcome;
    let offline = false;
    try {
      outcome = outcomeOf(
        await request(this.runtime.config.urls.ajax, {
          method: 'POST',
          body: data,
          signal: this.signal,
          timeout: upload ? TIMEOUT_MS.upload : TIMEOUT_MS.plain,
        }),
      );
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'abort') return;
      // A refusal may come with an error status from a proxy or a filter; its body still says why.
      outcome = error instanceof RequestError && error.kind === 'http' ? outcomeOf(error.body) : { kind: 'failed' };
      offline = error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout');
    } finally {
      if (!this.signal.aborted) {
        this.sending = false;
        this.busy(form, false, 'elementor-form-waiting');
        button?.removeAttribute('aria-disabled');
        if (label) label.textContent = idle;
      }
    }
    this.show(form, outcome, offline);
  }

  private show(form: HTMLFormElement, outcome: Outcome, offline: boolean): void {
    if (outcome.kind === 'failed') {
      showFormMessage(form, 'danger', [this.text(offline ? 'formOffline' : 'formFailed')]);
      return;
    }
    if (outcome.kind === 'refused') {
      let first: HTMLElement | null = null;
      for (const [field, text] of Object.entries(outcome.errors)) first = showFieldError(form, field, text) ?? first ?? null;
      const lines = messageLines(outcome.message);
      showFormMessage(form, 'danger', lines.length ? lines : [this.text('formFailed')]);
      const wrong = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? first;
      if (wrong) {
        if (this.steps) this.steps.go(Math.max(0, this.steps.stepOf(wrong)));
        wrong.focus();
      }
      return;
    }
    form.reset();
    this.steps?.go(0);
    const lines = messageLines(outcome.message);
    if (lines.length) showFormMessage(form, 'success', lines);
    this.dispatch('colophon.form.sent', { form, source: 'elementorforms' });
    if (outcome.popup) {
      const { action, ...settings } = outcome.popup;
      const run = () => this.dispatch('colophon.linkAction', { action: `popup:${action}`, settings, link: form });
      if (action === 'open') run();
      else this.later(run, POPUP_CLOSE_MS);
    }
    const redirect = safeUrl(outcome.redirect, location.href);
    if (redirect) this.later(() => this.go(redirect), REDIRECT_MS);
  }

  /** Leaves for `url` (its own method, so a test can watch it: jsdom cannot navigate). */
  protected go(url: string): void {
    location.assign(url);
  }
}
