/** The popup's hook events and their payload (routes and descriptions: ./feature.json). */
export interface PopupEvent {
  id: string;
  instance: unknown;
  /** The listing item a store button opened the popup for (its `isJetEngine` argument), for the popup's dynamic content. */
  postId?: number;
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.popup.show': PopupEvent;
    'colophon.popup.hide': PopupEvent;
  }
}
