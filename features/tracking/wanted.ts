/**
 * When the tracking chunk is needed (in the runtime: it decides whether the chunk loads at all on a
 * first screen). At once, when the page is idle, if a tracking category is allowed already or the
 * address carries attribution to keep (./params.ts: the `utm_*` fields, `gclid`, `fbclid`, `aff`,
 * `aff_id`). Otherwise it waits for what can produce an event: the visitor's first interaction (a
 * form, a vote, a click to a marketplace link all begin with one; the chunk comes once that
 * interaction has been answered, not in its frame), consent allowing a category, or a tracked bus
 * event.
 * Those bus events, fired before the chunk connects, are kept and handed over (`takeEarly`), so a
 * `colophon.track` call from a theme at load is not lost.
 */
import type { ColophonEvents } from '../../src/runtime/events';
import { hooks } from '../../src/runtime/hooks';
import { idle } from '../../src/runtime/timers';
import { afterFirstInteraction, settle } from '../../src/runtime/yield';
import { carriesAttribution } from './params';
import type { Wait } from '../../src/runtime/manifest';

export const EARLY_EVENTS = ['colophon.track', 'colophon.waitlist.submitted', 'colophon.likeDislike.voted', 'colophon.form.sent'] as const;
export type EarlyEvent = { [K in (typeof EARLY_EVENTS)[number]]: [K, ColophonEvents[K]] }[(typeof EARLY_EVENTS)[number]];
const NAMESPACE = 'colophon/tracking-early';

let early: EarlyEvent[] | null = null;

/** The tracked events fired before the chunk connected, in order; stops keeping them. */
export function takeEarly(): EarlyEvent[] {
  for (const name of EARLY_EVENTS) hooks.removeAction(name, NAMESPACE);
  const taken = early ?? [];
  early = null;
  return taken;
}

/** Whether a tracking category is allowed now. */
const tracked = () => {
  const consent = window.colophonConsent;
  return !!consent && (consent.allowed('analytics') || consent.allowed('advertisement'));
};

/**
 * The clicks tracking holds until it connects (`holds` of the `wanted` mode): a form's submit
 * button, pressed (or reached by Enter in a field) while a tracking category is allowed. Given
 * again once the chunk listens, the form is sent then and reported once; without consent nothing
 * is held and nothing waits.
 */
export const holdsSubmit = (_element: Element, target: Element): boolean =>
  tracked() && !!target.closest('button:not([type="button"]):not([type="reset"]), input[type="submit"], input[type="image"]')?.closest('form');

export const trackingWanted = (_element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => {
    const consent = window.colophonConsent;
    if (tracked() || carriesAttribution(location.search)) {
      // At idle, or sooner when the visitor acts first (a form sent at once is held meanwhile).
      void afterFirstInteraction(settled).then(done);
      return void idle(done, settled);
    }
    early = [];
    // Gone without connecting (the element left): stop keeping events.
    settled.addEventListener('abort', () => signal.aborted && takeEarly(), { once: true });
    for (const name of EARLY_EVENTS)
      hooks.addAction(name, NAMESPACE, (payload: unknown) => {
        early?.push([name, payload] as EarlyEvent);
        done();
      });
    void afterFirstInteraction(settled).then(done);
    const stop = consent?.subscribe(() => tracked() && done());
    if (stop) settled.addEventListener('abort', stop, { once: true });
  });

/** The `wanted` load mode (src/boot/load-modes.json), as this feature brings it. */
export const mode: Wait = { wait: trackingWanted, holds: holdsSubmit, deferred: true };
