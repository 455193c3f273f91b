/**
 * The wait of third-party widgets (`"lazy": "consented"` in markers.json: the chat, the reviews
 * JSON-LD): their chunk loads only once the consent category in their settings (`category`,
 * `functional` when unset) allows them, and then when the page is idle. Before that they have
 * nothing to do, so a first visit does not download them.
 */
import { whenAllowed } from '../handlers/shared/consent-gate';
import { idle } from './timers';
import { settle } from './yield';

function categoryOf(element: Element): string {
  try {
    const category = (JSON.parse(element.getAttribute('data-settings') ?? '{}') as { category?: unknown }).category;
    return typeof category === 'string' && category ? category : 'functional';
  } catch {
    return 'functional'; // the handler reports the malformed settings once it reads them
  }
}

export const whenConsented = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => whenAllowed(categoryOf(element), settled, () => idle(done, settled)));
