/**
 * One place in this tab where a store change is announced, so every button and counter for the
 * same store (a post can be on the page twice) follows. Other tabs hear about front-store changes
 * through the storage event instead.
 */
export interface StoreChange {
  slug: string;
  postId: number;
  inStore: boolean;
  /** The store's size after the change, when known. */
  count?: number;
}

export const storeBus = new EventTarget();

export function announce(change: StoreChange): void {
  storeBus.dispatchEvent(new CustomEvent<StoreChange>('change', { detail: change }));
  window.dispatchEvent(new CustomEvent(change.inStore ? 'jet-engine-data-stores-on-add' : 'jet-engine-data-stores-on-remove', { detail: change }));
}
