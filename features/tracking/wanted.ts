/**
 * When the tracking chunk is needed: the `wanted` load mode, in the runtime. What decides it is a
 * small chunk of its own (./wanted-wait.ts), fetched only on a page with the tracking marker; if it
 * cannot be fetched, the tracking chunk loads at once. What stays here is what cannot wait for it:
 * the tracked bus events fired before the chunk connects, kept from the start and handed over
 * (`takeEarly`), so a `colophon.track` call from a theme at load is not lost; and the clicks held
 * meanwhile (`holdsSubmit`).
 */
import type { ColophonEvents } from '../../src/runtime/events';
import { hooks } from '../../src/runtime/hooks';
import { firstInteraction } from '../../src/runtime/yield';
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

/** Whether a tracking category (analytics or advertising) is allowed now. */
export const tracked = (): boolean => {
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

/**
 * Keeps the tracked bus events from now until the chunk takes them, or until `signal` aborts (the
 * element left without connecting); resolves at the first one.
 */
function keepEarly(signal: AbortSignal): Promise<void> {
  early = [];
  signal.addEventListener('abort', takeEarly, { once: true });
  return new Promise((resolve) => {
    for (const name of EARLY_EVENTS)
      hooks.addAction(name, NAMESPACE, (payload: unknown) => {
        early?.push([name, payload] as EarlyEvent);
        resolve();
      });
  });
}

/**
 * Loads the wait and waits as it says. The page's first interaction is listened for from now, so
 * one that comes while the wait is on its way still counts. `load`: the wait's module (the tests').
 */
export const trackingWanted = (
  _element: Element,
  signal: AbortSignal,
  load: () => Promise<typeof import('./wanted-wait')> = () => import(/* webpackChunkName: "tracking-wanted" */ './wanted-wait'),
): Promise<void> => {
  void firstInteraction();
  const kept = keepEarly(signal);
  return load().then(
    (wait) => wait.whenWanted(signal, kept, tracked),
    () => undefined,
  );
};

/** The `wanted` load mode (src/boot/load-modes.json), as this feature brings it. */
export const mode: Wait = { wait: trackingWanted, holds: holdsSubmit, deferred: true };
