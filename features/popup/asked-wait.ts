/**
 * The popup's wait, in a small chunk of its own that the runtime loads on a page with a popup
 * (./asked.ts): a popup that opens by itself
 * (a switched-on trigger that can fire for this visitor), any popup in the editor or its preview,
 * and every popup on an address with a fragment (it may be an action that opens one) load at once —
 * except one whose only trigger is a page-load delay: it loads a second before that delay is up (or
 * at the first interaction), so a newsletter popup 4 s after load adds nothing to the load itself;
 * and one with page-view or session rules that this visitor's history does not pass yet (decided by
 * ./gate.ts, which also counts the view): it loads at the first interaction, like one only asked for.
 * Exit intent needs a mouse leaving the window: on a touch screen it is no reason to load. Any other
 * popup only opens when asked (an action link, its open selector): its chunk loads once the
 * visitor's first interaction has been answered (not in that frame), and a click on its open selector before it connects is held, not lost (`holds`).
 */
import { peekSettings } from '../../src/runtime/peek-settings';
import { leftOfDelay } from '../../src/runtime/page-clock';
import { timeout } from '../../src/runtime/timers';
import { afterFirstInteraction, settle } from '../../src/runtime/yield';
import { HISTORY_RULES } from './history-rules';
import { on } from './on';

interface Asking {
  triggers: Record<string, unknown> | null;
  timing: Record<string, unknown> | null;
}

/** How long before a page-load popup's delay is up its chunk comes (download, parse, connect on a slow phone). */
export const PAGE_LOAD_LEAD_MS = 1000;

/** The switched-on triggers that can fire here: exit intent only where there is a mouse. */
export const canFire = (triggers: Record<string, unknown>, mouse: boolean): string[] =>
  Object.keys(triggers).filter((name) => on(triggers[name]) && (name !== 'exit_intent' || mouse));

export const whenAsked = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => {
    const env = window.colophon?.config.environment;
    if (env?.edit || env?.preview || location.hash) return done();
    const settings = peekSettings<Asking>(element, 'data-elementor-settings');
    const triggers = settings.triggers ?? {};
    const timing = settings.timing ?? {};
    const switched = canFire(triggers, !!window.matchMedia?.('(hover: hover) and (pointer: fine)').matches);
    const asked = () => void afterFirstInteraction(settled).then(done);
    if (!switched.length) return asked();
    const opens = () => {
      if (switched.every((name) => name === 'page_load')) {
        // Opens by itself after a delay only: the chunk comes shortly before, not during the page's load.
        const due = leftOfDelay(triggers.page_load_delay) - PAGE_LOAD_LEAD_MS;
        if (!(due > 0)) return done();
        timeout(done, due, settled);
        asked();
      } else done();
    };
    // Page-view or session rules: the visitor's history decides first (a small chunk of its own).
    if (!HISTORY_RULES.some((name) => on(timing[name]))) return opens();
    const id = element.getAttribute('data-elementor-id') ?? '';
    import(/* webpackChunkName: "popup-gate" */ './gate').then(
      (gate) => (gate.mayOpenByItself(id, timing) ? opens() : asked()),
      opens, // the gate did not load: as before it, the popup's chunk comes
    );
  });
