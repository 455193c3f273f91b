import { CONTAINER, isItem } from './layout';

/**
 * Load more for the page builder's posts (and loop grid): the next page is the page's own address with the next
 * page number (`.e-load-more-anchor[data-next-page]`); its HTML holds the same widget (by its
 * `data-id`) with that page's posts and its anchor pointing one page further.
 */

export interface Anchor {
  page: number;
  maxPage: number;
  /** The next page's address, or null when it is not this site's or there is none. */
  next: string | null;
}

/** The anchor's state; an address on another origin is refused (it would be fetched with cookies). */
export function readAnchor(anchor: HTMLElement, base: string): Anchor {
  const page = Math.max(1, Number.parseInt(anchor.dataset.page ?? '1', 10) || 1);
  const maxPage = Math.max(page, Number.parseInt(anchor.dataset.maxPage ?? '1', 10) || 1);
  let next: string | null = null;
  try {
    const url = new URL(anchor.dataset.nextPage ?? '', base);
    if (anchor.dataset.nextPage && url.origin === new URL(base).origin) next = url.href;
  } catch {
    next = null;
  }
  return { page, maxPage, next: page < maxPage ? next : null };
}

/** The widget `widgetId`'s posts and anchor in a fetched page, or null when the page has no such widget. */
export function pageOf(html: string, widgetId: string): { posts: HTMLElement[]; anchor: HTMLElement | null } | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const widget = [...doc.querySelectorAll<HTMLElement>('[data-id]')].find((element) => element.dataset.id === widgetId);
  const container = widget?.querySelector(CONTAINER);
  if (!widget || !container) return null;
  return {
    posts: [...container.children].filter((child): child is HTMLElement => isItem(child)),
    anchor: widget.querySelector<HTMLElement>('.e-load-more-anchor'),
  };
}

/** The next page's HTML; throws on an answer that is not 2xx, no network, or after `timeout` ms. */
export async function fetchPage(url: string, signal: AbortSignal, timeout = 15_000): Promise<string> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
    signal: AbortSignal.any ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : signal,
  });
  if (!response.ok) throw new Error(`The server answered ${response.status} for ${url}.`);
  return response.text();
}
