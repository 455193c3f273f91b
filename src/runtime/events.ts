/**
 * Every hook and event Colophon fires, with its payload: the one typed list the runtime, the
 * handler chunks and a site's own code talk over. `dispatch(name, payload)` runs the hooks action
 * `name` on `window.colophon.hooks` with the payload; a handler's (the kit's, ./routes.ts) also
 * fires, where the features' routes say so, the page builder's or listing plugin's own window or
 * document event (payload as `detail`). A site's callback that throws is logged and never breaks
 * the widget.
 *
 * @example
 * window.colophon.hooks.addAction('colophon.likeDislike.voted', 'my-theme/analytics', ({ postId, type }) => {…});
 * window.colophon.hooks.addAction('colophon.error', 'my-theme/errors', ({ error, source }) => tracker.capture(error, { source }));
 */
import type { Hooks } from './hooks';

export interface ColophonError {
  error: unknown;
  /** The handler id (or subsystem) that failed. */
  source: string;
  /** What it was doing: "connect", "reading settings", "loading chunk", … */
  phase: string;
  element?: Element;
}

/**
 * The core's events. Each feature adds its own to this map from its folder (`declare module` in
 * features/<id>/events.ts, described in its feature.json): one typed map, owned where it is fired.
 */
export interface ColophonEvents {
  /**
   * The first scan of the page is done: every handler on it has connected (or failed), except those
   * that wait for the visitor (below the fold, consent, tracking: `lazy` modes in markers.json).
   */
  'colophon.ready': void;
  /** A handler failed; the console says so too. Forward it to an error tracker. */
  'colophon.error': ColophonError;
}

/** Filters, by name: the value first, then the context. Features add theirs as they add events. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features' declarations
export interface ColophonFilters {}

export type EventName = keyof ColophonEvents;
export type FilterName = keyof ColophonFilters;
export type Payload<K extends EventName> = ColophonEvents[K];
export type Dispatch = <K extends EventName>(name: K, ...payload: Payload<K> extends void ? [] : [Payload<K>]) => void;

/** Where an event also goes besides the hook (from the features' feature.json, src/boot/generated/events.ts). */
export interface Route {
  /** Window event(s) fired with the payload as `detail`; with `windowBy`, lists by that payload field's value. */
  window?: string[] | Record<string, string[]>;
  windowBy?: string;
  /** Document event fired with the payload as `detail`. */
  document?: string;
}
export type Routes = Partial<Record<string, Route>>;

/** Runs the hook `name` with the payload; a site's callback that throws is logged, not thrown on. */
export function createDispatch(hooks: Hooks): Dispatch {
  return (name, ...[payload]) => {
    try {
      hooks.doAction(name, payload);
    } catch (error) {
      console.error(`[colophon] a ${name} callback failed.`, error);
    }
  };
}
