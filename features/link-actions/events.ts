/**
 * The link actions' hook event and its payload (a typed part of src/runtime/events.ts's map; the
 * routes and descriptions are in ./feature.json).
 */
/** The link actions a page can carry (this feature allows these and nothing else). */
export type ActionName = 'lightbox' | 'reload-page' | 'popup:open' | 'popup:close' | 'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle';

export interface LinkActionEvent {
  action: ActionName;
  /** Data only, never HTML (base64 JSON or the listing plugin's query pairs). */
  settings: Record<string, unknown>;
  /** The link (or element) that carries the action. */
  link: HTMLElement;
  /**
   * The click that ran it, when a click did. The event goes out only once what is connecting has
   * connected, so a handler that heard this same click itself has acted on it already.
   */
  cause?: Event;
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.linkAction': LinkActionEvent;
  }
}
