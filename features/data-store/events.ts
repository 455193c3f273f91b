/** The data stores' hook event and its payload (routes and description: ./feature.json). */
export interface StoreChange {
  slug: string;
  postId: number;
  inStore: boolean;
  /** The store's size after the change, when known. */
  count?: number;
}

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    'colophon.store.changed': StoreChange;
  }
}
