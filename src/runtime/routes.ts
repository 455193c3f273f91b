/**
 * Where an event also goes besides its hook: the page builder's or listing plugin's own window or
 * document event, for their add-ons and a site's code that listen for those (each feature's
 * `events` in feature.json; src/boot/generated/events.ts). In the handler kit: only handlers fire
 * the routed events, so the always-loaded runtime carries neither the routes nor this.
 */
import type { Dispatch, Route, Routes } from './events';

/** The window events a route fires for `payload`. */
export function windowEvents(route: Route, payload: unknown): string[] {
  if (!route.window) return [];
  if (Array.isArray(route.window)) return route.window;
  const key = String((payload as Record<string, unknown> | undefined)?.[route.windowBy ?? ''] ?? '');
  return route.window[key] ?? [];
}

/** `dispatch`, and then the events `routes` name for the event. */
export const routed =
  (dispatch: Dispatch, routes: Routes): Dispatch =>
  (name, ...payload) => {
    dispatch(name, ...payload);
    const route = routes[name];
    if (!route) return;
    for (const each of windowEvents(route, payload[0])) window.dispatchEvent(new CustomEvent(each, { detail: payload[0] }));
    if (route.document) document.dispatchEvent(new CustomEvent(route.document, { detail: payload[0] }));
  };
