/**
 * Front (browser) data stores in the listing plugin's format: localStorage key
 * `jet_engine_store_{slug}`, value = post ids as strings joined by commas, oldest first. Shared by
 * the data-store handler (buttons, counters) and the listing-grid handler (store listings).
 * Blocked or full storage never throws: reads give an empty store, writes report false.
 */

export const storeKey = (slug: string) => `jet_engine_store_${slug}`;

/** Whether a storage event (another tab) may have changed store `slug`; a null key means storage was cleared. */
export function changesStore(event: Event, slug: string): boolean {
  const { key } = event as StorageEvent;
  return key === storeKey(slug) || key === null;
}

export function parseIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStore(slug: string): number[] {
  try {
    return parseIds(storage()?.getItem(storeKey(slug)));
  } catch {
    return [];
  }
}

export function writeStore(slug: string, ids: number[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (ids.length) store.setItem(storeKey(slug), ids.join(','));
    else store.removeItem(storeKey(slug));
    return true;
  } catch {
    return false;
  }
}

export type AddResult = { ok: true; ids: number[] } | { ok: false; reason: 'full' | 'storage'; ids: number[] };

/**
 * Adds `id` to a front store. At the size limit an ordinary store refuses (nothing changes); an
 * on-view store (recently viewed) drops its oldest id instead. `size` 0 means no limit.
 */
export function addToStore(slug: string, id: number, size = 0, onView = false): AddResult {
  const ids = readStore(slug);
  if (ids.includes(id)) return { ok: true, ids };
  let next = [...ids, id];
  if (size > 0 && ids.length >= size) {
    if (!onView) return { ok: false, reason: 'full', ids };
    next = next.slice(next.length - size);
  }
  return writeStore(slug, next) ? { ok: true, ids: next } : { ok: false, reason: 'storage', ids };
}

export function removeFromStore(slug: string, id: number): { ok: boolean; ids: number[] } {
  const ids = readStore(slug);
  const next = ids.filter((each) => each !== id);
  if (next.length === ids.length) return { ok: true, ids };
  return writeStore(slug, next) ? { ok: true, ids: next } : { ok: false, ids };
}
