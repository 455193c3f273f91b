/**
 * Removing a handler's element must leave nothing running: no listener on anything still in the
 * document, no timer, no observer, no hook callback, no request, and the handler's signal aborted.
 * Every handler in the manifest has a case here; a handler added without one fails the first test.
 */
import type { Hooks } from '../../src/runtime/hooks';
import { Handler, type HandlerModule } from '../../src/runtime/handler';
import { buildManifest, type FeatureId } from '../../src/boot/manifest';
import { request } from '../../src/runtime/request';
import { BANNER_MARKUP, clearCookies, consentApi } from './helpers/consent';
import { trackLeaks, type LeakTracker } from './helpers/leak-tracker';
import { makeRuntime } from './helpers/runtime';
import { fakeMatchMedia } from './helpers/fakes';
import type { Case } from './helpers/teardown-case';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

let media: ReturnType<typeof fakeMatchMedia>;

type MarkerId = FeatureId;

/** Hook callbacks Colophon's handlers registered (their namespaces start with `colophon/`), as "hook namespace". */
function liveHooks(hooks: Hooks): string[] {
  const store = hooks.actions as unknown as Record<string, { handlers?: Array<{ namespace: string }> }>;
  return Object.entries(store).flatMap(([name, hook]) =>
    (hook.handlers ?? []).filter((h) => h.namespace.startsWith('colophon/')).map((h) => `${name} ${h.namespace}`),
  );
}

let tracker: LeakTracker;
let fetches: RequestInit[];
let observed: number;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  clearCookies();
  jest.useFakeTimers();
  fetches = [];
  observed = 0;
  (globalThis as { fetch?: unknown }).fetch = jest.fn((_url: string, init: RequestInit) => {
    fetches.push(init);
    return new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  // jsdom has no IntersectionObserver: a fake, installed before the tracker so the tracker counts it.
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(readonly callback: IntersectionObserverCallback) {}
    observe() {
      observed++;
    }
    unobserve() {}
    disconnect() {}
  };
  // …and no ResizeObserver either (sticky, motion effects).
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom's selector engine adds its own document listeners on first use: let it, before counting.
  document.querySelector('body');
  tracker = trackLeaks();
});

afterEach(() => {
  tracker.restore();
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  delete window.colophonConsent;
});

/**
 * Lets the registry finish its scan and no further: lazy handlers wait for an idle moment, those
 * that wait to be near (or for tracking, to be wanted) for the visitor's first scroll, which comes.
 */
async function started(scan: Promise<void>) {
  let done = false;
  void scan.then(() => (done = true));
  for (let step = 0; step < 40 && !done; step++) {
    window.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(50);
  }
  expect(done).toBe(true);
}

/**
 * The removal reached the registry's MutationObserver. No timer may be left waiting (aborting the
 * signal clears them: a timer that is merely harmless when it fires still counts); then anything
 * queued gets its chance to run.
 */
async function afterRemoval(component = false) {
  await Promise.resolve();
  await Promise.resolve();
  // (p)react runs effect cleanups of an unmounted component after a frame: let it.
  if (component) await jest.advanceTimersByTimeAsync(100);
  expect(jest.getTimerCount()).toBe(0);
  await jest.runOnlyPendingTimersAsync();
}

/** The consent API, counting its live subscribers (read with `subscribers()`). */
let subscribers = () => 0;
function countingSubscribers(): void {
  const consent = consentApi();
  const subscribe = consent.subscribe;
  let count = 0;
  consent.subscribe = (listener) => {
    count++;
    const off = subscribe(listener);
    return () => {
      count--;
      return off();
    };
  };
  subscribers = () => count;
}

const central: Partial<Record<MarkerId, Case>> = {
  sticky: {
    html: `<div id="root" data-element_type="container" data-settings='{"sticky":"top","sticky_effects_offset":40}'><p>Header</p></div>`,
    live: ({ listeners, observers }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window resize']));
      expect(observers).toBeGreaterThanOrEqual(3); // the registry's, the sentinels' and the size observer
      expect(document.querySelectorAll('#root > .colophon-sticky-sentinel')).toHaveLength(2);
    },
    gone: () => expect(document.querySelector('.colophon-sticky-sentinel')).toBeNull(),
  },
  entrance: {
    html: `<div id="root" class="elementor-invisible" data-settings='{"_animation":"fadeInUp","_animation_delay":300}'>Hello</div>`,
    live: ({ observers }) => expect(observers).toBe(2),
  },
  'lazy-backgrounds': {
    html: `<div id="root" class="e-con e-parent" style="background-image:url(/cover.jpg)">Section</div>`,
    live: ({ observers }) => expect(observers).toBe(2), // the registry's and the shared one
  },
  anchors: {
    html: `<p><a id="root" href="#target">Go</a></p><div id="target" class="elementor-element">There</div>`,
    live: ({ listeners }) => expect(listeners).toEqual(['<a> click']),
  },
  'motion-fx': {
    // No scroll timelines in jsdom: the frame loop and the pointer run.
    html: `<div id="root" data-element_type="container" data-settings='{"motion_fx_motion_fx_scrolling":"yes","motion_fx_translateY_effect":"yes","motion_fx_motion_fx_mouse":"yes","motion_fx_mouseTrack_effect":"yes"}'>Hero</div>`,
    live: ({ listeners, observers }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window resize', 'document pointermove']));
      expect(observers).toBeGreaterThanOrEqual(3);
      expect(document.getElementById('root')!.style.transform).toContain('var(--translateY');
    },
    gone: () => expect(document.querySelector('.elementor-motion-effects-element')).toBeNull(),
  },
  carousel: {
    html: `<div id="root" data-widget_type="image-carousel.default" data-settings='{"autoplay":"yes"}'><div class="elementor-widget-container"><div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">1</div><div class="swiper-slide">2</div></div></div></div></div>`,
    live: ({ observers }) => expect(observers).toBe(2), // waiting for the carousel to come near
  },
  'nav-menu': {
    html: `<div id="root" data-id="m1" data-widget_type="nav-menu.default"><nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu"><li class="menu-item-has-children"><a href="/services/">Services</a><ul class="sub-menu"><li><a href="/editing/">Editing</a></li></ul></li><li><a class="elementor-item elementor-item-anchor" href="#pricing">Prices</a></li></ul></nav><div class="elementor-menu-toggle"></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container"><ul class="elementor-nav-menu"><li><a href="/a/">A</a></li></ul></nav><section id="pricing"></section></div>`,
    // The pointer is on a parent: its show delay is running.
    use: () => {
      const item = document.querySelector('li.menu-item-has-children')!;
      const enter = new Event('pointerenter');
      Object.assign(enter, { pointerType: 'mouse' });
      item.dispatchEvent(enter);
    },
    live: ({ listeners, observers }) => {
      expect(listeners).toEqual(expect.arrayContaining(['document click', '<div class="elementor-menu-toggle"> click']));
      expect(jest.getTimerCount()).toBe(1);
      expect(observers).toBe(2); // the registry's, and the spy on the in-page link's section
    },
  },
  tabs: {
    html: `<div id="root" data-widget_type="accordion.default"><div class="elementor-accordion"><div class="elementor-accordion-item"><h3 id="t1" class="elementor-tab-title" data-tab="1" role="button" aria-controls="c1" aria-expanded="false"><a class="elementor-accordion-title" tabindex="0">One</a></h3><div id="c1" class="elementor-tab-content" data-tab="1" role="region" aria-labelledby="t1">Answer</div></div></div></div>`,
    live: ({ listeners }) =>
      expect(listeners).toEqual(
        expect.arrayContaining(['<h3 class="elementor-tab-title elementor-active"> click', '<a class="elementor-accordion-title"> keydown']),
      ),
  },
  counter: {
    html: `<div id="root" data-widget_type="counter.default"><div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="2000" data-to-value="120" data-from-value="0">0</span><span class="elementor-counter-number-suffix">+</span></div></div></div>`,
    live: ({ observers }) => {
      expect(observers).toBe(2); // the registry's and the one waiting for the number to show
      expect(document.querySelector('.colophon-counter-text')!.textContent).toBe('120+');
    },
    gone: () => expect(document.querySelector('.colophon-counter-text')).toBeNull(),
  },
  alert: {
    html: `<div id="root" data-widget_type="alert.default"><div class="elementor-alert" role="alert"><span class="elementor-alert-title">Note</span><button type="button" class="elementor-alert-dismiss">×</button></div></div>`,
    live: ({ listeners }) => expect(listeners).toEqual(['<button class="elementor-alert-dismiss"> click']),
  },
  video: {
    html: `<div id="root" data-widget_type="video.default" data-settings='{"video_type":"youtube","youtube_url":"https://www.youtube.com/watch?v=aBcDeFgHiJk","lazy_load":"yes"}'><div class="elementor-wrapper"><div class="elementor-video"></div></div></div>`,
    live: ({ observers }) => expect(observers).toBe(2), // the registry's and the one waiting to create the player
  },
  tracking: {
    html: `<div id="root"><div id="colophon-tracking" hidden data-settings='{"marketplace_hosts":["market.example"],"pixel_code":"PX1"}'></div></div>`,
    setup: countingSubscribers,
    live: ({ listeners, hooks }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window submit', 'document click', 'document wpcf7mailsent']));
      expect(hooks).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^colophon\.likeDislike\.voted colophon\/tracking\//),
          expect.stringMatching(/^colophon\.track colophon\/tracking\//),
        ]),
      );
      expect(subscribers()).toBe(1);
    },
    gone: () => expect(subscribers()).toBe(0),
  },
  'like-dislike': {
    html: `<div id="root" data-widget_type="like-dislike.default" data-settings='{"post_id":7,"like_count":2}'></div>`,
    config: { nonces: { likeDislike: 'abc' } },
    component: true,
    use: () => {
      document.querySelector<HTMLButtonElement>('button[data-type="like"]')!.click(); // a vote in flight
    },
    live: ({ fetches }) => expect(fetches).toBe(1),
    gone: () => expect(fetches[0]!.signal!.aborted).toBe(true),
  },
  'chat-welcome': {
    // Consent allowed, the page loaded, the chat not ready yet: the 500 ms retry is running.
    html: `<div id="root" data-widget_type="colophon-chat-welcome.default" data-settings='{"script":"/chat.js","global":"DemoChat","category":"functional","fallback":["Hello"]}'></div>`,
    setup: () => consentApi().decide({ functional: true, analytics: false, performance: false, advertisement: false, other: false }),
    live: () => {
      expect(document.querySelector('script[src$="/chat.js"]')).not.toBeNull();
      expect(document.getElementById('root')!.getAttribute('data-chat')).toBe('loading');
      expect(jest.getTimerCount()).toBe(1);
    },
  },
  reviews: {
    // Consent allowed: the JSON-LD request is in flight.
    html: `<div id="root" data-widget_type="colophon-reviews.default" data-settings='{"api":"/reviews/","businessUnit":"bu1"}'></div>`,
    setup: () => consentApi().decide({ functional: true, analytics: false, performance: false, advertisement: false, other: false }),
    live: ({ fetches }) => expect(fetches).toBe(1),
    gone: () => expect(fetches[0]!.signal!.aborted).toBe(true),
  },
  scheduling: {
    // No consent yet: the offer to allow it, and the wait for the visitor's choice.
    html: `<div id="root" data-widget_type="colophon-scheduling.default" data-settings='{"provider":"Booker","url":"https://book.example/intro"}'><div class="colophon-scheduling__frame"></div></div>`,
    setup: countingSubscribers,
    live: ({ listeners }) => {
      expect(listeners).toEqual(['<button> click']);
      expect(subscribers()).toBe(1);
    },
    gone: () => {
      expect(subscribers()).toBe(0);
      expect(document.querySelector('iframe')).toBeNull();
    },
  },
  'pricing-toggle': {
    html: `<div id="root" data-widget_type="colophon-pricing-toggle.default"><fieldset class="colophon-pricing__switch" hidden><label><input type="radio" name="p" value="yearly" checked><span>Yearly</span></label><label><input type="radio" name="p" value="monthly"><span>Monthly</span></label></fieldset><b data-period="yearly">$19.14</b><b data-period="monthly">$22.97</b></div>`,
    live: ({ listeners }) => {
      expect(listeners).toEqual(['<input> change', '<input> change']);
      expect(document.querySelector<HTMLElement>('[data-period="monthly"]')!.hidden).toBe(true);
    },
  },
  'announcement-bar': {
    html: `<div id="root" data-widget_type="colophon-announcement-bar.default" data-settings='{"id":"spring"}'><p>News</p><button class="colophon-announcement__close" hidden>×</button></div>`,
    live: ({ listeners }) => expect(listeners).toEqual(['<button class="colophon-announcement__close"> click']),
  },
  'copy-url': {
    html: `<div id="root" data-widget_type="colophon-copy-url.default"><button hidden><span class="colophon-copy-url__label">Copy link</span></button></div>`,
    setup: () => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true }),
    // Copied: the "copied" state waits 2 s to go back.
    use: async () => {
      document.querySelector<HTMLButtonElement>('#root button')!.click();
      await Promise.resolve();
      await Promise.resolve();
    },
    live: ({ listeners }) => {
      expect(listeners).toEqual(['<button class="is-copied"> click']);
      expect(jest.getTimerCount()).toBeGreaterThan(0);
    },
  },
  'letter-logo': {
    html: `<div id="root" data-widget_type="colophon-letter-logo.default"><span class="colophon-letter-logo__row" data-letter="C" aria-hidden="true">C</span></div>`,
    live: ({ observers }) => expect(observers).toBe(2), // the registry's and the resize observer
  },
  slider: {
    // A timeline at a desktop width: its width watcher and the observer waiting for it to come near.
    html: `<div id="root" data-widget_type="colophon-slider.default" data-settings='{"kind":"timeline"}'><div class="colophon-slider__frame"><ul class="swiper-wrapper"><li class="swiper-slide">2014</li><li class="swiper-slide">2016</li></ul></div></div>`,
    setup: () => {
      media = fakeMatchMedia(1280);
      window.matchMedia = media.matchMedia;
    },
    live: ({ observers }) => {
      expect(observers).toBe(2); // the registry's and the one waiting for the slider to come near
      expect(media.listenerCount()).toBe(1);
    },
    gone: () => expect(media.listenerCount()).toBe(0),
  },
  'video-player': {
    // Waiting for the player to come near: its sources are not set yet.
    html: `<figure id="root" data-widget_type="colophon-video-player.default"><div class="colophon-player__stage"><video controls preload="none"><source data-src="/tour.webm" type="video/webm"></video></div></figure>`,
    live: ({ observers }) => {
      expect(observers).toBe(2); // the registry's and the one waiting for the video to come near
      expect(document.querySelector('source')!.hasAttribute('src')).toBe(false);
    },
  },
  waitlist: {
    html: `<form id="root" data-widget_type="colophon-waitlist.default" data-settings='{"api":"https://api.marketplace.test"}'><input id="fname" value="Ann"><button type="submit">Send</button></form>`,
    // An application in flight, its form busy.
    use: () => void document.getElementById('root')!.dispatchEvent(new Event('submit', { cancelable: true })),
    live: ({ listeners, fetches }) => {
      expect(listeners).toEqual(['<form> submit']);
      expect(fetches).toBe(1);
    },
    gone: () => expect(fetches[0]!.signal!.aborted).toBe(true),
  },
  'consent-banner': {
    html: `<div id="root">${BANNER_MARKUP}</div>`,
    setup: countingSubscribers,
    config: { consentTexts: { acceptAll: 'Accept all', rejectAll: 'Reject all', customise: 'Customise', close: 'Close' } },
    component: true,
    // The preferences dialog open (its chunk, with preact, loaded on the click).
    use: async () => {
      document.querySelector<HTMLButtonElement>('[data-consent-action="customise"]')!.click();
      await jest.advanceTimersByTimeAsync(10);
    },
    live: ({ listeners }) => {
      expect(listeners).toEqual(expect.arrayContaining(['<div class="colophon-consent"> click', '<button class="colophon-consent__close"> click']));
      expect(document.querySelector('.colophon-consent__preferences')).not.toBeNull();
      expect(subscribers()).toBeGreaterThan(0);
    },
    gone: () => expect(subscribers()).toBe(0),
  },
  'video-placeholder': {
    html: `<p><iframe id="root" data-colophon-src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-colophon-categories="functional" width="560" height="315"></iframe></p>`,
    setup: () => {
      consentApi();
      HTMLIFrameElement.prototype.getBoundingClientRect = () => ({ width: 560, height: 315 }) as DOMRect;
    },
    live: ({ listeners }) => {
      expect(document.querySelector('.colophon-video-placeholder')).not.toBeNull();
      expect(listeners).toEqual(expect.arrayContaining(['<button class="colophon-video-placeholder__accept"> click']));
    },
    gone: () => expect(document.querySelector('.colophon-video-placeholder')).toBeNull(),
  },
  popup: {
    html: `<button class="open-me">open</button><div id="root" data-elementor-type="popup" data-elementor-id="9" data-elementor-settings='${JSON.stringify({
      open_selector: '.open-me',
      timing: {},
      close_automatically: 30,
      triggers: {
        page_load: 'yes',
        page_load_delay: 60,
        click: 'yes',
        click_times: 5,
        inactivity: 'yes',
        inactivity_time: 30,
        exit_intent: 'yes',
        scrolling: 'yes',
      },
    })}'><h2>Hi</h2></div>`,
    // Opened: its dialog, focus timer and auto-close timer run; removing the popup takes them all.
    use: () => document.querySelector<HTMLButtonElement>('.open-me')!.click(),
    live: ({ listeners, hooks }) => {
      expect(listeners.length).toBeGreaterThan(5);
      expect(hooks).toEqual([expect.stringMatching(/^colophon\.linkAction colophon\/popup\//)]);
      expect(document.getElementById('elementor-popup-modal-9')).not.toBeNull();
    },
    gone: () => expect(document.getElementById('elementor-popup-modal-9')).toBeNull(),
  },
  'link-actions': {
    // A hover action with its delay running, on a page whose own hash it declares (waiting for colophon.ready).
    html: `<a id="root" href="#jet-engine-action:action=popup:open&popup_id=12&event=hover">Hover me</a>`,
    setup: () => history.replaceState(null, '', '#jet-engine-action:action=popup:open&popup_id=12&event=hover'),
    use: () => void document.getElementById('root')!.dispatchEvent(new MouseEvent('mouseenter')),
    live: ({ listeners, hooks }) => {
      expect(listeners).toEqual(expect.arrayContaining(['<a> click', '<a> mouseenter', '<a> mouseleave']));
      expect(hooks).toEqual([expect.stringMatching(/^colophon\.ready colophon\/link-actions\//)]);
      expect(jest.getTimerCount()).toBeGreaterThan(0);
    },
    gone: () => history.replaceState(null, '', '#'),
  },
  lightbox: {
    html: `<a id="root" href="https://site.test/cover.jpg"><img alt="Cover"></a>`,
    live: ({ listeners, hooks }) => {
      expect(listeners).toEqual(['<a> click']);
      expect(hooks).toEqual([expect.stringMatching(/^colophon\.linkAction colophon\/lightbox\//)]);
    },
  },
  'loop-filter': {
    html: `<div id="root"><div data-id="flt0001" data-widget_type="taxonomy-filter.default" data-settings='{"selected_element":"loop001","taxonomy":"category"}'><search class="e-filter"><button class="e-filter-item" data-filter="__all">All</button><button class="e-filter-item" data-filter="news">News</button></search></div><div data-id="loop001"><div class="elementor-widget-container"></div></div></div>`,
    // A refresh in flight when the bar goes.
    use: async () => {
      document.querySelector<HTMLButtonElement>('[data-filter="news"]')!.click();
      await jest.advanceTimersByTimeAsync(0);
    },
    live: ({ listeners, fetches }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window popstate']));
      expect(fetches).toBe(1);
    },
    gone: () => expect(fetches[0]!.signal!.aborted).toBe(true),
  },
  'listing-grid': {
    // An infinite-scroll front-store listing: its sentinel observer, the storage listener and the refresh hook.
    html: `<div id="root" data-id="lst0001" data-widget_type="jet-listing-grid.default"><div class="jet-listing-grid"><div class="jet-listing-grid__items" data-nav='${JSON.stringify(
      {
        enabled: true,
        type: 'scroll',
        more_el: '',
        query: { post__in: ['is-front', 'local-storage', 'favourites'] },
        load_more_offset: { size: 100, unit: 'px' },
      },
    )}' data-page="1" data-pages="3"></div></div></div>`,
    live: ({ listeners, hooks, observers }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window storage']));
      expect(hooks).toEqual([expect.stringMatching(/^colophon\.listing\.refresh colophon\/listing-grid\//)]);
      expect(observed).toBeGreaterThan(0);
      expect(observers).toBe(2); // the registry's and the sentinel's
    },
  },
  'data-store': {
    html: `<div id="root"><a href="#" class="jet-add-to-store" data-args='${JSON.stringify({ store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 1 }, post_id: 4, label: 'Save', added_label: 'Saved' })}'><span class="jet-add-to-store__label">Save</span></a><a href="#" class="jet-add-to-store" data-args='${JSON.stringify({ store: { slug: 'favourites', type: 'local-storage', is_front: true, size: 1 }, post_id: 5, label: 'Save' })}'><span class="jet-add-to-store__label">Save</span></a><span class="jet-engine-data-store-count" data-store="favourites">0</span></div>`,
    config: { stores: { favourites: { label: 'favourites', type: 'local-storage', is_front: true, size: 1 } } },
    // The second save is refused: its message is on screen with a timer to clear it.
    use: () => document.querySelectorAll<HTMLAnchorElement>('.jet-add-to-store').forEach((button) => button.click()),
    live: ({ listeners, hooks }) => {
      expect(listeners).toEqual(expect.arrayContaining(['window storage']));
      expect(hooks).toHaveLength(3);
      expect(document.querySelector('.colophon-status')).not.toBeNull();
      expect(jest.getTimerCount()).toBeGreaterThan(0);
    },
    gone: () => expect(document.querySelector('.colophon-status')).toBeNull(),
  },
  'listing-calendar': {
    html: `<div id="root" data-widget_type="jet-listing-calendar.default"><div class="jet-calendar" data-settings='{"id":"cal0001"}' data-post="3" data-month="November 2026"><table><caption><a class="jet-calendar-nav__link nav-link-next" data-month="December 2026">›</a></caption></table></div></div>`,
    live: ({ listeners }) => {
      expect(listeners).toEqual(expect.arrayContaining(['<div> click', '<div> change', '<div> keydown']));
      expect(jest.getTimerCount()).toBeGreaterThan(0); // the idle prefetch
    },
    gone: () => expect(fetches).toHaveLength(0), // the prefetch was cancelled before it asked
  },
};

/** The central cases, and each feature's own (`features/<id>/test/teardown.case.ts`). */
const cases: Partial<Record<string, Case>> = { ...central };
for (const id of Object.keys(buildManifest())) {
  const file = join(__dirname, '../../features', id, 'test/teardown.case.ts');
  if (existsSync(file)) cases[id] = (require(file) as { default: Case }).default;
}

test.each(Object.keys(buildManifest()))('the %s handler has a teardown case', (id) => {
  expect(cases).toHaveProperty(id);
});

test.each(Object.entries(cases) as Array<[string, Case]>)('removing a %s element leaves nothing running', async (id, spec) => {
  spec.setup?.();
  const manifest = buildManifest();
  // Deferred handlers too: the scan here waits until each has connected (its wait comes: the scroll above, consent in its setup).
  const { registry, hooks } = makeRuntime(
    { [id]: { ...manifest[id]!, deferred: false } },
    { urls: { ajax: '/wp-admin/admin-ajax.php', assets: '', rest: '/wp-json/' }, ...spec.config },
  );
  document.body.innerHTML = spec.html;
  await started(registry.start());
  await spec.use?.();
  await Promise.resolve();
  if (spec.component) await jest.advanceTimersByTimeAsync(100);
  spec.live({ listeners: tracker.listeners(), hooks: liveHooks(hooks), observers: tracker.observers(), fetches: fetches.length });

  document.querySelector(spec.root ?? '#root')!.remove();
  await afterRemoval(spec.component);

  expect(tracker.listeners()).toEqual([]);
  expect(liveHooks(hooks)).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  expect(tracker.observers()).toBe(1); // only the registry's own
  spec.gone?.();
  registry.stop();
  expect(tracker.observers()).toBe(0);
});

test('a handler using every part of the kit leaves nothing behind once its element is removed', async () => {
  let signal: AbortSignal | undefined;
  class Busy extends Handler {
    connect() {
      signal = this.signal;
      this.listen(window, 'scroll', () => {}, { passive: true });
      this.listen(document, 'keydown', () => {});
      this.listen(this.element, 'click', () => {});
      this.later(() => {}, 60_000);
      this.every(() => {}, 1000);
      this.idle(() => {});
      this.on('colophon.listing.refresh', () => {});
      this.on('colophon.store.changed', () => {});
      this.announce('Working…');
      this.busy(this.element, true, 'is-busy');
      void this.latest((signal) => request('/never', { signal }));
      const observer = new MutationObserver(() => {});
      observer.observe(document.body, { childList: true });
      this.signal.addEventListener('abort', () => observer.disconnect());
    }
  }
  const { registry, hooks } = makeRuntime({ busy: { selector: '.busy', load: () => Promise.resolve({ default: Busy } as unknown as HandlerModule) } });
  document.body.innerHTML = '<div class="busy"></div>';
  await started(registry.start());
  await Promise.resolve();
  expect(signal?.aborted).toBe(false);
  expect(tracker.listeners()).toEqual(expect.arrayContaining(['window scroll', 'document keydown', '<div class="busy is-busy"> click']));
  expect(liveHooks(hooks)).toHaveLength(2);
  expect(tracker.observers()).toBe(2); // the registry's own and the handler's
  expect(fetches).toHaveLength(1);
  expect(document.querySelector('.colophon-status')).not.toBeNull();

  document.querySelector('.busy')!.remove();
  await afterRemoval();

  expect(signal?.aborted).toBe(true);
  expect(tracker.listeners()).toEqual([]);
  expect(liveHooks(hooks)).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  expect(tracker.observers()).toBe(1);
  expect(fetches[0]!.signal!.aborted).toBe(true);
  expect(document.querySelector('.colophon-status')).toBeNull(); // the live region goes with its handler
  registry.stop();
  expect(tracker.observers()).toBe(0);
});

test('settled() runs once the events have stopped for the quiet time, and not after the element goes', async () => {
  const runs: number[] = [];
  class Resizing extends Handler {
    connect() {
      this.settled(window, 'resize', 300, () => runs.push(Date.now()));
    }
  }
  const { registry } = makeRuntime({ resizing: { selector: '.resizing', load: () => Promise.resolve({ default: Resizing } as unknown as HandlerModule) } });
  document.body.innerHTML = '<div class="resizing"></div>';
  await started(registry.start());
  const start = Date.now();
  for (let i = 0; i < 4; i += 1) {
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(200);
  }
  expect(runs).toEqual([]);
  jest.advanceTimersByTime(99);
  expect(runs).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(runs).toEqual([start + 900]);

  window.dispatchEvent(new Event('resize'));
  document.querySelector('.resizing')!.remove();
  await afterRemoval();
  jest.advanceTimersByTime(1000);
  expect(runs).toHaveLength(1);
  expect(tracker.listeners()).toEqual([]);
  registry.stop();
});
