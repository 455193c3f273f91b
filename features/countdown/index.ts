/**
 * Marker: the page builder's countdown widget (`countdown.default`). Its wrapper
 * (`.elementor-countdown-wrapper`) carries the deadline as `data-date` (Unix seconds) or an
 * evergreen interval as `data-evergreen-interval` (seconds from the visitor's first view), and
 * `data-expire-actions` (a JSON list: `hide`, `message`, `redirect` with `redirect_url`). The
 * digits (`.elementor-countdown-days` … `-seconds`) are filled at once and every second; at the
 * deadline the actions run once and `colophon.countdown.expired` fires. A wrapper without a
 * usable deadline is left as printed, with one console message.
 */
import { safeUrl } from '../../src/kit/uri';
import { Handler } from '../../src/runtime/handler';
import { evergreenDeadline } from './evergreen';
import { remaining, twoDigits } from './remaining';

declare module '../../src/runtime/events' {
  interface ColophonEvents {
    /** A countdown reached its deadline (fired once, before its expire actions run). */
    'colophon.countdown.expired': { element: HTMLElement };
  }
}

const PARTS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface ExpireAction {
  type: 'hide' | 'message' | 'redirect';
  redirect_url?: string;
}

const attributes = {
  /** What happens at the deadline; unknown action types are ignored. */
  actions: {
    name: 'data-expire-actions',
    within: '.elementor-countdown-wrapper',
    type: 'array' as const,
    read: (raw: unknown[]): ExpireAction[] =>
      raw.filter(
        (action): action is ExpireAction => !!action && typeof action === 'object' && ['hide', 'message', 'redirect'].includes((action as ExpireAction).type),
      ),
  },
};

export default class Countdown extends Handler<Record<string, never>, { actions: ExpireAction[] }> {
  static override attributes = attributes;

  connect(): void {
    const wrapper = this.element.querySelector<HTMLElement>('.elementor-countdown-wrapper');
    if (!wrapper) return;
    const deadline = this.deadline(wrapper);
    if (deadline === null) {
      console.warn(`[colophon] countdown ${this.element.dataset.id ?? ''}: its wrapper has no data-date or data-evergreen-interval, so it shows no time.`);
      return;
    }
    const digits = PARTS.map((part) => [part, wrapper.querySelector<HTMLElement>(`.elementor-countdown-${part}`)] as const);
    let stop = () => {};
    const tick = () => {
      const left = remaining(deadline, Date.now());
      for (const [part, span] of digits) if (span) span.textContent = twoDigits(left[part]);
      if (left.total > 0) return;
      stop();
      this.expire(wrapper);
    };
    tick();
    if (Date.now() < deadline) stop = this.every(tick, 1000);
  }

  /** The deadline in epoch ms, or null when the markup gives none. */
  private deadline(wrapper: HTMLElement): number | null {
    const interval = Number(wrapper.dataset.evergreenInterval);
    if (interval > 0) return evergreenDeadline(this.element.dataset.id ?? 'countdown', interval, Date.now());
    const date = Number(wrapper.dataset.date);
    return wrapper.dataset.date && Number.isFinite(date) ? date * 1000 : null;
  }

  private expire(wrapper: HTMLElement): void {
    this.dispatch('colophon.countdown.expired', { element: this.element });
    // The page builder's own event, for code written against it.
    this.element.dispatchEvent(new CustomEvent('countdown_expire', { bubbles: true }));
    for (const action of this.attrs.actions) {
      if (action.type === 'hide') {
        // The page builder's stylesheet gives the wrapper a display that would beat `hidden`.
        wrapper.hidden = true;
        wrapper.style.display = 'none';
      } else if (action.type === 'message') {
        const message = this.element.querySelector<HTMLElement>('.elementor-countdown-expire--message');
        if (message) message.style.display = 'block';
      } else {
        const url = safeUrl(action.redirect_url, location.href);
        if (url) this.go(url);
      }
    }
  }

  /** Leaves for `url` (its own method, so a test can watch it: jsdom cannot navigate). */
  protected go(url: string): void {
    location.assign(url);
  }
}
