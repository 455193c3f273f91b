/**
 * Marker: `.jet-listing-grid` (the listing plugin's grid). Load more by button (`more_el`) or
 * infinite scroll (a sentinel, re-observed 250 ms after each page), lazy loading (one
 * `get_listing` when the grid nears the viewport), masonry, slider (Swiper, its own chunk), and
 * front-store listings filled from the browser's store and refreshed when it changes (this tab via
 * the `colophon.listing.refresh` event, other tabs via the storage event).
 */
import { Handler } from '../../src/runtime/handler';
import { RequestError } from '../../src/runtime/request';
import { whenVisibleOrIdle, yieldToMain } from '../../src/runtime/yield';
import { changesStore, readStore } from '../../src/kit/front-store';
import { applyFragments, htmlNodes, listingRequest, ListingError, loadAssets, type ListingAnswer } from '../../src/kit/listing-api';
import { masonry } from '../../src/kit/masonry';
import { retryButton } from '../../src/kit/retry-button';
import { frontStoreOf, moreButton, readNav, sentinelMargin, verticalSpace, type ListingNav } from './navigation';
import type { SliderOptions } from './slider-options';

export const REOBSERVE_DELAY = 250;
const SYNC_DELAY = 300;
const LOADING = 'jet-listing-grid-loading';

const attributes = {
  /** Navigation: load more, infinite scroll, the query and widget settings the requests carry. */
  nav: { name: 'data-nav', within: '.jet-listing-grid__items', read: readNav },
  /** A lazy listing: how far before the viewport it loads, and its post. */
  lazy: {
    name: 'data-lazy-load',
    read: (raw: { offset?: unknown; post_id?: unknown }) => ({
      offset: typeof raw.offset === 'string' ? raw.offset : '200px',
      postId: Number(raw.post_id) || undefined,
    }),
  },
  /** Slider options, on the slider element when there is one. */
  slider: { name: 'data-slider_options', within: '.jet-listing-grid__slider', read: (raw: SliderOptions) => raw },
};

interface ListingAttributes {
  nav: ListingNav;
  lazy: { offset: string; postId?: number };
  slider: SliderOptions;
}

export default class ListingGrid extends Handler<Record<string, unknown>, ListingAttributes> {
  static override attributes = attributes;
  private items!: HTMLElement;
  private page = 1;
  private pages = 1;
  private loading: Promise<boolean> | null = null;
  private observeNew: (added: Element[]) => void = () => undefined;
  private cancelSync = () => {};

  private get nav(): ListingNav {
    return this.attrs.nav;
  }

  private get widget(): HTMLElement {
    return this.element.closest<HTMLElement>('[data-widget_type^="jet-listing-grid"]') ?? this.element;
  }

  connect(): void | Promise<void> {
    const items = this.element.querySelector<HTMLElement>('.jet-listing-grid__items');
    if (!items) return;
    this.items = items;
    this.page = Number(items.dataset.page) || 1;
    this.pages = Number(items.dataset.pages) || 1;

    if (this.element.classList.contains('jet-listing-grid--lazy-load')) return this.lazyLoad();

    const store = frontStoreOf(this.nav);
    if (store) this.followStore(store);
    this.on('colophon.listing.refresh', ({ ids }) => {
      if (ids.includes(this.widget.id) || ids.includes(this.widget.dataset.id ?? '')) this.replaceSoon();
    });

    if (items.classList.contains('jet-listing-grid__masonry')) this.observeNew = masonry(items, this.signal, verticalSpace(items));
    const slider = this.element.querySelector<HTMLElement>('.jet-listing-grid__slider');
    if (slider) void this.slider(slider);
    if (this.nav.enabled && this.page < this.pages) {
      if (this.nav.type === 'scroll' && !slider && !this.runtime.config.environment.edit) this.infiniteScroll();
      else this.loadMoreButton();
    }
  }

  private payload(handler: 'get_listing' | 'listing_load_more', page: number, query = this.nav.query): Record<string, unknown> {
    const postId =
      this.element.closest('[data-elementor-id]')?.getAttribute('data-elementor-id') ??
      this.items.dataset.queriedId ??
      this.attrs.lazy.postId ??
      this.runtime.config.post?.id ??
      0;
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

  private request(handler: 'get_listing' | 'listing_load_more', page: number, signal: AbortSignal, query?: Record<string, unknown>): Promise<ListingAnswer> {
    const { payload } = this.filter('colophon.listing.request', { payload: this.payload(handler, page, query) }, this.element);
    return listingRequest(this.runtime.config.urls, handler, payload, signal);
  }

  /** Lazy listing: one get_listing when it nears the viewport, then the grid is swapped in. */
  private async lazyLoad(): Promise<void> {
    await whenVisibleOrIdle(this.element, this.signal, this.attrs.lazy.offset, 10_000);
    this.busy(this.items, true, LOADING);
    try {
      await this.replace();
    } finally {
      this.busy(this.items, false, LOADING);
      this.element.classList.remove('jet-listing-grid--lazy-load');
    }
  }

  /**
   * Replaces the whole grid with a fresh get_listing (lazy load, store changes); a newer change
   * cancels an older one. A new handler takes over the new grid.
   */
  private async replace(): Promise<void> {
    const store = frontStoreOf(this.nav);
    const ids = store ? readStore(store) : [];
    const query = store ? { ...this.nav.query, post__in: ids.length ? ids : this.nav.query.post__in } : this.nav.query;
    try {
      const answer = await this.latest(async (signal) => {
        const answer = await this.request('get_listing', 1, signal, query);
        await loadAssets(this.runtime, answer.scripts, answer.styles);
        return answer;
      });
      const grid = htmlNodes(answer.html ?? '').find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('jet-listing-grid'));
      if (!grid) return;
      if (store) grid.dataset.storeIds = ids.join(',');
      this.element.replaceWith(grid);
      applyFragments(answer.fragments);
      this.dispatch('colophon.listing.loaded', { grid });
      await this.runtime.scan(grid.parentElement ?? grid);
    } catch {
      this.announce(this.text('listingFailed'), true);
    }
  }

  /** Several quick changes (saving three guides in a row) make one request, not three. */
  private replaceSoon(): void {
    this.cancelSync();
    this.cancelSync = this.later(() => void this.replace(), SYNC_DELAY);
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
    const button = moreButton(this.widget, this.nav.more_el);
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
    retryButton(this.items, 'jet-listing-grid__load-more jet-listing-grid__retry', this.text('listingRetry'), this.signal, () => {
      this.announce('');
      resume();
    });
  }

  /** Loads the next page once (concurrent calls share it). Resolves true when it was added. */
  private loadMore(button: HTMLElement | null): Promise<boolean> {
    if (this.loading) return this.loading;
    if (this.page >= this.pages) return Promise.resolve(false);
    return (this.loading = this.nextPage(button).finally(() => (this.loading = null)));
  }

  private async nextPage(button: HTMLElement | null): Promise<boolean> {
    const next = this.page + 1;
    const hadFocus = button !== null && document.activeElement === button;
    this.busy(this.items, true, LOADING);
    button?.setAttribute('aria-disabled', 'true');
    this.announce(''); // a failure said before is out of date
    try {
      const answer = await this.request('listing_load_more', next, this.signal);
      await loadAssets(this.runtime, answer.scripts, answer.styles);
      const added = htmlNodes(answer.html ?? '').filter((node): node is Element => node instanceof Element);
      this.items.append(...added);
      this.observeNew(added);
      applyFragments(answer.fragments);
      this.page = next;
      this.items.dataset.page = String(next);
      this.announce(this.plural('listingLoaded', added.length));
      if (this.page >= this.pages && button) button.hidden = true;
      if (hadFocus && button?.hidden) added[0]?.querySelector<HTMLElement>('a[href], button')?.focus();
      this.dispatch('colophon.listing.loadedMore', { grid: this.element, added });
      await this.runtime.scan(this.items);
      return true;
    } catch (error) {
      if (!(error instanceof RequestError && error.kind === 'abort')) {
        this.announce(error instanceof ListingError && error.message ? error.message : this.text('loadMoreFailed'), true);
      }
      return false;
    } finally {
      this.busy(this.items, false, LOADING);
      button?.removeAttribute('aria-disabled');
    }
  }

  private async slider(slider: HTMLElement): Promise<void> {
    const { mountSlider } = await import(/* webpackChunkName: "listing-slider" */ './slider');
    await yieldToMain(); // evaluating Swiper and laying the slides out are two tasks, not one
    if (this.signal.aborted) return;
    mountSlider(
      slider,
      this.items,
      this.attrs.slider,
      this.runtime.config.breakpoints,
      { previous: this.text('previous'), next: this.text('next') },
      this.signal,
    );
  }
}
