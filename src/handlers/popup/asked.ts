/**
 * The popup's wait (`"lazy": "asked"` in markers.json; in the runtime): a popup that opens by itself
 * (a switched-on trigger), any popup in the editor or its preview, and every popup on an address with
 * a fragment (it may be an action that opens one) load at once. Any other popup only opens when
 * asked (an action link, its open selector): its chunk loads at the visitor's first interaction,
 * and a click on its open selector before it connects is held, not lost (`holds`).
 */
import { peekSettings } from '../../runtime/peek-settings';
import { firstInteraction, settle } from '../../runtime/yield';
import { on } from './on';

interface Asking {
  triggers: Record<string, unknown> | null;
  open_selector: string;
}

const settingsOf = (element: Element) => peekSettings<Asking>(element, 'data-elementor-settings');

export const whenAsked = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done) => {
    const env = window.colophon?.config.environment;
    const triggers = Object.values(settingsOf(element).triggers ?? {});
    if (env?.edit || env?.preview || location.hash || triggers.some(on)) return done();
    void firstInteraction().then(done);
  });

/** A click on the popup's open selector is the popup's own. */
export function opensIt(element: Element, target: Element): boolean {
  const selector = settingsOf(element).open_selector;
  try {
    return !!selector && !!target.closest(selector);
  } catch {
    return false; // an invalid selector opens nothing
  }
}
