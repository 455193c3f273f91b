/**
 * Until a deferred handler (or one with `holds`) connects, a click inside its element, or one
 * `holds` says is its own (a visitor quicker than the chunk), is held rather than lost: stopped
 * before any listener or default action sees it, then given again once the handler listens; if
 * the chunk failed, the page gets it as it is.
 */
import type { ManifestEntry } from './manifest-entry';

/** Starts holding; the function returned stops and gives the held click again. */
export function holdClicks(element: HTMLElement, signal: AbortSignal, holds: ManifestEntry['holds']): () => void {
  const claims = typeof holds === 'function' ? holds : undefined;
  const holding = new AbortController();
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || (claims && !claims(element, target))) return;
    held = target;
    event.preventDefault();
    event.stopPropagation();
  };
  (claims ? element.ownerDocument : element).addEventListener('click', hold, { capture: true, signal: AbortSignal.any([holding.signal, signal]) });
  return () => {
    holding.abort();
    if (held?.isConnected && !signal.aborted) held.click();
  };
}
