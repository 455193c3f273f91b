/**
 * One controller per loop widget, shared by every filter bar bound to it. It holds the loop's one
 * filter state: `shown` (what the bars show: the committed choice, or a pending one) and
 * `committed` (what the grid shows, and the address says). A bar sends a toggle; the controller
 * works out the next state, has every bar render it, asks the server for the filtered markup,
 * swaps it in, and only then commits it and pushes the address. A newer choice aborts the older
 * request; a failed one changes nothing and the bars render the committed state again.
 * Back/Forward restore the state the address has.
 */
import { busy } from '../../src/runtime/busy';
import { plural, text } from '../../src/runtime/i18n';
import { report } from '../../src/runtime/errors';
import type { RuntimeServices } from '../../src/runtime/handler';
import { createLatest, type Latest } from '../../src/runtime/latest';
import { request, RequestError } from '../../src/runtime/request';
import { readJson } from '../../src/runtime/settings';
import { nextFrame, yieldToMain } from '../../src/runtime/yield';
import { consolidateSelection, selectionFrom, toggleIn, type BarSpec, type Selection } from './state';
import { filterUrl, readFilters } from './url-codec';

/** A filter bar as the controller sees it. */
export interface FilterBarView {
  spec: BarSpec;
  barUrl: { baseUrl?: string; pageNum?: number };
  /** Shows the terms chosen in this bar. */
  render(terms: string[]): void;
  /** Says `message` in the bar's live region. */
  announce(message: string): void;
}

export interface RefreshBody {
  post_id: number;
  widget_filters: ReturnType<typeof consolidateSelection>;
  widget_id: string;
  pagination_base_url: string;
  widget_model?: Record<string, unknown>;
  is_edit_mode?: true;
}

export type Outcome = 'applied' | 'failed';

const OVERLAY = 'e-loading-overlay';
const CARDS_PER_FRAME = 4;

export class LoopController {
  private readonly bars = new Map<string, FilterBarView>();
  private committed: Selection = {};
  private shown: Selection = {};
  private readonly life = new AbortController();
  private readonly latest: Latest = createLatest(this.life.signal);

  constructor(
    readonly loopId: string,
    private readonly runtime: RuntimeServices,
    private readonly onEmpty: () => void = () => undefined,
    private readonly win: Window = window,
  ) {
    this.win.addEventListener('popstate', () => void this.restore(), { signal: this.life.signal });
  }

  /** The loop widget element, looked up each time: a refresh or an editor re-render replaces nodes. */
  get widget(): HTMLElement | null {
    return this.win.document.querySelector<HTMLElement>(`[data-id="${this.loopId.replace(/["\\]/g, '\\$&')}"]`);
  }

  private get specs(): BarSpec[] {
    return [...this.bars.values()].map((bar) => bar.spec);
  }

  /** The terms the address gives every bar. */
  private fromAddress(): Selection {
    return selectionFrom(this.specs, readFilters(this.win.location.search, this.loopId));
  }

  add(bar: FilterBarView): void {
    this.bars.set(bar.spec.id, bar);
    const terms = this.fromAddress()[bar.spec.id] ?? [];
    this.committed = { ...this.committed, [bar.spec.id]: terms };
    this.shown = { ...this.shown, [bar.spec.id]: terms };
    bar.render(terms);
  }

  remove(bar: FilterBarView): void {
    this.bars.delete(bar.spec.id);
    if (this.bars.size > 0) return;
    this.life.abort();
    this.onEmpty();
  }

  private render(selection: Selection): void {
    this.shown = selection;
    for (const [id, bar] of this.bars) bar.render(selection[id] ?? []);
  }

  /**
   * A click on `term` in bar `id`: every bar shows the new choice at once; the grid is refreshed
   * and, once the new markup is in, the choice is committed and the address pushed with the page
   * number dropped. If the refresh fails, the bars show the committed choice again.
   */
  async toggle(id: string, term: string): Promise<void> {
    const from = this.bars.get(id);
    if (!from) return;
    const next = toggleIn(this.specs, this.shown, from.spec, term);
    this.render(next);
    await yieldToMain(); // the pressed state paints first; the request and the overlay follow
    const outcome = await this.refresh(next, from);
    if (outcome === 'applied') {
      this.committed = next;
      const url = filterUrl(this.win.location, this.loopId, consolidateSelection(this.specs, next), from.barUrl);
      this.win.history.pushState({ ...(this.win.history.state ?? {}), colophonLoop: this.loopId }, '', url);
    } else this.render(this.committed);
  }

  /** Back or Forward: show what the restored address says, and refresh if the grid would differ. */
  async restore(): Promise<void> {
    const next = this.fromAddress();
    this.render(next);
    const before = JSON.stringify(consolidateSelection(this.specs, this.committed));
    if (JSON.stringify(consolidateSelection(this.specs, next)) === before) return;
    const first = this.bars.values().next().value as FilterBarView | undefined;
    if (first && (await this.refresh(next, first)) === 'applied') this.committed = next;
  }

  private body(selection: Selection, baseUrl: string | undefined, widget: HTMLElement): RefreshBody {
    const documentId = widget.closest('[data-elementor-id]')?.getAttribute('data-elementor-id');
    const body: RefreshBody = {
      post_id: Number(documentId ?? this.runtime.config.post?.id ?? 0),
      widget_filters: consolidateSelection(this.specs, selection),
      widget_id: this.loopId,
      pagination_base_url: baseUrl ?? this.win.location.pathname,
    };
    if (this.runtime.config.environment.edit) {
      body.is_edit_mode = true;
      // The editor's current model of the loop widget (a malformed one fails this refresh, said once).
      body.widget_model = (readJson(widget, 'data-settings', 'object', 'the loop is not refreshed') ?? {}) as Record<string, unknown>;
    }
    return body;
  }

  /**
   * Who can rebuild this loop: Colophon's own loop grid (`.colophon-loop`) at colophon/v1; a loop the
   * page builder printed at the page builder's route, whose namespace the config names
   * (features/listings/php/Module.php: `elementor-pro` when Elementor Pro's loop filter is active).
   */
  private endpoint(widget: HTMLElement): string {
    const namespace = widget.classList.contains('colophon-loop') ? 'colophon' : (this.runtime.config.loopFilter?.namespace ?? 'colophon');
    return `${this.runtime.config.urls.rest}${namespace}/v1/refresh-loop`;
  }

  /**
   * Asks for the grid of `selection` and swaps it in: 'applied', or 'failed' when the grid was left
   * as it was (network failure, status ≥ 400, an answer without markup, a malformed widget model).
   * A call that a newer one replaced never comes back.
   */
  private async refresh(selection: Selection, from: FilterBarView): Promise<Outcome> {
    const widget = this.widget;
    if (!widget) return 'failed';
    busy(widget, true, OVERLAY);
    try {
      const html = await this.latest(async (signal) => {
        const headers: Record<string, string> = {};
        const nonce = this.runtime.config.nonces.rest;
        if (this.runtime.config.environment.edit && nonce) headers['X-WP-Nonce'] = nonce;
        const body = this.body(selection, from.barUrl.baseUrl, widget) as unknown as Record<string, unknown>;
        const answer = await request<{ data?: unknown }>(this.endpoint(widget), { method: 'POST', body, headers, signal });
        if (typeof answer?.data !== 'string') throw new RequestError('parse', 'The loop refresh answer has no markup.');
        return answer.data;
      });
      await this.apply(widget, html, from);
      return 'applied';
    } catch (error) {
      if (!(error instanceof RequestError)) report(this.runtime.dispatch, error, { source: 'loop-filter', phase: 'refresh', element: widget });
      return 'failed';
    } finally {
      busy(widget, false, OVERLAY);
    }
  }

  /**
   * Swaps the new markup in without a long task: parse, then put the first cards in, then the rest
   * a few per frame (so style and layout are paid in small pieces), then announce and connect.
   */
  private async apply(widget: HTMLElement, html: string, from: FilterBarView): Promise<void> {
    const start = performance.now();
    const { config } = this.runtime;
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
      empty.textContent = text(config, 'loopEmpty');
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
    from.announce(items === 0 ? text(config, 'loopEmpty') : plural(config, 'loopCount', items));
    await this.runtime.scan(container);
    performance.measure?.('colophon:loop-filter:apply', { start });
  }
}
