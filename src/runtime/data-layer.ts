/** Pushes an event object onto the tag manager's data layer (created if the page has none yet). */
export function pushDataLayer(event: Record<string, unknown> & { event: string }): void {
  (window.dataLayer = window.dataLayer ?? []).push(event);
}
