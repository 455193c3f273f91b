/**
 * What each thing a visitor does becomes, per destination. Pure: the
 * chunk (./index.ts) hands the result to `track()`, which applies consent.
 * - a vote: data-layer and analytics `post_like` / `post_dislike` with the post id;
 * - a waitlist application: data-layer and analytics `submit_application`, pixel `Lead` and
 *   `SubmitApplication {currency: 'USD', value: 0}`;
 * - a form sent: pixel `Contact` (the form asks for an email or a phone) or `SubmitForm` with
 *   `{source, wp_plugin: source}` and its event id in the options; analytics `form_submit`, with
 *   the experiment id when the form is in one;
 * - a submit button pressed: pixel `ClickButton {content: 'SubmitClick'}` with its own event id.
 */
import { formEvent, formProperties, type FormSource } from './form-intent';
import type { TrackedEvent } from './track';

export function voteEvent(type: 'like' | 'dislike', postId: number): TrackedEvent {
  const name = `post_${type}`;
  return { dataLayer: name, analytics: name, data: { post_id: postId } };
}

export function applicationEvent(ids: { lead: string | undefined; application: string | undefined }): TrackedEvent {
  return {
    dataLayer: 'submit_application',
    analytics: 'submit_application',
    pixel: [
      { event: 'Lead', eventId: ids.lead },
      { event: 'SubmitApplication', properties: { currency: 'USD', value: 0 }, eventId: ids.application },
    ],
  };
}

export function formSentEvent(form: Element, source: FormSource, eventId: string | undefined, experiment?: number): TrackedEvent {
  const data: Record<string, unknown> = { form_source: source };
  if (form.id) data.form_id = form.id;
  if (experiment !== undefined) data.experiment_id = experiment;
  return { analytics: 'form_submit', pixel: { event: formEvent(form), properties: formProperties(source), eventId }, data };
}

export function submitClickEvent(eventId: string | undefined): TrackedEvent {
  return { pixel: { event: 'ClickButton', properties: { content: 'SubmitClick' }, eventId } };
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    /**
     * Any event to track: pushed to the data layer and sent to analytics under `event` (each as its
     * consent allows), and to the ad pixel as `pixel` when given (description: ./feature.json).
     */
    'colophon.track': { event: string; properties?: Record<string, unknown>; pixel?: string };
  }
}
