/**
 * One controller per loop widget, shared by every filter bar bound to it: holds the filters,
 * asks the server for the filtered markup, swaps it in, keeps the address bar and the Back/Forward
 * history in step, and tells screen-reader users what changed. A newer choice aborts the older
 * request; a failed request changes nothing.
 */
import { text } from '../../runtime/config';
import type { RuntimeServices } from '../../runtime/handler';
import { request, RequestError } from '../../runtime/request';
import { yieldToMain } from '../../runtime/yield';
import { consolidate, type Filter } from './state';
import { filterUrl, readFilters } from './url-codec';

export interface FilterBarView {
  id: string;
  taxonomy: string;
  /** Shows the terms the loop is now filtered by (after Back/Forward or another bar's change). */
  show(terms: string[]): void;
  filter(): Filter;
  barUrl: { baseUrl?: string; pageNum?: number };
}

export interface RefreshBody {
  post_id: number;
  widget_filters: ReturnType<typeof consolidate>;
  widget_id: string;
  pagination_base_url: string;
  widget_model?: Record<string, unknown>;
  is_edit_mode?: true;
}

const OVERLAY = 'e-loading-overlay';
const CARDS_PER_FRAME = 4;

/** Resolves after the next frame has rendered. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export class LoopController {
  readonly bars = new Map<string, FilterBarView>();
  private inFlight: AbortController | null = null;
  private status: HTMLElement | null = null;

  constructor(
    readonly loopId: string,
    private readonly runtime: RuntimeServices,
    private readonly win: Window = window,
  ) {}

  /** The loop widget element, looked up each time: a refresh or an editor re-render replaces nodes. */
  get widget(): HTMLElement | null {
    return this.win.document.querySelector<HTMLElement>(`[data-id="${this.loopId.replace(/["\\]/g, '\\$&')}"]`);
  }

  private history: AbortController | null = null;

  add(bar: FilterBarView): void {
    this.bars.set(bar.id, bar);
    bar.show(this.urlTerms(bar.taxonomy));
    const widget = this.widget;
    if (widget) this.ensureStatus(widget);
    if (!this.history) {
      this.history = new AbortController();
      this.win.addEventListener('popstate', () => void this.restore(), { signal: this.history.signal });
    }
  }

  remove(bar: FilterBarView): void {
    this.bars.delete(bar.id);
    if (this.bars.size === 0) {
      this.history?.abort();
      this.history = null;
      this.inFlight?.abort();
      controllers.delete(this.loopId);
    }
  }

  /** Terms for a taxonomy as the address bar has them now. */
  urlTerms(taxonomy: string): string[] {
    return readFilters(this.win.location.search, this.loopId)[taxonomy]?.terms ?? [];
  }

  private filters(): Map<string, Filter> {
    return new Map([...this.bars].map(([id, bar]) => [id, bar.filter()]));
  }

  /**
   * A bar changed (it already shows its new terms; `previous` are the ones it had). The grid is
   * refreshed and, once the new markup is in, the address is pushed with the page number dropped.
   * If the refresh fails, every bar goes back to what the grid still shows.
   */
  async changed(from: FilterBarView, previous: string[]): Promise<void> {
    const before = new Map([...this.bars.values()].map((bar) => [bar, bar === from ? previous : bar.filter().filterData.terms]));
    const consolidated = consolidate(this.filters());
    for (const bar of this.bars.values()) {
      if (bar !== from) bar.show(consolidated.taxonomy?.[bar.taxonomy]?.terms ?? []);
    }
    const url = filterUrl(this.win.location, this.loopId, consolidated, from.barUrl);
    const outcome = await this.refresh(from.barUrl.baseUrl);
    if (outcome === 'applied') {
      this.win.history.pushState({ ...(this.win.history.state ?? {}), colophonLoop: this.loopId }, '', url);
    } else if (outcome === 'failed') {
      for (const [bar, terms] of before) bar.show(terms);
    }
  }

  /** Back or Forward: show what the restored address says, and refresh if the grid would differ. */
  async restore(): Promise<void> {
    const fromUrl = readFilters(this.win.location.search, this.loopId);
    const before = JSON.stringify(consolidate(this.filters()));
    for (const bar of this.bars.values()) bar.show(fromUrl[bar.taxonomy]?.terms ?? []);
    if (JSON.stringify(consolidate(this.filters())) === before) return;
    await this.refresh([...this.bars.values()][0]?.barUrl.baseUrl);
  }

  private body(baseUrl: string | undefined): RefreshBody {
    const widget = this.widget;
    const documentId = widget?.closest('[data-elementor-id]')?.getAttribute('data-elementor-id');
    const body: RefreshBody = {
      post_id: Number(documentId ?? this.runtime.config.post?.id ?? 0),
      widget_filters: consolidate(this.filters()),
      widget_id: this.loopId,
      pagination_base_url: baseUrl ?? this.win.location.pathname,
    };
    if (this.runtime.config.environment.edit) {
      body.is_edit_mode = true;
      body.widget_model = JSON.parse(widget?.getAttribute('data-settings') || '{}') as Record<string, unknown>;
    }
    return body;
  }

  private endpoint(): string {
    const namespace = this.runtime.config.loopFilter?.namespace ?? 'colophon';
    return `${this.runtime.config.urls.rest}${namespace}/v1/refresh-loop`;
  }

  /** 'applied' when new markup is in, 'failed' when the grid was left as it was, 'superseded' when a newer choice took over. */
  async refresh(baseUrl?: string): Promise<'applied' | 'failed' | 'superseded'> {
    const widget = this.widget;
    if (!widget) return 'failed';
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    widget.classList.add(OVERLAY);
    widget.setAttribute('aria-busy', 'true');
    const headers: Record<string, string> = {};
    const nonce = this.runtime.config.nonces.rest;
    if (this.runtime.config.environment.edit && nonce) headers['X-WP-Nonce'] = nonce;
    try {
      const answer = await request<{ data?: unknown }>(this.endpoint(), {
        method: 'POST',
        body: this.body(baseUrl) as unknown as Record<string, unknown>,
        headers,
        signal: controller.signal,
      });
      if (this.inFlight !== controller) return 'superseded';
      if (typeof answer?.data !== 'string') throw new RequestError('parse', 'The loop refresh answer has no markup.');
      await this.apply(widget, answer.data);
      return 'applied';
    } catch (error) {
      // Network failure, status ≥ 400 or an answer without markup: the grid stays as it was.
      if (!(error instanceof RequestError)) throw error;
      return error.kind === 'abort' || this.inFlight !== controller ? 'superseded' : 'failed';
    } finally {
      if (this.inFlight === controller) {
        this.inFlight = null;
        widget.classList.remove(OVERLAY);
        widget.removeAttribute('aria-busy');
      }
    }
  }

  /**
   * Swaps the new markup in without a long task: parse, then put the first cards in, then the rest
   * a few per frame (so style and layout are paid in small pieces), then announce and connect.
   */
  private async apply(widget: HTMLElement, html: string): Promise<void> {
    const start = performance.now();
    await yieldToMain(); // the answer's JSON was parsed in the task that received it
    const template = this.win.document.createElement('template');
    template.innerHTML = html;
    let container = template.content.firstElementChild as HTMLElement | null;
    if (!container || !container.classList.contains('elementor-widget-container')) {
      // An empty answer is a valid "nothing matches"; bare items are wrapped like the server would.
      const wrapper = this.win.document.createElement('div');
      wrapper.className = 'elementor-widget-container';
      wrapper.append(template.content);
      container = wrapper;
    }
    const items = container.querySelectorAll('.e-loop-item').length;
    if (items === 0 && !container.querySelector('.e-loop-nothing-found-message')) {
      const empty = this.win.document.createElement('p');
      empty.className = 'e-loop-nothing-found-message';
      empty.textContent = this.text('loopEmpty', 'No results match these filters.');
      container.append(empty);
    }
    const list = container.querySelector('.e-loop-item')?.parentElement ?? null;
    const rest = list ? [...list.children].slice(CARDS_PER_FRAME) : [];
    rest.forEach((card) => card.remove());
    await yieldToMain();
    const old = widget.querySelector(':scope > .elementor-widget-container');
    if (old) old.replaceWith(container);
    else widget.append(container);
    for (let i = 0; i < rest.length; i += CARDS_PER_FRAME) {
      await nextFrame();
      list!.append(...rest.slice(i, i + CARDS_PER_FRAME));
    }
    this.announce(widget, items);
    await this.runtime.scan(container);
    performance.measure?.('colophon:loop-filter:apply', { start });
  }

  private text(key: string, fallback: string): string {
    return text(this.runtime.config, key, fallback);
  }

  /** The live region exists before anything is announced, so screen readers pick the change up. */
  private ensureStatus(widget: HTMLElement): HTMLElement {
    if (!this.status || !widget.contains(this.status)) {
      this.status = this.win.document.createElement('p');
      this.status.className = 'colophon-screen-reader-text e-loop-status';
      this.status.setAttribute('role', 'status');
      widget.prepend(this.status);
    }
    return this.status;
  }

  private announce(widget: HTMLElement, count: number): void {
    this.ensureStatus(widget);
    const message =
      count === 0
        ? this.text('loopEmpty', 'No results match these filters.')
        : count === 1
          ? this.text('loopCountOne', '1 result')
          : this.text('loopCount', '%d results').replace('%d', String(count));
    this.status!.textContent = message;
  }
}

const controllers = new Map<string, LoopController>();

/** The controller of a loop, created when its first filter bar connects and dropped with its last. */
export function loopController(loopId: string, runtime: RuntimeServices, win: Window = window): LoopController {
  let controller = controllers.get(loopId);
  if (!controller) {
    controller = new LoopController(loopId, runtime, win);
    controllers.set(loopId, controller);
  }
  return controller;
}
