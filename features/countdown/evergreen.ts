/**
 * An evergreen countdown's deadline: the same interval from each visitor's first view, kept in
 * localStorage under the page builder's own keys (`<element id>-evergreen_due_date` and
 * `-evergreen_interval`), so a visitor's deadline survives a switch from its front end to
 * Colophon's. A changed interval starts a new deadline; blocked storage gives one for this page.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function evergreenDeadline(id: string, intervalSeconds: number, now: number, store: Storage | null = storage()): number {
  const dueKey = `${id}-evergreen_due_date`;
  const intervalKey = `${id}-evergreen_interval`;
  try {
    const due = Number(store?.getItem(dueKey));
    if (due > 0 && Number(store?.getItem(intervalKey)) === intervalSeconds) return due;
  } catch {
    // unreadable storage: a new deadline, as on a first view
  }
  const deadline = now + intervalSeconds * 1000;
  try {
    store?.setItem(dueKey, String(deadline));
    store?.setItem(intervalKey, String(intervalSeconds));
  } catch {
    // full or blocked storage: the deadline holds for this page only
  }
  return deadline;
}
