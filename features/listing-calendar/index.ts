/**
 * Marker: the calendar widget (`data-widget_type="jet-listing-calendar.default"`) holding
 * `.jet-calendar[data-settings][data-post][data-month]`. Month navigation (previous / next links
 * with `data-month="Month YYYY"`, month and year selects) fetches the month (the listing plugin's
 * `jet_engine_calendar_get_month`) and swaps the `.jet-calendar` in; the newest choice wins. Months are cached per calendar
 * (features/listing-calendar/cache.ts), so going back costs no request, and the neighbours of
 * the shown month are fetched when idle, one at a time. A month the visitor asks for never waits
 * behind them: asking for one that is neither cached nor on its way stops the neighbours' fetching
 * (on a busy server, answering one request at a time, it would otherwise queue behind them).
 */
import { Handler } from '../../src/runtime/handler';
import { RequestError } from '../../src/runtime/request';
import { CALENDAR_ACTION, htmlNodes, listingRequest } from '../../src/kit/listing-api';
import { MonthCache } from './cache';
import { closeDay, toggleDay } from './day-overlay';
import { formatMonth, neighbours, parseMonth, requestSettings } from './month';

const LOADING = 'jet-calendar-loading';

interface CalendarSettings {
  /** Seconds a cached month stays valid; 0 or less: no expiry. @default 0 */
  cache_timeout?: number;
  /** @default 12 */
  max_cache?: number;
  /** The month the visitor is leaving, sent with each month request (see requestSettings). */
  prev_month?: string;
  [key: string]: unknown;
}

/** Caches outlive a handler (the editor re-renders nodes): one per calendar, for the whole page. */
interface CalendarPage {
  caches: Map<string, MonthCache>;
  pending: Map<string, Promise<string>>;
}

const attributes = {
  /** The calendar's own settings (sent back with every month request): on `.jet-calendar`, the same for every month. */
  calendar: { name: 'data-settings', within: '.jet-calendar', read: (raw: CalendarSettings) => raw },
};

export default class ListingCalendar extends Handler<Record<string, unknown>, { calendar: CalendarSettings }> {
  static override attributes = attributes;
  private key = '';
  private post = '';
  private months!: MonthCache;
  private page!: CalendarPage;
  /** Stops the neighbours' fetching (./index.ts prefetch). */
  private prefetching: AbortController | null = null;

  private get calendar(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>('.jet-calendar');
  }

  connect(): void {
    const calendar = this.calendar;
    if (!calendar) return;
    const settings = this.attrs.calendar;
    this.post = calendar.getAttribute('data-post') ?? String(this.runtime.config.post?.id ?? 0);
    this.key = `${this.post}|${JSON.stringify(settings)}`;
    this.page = this.shared<CalendarPage>('listing-calendar', () => ({ caches: new Map(), pending: new Map() }));
    let months = this.page.caches.get(this.key);
    if (!months) {
      const max = Number(settings.max_cache);
      months = new MonthCache(Number.isFinite(max) && max > 0 ? max : 12, Number(settings.cache_timeout) || 0);
      this.page.caches.set(this.key, months);
    }
    this.months = months;

    const shown = calendar.dataset.month;
    if (shown && !months.has(shown)) months.set(shown, calendar.outerHTML);
    this.listen(this.element, 'click', (event) => {
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('.jet-calendar-nav__link[data-month]');
      if (link) {
        event.preventDefault();
        void this.show(link.dataset.month ?? '', link);
        return;
      }
      const day = target.closest<HTMLElement>('.jet-calendar-week__day-mobile-trigger');
      if (day) toggleDay(day, this.text('close'));
    });
    this.listen(this.element, 'change', (event) => {
      const select = (event.target as Element).closest<HTMLSelectElement>('.jet-calendar-caption__select');
      if (!select) return;
      const current = parseMonth(this.calendar?.dataset.month ?? '');
      const month = select.dataset.select === 'month' ? Number(select.value) : (current?.month ?? 0);
      const year = select.dataset.select === 'year' ? Number(select.value) : (current?.year ?? new Date().getFullYear());
      void this.show(formatMonth(year, month), select);
    });
    this.listen(this.element, 'keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape') closeDay(this.calendar);
    });
    if (shown) this.prefetch(shown);
  }

  private pendingKey(month: string): string {
    return `${this.key}|${month}`;
  }

  /** One request per month at a time, shared by a visitor's click and the idle prefetch. */
  private fetchMonth(month: string, signal: AbortSignal): Promise<string> {
    const key = this.pendingKey(month);
    let request = this.page.pending.get(key);
    if (!request) {
      const settings = requestSettings(this.attrs.calendar, this.calendar?.dataset.month);
      request = listingRequest(this.runtime.config.urls, CALENDAR_ACTION, { month, settings, post: this.post }, signal).then((answer) => {
        if (typeof answer.content !== 'string') throw new RequestError('parse', 'The calendar answer has no content.');
        this.months.set(month, answer.content);
        return answer.content;
      });
      this.page.pending.set(key, request);
      const forget = () => this.page.pending.delete(key);
      request.then(forget, forget);
    }
    return request;
  }

  /** Shows `month`: from the cache at once, or after one request. A newer choice cancels an older one. */
  async show(month: string, from: HTMLElement | null = null): Promise<void> {
    const calendar = this.calendar;
    if (!calendar || !parseMonth(month)) return;
    const cached = this.months.get(month);
    if (cached === undefined) {
      // The visitor's month goes first: neighbours still on their way are not waited for.
      if (!this.page.pending.has(this.pendingKey(month))) this.prefetching?.abort();
      this.busy(calendar, true, LOADING);
    }
    let html: string;
    try {
      html = await this.latest((signal) => (cached === undefined ? this.fetchMonth(month, signal) : Promise.resolve(cached)));
    } catch {
      this.busy(calendar, false, LOADING);
      this.announce(this.text('calendarFailed'), true);
      return;
    }
    this.swap(calendar, html, from);
    this.prefetch(month);
  }

  private swap(calendar: HTMLElement, html: string, from: HTMLElement | null): void {
    const next = htmlNodes(html).find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('jet-calendar'));
    if (!next) return;
    const hadFocus = from !== null && from.contains(document.activeElement);
    const focusSelector = from?.classList.contains('nav-link-prev')
      ? '.nav-link-prev'
      : from?.classList.contains('nav-link-next')
        ? '.nav-link-next'
        : from?.matches('select')
          ? `select[data-select="${from.dataset.select}"]`
          : null;
    calendar.replaceWith(next);
    // Keyboard users keep their place: focus the same control in the new month.
    if (hadFocus && focusSelector) next.querySelector<HTMLElement>(focusSelector)?.focus();
    this.announce(next.querySelector('.jet-calendar-caption__name')?.textContent ?? '');
    void this.runtime.scan(next);
  }

  /**
   * Fetches the months around `month` when the browser is idle, one after the other, so the next
   * click is instant; a newer prefetch, or a month the visitor asks for, stops this one.
   */
  private prefetch(month: string): void {
    this.prefetching?.abort();
    const controller = (this.prefetching = new AbortController());
    const signal = AbortSignal.any([this.signal, controller.signal]);
    this.idle(async () => {
      for (const each of neighbours(month)) {
        if (signal.aborted) return;
        if (!this.months.has(each)) await this.fetchMonth(each, signal).catch(() => undefined);
      }
    }, 3000);
  }
}
