/**
 * Dismissed announcements, kept in localStorage under one key as a space-separated list of ids.
 * The consent boot (which runs in <head>, before the page paints) copies the list onto
 * `<html data-colophon-dismissed>`, and the bar's own CSS rule, printed with it, hides a dismissed
 * bar from the first paint: no flash, no layout shift on the next page.
 */
export const DISMISSED_KEY = 'colophon-dismissed';
/** Ids are short slugs; the list keeps the newest 20. */
const ID = /^[a-z0-9-]{1,40}$/;
const KEEP = 20;

export function parseDismissed(raw: string | null): string[] {
  return (raw ?? '')
    .split(' ')
    .filter((id) => ID.test(id))
    .slice(-KEEP);
}

export function withDismissed(raw: string | null, id: string): string {
  if (!ID.test(id)) return parseDismissed(raw).join(' ');
  return [...parseDismissed(raw).filter((d) => d !== id), id].slice(-KEEP).join(' ');
}

/** Adds `id` to the list on <html> (which hides its bar) and to the stored one; blocked storage: this page only. */
export function dismiss(root: HTMLElement, id: string, storage: () => Storage): void {
  root.setAttribute('data-colophon-dismissed', withDismissed(root.getAttribute('data-colophon-dismissed'), id));
  try {
    storage().setItem(DISMISSED_KEY, withDismissed(storage().getItem(DISMISSED_KEY), id));
  } catch {
    /* Storage blocked: hidden on this page only. */
  }
}

/** Copies the stored list onto <html>; storage that throws (blocked, private mode) counts as empty. */
export function markDismissed(root: HTMLElement, storage: () => Storage): void {
  try {
    const list = parseDismissed(storage().getItem(DISMISSED_KEY));
    if (list.length) root.setAttribute('data-colophon-dismissed', list.join(' '));
  } catch {
    /* no storage: nothing was dismissed */
  }
}
