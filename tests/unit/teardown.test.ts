/**
 * Removing a handler's element must leave nothing running: no listener on anything still in the
 * document, no timer, no observer, and the handler's signal aborted.
 */
import { Handler, type HandlerModule } from '../../src/runtime/handler';
import { request } from '../../src/runtime/request';
import LikeDislikeHandler from '../../src/handlers/like-dislike';
import { trackLeaks, type LeakTracker } from './helpers/leak-tracker';
import { makeRuntime } from './helpers/runtime';

let signal: AbortSignal | undefined;

class Busy extends Handler {
  connect() {
    signal = this.signal;
    this.listen(window, 'scroll', () => {}, { passive: true });
    this.listen(document, 'keydown', () => {});
    this.listen(this.element, 'click', () => {});
    this.later(() => {}, 60_000);
    this.later(() => {}, 10);
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true });
    this.signal.addEventListener('abort', () => observer.disconnect());
    this.runtime.devices.watch(() => {}, this.signal);
    void request('/never', { signal: this.signal }).catch(() => {});
  }
}

let tracker: LeakTracker;
beforeEach(() => {
  signal = undefined;
  document.body.innerHTML = '';
  jest.useFakeTimers();
  (globalThis as { fetch?: unknown }).fetch = jest.fn((_url: string, init: RequestInit) => new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
  // jsdom's selector engine adds its own document listeners on first use: let it, before counting.
  document.querySelector('body');
  tracker = trackLeaks();
});

afterEach(() => {
  tracker.restore();
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

async function settle() {
  await jest.runOnlyPendingTimersAsync();
  await Promise.resolve();
}

test('a handler that listens, waits, observes and fetches leaves nothing behind once its element is removed', async () => {
  const { registry, media } = makeRuntime({ busy: { selector: '.busy', load: () => Promise.resolve({ default: Busy } as unknown as HandlerModule) } });
  document.body.innerHTML = '<div class="busy"></div>';
  const started = registry.start();
  await settle();
  await started;
  expect(signal?.aborted).toBe(false);
  expect(tracker.listeners()).toEqual(expect.arrayContaining(["window scroll", "document keydown", "<div class=\"busy\">"+" click"]));
  expect(tracker.observers()).toBe(2); // the registry's own observer and the handler's
  expect(media.listenerCount()).toBeGreaterThan(0);

  document.querySelector('.busy')!.remove();
  await Promise.resolve(); // the registry's MutationObserver callback
  await Promise.resolve();

  expect(signal?.aborted).toBe(true);
  expect(tracker.listeners()).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  expect(tracker.observers()).toBe(1); // only the registry's
  expect(media.listenerCount()).toBe(0);
  registry.stop();
  expect(tracker.observers()).toBe(0);
});

test('the like/dislike handler unmounts its component and aborts a vote in flight', async () => {
  const { registry } = makeRuntime(
    { 'like-dislike': { selector: '[data-widget_type^="like-dislike."]', load: () => Promise.resolve({ default: LikeDislikeHandler } as unknown as HandlerModule) } },
    { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '' }, nonces: { likeDislike: 'abc' } },
  );
  document.body.innerHTML = `<div data-widget_type="like-dislike.default" data-settings='{"post_id":7,"like_count":2}'></div>`;
  const started = registry.start();
  await settle();
  await started;
  const like = document.querySelector<HTMLButtonElement>('button[data-type="like"]')!;
  expect(like).not.toBeNull();
  like.click();
  await Promise.resolve();
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const init = fetchMock.mock.calls[0]![1] as RequestInit;

  document.querySelector('[data-widget_type]')!.remove();
  await Promise.resolve();
  await Promise.resolve();
  expect(init.signal?.aborted).toBe(true);
  await jest.runOnlyPendingTimersAsync();
  expect(tracker.listeners()).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  registry.stop();
});

test('a popup with armed triggers and an open selector leaves nothing behind; an open one takes its dialog with it', async () => {
  const Popup = (await import('../../src/handlers/popup')).default;
  const { registry } = makeRuntime({ popup: { selector: '[data-elementor-type="popup"]', load: () => Promise.resolve({ default: Popup } as unknown as HandlerModule) } });
  const settings = { open_selector: '.open-me', timing: {}, triggers: { page_load: 'yes', page_load_delay: 60, click: 'yes', click_times: 5, inactivity: 'yes', inactivity_time: 30, exit_intent: 'yes', scrolling: 'yes' } };
  document.body.innerHTML = `<button class="open-me">open</button><div data-elementor-type="popup" data-elementor-id="9" data-elementor-settings='${JSON.stringify(settings)}'><h2>Hi</h2></div>`;
  const started = registry.start();
  await settle();
  await started;
  expect(tracker.listeners().length).toBeGreaterThan(5);

  document.querySelector<HTMLButtonElement>('.open-me')!.click();
  expect(document.getElementById('elementor-popup-modal-9')).not.toBeNull();
  document.querySelector('[data-elementor-type="popup"]')!.remove();
  await Promise.resolve();
  await Promise.resolve();
  await jest.runOnlyPendingTimersAsync();
  expect(document.getElementById('elementor-popup-modal-9')).toBeNull();
  expect(tracker.listeners()).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  registry.stop();
});

describe('the dynamic-content handlers leave nothing behind', () => {
  let observed = 0;
  beforeEach(() => {
    observed = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe() {
        observed++;
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  async function mountAndRemove(id: string, selector: string, load: () => Promise<{ default: unknown }>, html: string, root: string) {
    const { registry } = makeRuntime({ [id]: { selector, load: load as () => Promise<HandlerModule> } }, { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '/wp-json/' } });
    document.body.innerHTML = html;
    const started = registry.start();
    await settle();
    await started;
    const before = tracker.listeners();
    document.querySelector(root)!.remove();
    await Promise.resolve();
    await Promise.resolve();
    await jest.runOnlyPendingTimersAsync();
    registry.stop();
    return before;
  }

  test('a loop filter bar stops following Back/Forward once removed', async () => {
    const before = await mountAndRemove(
      'loop-filter',
      '[data-widget_type^="taxonomy-filter."]',
      () => import('../../src/handlers/loop-filter'),
      `<div id="root"><div data-id="flt0001" data-widget_type="taxonomy-filter.default" data-settings='{"selected_element":"loop001","taxonomy":"category"}'><search class="e-filter"><button class="e-filter-item" data-filter="__all">All</button></search></div><div data-id="loop001"><div class="elementor-widget-container"></div></div></div>`,
      '#root',
    );
    expect(before).toEqual(expect.arrayContaining(['window popstate']));
    expect(tracker.listeners()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('an infinite-scroll store listing disconnects its observer and its storage listener', async () => {
    const nav = { enabled: true, type: 'scroll', more_el: '', query: { post__in: ['is-front', 'local-storage', 'favourites'] }, load_more_offset: { size: 100, unit: 'px' } };
    const before = await mountAndRemove(
      'listing-grid',
      '.jet-listing-grid',
      () => import('../../src/handlers/listing-grid'),
      `<div id="root" data-id="lst0001" data-widget_type="jet-listing-grid.default"><div class="jet-listing-grid"><div class="jet-listing-grid__items" data-nav='${JSON.stringify(nav)}' data-page="1" data-pages="3"></div></div></div>`,
      '#root',
    );
    expect(before).toEqual(expect.arrayContaining(['window storage']));
    expect(observed).toBeGreaterThan(0);
    expect(tracker.listeners()).toEqual([]);
    expect(tracker.observers()).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('store buttons and counters stop listening to the store and to other tabs', async () => {
    const args = { store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 5 }, post_id: 4, label: 'Save', added_label: 'Saved' };
    const before = await mountAndRemove(
      'data-store',
      '.jet-add-to-store, .jet-engine-data-store-count',
      () => import('../../src/handlers/data-store'),
      `<div id="root"><a href="#" class="jet-add-to-store" data-args='${JSON.stringify(args)}'><span class="jet-add-to-store__label">Save</span></a><span class="jet-engine-data-store-count" data-store="favourites">0</span></div>`,
      '#root',
    );
    expect(before).toEqual(expect.arrayContaining(['window storage', 'EventTarget change']));
    expect(tracker.listeners()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a calendar cancels its idle prefetch and its listeners', async () => {
    const before = await mountAndRemove(
      'listing-calendar',
      '[data-widget_type^="jet-listing-calendar."]',
      () => import('../../src/handlers/listing-calendar'),
      `<div id="root" data-widget_type="jet-listing-calendar.default"><div class="jet-calendar" data-settings='{"id":"cal0001"}' data-post="3" data-month="November 2026"><table><caption><a class="jet-calendar-nav__link nav-link-next" data-month="December 2026">›</a></caption></table></div></div>`,
      '#root',
    );
    expect(before.length).toBeGreaterThan(0);
    expect(tracker.listeners()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    expect((globalThis.fetch as unknown as jest.Mock).mock.calls).toHaveLength(0);
  });
});
