/**
 * Marker: `.jet-listing-grid` (the listing plugin's grid). Load more by button (`more_el`) or
 * infinite scroll (a sentinel, re-observed 250 ms after each page), lazy loading (one
 * `get_listing` when the grid nears the viewport), masonry, slider (Swiper, its own chunk), and
 * front-store listings filled from the browser's store and refreshed when it changes (this tab via
 * the `colophon.listing.refresh` hook, other tabs via the storage event).
 */
import { Handler } from '../../runtime/handler';
import { RequestError } from '../../runtime/request';
import { whenVisibleOrIdle, yieldToMain } from '../../runtime/yield';
import { changesStore, readStore } from '../shared/front-store';
import { applyFragments, htmlNodes, listingRequest, ListingError, loadAssets, type ListingAnswer } from '../shared/listing-api';
import { masonry } from './masonry';
import { frontStoreOf, readNav, sentinelMargin, type ListingNav } from './navigation';

export const REOBSERVE_DELAY = 250;
const SYNC_DELAY = 300;
const LOADING = 'jet-listing-grid-loading';

export default class ListingGrid extends Handler {
  private items!: HTMLElement;
  private nav!: ListingNav;
  private page = 1;
  private pages = 1;
  private loading: Promise<void> | null = null;
  private observeNew: (added: Element[]) => void = () => undefined;
  private status: HTMLElement | null = null;

  private get widget(): HTMLElement {
    return this.element.closest<HTMLElement>('[data-widget_type^="jet-listing-grid"]') ?? this.element;
  }

  connect(): void | Promise<void> {
    const items = this.element.querySelector<HTMLElement>(':scope .jet-listing-grid__items');
    if (!items) return;
    this.items = items;
    this.nav = readNav(items);
    this.page = Number(items.dataset.page) || 1;
    this.pages = Number(items.dataset.pages) || 1;

    if (this.element.classList.contains('jet-listing-grid--lazy-load')) return this.lazyLoad();

    const store = frontStoreOf(this.nav);
    if (store) this.followStore(store);
    this.runtime.hooks.addAction('colophon.listing.refresh', this.hookNamespace, (ids: string[]) => {
      if (ids.includes(this.widget.id) || ids.includes(this.widget.dataset.id ?? '')) this.replaceSoon();
    });
    this.signal.addEventListener('abort', () => this.runtime.hooks.removeAction('colophon.listing.refresh', this.hookNamespace), { once: true });

    if (items.classList.contains('jet-listing-grid__masonry')) this.observeNew = masonry(items, this.signal);
    const slider = this.element.querySelector<HTMLElement>('.jet-listing-grid__slider');
    if (slider) void this.slider(slider);
    if (this.nav.enabled && this.page < this.pages) {
      if (this.nav.type === 'scroll' && !slider && !this.runtime.config.environment.edit) this.infiniteScroll();
      else this.loadMoreButton();
    }
  }

  private readonly hookNamespace = `colophon/listing-grid/${Math.random().toString(36).slice(2)}`;

  private payload(handler: 'get_listing' | 'listing_load_more', page: number, query = this.nav.query): Record<string, unknown> {
    const lazy = this.lazySettings();
    const postId = this.element.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ?? this.items.dataset.queriedId ?? lazy.post_id ?? this.runtime.config.post?.id ?? 0;
    return {
      handler,
      query,
      widget_settings: this.nav.widget_settings,
      page_settings: { post_id: postId, queried_id: this.items.dataset.queriedId ?? postId, element_id: this.widget.dataset.id ?? '', page },
      listing_type: 'elementor',
      isEditMode: this.runtime.config.environment.edit,
      addedPostCSS: [],
    };
  }

  private lazySettings(): { offset?: string; post_id?: number } {
    try {
      return JSON.parse(this.element.dataset.lazyLoad || '{}') as { offset?: string; post_id?: number };
    } catch {
      return {};
    }
  }

  private request(handler: 'get_listing' | 'listing_load_more', page: number, query?: Record<string, unknown>, signal = this.signal): Promise<ListingAnswer> {
    const { payload } = this.runtime.hooks.applyFilters('colophon.listing.request', { payload: this.payload(handler, page, query) }, this.element) as { payload: Record<string, unknown> };
    return listingRequest(this.runtime.config.urls.ajax, handler, payload, signal);
  }

  private replacing: AbortController | null = null;

  /** Lazy listing: one get_listing when it nears the viewport, then the grid is swapped in. */
  private async lazyLoad(): Promise<void> {
    await whenVisibleOrIdle(this.element, this.signal, this.lazySettings().offset ?? '200px', 10_000);
    this.items.setAttribute('aria-busy', 'true');
    this.items.classList.add(LOADING);
    try {
      await this.replace();
    } finally {
      this.items.removeAttribute('aria-busy');
      this.items.classList.remove(LOADING);
      this.element.classList.remove('jet-listing-grid--lazy-load');
    }
  }

  /** Replaces the whole grid with a fresh get_listing (lazy load, store changes). A new handler takes over the new grid. */
  private async replace(): Promise<void> {
    // A newer change wins: the older request is cancelled instead of racing it.
    this.replacing?.abort();
    const replacing = new AbortController();
    this.replacing = replacing;
    const store = frontStoreOf(this.nav);
    const ids = store ? readStore(store) : [];
    const query = store ? { ...this.nav.query, post__in: ids.length ? ids : this.nav.query.post__in } : this.nav.query;
    try {
      const answer = await this.request('get_listing', 1, query, AbortSignal.any([this.signal, replacing.signal]));
      await loadAssets(answer.scripts, answer.styles);
      const grid = htmlNodes(answer.html ?? '').find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('jet-listing-grid'));
      if (!grid || !this.element.isConnected || replacing.signal.aborted) return;
      if (store) grid.dataset.storeIds = ids.join(',');
      this.element.replaceWith(grid);
      applyFragments(answer.fragments);
      this.runtime.hooks.doAction('colophon.listing.loaded', grid);
      await this.runtime.scan(grid.parentElement ?? grid);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'abort') return;
      this.say(this.text('listingFailed', 'These items could not be loaded. Reload the page to try again.'));
    }
  }

  private refreshToken = 0;

  /** Several quick changes (saving three guides in a row) make one request, not three. */
  private replaceSoon(): void {
    const token = ++this.refreshToken;
    this.later(() => token === this.refreshToken && void this.replace(), SYNC_DELAY);
  }

  /** A front-store listing shows what the visitor's browser holds, and follows changes from other tabs. */
  private followStore(slug: string): void {
    const shown = this.element.dataset.storeIds ?? '';
    if (readStore(slug).join(',') !== shown) void this.replace();
    this.listen(window, 'storage', (event) => {
      if (changesStore(event, slug)) this.replaceSoon();
    });
  }

  private loadMoreButton(): void {
    const button = this.nav.more_el ? this.widget.querySelector<HTMLElement>(this.nav.more_el) ?? document.querySelector<HTMLElement>(this.nav.more_el) : null;
    if (!button) return;
    button.hidden = false;
    this.listen(button, 'click', (event) => {
      event.preventDefault();
      void this.loadMore(button);
    });
  }

  private infiniteScroll(): void {
    const sentinel = document.createElement('div');
    sentinel.className = 'jet-listing-grid__loading-trigger';
    sentinel.setAttribute('aria-hidden', 'true');
    this.items.after(sentinel);
    const loader = this.element.querySelector<HTMLElement>('.jet-listing-grid__loader');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.unobserve(sentinel);
        if (loader) loader.hidden = false;
        void this.loadMore(null).then((loaded) => {
          if (loader) loader.hidden = true;
          if (loaded && this.page < this.pages) this.later(() => observer.observe(sentinel), REOBSERVE_DELAY);
          else if (!loaded) this.retryButton(() => observer.observe(sentinel));
          else sentinel.remove();
        });
      },
      { rootMargin: sentinelMargin(this.nav.load_more_offset) },
    );
    observer.observe(sentinel);
    this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  /** After a failed infinite-scroll page: stop asking on every scroll, offer a button instead. */
  private retryButton(resume: () => void): void {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'jet-listing-grid__load-more jet-listing-grid__retry';
    button.textContent = this.text('listingRetry', 'Try again');
    this.items.after(button);
    this.listen(button, 'click', () => {
      button.remove();
      this.clearMessage();
      resume();
    });
  }

  /** Loads the next page once (concurrent calls share it). Resolves true when it was added. */
  private loadMore(button: HTMLElement | null): Promise<boolean> {
    if (this.loading) return this.loading.then(() => true);
    if (this.page >= this.pages) return Promise.resolve(false);
    const next = this.page + 1;
    const hadFocus = button !== null && document.activeElement === button;
    this.items.classList.add(LOADING);
    this.items.setAttribute('aria-busy', 'true');
    button?.setAttribute('aria-disabled', 'true');
    this.clearMessage();
    let ok = false;
    this.loading = (async () => {
      try {
        const answer = await this.request('listing_load_more', next);
        await loadAssets(answer.scripts, answer.styles);
        const added = htmlNodes(answer.html ?? '').filter((node): node is Element => node instanceof Element);
        this.items.append(...added);
        this.observeNew(added);
        applyFragments(answer.fragments);
        this.page = next;
        this.items.dataset.page = String(next);
        ok = true;
        this.say(this.text('listingLoaded', '%d more items loaded').replace('%d', String(added.length)));
        if (this.page >= this.pages && button) button.hidden = true;
        if (hadFocus && button?.hidden) added[0]?.querySelector<HTMLElement>('a[href], button')?.focus();
        this.runtime.hooks.doAction('colophon.listing.loadedMore', this.element, added);
        await this.runtime.scan(this.items);
      } catch (error) {
        if (error instanceof RequestError && error.kind === 'abort') return;
        this.say(error instanceof ListingError ? error.message : this.text('listingFailed', 'More items could not be loaded. Check your connection and try again.'), true);
      } finally {
        this.items.classList.remove(LOADING);
        this.items.removeAttribute('aria-busy');
        button?.removeAttribute('aria-disabled');
        this.loading = null;
      }
    })();
    return this.loading.then(() => ok);
  }

  private say(message: string, problem = false): void {
    if (!this.status || !this.status.isConnected) {
      this.status = document.createElement('p');
      this.status.className = 'jet-listing-grid__status';
      this.status.setAttribute('role', 'status');
      this.element.append(this.status);
    }
    this.status.classList.toggle('is-error', problem);
    this.status.textContent = message;
  }

  private clearMessage(): void {
    if (this.status?.classList.contains('is-error')) {
      this.status.textContent = '';
      this.status.classList.remove('is-error');
    }
  }

  private async slider(slider: HTMLElement): Promise<void> {
    let options = {};
    try {
      options = JSON.parse(slider.dataset.slider_options ?? slider.getAttribute('data-slider_options') ?? '{}') as object;
    } catch {
      options = {};
    }
    const { mountSlider } = await import(/* webpackChunkName: "listing-slider" */ './slider');
    await yieldToMain(); // evaluating Swiper and laying the slides out are two tasks, not one
    if (!this.signal.aborted) mountSlider(slider, this.items, options, this.runtime.config.i18n ?? {}, this.signal);
  }
}
