/** Giving the main thread back: between units of work, after a frame, and until an element is near. */
import { idle } from './timers';

/** Resolves in a new task (scheduler.yield where it exists). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves in the task after the next frame has rendered. */
export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));

export type Settle = (done: () => void, settled: AbortSignal) => void;

/**
 * A wait: `setup` starts whatever may end it and calls `done`; the promise resolves then, once, and
 * never if `signal` aborts first. `settled` aborts when it is over either way, so each listener and
 * observer added under it is gone.
 */
export function settle(signal: AbortSignal, setup: Settle): Promise<void> {
  return new Promise((resolve) => {
    const settled = new AbortController();
    const done = () => {
      if (settled.signal.aborted) return;
      settled.abort();
      if (!signal.aborted) resolve();
    };
    signal.addEventListener('abort', done, { once: true, signal: settled.signal });
    setup(done, settled.signal);
  });
}

/** Settles once `element` comes within `margin` of the viewport or `also` calls `done`. */
const whenInView = (element: Element, signal: AbortSignal, margin: string, also: Settle): Promise<void> =>
  settle(signal, (done, settled) => {
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: margin });
      observer.observe(element);
      settled.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
    also(done, settled);
  });

/**
 * Resolves when `element` comes within `margin` of the viewport or the browser is idle, whichever
 * is first; never if `signal` aborts first. Used for below-the-fold handlers.
 */
export const whenVisibleOrIdle = (element: Element, signal: AbortSignal, margin = '200px', limit = 2000): Promise<void> =>
  whenInView(element, signal, margin, (done, settled) => idle(done, settled, limit));

/** What counts as the visitor's first interaction: a scroll, a wheel turn, a touch, a pointer press, a key or a click (also one a script makes). */
export const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'click'] as const;
let interacted: Promise<void> | undefined;
let interact = () => {};
/**
 * Until a control whose chunk has not come yet (an action link) is pointed at or focused, or a
 * handler sends a command another may have to answer (`connecting()`, ./registry.ts): the waits for
 * the first interaction's answer. Nothing answers such a control before its chunks, so from then on
 * what it may need (the popup it opens) comes at once.
 */
let answering: Array<() => void> | null = [];
export const answerNow = (): void => {
  answering?.forEach((resolve) => resolve());
  answering = null;
};

/**
 * Resolves at the visitor's first interaction (one set of listeners for the whole page, gone after
 * it), or at once when the visitor already clicked, tapped or typed before these listeners were
 * there (the browser's sticky user activation): a tap while the page was still loading counts.
 */
export function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise((resolve) => {
    if ((navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive) return resolve();
    const heard = new AbortController();
    interact = () => (heard.abort(), resolve());
    for (const type of INTERACTIONS) addEventListener(type, interact, { capture: true, passive: true, signal: heard.signal });
  }));
}

/**
 * Resolves once the visitor's first interaction has been answered: after it, the next frame, then
 * the first idle moment (at most 500 ms on). For chunks that load because the visitor is active,
 * not for what they used: they do not compete with the frame that answers the tap. At once when
 * a control still waiting for its chunk is pointed at (`answerNow`), even while it waits.
 */
export const afterFirstInteraction = (settled: AbortSignal): Promise<void> =>
  firstInteraction().then(
    () =>
      new Promise((resolve) => {
        if (!answering) return resolve();
        answering.push(resolve);
        requestAnimationFrame(() => idle(resolve, settled, 500));
      }),
  );

/** Whether the address's fragment names `element` or something inside it. */
function targeted(element: Element): boolean {
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: the raw fragment
  }
  const target = id ? document.getElementById(id) : null;
  return !!target && element.contains(target);
}

/**
 * Resolves when `element` comes within `margin` of the viewport, gets focus, is what the address's
 * fragment points at (now or after a hash change), or once the visitor's first interaction anywhere
 * has been answered (afterFirstInteraction); never if `signal` aborts first. Below-the-fold widgets that wait for this add nothing to a page's
 * first screen, and are loaded by the time a visitor who starts scrolling reaches them.
 */
export const whenNear = (element: Element, signal: AbortSignal, margin = '200px'): Promise<void> =>
  whenInView(element, signal, margin, (done, settled) => {
    if (targeted(element)) return done();
    addEventListener('hashchange', () => targeted(element) && done(), { signal: settled });
    element.addEventListener('focusin', done, { signal: settled });
    void afterFirstInteraction(settled).then(done);
  });

/**
 * Resolves at once when `element` is pointed at or focused, or when the address has a fragment (it
 * may name an action the handler runs), else once the visitor's first interaction anywhere has been
 * answered; never if `signal` aborts first. For controls that do nothing until used, even on the
 * first screen (action links): pointing at one is the first interaction too, so what its action
 * needs (a popup) follows it, and a click that comes before the chunk is held by the registry.
 */
export const whenTouched = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => {
    if (location.hash) return done();
    void afterFirstInteraction(settled).then(done);
    for (const type of ['focusin', 'pointerover']) element.addEventListener(type, () => (answerNow(), interact(), done()), { signal: settled });
  });

/**
 * As whenTouched, and also when the browser is idle once `element` is on the screen: a tap on it may
 * be the visitor's first act, and finds its handler ready rather than fetching it. Never if `signal`
 * aborts first. A hidden element (a closed dropdown) is not on the screen.
 */
export const whenOnScreen = (element: Element, signal: AbortSignal): Promise<void> =>
  settle(signal, (done, settled) => {
    void whenTouched(element, settled).then(done);
    void whenInView(element, settled, '0px', () => {}).then(() => idle(done, settled));
  });
