/**
 * Dismissed announcements, kept in one cookie (`colophon_dismissed`, a `.`-separated list of ids).
 * The bar's head script (features/announcement-bar/head.ts, printed in <head> on a page with a
 * bar, before the page paints) copies the list onto `<html data-colophon-dismissed>`, and the
 * bar's own CSS rule, printed with it, hides a dismissed bar from the first paint: no flash, no
 * layout shift on the next page. A cookie rather than localStorage because a page's first
 * localStorage read costs a head script 10–30 ms on a throttled phone. Lists older builds kept in localStorage
 * are moved over by the bar itself (adoptStored).
 */
export const DISMISSED_COOKIE = 'colophon_dismissed';
/** Where older builds kept the list (space-separated). */
export const DISMISSED_KEY = 'colophon-dismissed';
/** Ids are short slugs; the list keeps the newest 20. */
const ID = /^[a-z0-9-]{1,40}$/;
const KEEP = 20;
const YEAR_DAYS = 365;

export function parseDismissed(raw: string | null): string[] {
  return (raw ?? '')
    .split(/[\s.]/)
    .filter((id) => ID.test(id))
    .slice(-KEEP);
}

export function withDismissed(raw: string | null, id: string): string {
  if (!ID.test(id)) return parseDismissed(raw).join(' ');
  return [...parseDismissed(raw).filter((d) => d !== id), id].slice(-KEEP).join(' ');
}

/** The stored list, from a `document.cookie` string. */
export const storedDismissed = (cookies: string): string | null => new RegExp(`(?:^|;\\s*)${DISMISSED_COOKIE}=([^;]*)`).exec(cookies)?.[1] ?? null;

function store(list: string): void {
  const expires = new Date(Date.now() + YEAR_DAYS * 86_400_000).toUTCString();
  document.cookie = `${DISMISSED_COOKIE}=${list.split(' ').join('.')}; expires=${expires}; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** Adds `id` to the list on <html> (which hides its bar) and to the stored one. */
export function dismiss(root: HTMLElement, id: string): void {
  root.setAttribute('data-colophon-dismissed', withDismissed(root.getAttribute('data-colophon-dismissed'), id));
  store(withDismissed(storedDismissed(document.cookie), id));
}

/** Copies the stored list onto <html>. */
export function markDismissed(root: HTMLElement, cookies = document.cookie): void {
  const list = parseDismissed(storedDismissed(cookies));
  if (list.length) root.setAttribute('data-colophon-dismissed', list.join(' '));
}

/** Moves a list an older build kept in localStorage into the cookie (storage that throws: nothing to move). */
export function adoptStored(root: HTMLElement, storage: () => Storage): void {
  try {
    const old = parseDismissed(storage().getItem(DISMISSED_KEY));
    if (!old.length) return;
    const merged = old.reduce((list, id) => withDismissed(list, id), storedDismissed(document.cookie) ?? '');
    store(merged);
    root.setAttribute('data-colophon-dismissed', merged);
    storage().removeItem(DISMISSED_KEY);
  } catch {
    /* no storage: nothing to move */
  }
}
