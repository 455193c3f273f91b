/**
 * The wait of third-party widgets (`"lazy": "consented"` in markers.json: the chat, the reviews
 * JSON-LD): their chunk loads only once the consent category in their settings (`category`,
 * `functional` when unset) allows them, and then when the page is idle. Before that they have
 * nothing to do, so a first visit does not download them.
 */
import { whenAllowed } from './consent-gate';
import { idle } from '../../src/runtime/timers';
import { peekSettings } from '../../src/runtime/peek-settings';
import { settle } from '../../src/runtime/yield';
import type { Wait } from '../../src/runtime/manifest';

function categoryOf(element: Element): string {
  const category = peekSettings<{ category: unknown }>(element).category;
  return typeof category === 'string' && category ? category : 'functional';
}

export const whenConsented = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => whenAllowed(categoryOf(element), settled, () => idle(done, settled)));

/** The `consented` load mode (src/boot/load-modes.json), as this feature brings it. */
export const mode: Wait = { wait: whenConsented, deferred: true };
