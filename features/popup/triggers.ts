/**
 * Triggers: each one arms on `signal` and calls `fire` at most once; the caller aborts the signal
 * as soon as any trigger fires, which removes all of them. Phones behave: inactivity also resets on
 * touch and scroll, and scrolling is passive and throttled to one check per frame.
 */
import { leftOfDelay } from '../../src/runtime/page-clock';
import { timeout as later } from '../../src/runtime/timers';
import { on, type PopupTriggers } from './settings';

export type Fire = (trigger: string) => void;

interface Env {
  win: Window;
  doc: Document;
  signal: AbortSignal;
  fire: Fire;
}

const listen = (target: EventTarget, type: string, fn: (e: Event) => void, signal: AbortSignal, options: AddEventListenerOptions = {}) =>
  target.addEventListener(type, fn, { ...options, signal });

/** Percentage of the page scrolled (0–100). */
export function scrollPercent(win: Window, doc: Document): number {
  const max = doc.documentElement.scrollHeight - win.innerHeight;
  return max <= 0 ? 100 : (win.scrollY / max) * 100;
}

export const triggers: Record<string, (t: PopupTriggers, env: Env) => void> = {
  // The delay counts from DOM ready, as the page builder's does, not from when this chunk arrived (it may wait: asked.ts).
  page_load: (t, { signal, fire }) => later(() => fire('page_load'), Math.max(0, leftOfDelay(t.page_load_delay)), signal),

  scrolling: (t, { win, doc, signal, fire }) => {
    const direction = t.scrolling_direction ?? 'down';
    const offset = Number(t.scrolling_offset ?? 50);
    let last = win.scrollY;
    let queued = false;
    const check = () => {
      queued = false;
      const y = win.scrollY;
      if (direction === 'up' ? y < last : scrollPercent(win, doc) >= offset) fire('scrolling');
      last = y;
    };
    listen(
      win,
      'scroll',
      () => {
        if (queued) return;
        queued = true;
        win.requestAnimationFrame(check);
      },
      signal,
      { passive: true },
    );
  },

  scrolling_to: (t, { doc, signal, fire }) => {
    let target: Element | null;
    try {
      target = t.scrolling_to_selector ? doc.querySelector(t.scrolling_to_selector) : null;
    } catch {
      return; // an invalid selector is ignored
    }
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire('scrolling_to'));
    observer.observe(target);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  },

  click: (t, { doc, signal, fire }) => {
    const needed = Math.max(1, Number(t.click_times ?? 1));
    let clicks = 0;
    listen(doc, 'click', () => ++clicks >= needed && fire('click'), signal, { capture: true });
  },

  inactivity: (t, { win, doc, signal, fire }) => {
    const ms = Number(t.inactivity_time ?? 30) * 1000;
    let cancel = () => {};
    const reset = () => {
      cancel();
      cancel = later(() => fire('inactivity'), ms, signal);
    };
    for (const type of ['keydown', 'mousemove', 'pointerdown', 'touchstart', 'wheel']) listen(doc, type, reset, signal, { passive: true, capture: true });
    listen(win, 'scroll', reset, signal, { passive: true });
    reset();
  },

  exit_intent: (_t, { doc, signal, fire }) => {
    listen(
      doc,
      'mouseout',
      (event) => {
        const e = event as MouseEvent;
        if (!e.relatedTarget && e.clientY <= 0) fire('exit_intent');
      },
      signal,
    );
  },

  adblock_detection: (t, { doc, signal, fire }) => {
    const bait = doc.createElement('div');
    bait.id = Math.random().toString(36).slice(2, 8).padEnd(6, 'x');
    bait.className = 'adsbox ad-banner ad-placement pub_300x250';
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
    doc.body.append(bait);
    signal.addEventListener('abort', () => bait.remove(), { once: true });
    later(
      () => {
        const blocked = !bait.isConnected || getComputedStyle(bait).display === 'none' || bait.offsetParent === null;
        bait.remove();
        if (blocked) fire('adblock_detection');
      },
      Number(t.adblock_detection_delay ?? 0) * 1000,
      signal,
    );
  },
};

/** Arms every switched-on trigger; the first to fire wins and all are removed. */
export function armTriggers(settings: PopupTriggers, win: Window, signal: AbortSignal, onFire: Fire): void {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const fire: Fire = (name) => {
    if (controller.signal.aborted) return;
    controller.abort();
    onFire(name);
  };
  for (const [name, arm] of Object.entries(triggers)) {
    if (on((settings as Record<string, unknown>)[name])) arm(settings, { win, doc: win.document, signal: controller.signal, fire });
  }
}
