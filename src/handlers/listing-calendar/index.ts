/**
 * Marker: the calendar widget (`data-widget_type="jet-listing-calendar.default"`) holding
 * `.jet-calendar[data-settings][data-post][data-month]`. Month navigation (previous / next links
 * with `data-month="Month YYYY"`, month and year selects) fetches `calendar_get_month` and swaps the
 * `.jet-calendar` in. Months are cached per calendar (src/handlers/listing-calendar/cache.ts), so
 * going back costs no request, and the neighbours of the shown month are fetched when idle.
 */
import { Handler } from '../../runtime/handler';
import { RequestError } from '../../runtime/request';
import { htmlNodes, listingRequest } from '../shared/listing-api';
import { MonthCache } from './cache';
import { closeDay, toggleDay } from './day-overlay';
import { formatMonth, neighbours, parseMonth } from './month';

const LOADING = 'jet-calendar-loading';

/** Caches outlive a handler (the editor re-renders nodes); one per calendar settings signature. */
const caches = new Map<string, MonthCache>();
const pending = new Map<string, Promise<string>>();

interface CalendarSettings {
  cache_timeout?: number;
  max_cache?: number;
}

export default class ListingCalendar extends Handler {
  private inFlight: AbortController | null = null;

  private get calendar(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>('.jet-calendar');
  }

  /** Read once per connect: every month of this calendar carries the same settings. */
  private setup!: { signature: string; parsed: CalendarSettings; post: string; months: MonthCache };

  private readSetup(calendar: HTMLElement): void {
    const raw = calendar.getAttribute('data-settings') ?? '{}';
    let parsed: CalendarSettings = {};
    try {
      parsed = JSON.parse(raw) as CalendarSettings;
    } catch {
      parsed = {};
    }
    const post = calendar.getAttribute('data-post') ?? String(this.runtime.config.post?.id ?? 0);
    const signature = `${post}|${raw}`;
    let months = caches.get(signature);
    if (!months) {
      const max = Number(parsed.max_cache);
      months = new MonthCache(Number.isFinite(max) && max > 0 ? max : 12, Number(parsed.cache_timeout) || 0);
      caches.set(signature, months);
    }
    this.setup = { signature, parsed, post, months };
  }

  connect(): void {
    const calendar = this.calendar;
    if (!calendar) return;
    this.readSetup(calendar);
    const shown = calendar.dataset.month;
    if (shown && !this.setup.months.has(shown)) this.setup.months.set(shown, calendar.outerHTML);
    this.listen(this.element, 'click', (event) => {
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('.jet-calendar-nav__link[data-month]');
      if (link) {
        event.preventDefault();
        void this.show(link.dataset.month ?? '', link);
        return;
      }
      const day = target.closest<HTMLElement>('.jet-calendar-week__day-mobile-trigger');
      if (day) toggleDay(day, this.text('close', 'Close'));
    });
    this.listen(this.element, 'change', (event) => {
      const select = (event.target as Element).closest<HTMLSelectElement>('.jet-calendar-caption__select');
      if (!select) return;
      const current = parseMonth(this.calendar?.dataset.month ?? '');
      const month = select.dataset.select === 'month' ? Number(select.value) : current?.month ?? 0;
      const year = select.dataset.select === 'year' ? Number(select.value) : current?.year ?? new Date().getFullYear();
      void this.show(formatMonth(year, month), select);
    });
    this.listen(this.element, 'keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape') closeDay(this.calendar);
    });
    if (!this.element.querySelector('.jet-calendar-status')) {
      const status = document.createElement('p');
      status.className = 'jet-calendar-status';
      status.setAttribute('role', 'status');
      calendar.after(status);
    }
    if (shown) this.prefetch(shown);
  }

  private fetchMonth(month: string, signal: AbortSignal): Promise<string> {
    const { signature, parsed, post, months } = this.setup;
    const key = `${signature}|${month}`;
    let request = pending.get(key);
    if (!request) {
      request = listingRequest(this.runtime.config.urls.ajax, 'calendar_get_month', { month, settings: parsed, post }, signal).then((answer) => {
        if (typeof answer.content !== 'string') throw new RequestError('parse', 'The calendar answer has no content.');
        months.set(month, answer.content);
        return answer.content;
      });
      pending.set(key, request);
      const forget = () => pending.delete(key);
      request.then(forget, forget);
    }
    return request;
  }

  /** Shows `month`: from the cache at once, or after one request (a newer choice cancels it). */
  async show(month: string, from: HTMLElement | null = null): Promise<void> {
    const calendar = this.calendar;
    if (!calendar || !parseMonth(month)) return;
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    let html = this.setup.months.get(month);
    if (html === undefined) {
      calendar.classList.add(LOADING);
      calendar.setAttribute('aria-busy', 'true');
      try {
        html = await this.fetchMonth(month, AbortSignal.any([this.signal, controller.signal]));
      } catch (error) {
        if (error instanceof RequestError && error.kind === 'abort') return;
        this.say(calendar, this.text('calendarFailed', 'This month could not be loaded. Check your connection and try again.'));
        return;
      } finally {
        if (this.inFlight === controller) {
          calendar.classList.remove(LOADING);
          calendar.removeAttribute('aria-busy');
        }
      }
      if (controller.signal.aborted) return;
    }
    this.swap(calendar, html, from);
    this.prefetch(month);
  }

  private swap(calendar: HTMLElement, html: string, from: HTMLElement | null): void {
    const next = htmlNodes(html).find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('jet-calendar'));
    if (!next) return;
    const hadFocus = from !== null && from.contains(document.activeElement);
    const focusSelector = from?.classList.contains('nav-link-prev') ? '.nav-link-prev' : from?.classList.contains('nav-link-next') ? '.nav-link-next' : from?.matches('select') ? `select[data-select="${from.dataset.select}"]` : null;
    calendar.replaceWith(next);
    // Keyboard users keep their place: focus the same control in the new month.
    if (hadFocus && focusSelector) next.querySelector<HTMLElement>(focusSelector)?.focus();
    const status = this.element.querySelector('.jet-calendar-status');
    if (status) {
      status.classList.remove('is-error');
      status.textContent = next.querySelector('.jet-calendar-caption__name')?.textContent ?? '';
    }
    void this.runtime.scan(next);
  }

  private say(calendar: HTMLElement, message: string): void {
    let status = this.element.querySelector<HTMLElement>('.jet-calendar-status');
    if (!status) {
      status = document.createElement('p');
      status.className = 'jet-calendar-status';
      status.setAttribute('role', 'status');
      calendar.after(status);
    }
    status.classList.add('is-error');
    status.textContent = message;
  }

  /** Fetches the months around `month` when the browser is idle, so the next click is instant. */
  private prefetch(month: string): void {
    const run = () => {
      if (this.signal.aborted) return;
      for (const each of neighbours(month)) {
        if (!this.setup.months.has(each)) this.fetchMonth(each, this.signal).catch(() => undefined);
      }
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 3000 });
      this.signal.addEventListener('abort', () => cancelIdleCallback(handle), { once: true });
    } else {
      this.later(run, 500);
    }
  }
}
