/**
 * The anchors' wait (`linked` in src/boot/load-modes.json). Their links do nothing until used, so
 * the chunk loads at the first interaction, or when a link gets the pointer or focus (the address's
 * fragment loads it at once); a click on a link meanwhile is held and given again. An address
 * asking for `?theme_template_id=N` loads it at once: that scroll happens with the page.
 */
import { whenTouched } from '../../src/runtime/yield';
import type { Wait } from '../../src/runtime/manifest';

export const whenLinked = (element: Element, signal: AbortSignal): Promise<void> =>
  /[?&]theme_template_id=/.test(location.search) ? Promise.resolve() : whenTouched(element, signal);

/** Only a link's own clicks are held: a page-builder document (the template marker) holds none. */
export const ownClick = (element: Element, target: Element): boolean => element instanceof HTMLAnchorElement && element.contains(target);

/** The `linked` load mode (src/boot/load-modes.json), as this feature brings it. */
export const mode: Wait = { wait: whenLinked, holds: ownClick, deferred: true };
