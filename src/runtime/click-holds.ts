/**
 * Until a deferred handler (or one with `holds`) connects, a click inside its element, or one
 * `holds` says is its own (a visitor quicker than the chunk), is held rather than lost: stopped
 * before any listener or default action sees it, then given again once the handler listens; if
 * the chunk failed, the page gets it as it is. The target may be any element (the page builder's
 * menu icon is an inline SVG, which has no `click()`). Enter or Space on an element that only acts
 * as a button (`role="button"`, which the browser does not turn into a click) is held the same way
 * and given again as a click.
 */
import type { ManifestEntry } from './manifest-entry';

/**
 * A click given again carries the visitor's own event it stands for: another handler on the same
 * element may have answered that one already (the lightbox on an image link whose link action was
 * held), and so knows the two are one.
 */
export interface GivenAgain extends MouseEvent {
  heldEvent?: Event;
}

/** Starts holding; the function returned stops and gives the held click again. */
export function holdClicks(element: HTMLElement, signal: AbortSignal, holds: ManifestEntry['holds']): () => void {
  const claims = typeof holds === 'function' ? holds : undefined;
  const holding = new AbortController();
  let held: Element | null = null;
  let heldEvent: Event;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || (claims && !claims(element, target))) return;
    if (event.type === 'keydown') {
      const key = (event as KeyboardEvent).key;
      // Native controls turn these keys into a click themselves.
      if ((key !== 'Enter' && key !== ' ') || /^(A|BUTTON|INPUT)$/.test(target.nodeName) || target.getAttribute('role') !== 'button') return;
    }
    held = target;
    heldEvent = event;
    event.preventDefault();
    event.stopPropagation();
  };
  const options = { capture: true, signal: AbortSignal.any([holding.signal, signal]) };
  const where = claims ? element.ownerDocument : element;
  where.addEventListener('click', hold, options);
  where.addEventListener('keydown', hold, options);
  return () => {
    holding.abort();
    // As `click()` would, on any element: its default action (a link, a checkbox) happens too.
    if (held?.isConnected && !signal.aborted) {
      const again: GivenAgain = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
      again.heldEvent = heldEvent;
      held.dispatchEvent(again);
    }
  };
}
