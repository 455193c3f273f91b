/**
 * One successful form submission, reported once by ./form-sources.ts: hidden lead-source fields
 * filled, `identify` first when advanced matching applies (so the event that follows is matched),
 * then the Contact / SubmitForm event, and the experiment's conversion when the form is in one.
 *
 * A plain form navigates away. Everything here is synchronous for it except reading a phone number,
 * whose library arrives with `import()`: for that one case the navigation is held (at most
 * HOLD_MS) and the form is submitted again, with the same button, once identify has gone out.
 */
import { formSentEvent } from './events';
import { convert, experimentFor, type Experiment } from './experiments';
import type { Submission } from './form-sources';
import { identifyFrom, value, type PixelSettings } from './identify';
import type { LeadSource } from './lead-source';
import type { PixelInstance, TrackedEvent } from './track';
import { fillLeadFields } from './visit';

export const HOLD_MS = 1500;

export interface SubmissionSettings extends PixelSettings {
  experiments: Experiment[];
  conversion_function: string;
}

export interface SubmissionDeps {
  settings: SubmissionSettings;
  allowed(category: 'analytics' | 'advertisement'): boolean;
  pixel(): PixelInstance | undefined;
  track(event: TrackedEvent): void;
  lead(): LeadSource;
  eventId(): string | undefined;
}

const phoneTyped = (form: Element) => value(form, 'input[type="tel" i]') !== '';

/** Whether submitting `form` replaces this page (so work after the event may be cut off). */
function navigates(form: Element): form is HTMLFormElement {
  return form instanceof HTMLFormElement && (form.getAttribute('method') ?? '').toLowerCase() !== 'dialog' && !/^_blank$/i.test(form.target);
}

export function handleSubmission({ form, source, event }: Submission, deps: SubmissionDeps): Promise<void> {
  const { settings } = deps;
  fillLeadFields(form, deps.lead());
  const experiment = experimentFor(form, settings.experiments);
  const id = deps.eventId();
  const adsAllowed = () => !!settings.pixel_code && deps.allowed('advertisement');
  const finish = () => {
    deps.track(formSentEvent(form, source, id, experiment));
    if (experiment !== undefined && settings.conversion_function && deps.allowed('analytics')) convert(settings.conversion_function, experiment);
  };
  const identified = identifyFrom(form, settings, adsAllowed, deps.pixel).catch((error) => {
    console.warn('[colophon] identify failed; the event is sent without it.', error);
    return null;
  });

  const hold = event && !event.defaultPrevented && navigates(form) && settings.advanced_matching === '1' && adsAllowed() && phoneTyped(form);
  if (!hold) return identified.then(finish);

  event.preventDefault();
  const submitter = event.submitter;
  let resumed = false;
  const resume = () => {
    if (resumed) return;
    resumed = true;
    finish();
    // Same button (its name and value go with the form); this second submit is within the
    // repeat window of ./form-sources.ts, so it is not counted again.
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    if (button && button.form === form) form.requestSubmit(button);
    else form.requestSubmit();
  };
  return Promise.race([identified, new Promise((ok) => setTimeout(ok, HOLD_MS))]).then(resume);
}
