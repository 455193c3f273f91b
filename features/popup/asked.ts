/**
 * The popup's `asked` load mode (src/boot/load-modes.json), in the runtime: what decides when a
 * popup's chunk loads (./asked-wait.ts) is a small chunk of its own, fetched only on a page with a
 * popup, so every other page's runtime carries none of it; if it cannot be fetched, the popup's
 * chunk loads at once, as it did before the wait existed. A click on a popup's open selector before
 * its chunk connects is held, not lost (`holds`), from the start.
 */
import { peekSettings } from '../../src/runtime/peek-settings';
import { firstInteraction } from '../../src/runtime/yield';
import type { Wait } from '../../src/runtime/manifest';

/**
 * Loads the wait and waits as it says. The page's first interaction is listened for from now, so
 * one that comes while the wait is on its way still counts.
 */
export const whenAsked = (element: Element, signal: AbortSignal): Promise<void> => {
  void firstInteraction();
  return import(/* webpackChunkName: "popup-asked" */ './asked-wait').then(
    (wait) => wait.whenAsked(element, signal),
    () => undefined,
  );
};

/** A click on the popup's open selector is the popup's own. */
export function opensIt(element: Element, target: Element): boolean {
  const selector = peekSettings<{ open_selector?: string }>(element, 'data-elementor-settings').open_selector;
  try {
    return !!selector && !!target.closest(selector);
  } catch {
    return false; // an invalid selector opens nothing
  }
}

export const mode: Wait = { wait: whenAsked, holds: opensIt, deferred: true };
