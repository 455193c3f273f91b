/**
 * Markers: store buttons `.jet-add-to-store` / `.jet-remove-from-store` with `data-args`, and
 * counters `span.jet-engine-data-store-count[data-store]`. Front stores live in localStorage
 * (src/handlers/shared/front-store.ts); server stores go through admin-ajax with a nonce. States:
 * initial ⇄ in-store, processing (dimmed, clicks ignored), hidden after adding when asked to. A
 * refusal (size limit, server message, no connection) is said next to the button, never with
 * alert(). Synced listings refresh; other tabs follow through the storage event.
 */
import { Handler } from '../../runtime/handler';
import { RequestError } from '../../runtime/request';
import { addToStore, changesStore, readStore, removeFromStore } from '../shared/front-store';
import { applyFragments } from '../shared/listing-api';
import { readArgs, syncIds, type StoreArgs } from './args';
import { announce, storeBus, type StoreChange } from './bus';
import { storeRequest, StoreRefused } from './server-store';

const PROCESSING = 'is-processing';
const MESSAGE_TIME = 8000;

export default class DataStore extends Handler {
  private args: StoreArgs | null = null;
  private inStore = false;
  private processing = false;
  private message: HTMLElement | null = null;
  private said = 0;

  connect(): void {
    if (this.element.matches('.jet-engine-data-store-count')) return this.counter();
    this.args = readArgs(this.element);
    const { store, post_id: postId } = this.args;
    this.inStore = store.is_front ? readStore(store.slug).includes(postId) : this.element.classList.contains('in-store');
    this.render();
    this.listen(this.element, 'click', (event) => void this.click(event as MouseEvent));
    this.listen(this.element, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === ' ' && this.element.getAttribute('role') === 'button') {
        event.preventDefault();
        this.element.click();
      }
    });
    this.listen(storeBus, 'change', (event) => {
      const change = (event as CustomEvent<StoreChange>).detail;
      if (change.slug !== store.slug) return;
      if (store.is_front) this.setInStore(readStore(store.slug).includes(postId));
      else if (change.postId === postId) this.setInStore(change.inStore);
    });
    if (store.is_front) {
      this.listen(window, 'storage', (event) => {
        if (changesStore(event, store.slug)) this.setInStore(readStore(store.slug).includes(postId));
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
    this.listen(storeBus, 'change', (event) => {
      const change = (event as CustomEvent<StoreChange>).detail;
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

  private async click(event: MouseEvent): Promise<void> {
    const args = this.args!;
    if (this.processing) {
      event.preventDefault();
      return;
    }
    if (this.inStore && !this.removeButton) {
      if (args.action_after_added === 'remove_from_store' && !args.added_url && !args.popup) {
        event.preventDefault();
        await this.change('remove');
      } else if (args.popup) {
        event.preventDefault();
        this.runtime.hooks.doAction('colophon.linkAction', 'popup:open', { id: args.popup }, this.element);
      } else if (!args.added_url) {
        event.preventDefault();
      }
      return; // with added_url the link is followed
    }
    event.preventDefault();
    await this.change(this.removeButton ? 'remove' : 'add');
  }

  private async change(verb: 'add' | 'remove'): Promise<void> {
    const args = this.args!;
    const { slug, is_front: front, size, on_view: onView } = args.store;
    this.clearMessage();
    if (front) {
      const result = verb === 'add' ? addToStore(slug, args.post_id, size, onView) : removeFromStore(slug, args.post_id);
      if (!result.ok) {
        const reason = 'reason' in result ? result.reason : 'storage';
        this.say(reason === 'full' ? this.fullMessage() : this.text('storeUnavailable', 'Your browser does not let this site save your list.'));
        return;
      }
      this.done(verb, result.ids.length);
      return;
    }
    this.setProcessing(true);
    try {
      const answer = await storeRequest(this.runtime.config.urls.ajax, verb, slug, args.post_id, this.runtime.config.nonces.stores ?? '', this.signal);
      applyFragments(answer.fragments);
      this.done(verb, answer.count);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'abort') return;
      this.say(error instanceof StoreRefused ? error.message : this.text('storeFailed', 'That did not work: check your connection and try again.'));
    } finally {
      this.setProcessing(false);
    }
  }

  private done(verb: 'add' | 'remove', count: number | undefined): void {
    const args = this.args!;
    const inStore = verb === 'add';
    this.setInStore(inStore);
    announce({ slug: args.store.slug, postId: args.post_id, inStore, count });
    if (!inStore && args.remove_from_listing) this.element.closest('.jet-listing-grid__item')?.remove();
    const ids = syncIds(args.synch_id);
    if (ids.length) this.runtime.hooks.doAction('colophon.listing.refresh', ids);
  }

  private fullMessage(): string {
    const { slug, size } = this.args!.store;
    const label = this.runtime.config.stores?.[slug]?.label ?? slug;
    return this.text('storeFull', 'You can keep at most %1$d items in %2$s. Remove one to add another.')
      .replace('%1$d', String(size))
      .replace('%2$s', label);
  }

  private setInStore(inStore: boolean): void {
    if (this.inStore === inStore) return;
    this.inStore = inStore;
    this.render();
  }

  private get removeButton(): boolean {
    return this.element.classList.contains('jet-remove-from-store');
  }

  private render(): void {
    const args = this.args!;
    const element = this.element;
    if (this.removeButton) {
      element.hidden = !this.inStore; // a remove button only makes sense for an item in the store
      return;
    }
    element.classList.toggle('in-store', this.inStore);
    const label = element.querySelector('.jet-add-to-store__label');
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
    this.element.classList.toggle(PROCESSING, on);
    if (on) this.element.setAttribute('aria-busy', 'true');
    else this.element.removeAttribute('aria-busy');
  }

  private say(text: string): void {
    if (!this.message) {
      this.message = document.createElement('span');
      this.message.className = 'colophon-store-message';
      this.message.setAttribute('role', 'alert');
    }
    this.message.textContent = text;
    if (!this.message.isConnected) this.element.after(this.message);
    const token = ++this.said;
    this.later(() => token === this.said && this.clearMessage(), MESSAGE_TIME);
  }

  private clearMessage(): void {
    this.message?.remove();
  }

  override disconnect(): void {
    this.clearMessage();
  }
}
