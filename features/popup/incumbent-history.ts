/**
 * A returning visitor's popup history from before Colophon: the page builder keeps the same keys
 * (`popup_{id}_times`, `popup_{id}_disable`, `popup-{id}-impressions-count`, the baselines of the
 * page-view and session rules, `pageViews`, `sessions`; `activeSession` per tab) in one JSON object
 * under `elementor`, in localStorage and sessionStorage, with the same `__expiration` map. Without
 * this, switching a site to Colophon would make every visitor a first-time visitor and forget every
 * "do not show again". Read once per storage area: the keys Colophon does not have yet are copied
 * with their expiry, the area is marked as adopted, and the incumbent's object is left as it was
 * (switching back loses nothing either). A visitor without such history gets nothing written.
 */
import { parseBlob } from '../../src/runtime/storage';

export const ADOPTED = '__adopted';
const INCUMBENT = 'elementor';
const HISTORY =
  /^(popup_\d+_(times|disable|page_views_initialPageViews|sessions_initialSessions)|popup-\d+-impressions-count|pageViews|sessions|activeSession)$/;

/** Copies the incumbent's popup history into `name` once; true when anything was copied. Never throws. */
export function adoptIncumbentHistory(area: () => Storage, name = 'colophon', now = Date.now()): boolean {
  try {
    const storage = area();
    const own = parseBlob(storage.getItem(name)) ?? {};
    if (own[ADOPTED]) return false;
    const theirs = parseBlob(storage.getItem(INCUMBENT)) ?? {};
    let copied = 0;
    for (const [key, value] of Object.entries(theirs)) {
      if (!HISTORY.test(key) || key in own) continue;
      const deadline = theirs.__expiration?.[key];
      if (typeof deadline === 'number' && deadline <= now) continue; // already expired there
      own[key] = value;
      if (typeof deadline === 'number') own.__expiration = { ...own.__expiration, [key]: deadline };
      copied++;
    }
    if (copied === 0) return false; // nothing to keep: nothing written (no storage for a visitor without history)
    own[ADOPTED] = INCUMBENT;
    storage.setItem(name, JSON.stringify(own));
    return true;
  } catch {
    return false; // blocked or full storage: nothing to adopt into
  }
}
