/**
 * Markers: store buttons `.jet-add-to-store` / `.jet-remove-from-store` with `data-args`, and
 * counters `span.jet-engine-data-store-count[data-store]`. Front stores live in localStorage
 * (src/kit/front-store.ts); server stores go through admin-ajax with a nonce. States:
 * initial ⇄ in-store, processing (dimmed, clicks ignored), hidden after adding when asked to. A
 * refusal (size limit, server message, no connection) is said next to the button, never with
 * alert(). Every change goes out as `colophon.store.changed`, so every button and counter for the
 * same store follows; synced listings refresh; other tabs follow through the storage event.
 * The page's markup is the same for every visitor (a page cache serves it to all): a server store's
 * buttons and counters learn this visitor's items from src/kit/visitor-state.ts.
 */
import { Handler } from '../../src/runtime/handler';
import { RequestError, serverMessage } from '../../src/runtime/request';
import { addToStore, changesStore, readStore, removeFromStore } from '../../src/kit/front-store';
import { applyFragments } from '../../src/kit/listing-api';
import { popupSettings, readArgs, syncIds, type StoreArgs } from './args';
import { withSession } from '../../src/kit/session';
import { storeRequest, StoreRefused } from './server-store';
import { visitorState } from '../../src/kit/visitor-state';
import { safeIcon } from '../../src/kit/safe-icon';

const MESSAGE_TIME = 8000;
const COUNTER = '.jet-engine-data-store-count';

const attributes = {
  /** A button's arguments; counters have none. */
  args: { name: 'data-args', read: (raw: Record<string, unknown>, host: Element) => (host.matches(COUNTER) ? null : readArgs(raw, host)) },
};

export default class DataStore extends Handler<Record<string, unknown>, { args: StoreArgs | null }> {
  static override attributes = attributes;
  private inStore = false;
  private processing = false;
  private showing = false;
  private clearMessage = () => {};

  connect(): void {
    const { args } = this.attrs;
    if (!args) return this.counter();
    const { store, post_id: postId } = args;
    // A server store's state: what the markup says (the listing plugin prints it; Colophon's own
    // markup never does, a page cache serving it to everyone), then what the server has for this visitor.
    this.inStore = store.is_front ? readStore(store.slug).includes(postId) : this.element.classList.contains('in-store');
    this.render(args);
    if (!store.is_front) {
      void visitorState(this.runtime, { store: store.slug }, this.signal).then((state) => {
        const ids = state?.stores[store.slug];
        if (ids && !this.signal.aborted && !this.processing) this.setInStore(args, ids.includes(postId));
      });
    }
    this.listen(this.element, 'click', (event) => void this.click(args, event as MouseEvent));
    this.listen(this.element, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === ' ' && this.element.getAttribute('role') === 'button') {
        event.preventDefault();
        this.element.click();
      }
    });
    this.on('colophon.store.changed', (change) => {
      if (change.slug !== store.slug) return;
      if (store.is_front) this.setInStore(args, readStore(store.slug).includes(postId));
      else if (change.postId === postId) this.setInStore(args, change.inStore);
    });
    if (store.is_front) {
      this.listen(window, 'storage', (event) => {
        if (changesStore(event, store.slug)) this.setInStore(args, readStore(store.slug).includes(postId));
      });
    }
  }

  /** A counter: the number of items in its store, kept current. */
  private counter(): void {
    const slug = this.element.getAttribute('data-store') ?? '';
    const front = this.runtime.config.stores?.[slug]?.is_front === true;
    const show = (count: number) => {
      this.element.textContent = String(count);
    };
    if (front) show(readStore(slug).length);
    else {
      void visitorState(this.runtime, { store: slug }, this.signal).then((state) => {
        const ids = state?.stores[slug];
        if (ids && !this.signal.aborted) show(ids.length);
      });
    }
    this.on('colophon.store.changed', (change) => {
      if (change.slug !== slug) return;
      if (front) show(readStore(slug).length);
      else if (typeof change.count === 'number') show(change.count);
    });
    if (front) {
      this.listen(window, 'storage', (event) => {
        if (changesStore(event, slug)) show(readStore(slug).length);
      });
    }
  }

  private async click(args: StoreArgs, event: MouseEvent): Promise<void> {
    if (this.processing) {
      event.preventDefault();
      return;
    }
    if (this.inStore && !this.removeButton) {
      if (args.action_after_added === 'remove_from_store' && !args.added_url && !args.popup) {
        event.preventDefault();
        await this.change(args, 'remove');
      } else if (args.popup) {
        event.preventDefault();
        await this.runtime.connecting(); // the popup may still be connecting: the same click woke it
        this.dispatch('colophon.linkAction', { action: 'popup:open', settings: popupSettings(args), link: this.element });
      } else if (!args.added_url) {
        event.preventDefault();
      }
      return; // with added_url the link is followed
    }
    event.preventDefault();
    await this.change(args, this.removeButton ? 'remove' : 'add');
  }

  private async change(args: StoreArgs, verb: 'add' | 'remove'): Promise<void> {
    const { slug, is_front: front, size, on_view: onView } = args.store;
    this.say('');
    if (front) {
      const result = verb === 'add' ? addToStore(slug, args.post_id, size, onView) : removeFromStore(slug, args.post_id);
      if (!result.ok) {
        const full = 'reason' in result && result.reason === 'full';
        this.say(full ? this.plural('storeFull', size, this.runtime.config.stores?.[slug]?.label ?? slug) : this.text('storeUnavailable'));
        return;
      }
      this.done(args, verb, result.ids.length);
      return;
    }
    this.setProcessing(true);
    try {
      // A cached page's stale nonce, or a browser without a visitor cookie yet, recovers once.
      const answer = await withSession(
        this.runtime,
        (nonces) => storeRequest(this.runtime.config.urls.ajax, verb, slug, args.post_id, nonces.stores ?? '', this.signal),
        this.signal,
      );
      applyFragments(answer.fragments);
      this.done(args, verb, answer.count);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'abort') return;
      const refusal = error instanceof StoreRefused ? error.message : error instanceof RequestError ? serverMessage(error.body) : '';
      this.say(refusal || this.text('storeFailed'));
    } finally {
      this.setProcessing(false);
    }
  }

  private done(args: StoreArgs, verb: 'add' | 'remove', count: number | undefined): void {
    const inStore = verb === 'add';
    this.setInStore(args, inStore);
    this.dispatch('colophon.store.changed', { slug: args.store.slug, postId: args.post_id, inStore, ...(count === undefined ? {} : { count }) });
    if (!inStore && args.remove_from_listing) this.element.closest('.jet-listing-grid__item')?.remove();
    const ids = syncIds(args.synch_id);
    if (ids.length) this.dispatch('colophon.listing.refresh', { ids });
  }

  private setInStore(args: StoreArgs, inStore: boolean): void {
    if (this.inStore === inStore) return;
    this.inStore = inStore;
    this.render(args);
  }

  /** Colophon's remove-only button. (The listing plugin's own link carries `jet-remove-from-store` while its item is in the store, and turns back into an add button.) */
  private get removeButton(): boolean {
    return this.element.classList.contains('jet-remove-from-store') && !this.element.classList.contains('jet-data-store-link');
  }

  private render(args: StoreArgs): void {
    const element = this.element;
    if (this.removeButton) {
      element.hidden = !this.inStore; // a remove button only makes sense for an item in the store
      return;
    }
    element.classList.toggle('in-store', this.inStore);
    if (element.classList.contains('jet-data-store-link')) {
      // The listing plugin's link: `jet-remove-from-store` while in store (when a click removes), one icon element.
      element.classList.toggle('jet-remove-from-store', this.inStore && args.action_after_added === 'remove_from_store');
      element.classList.toggle('jet-add-to-store', !this.inStore || args.action_after_added !== 'remove_from_store');
      const icon = this.inStore ? args.added_icon || args.icon : args.icon;
      const current = element.querySelector('.jet-data-store-link__icon');
      if (icon && current) current.replaceWith(safeIcon(icon));
    }
    const label = element.querySelector('.jet-add-to-store__label, .jet-data-store-link__label');
    if (label) label.textContent = this.inStore ? args.added_label || args.label : args.label;
    for (const icon of element.querySelectorAll<SVGElement>('.jet-add-to-store__icon[data-state]')) {
      const shown = (icon.getAttribute('data-state') === 'added') === this.inStore;
      if (shown) icon.removeAttribute('hidden');
      else icon.setAttribute('hidden', '');
    }
    const isLink = this.inStore && !!args.added_url;
    if (element instanceof HTMLAnchorElement) element.setAttribute('href', isLink ? args.added_url : '#');
    if (isLink) {
      element.removeAttribute('role');
      element.removeAttribute('aria-pressed');
    } else {
      element.setAttribute('role', 'button');
      element.setAttribute('aria-pressed', String(this.inStore));
    }
    element.hidden = this.inStore && args.action_after_added === 'hide';
  }

  private setProcessing(on: boolean): void {
    this.processing = on;
    this.busy(this.element, on, 'is-processing');
  }

  /** A refusal, next to the button, gone after a while; '' clears it. */
  private say(message: string): void {
    this.clearMessage();
    if (!message && !this.showing) return;
    this.showing = message !== '';
    this.announce(message, this.showing);
    if (this.showing) this.clearMessage = this.later(() => this.say(''), MESSAGE_TIME);
  }
}
