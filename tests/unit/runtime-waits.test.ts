/**
 * What a marker waits for before its chunk loads (src/runtime/yield.ts, consented.ts,
 * features/tracking/wanted.ts): below-the-fold widgets, third parties and tracking add nothing to a
 * first screen until the visitor scrolls, interacts, consents or the widget comes near.
 * Each test gets fresh modules: the first interaction is heard once per page.
 */
import modes from '../../src/boot/load-modes.json';
import { LOAD_MODES } from '../../src/boot/load-modes';
import { clearCookies, consentApi } from './helpers/consent';
import { fakeMatchMedia } from './helpers/fakes';
import { hooks } from '../../src/runtime/hooks';
import { Registry } from '../../src/runtime/registry';
import { buildManifest, FEATURES } from '../../src/boot/manifest';
import { fieldsOf } from '../../src/runtime/manifest';
import { readConfig } from '../../src/runtime/config';
import { createDeviceWatcher } from '../../src/runtime/breakpoints';
import { parsedAt } from './helpers/navigation-timing';

type Yield = typeof import('../../src/runtime/yield');
type Wanted = typeof import('../../features/tracking/wanted');
type WantedWait = typeof import('../../features/tracking/wanted-wait');
type Hooks = typeof import('../../src/runtime/hooks');
type Manifest = typeof import('../../src/boot/manifest');
type Consented = typeof import('../../features/consent/consented');
type Asked = typeof import('../../features/popup/asked');
type AskedWait = typeof import('../../features/popup/asked-wait');
type Linked = typeof import('../../features/anchors/linked');

function fresh(): {
  yield: Yield;
  wanted: Wanted;
  wantedWait: WantedWait;
  hooks: Hooks;
  manifest: Manifest;
  consented: Consented;
  asked: Asked;
  askedWait: AskedWait;
  linked: Linked;
} {
  let modules!: ReturnType<typeof fresh>;
  jest.isolateModules(() => {
    modules = {
      yield: require('../../src/runtime/yield'),
      wanted: require('../../features/tracking/wanted'),
      wantedWait: require('../../features/tracking/wanted-wait'),
      hooks: require('../../src/runtime/hooks'),
      manifest: require('../../src/boot/manifest'),
      consented: require('../../features/consent/consented'),
      asked: require('../../features/popup/asked'),
      askedWait: require('../../features/popup/asked-wait'),
      linked: require('../../features/anchors/linked'),
    };
  });
  return modules;
}

/** A fake IntersectionObserver; `come()` tells every observer its element is near. */
let observers: Array<{ come: () => void; disconnected: boolean }>;
beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    record = { come: () => undefined as void, disconnected: false };
    constructor(callback: IntersectionObserverCallback) {
      this.record.come = () =>
        void (!this.record.disconnected && callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
  document.body.innerHTML = '<main><section id="below"><h2 id="faq">FAQ</h2><button>Ask</button></section><p id="elsewhere">x</p></main>';
  history.replaceState(null, '', '/services/');
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete window.colophonConsent;
  clearCookies();
});

/** Whether `promise` has settled after the microtasks (and `ms` of fake time, when given). */
async function settled(promise: Promise<unknown>, ms = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  if (ms) await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

const element = () => document.getElementById('below')!;

describe('the first interaction', () => {
  test.each(['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'click'])('%s is one, heard once for the page', async (type) => {
    const { yield: y } = fresh();
    const first = y.firstInteraction();
    expect(await settled(first)).toBe(false);
    window.dispatchEvent(new Event(type));
    expect(await settled(first)).toBe(true);
    expect(y.firstInteraction()).toBe(first);
  });
  test('a click or key before the runtime listened counts: the browser says the page has been active', async () => {
    const { yield: y } = fresh();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      expect(await settled(y.firstInteraction())).toBe(true);
    } finally {
      delete (navigator as { userActivation?: unknown }).userActivation;
    }
  });
  test('moving the mouse, a resize or focus by script are not', async () => {
    const { yield: y } = fresh();
    const first = y.firstInteraction();
    for (const type of ['mousemove', 'pointermove', 'resize', 'focus', 'load']) window.dispatchEvent(new Event(type));
    expect(await settled(first)).toBe(false);
  });
});

describe('whenNear (below-the-fold widgets)', () => {
  beforeEach(() => jest.useFakeTimers());
  test('not at idle, however long: only when it comes within 200 px', async () => {
    const { yield: y } = fresh();
    const wait = y.whenNear(element(), new AbortController().signal);
    expect(await settled(wait, 10_000)).toBe(false);
    observers[0]!.come();
    expect(await settled(wait)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });
  test('once the visitor’s first scroll or key anywhere has been answered: not in its own frame, but after that frame and an idle moment', async () => {
    const { yield: y } = fresh();
    const wait = y.whenNear(element(), new AbortController().signal);
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(wait)).toBe(false);
    expect(await settled(wait, 250)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });
  test('when something inside gets focus, and not for focus elsewhere', async () => {
    const { yield: y } = fresh();
    const wait = y.whenNear(element(), new AbortController().signal);
    document.getElementById('elsewhere')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(wait)).toBe(false);
    element().querySelector('button')!.focus();
    expect(await settled(wait)).toBe(true);
  });
  test('when the address’s fragment points inside it, at once or after a hash change; not for another target', async () => {
    const { yield: y } = fresh();
    history.replaceState(null, '', '/services/#faq');
    expect(await settled(y.whenNear(element(), new AbortController().signal))).toBe(true);

    history.replaceState(null, '', '/services/#elsewhere');
    const later = y.whenNear(element(), new AbortController().signal);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await settled(later)).toBe(false);
    history.replaceState(null, '', '/services/#f%61q'); // escaped: still #faq
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await settled(later)).toBe(true);
  });
  test('a malformed fragment is no target and no error', async () => {
    const { yield: y } = fresh();
    history.replaceState(null, '', '/services/#%E0%A4%A');
    expect(await settled(y.whenNear(element(), new AbortController().signal))).toBe(false);
  });
  test('never once its element has gone (signal aborted), and its observer is disconnected', async () => {
    const { yield: y } = fresh();
    const gone = new AbortController();
    const wait = y.whenNear(element(), gone.signal);
    gone.abort();
    window.dispatchEvent(new Event('scroll'));
    observers[0]!.come();
    expect(await settled(wait)).toBe(false);
    expect(observers[0]!.disconnected).toBe(true);
  });
  test('whenVisibleOrIdle still comes at idle (200 ms without requestIdleCallback)', async () => {
    const { yield: y } = fresh();
    const wait = y.whenVisibleOrIdle(element(), new AbortController().signal);
    expect(await settled(wait, 150)).toBe(false);
    expect(await settled(wait, 60)).toBe(true);
  });
});

describe('whenTouched (action links: nothing to do until used)', () => {
  test('not when it is on the first screen, nor at idle: once the first interaction anywhere has been answered (a frame and an idle moment after it)', async () => {
    jest.useFakeTimers();
    const { yield: y } = fresh();
    const wait = y.whenTouched(element(), new AbortController().signal);
    observers.forEach((o) => o.come());
    expect(await settled(wait, 10_000)).toBe(false);
    window.dispatchEvent(new Event('touchstart'));
    expect(await settled(wait)).toBe(false);
    expect(await settled(wait, 250)).toBe(true);
  });
  test('when it gets focus or the pointer, which is the first interaction for the page too (the popup its action opens comes with it, at once); not for another element', async () => {
    for (const type of ['focusin', 'pointerover']) {
      const { yield: y } = fresh();
      const wait = y.whenTouched(element(), new AbortController().signal);
      const first = y.firstInteraction();
      const popup = y.afterFirstInteraction(new AbortController().signal);
      document.getElementById('elsewhere')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(wait)).toBe(false);
      expect(await settled(first)).toBe(false);
      element()
        .querySelector('button')!
        .dispatchEvent(new Event(type, { bubbles: true }));
      expect([type, await settled(wait), await settled(first), await settled(popup)]).toEqual([type, true, true, true]);
    }
  });
  test('a wait for the first interaction’s answer ends at once when such a control is pointed at while it waits (a click on an action link right after a key elsewhere still finds its popup connecting)', async () => {
    jest.useFakeTimers();
    const { yield: y } = fresh();
    const popup = y.afterFirstInteraction(new AbortController().signal);
    window.dispatchEvent(new Event('keydown'));
    const link = y.whenTouched(element(), new AbortController().signal);
    expect([await settled(popup), await settled(link)]).toEqual([false, false]);
    element()
      .querySelector('button')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect([await settled(popup), await settled(link)]).toEqual([true, true]);
  });
  test('at once when the address has a fragment (it may be the action a link runs)', async () => {
    const { yield: y } = fresh();
    history.replaceState(null, '', '/services/#elementor-action:action=popup:open');
    expect(await settled(y.whenTouched(element(), new AbortController().signal))).toBe(true);
  });
  test('never once its element has gone', async () => {
    const { yield: y } = fresh();
    const gone = new AbortController();
    const wait = y.whenTouched(element(), gone.signal);
    gone.abort();
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(wait)).toBe(false);
  });
});

describe('whenOnScreen (the site menu: may be the first thing tapped)', () => {
  beforeEach(() => jest.useFakeTimers());
  test('on the screen: when the browser is idle, before any interaction', async () => {
    const { yield: y } = fresh();
    const wait = y.whenOnScreen(element(), new AbortController().signal);
    expect(await settled(wait, 10_000)).toBe(false); // not on the screen yet: no idle load
    observers.forEach((o) => o.come());
    expect(await settled(wait, 250)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });
  test('off the screen: as touched, once the first interaction has been answered, or at its focus', async () => {
    const { yield: y } = fresh();
    const wait = y.whenOnScreen(element(), new AbortController().signal);
    expect(await settled(wait, 10_000)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(wait)).toBe(false);
    expect(await settled(wait, 250)).toBe(true);
    const again = fresh().yield.whenOnScreen(element(), new AbortController().signal);
    element()
      .querySelector('button')!
      .dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(again)).toBe(true);
  });
  test('never once its element has gone', async () => {
    const { yield: y } = fresh();
    const gone = new AbortController();
    const wait = y.whenOnScreen(element(), gone.signal);
    gone.abort();
    observers.forEach((o) => o.come());
    window.dispatchEvent(new Event('keydown'));
    expect(await settled(wait, 10_000)).toBe(false);
  });
});

describe('whenAsked (popups)', () => {
  const popup = (settings: unknown) => {
    document.body.insertAdjacentHTML('beforeend', `<div data-elementor-type="popup" data-elementor-id="9" hidden></div>`);
    const el = document.querySelector<HTMLElement>('[data-elementor-type="popup"]')!;
    el.setAttribute('data-elementor-settings', typeof settings === 'string' ? settings : JSON.stringify(settings));
    return el;
  };
  afterEach(() => delete (window as { colophon?: unknown }).colophon);
  test('one that opens by itself (a trigger switched on) loads at once', async () => {
    // A mouse: exit intent can fire.
    window.matchMedia = ((query: string) => ({ matches: query.includes('pointer: fine') })) as unknown as typeof window.matchMedia;
    try {
      for (const triggers of [{ exit_intent: 'yes' }, { page_load: 'yes', page_load_delay: 4, scrolling: 'yes' }, { click: true }]) {
        document.body.innerHTML = '';
        const { askedWait: asked } = fresh();
        expect([triggers, await settled(asked.whenAsked(popup({ triggers }), new AbortController().signal))]).toEqual([triggers, true]);
      }
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
  test('exit intent on a touch screen (no mouse to leave the window) is no reason to load: the first interaction is', async () => {
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    try {
      const { askedWait: asked } = fresh();
      const wait = asked.whenAsked(popup({ triggers: { exit_intent: 'yes' } }), new AbortController().signal);
      expect(await settled(wait, 1000)).toBe(false);
      jest.useFakeTimers();
      window.dispatchEvent(new Event('touchstart'));
      expect(await settled(wait)).toBe(false); // not in the frame that answers the touch
      expect(await settled(wait, 250)).toBe(true);
      expect(asked.canFire({ exit_intent: 'yes', scrolling: 'yes', click: '' }, false)).toEqual(['scrolling']);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
  describe('one whose only trigger is a page-load delay', () => {
    let unparse = () => undefined as unknown;
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      unparse();
      jest.restoreAllMocks();
    });
    test('loads a second before the delay is up, counted from DOM ready', async () => {
      unparse = parsedAt(100);
      jest.spyOn(performance, 'now').mockReturnValue(600); // 0.5 s after DOM ready
      const { askedWait: asked } = fresh();
      expect(asked.PAGE_LOAD_LEAD_MS).toBe(1000);
      const wait = asked.whenAsked(popup({ triggers: { page_load: 'yes', page_load_delay: 4 } }), new AbortController().signal);
      expect(await settled(wait, 2499)).toBe(false); // 4000 - 1000 - 500
      expect(await settled(wait, 1)).toBe(true);
    });
    test('or once the first interaction has been answered, if that comes first', async () => {
      const { askedWait: asked } = fresh();
      const wait = asked.whenAsked(popup({ triggers: { page_load: 'yes', page_load_delay: 10 } }), new AbortController().signal);
      expect(await settled(wait, 1000)).toBe(false);
      window.dispatchEvent(new Event('keydown'));
      expect(await settled(wait)).toBe(false);
      expect(await settled(wait, 250)).toBe(true);
    });
    test('at once when the delay is a second or less, already nearly up, or not a number', async () => {
      unparse = parsedAt(100);
      const now = jest.spyOn(performance, 'now').mockReturnValue(100);
      for (const delay of [0, 1, 'soon', undefined]) {
        document.body.innerHTML = '';
        const { askedWait: asked } = fresh();
        expect([
          delay,
          await settled(asked.whenAsked(popup({ triggers: { page_load: 'yes', page_load_delay: delay } }), new AbortController().signal)),
        ]).toEqual([delay, true]);
      }
      now.mockReturnValue(3200); // 3.1 s after DOM ready: 0.9 s of 4 s left
      document.body.innerHTML = '';
      const { askedWait: asked } = fresh();
      expect(await settled(asked.whenAsked(popup({ triggers: { page_load: 'yes', page_load_delay: 4 } }), new AbortController().signal))).toBe(true);
    });
    test('never once its element has gone', async () => {
      const { askedWait: asked } = fresh();
      const gone = new AbortController();
      const wait = asked.whenAsked(popup({ triggers: { page_load: 'yes', page_load_delay: 4 } }), gone.signal);
      gone.abort();
      expect(await settled(wait, 5000)).toBe(false);
    });
  });
  describe('one with page-view or session rules: the visitor’s history decides (the gate chunk), and the view is counted', () => {
    const settle = async (wait: Promise<unknown>) => {
      await new Promise((r) => setTimeout(r, 20)); // the gate's chunk
      return settled(wait);
    };
    const stored = () => JSON.parse(localStorage.getItem('colophon') ?? '{}') as Record<string, unknown>;
    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const settings = { triggers: { page_load: 'yes', page_load_delay: 0 }, timing: { page_views: 'yes', page_views_views: 1 } };
    test('a first visit, which "after one more page view" rules out: no chunk until the first interaction, the view counted once', async () => {
      const { askedWait: asked } = fresh();
      const wait = asked.whenAsked(popup(settings), new AbortController().signal);
      expect(await settle(wait)).toBe(false);
      expect(stored()).toMatchObject({ pageViews: 1, popup_9_page_views_initialPageViews: 1 });
      // The popup's handler, connecting later in the same page view, counts nothing again.
      const { countThisView } = require('../../features/popup/gate');
      const { createStore } = require('../../src/runtime/storage');
      countThisView(createStore(), createStore({ session: true }));
      expect(stored().pageViews).toBe(1);
      jest.useFakeTimers();
      window.dispatchEvent(new Event('pointerdown'));
      expect(await settled(wait)).toBe(false);
      expect(await settled(wait, 250)).toBe(true);
    });
    test('the next page view passes the rule: at once', async () => {
      localStorage.setItem('colophon', JSON.stringify({ pageViews: 1, popup_9_page_views_initialPageViews: 1 }));
      const { askedWait: asked } = fresh();
      expect(await settle(asked.whenAsked(popup(settings), new AbortController().signal))).toBe(true);
      expect(stored().pageViews).toBe(2);
    });
    test('the page builder’s own history counts (adopted first), and "do not show again" rules out', async () => {
      localStorage.setItem('elementor', JSON.stringify({ pageViews: 4, popup_9_page_views_initialPageViews: 2 }));
      let { askedWait: asked } = fresh();
      expect(await settle(asked.whenAsked(popup(settings), new AbortController().signal))).toBe(true);
      expect(stored()).toMatchObject({ pageViews: 5, __adopted: 'elementor' });
      sessionStorage.clear(); // another page view
      localStorage.setItem('colophon', JSON.stringify({ pageViews: 9, popup_9_page_views_initialPageViews: 1, popup_9_disable: true }));
      ({ askedWait: asked } = fresh());
      expect(await settle(asked.whenAsked(popup(settings), new AbortController().signal))).toBe(false);
    });
  });
  test('one that only opens when asked waits for the first interaction, and its answer: a trigger’s settings switched off, none, or malformed settings', async () => {
    jest.useFakeTimers();
    for (const settings of [{ triggers: { page_load: '', page_load_delay: 4 } }, { triggers: null, open_selector: '.open' }, '{not json']) {
      document.body.innerHTML = '';
      const { askedWait: asked } = fresh();
      const wait = asked.whenAsked(popup(settings), new AbortController().signal);
      expect(await settled(wait)).toBe(false);
      window.dispatchEvent(new Event('pointerdown'));
      expect(await settled(wait)).toBe(false);
      expect(await settled(wait, 250)).toBe(true);
    }
  });
  test('at once in the editor, its preview, or on an address with a fragment', async () => {
    for (const env of [
      { edit: true, preview: false },
      { edit: false, preview: true },
    ]) {
      const { askedWait: asked } = fresh();
      (window as { colophon?: unknown }).colophon = { config: { environment: env } };
      expect(await settled(asked.whenAsked(popup({}), new AbortController().signal))).toBe(true);
    }
    delete (window as { colophon?: unknown }).colophon;
    const { askedWait: asked } = fresh();
    history.replaceState(null, '', '/services/#elementor-action:action=popup:open');
    expect(await settled(asked.whenAsked(popup({}), new AbortController().signal))).toBe(true);
  });
  test('in the runtime only a loader: a first interaction while the wait is on its way counts; a wait that cannot load lets the popup load at once', async () => {
    jest.useFakeTimers();
    const lazy = async (failing: boolean) => {
      let result = false;
      await jest.isolateModulesAsync(async () => {
        if (failing)
          jest.doMock('../../features/popup/asked-wait', () => {
            throw new Error('Loading chunk popup-asked failed.');
          });
        const asked: Asked = require('../../features/popup/asked');
        // Only asked for (no trigger of its own): it waits for the page's first interaction.
        const wait = asked.whenAsked(popup({}), new AbortController().signal);
        if (!failing) dispatchEvent(new Event('scroll')); // before the wait's module has come
        result = await settled(wait, failing ? 0 : 250);
        jest.dontMock('../../features/popup/asked-wait');
      });
      return result;
    };
    expect(await lazy(false)).toBe(true);
    expect(await lazy(true)).toBe(true);
  });
  test('a click on its open selector is its own; other clicks, no selector or an invalid one are not', () => {
    const { asked } = fresh();
    document.body.insertAdjacentHTML('beforeend', '<button class="open"><span id="inner">Apply</span></button>');
    const inner = document.getElementById('inner')!;
    expect(asked.opensIt(popup({ open_selector: '.open' }), inner)).toBe(true);
    expect(asked.opensIt(popup({ open_selector: '.open' }), document.getElementById('elsewhere')!)).toBe(false);
    for (const settings of [{}, { open_selector: '>>' }, '{not json']) {
      document.querySelector('[data-elementor-type="popup"]')!.remove();
      expect([settings, asked.opensIt(popup(settings), inner)]).toEqual([settings, false]);
    }
  });
});

describe('whenConsented (third parties: chat, reviews)', () => {
  beforeEach(() => jest.useFakeTimers());
  const widget = (settings: string) => {
    document.body.innerHTML = `<div data-settings='${settings}'></div>`;
    return document.body.firstElementChild!;
  };
  test('waits for the category in its settings, then the idle moment; another category does nothing', async () => {
    const { consented } = fresh();
    const consent = consentApi();
    const wait = consented.whenConsented(widget('{"category":"analytics"}'), new AbortController().signal);
    consent.allow(['functional']);
    expect(await settled(wait, 5000)).toBe(false);
    consent.allow(['functional', 'analytics']);
    expect(await settled(wait, 0)).toBe(false); // not in the consent click's task
    expect(await settled(wait, 200)).toBe(true);
  });
  test('functional when unset or when the settings are malformed', async () => {
    for (const settings of ['{}', '{"category":', '{"category":""}']) {
      clearCookies(); // the last round's choice
      const { consented } = fresh();
      const consent = consentApi();
      const wait = consented.whenConsented(widget(settings), new AbortController().signal);
      expect(await settled(wait, 5000)).toBe(false);
      consent.allow(['functional']);
      expect(await settled(wait, 200)).toBe(true);
    }
  });
  test('never on a page without the consent API', async () => {
    const { consented } = fresh();
    expect(await settled(consented.whenConsented(widget('{}'), new AbortController().signal), 5000)).toBe(false);
  });
});

describe('trackingWanted', () => {
  beforeEach(() => jest.useFakeTimers());
  const tracking = () => document.body.appendChild(document.createElement('div'));
  /** The runtime's part with this set's own wait chunk (./wanted-wait.ts), as the built runtime fetches it. */
  const want = ({ wanted, wantedWait }: ReturnType<typeof fresh>, signal = new AbortController().signal) =>
    wanted.trackingWanted(tracking(), signal, () => Promise.resolve(wantedWait));
  test('a first visit with a plain address: not at idle, but once the first interaction has been answered', async () => {
    const set = fresh();
    const { yield: y } = set;
    consentApi();
    const wait = want(set);
    expect(await settled(wait, 10_000)).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(wait)).toBe(false); // not in the frame that answers it
    expect(await settled(wait, 250)).toBe(true);
    expect(await settled(y.firstInteraction())).toBe(true);
  });
  test('at idle when analytics or advertising is allowed already', async () => {
    for (const category of ['analytics', 'advertisement']) {
      clearCookies(); // the last round's choice
      const set = fresh();
      consentApi().allow([category]);
      const wait = want(set);
      expect(await settled(wait, 0)).toBe(false);
      expect(await settled(wait, 200)).toBe(true);
    }
  });
  test('only functional allowed is no reason', async () => {
    const set = fresh();
    consentApi().allow(['functional']);
    expect(await settled(want(set), 10_000)).toBe(false);
  });
  test.each(['?utm_source=news', '?a=1&gclid=G-1', '?fbclid=F', '?aff=ann-42', '?x=1&aff_id=7'])(
    'at idle when the address carries attribution: %s',
    async (search) => {
      const set = fresh();
      history.replaceState(null, '', `/services/${search}`);
      expect(await settled(want(set), 200)).toBe(true);
    },
  );
  test.each(['?utm=1', '?utm_id=9', '?affiliate=x', '?page=2'])('not for an address without attribution: %s', async (search) => {
    const set = fresh();
    history.replaceState(null, '', `/services/${search}`);
    expect(await settled(want(set), 10_000)).toBe(false);
  });
  test('when consent allows a tracking category later', async () => {
    const set = fresh();
    const consent = consentApi();
    const wait = want(set);
    consent.allow(['functional']);
    expect(await settled(wait)).toBe(false);
    consent.allow(['analytics']);
    expect(await settled(wait)).toBe(true);
  });
  test('tracked bus events before it connects bring it, and are handed over in order, once', async () => {
    const set = fresh();
    const { hooks } = set;
    const wait = want(set);
    hooks.hooks.doAction('colophon.track', { event: 'view_item', properties: { id: 3 } });
    hooks.hooks.doAction('colophon.likeDislike.voted', { postId: 5, type: 'like', counts: { like: 1, dislike: 0 } });
    expect(await settled(wait)).toBe(true);
    hooks.hooks.doAction('colophon.waitlist.submitted', {}); // still before the chunk connects
    expect(set.wanted.takeEarly()).toEqual([
      ['colophon.track', { event: 'view_item', properties: { id: 3 } }],
      ['colophon.likeDislike.voted', { postId: 5, type: 'like', counts: { like: 1, dislike: 0 } }],
      ['colophon.waitlist.submitted', {}],
    ]);
    hooks.hooks.doAction('colophon.track', { event: 'after' });
    expect(set.wanted.takeEarly()).toEqual([]);
    expect(set.wanted.EARLY_EVENTS.some((name) => hooks.hooks.hasAction(name, 'colophon/tracking-early'))).toBe(false);
  });
  test('a wait chunk that cannot be fetched: the tracking chunk loads at once', async () => {
    const { wanted } = fresh();
    const wait = wanted.trackingWanted(tracking(), new AbortController().signal, () => Promise.reject(new Error('Loading chunk tracking-wanted failed.')));
    expect(await settled(wait, 0)).toBe(true);
  });
  test('with a tracking category allowed, events before it connects are kept too, and handed over', async () => {
    const set = fresh();
    consentApi().allow(['analytics']);
    const wait = want(set);
    set.hooks.hooks.doAction('colophon.track', { event: 'early' });
    expect(await settled(wait, 200)).toBe(true);
    expect(set.wanted.takeEarly()).toEqual([['colophon.track', { event: 'early' }]]);
  });
  test('its element gone before: nothing kept, no listener left', async () => {
    const set = fresh();
    const { hooks } = set;
    const gone = new AbortController();
    const wait = want(set, gone.signal);
    gone.abort();
    hooks.hooks.doAction('colophon.track', { event: 'x' });
    expect(await settled(wait)).toBe(false);
    expect(set.wanted.takeEarly()).toEqual([]);
    expect(hooks.hooks.hasAction('colophon.track', 'colophon/tracking-early')).toBe(false);
  });
});

test('the tracking chunk gets a colophon.track fired before it was wanted: the data layer has it once, then later ones as usual', async () => {
  // The page's own modules (not fresh ones): the registry, the bus and the chunk share them as in the runtime.
  document.body.innerHTML = `<div id="colophon-tracking" data-settings='{}'></div>`;
  window.dataLayer = [];
  const registry = new Registry(
    { tracking: { ...buildManifest().tracking!, deferred: false } },
    { config: readConfig(), hooks, devices: createDeviceWatcher({ mobile: 767, tablet: 1024 }, fakeMatchMedia(1200).matchMedia) },
  );
  const started = registry.start();
  hooks.doAction('colophon.track', { event: 'view_item', properties: { id: 3 } });
  await started;
  await new Promise((r) => setTimeout(r, 0));
  expect(document.querySelector('#colophon-tracking[data-connected]')).not.toBeNull();
  hooks.doAction('colophon.track', { event: 'add_to_cart' });
  const events = (window.dataLayer as Array<{ event?: string }>).map((e) => e.event).filter((e) => e === 'view_item' || e === 'add_to_cart');
  expect(events).toEqual(['view_item', 'add_to_cart']);
  registry.stop();
});

describe('the load modes of the features', () => {
  test('each feature names a known mode; PHP preloads only the chunks of now, idle and printed', () => {
    for (const [id, row] of Object.entries(FEATURES)) expect([id, Object.keys(LOAD_MODES)]).toEqual([id, expect.arrayContaining([fieldsOf(row).load])]);
    const preloaded = Object.entries(modes).filter(([name, mode]) => name !== '$comment' && typeof mode === 'object' && mode.preload);
    expect(preloaded.map(([name]) => name)).toEqual(['now', 'idle', 'printed']);
  });
  test('every documented mode is implemented, by the core or by the one feature that brings it', () => {
    const documented = Object.keys(modes).filter((name) => name !== '$comment');
    expect(Object.keys(LOAD_MODES).sort()).toEqual(documented.sort());
  });
  test('map to their waits: the marketing widgets and motion effects near, third parties consented, tracking and popups their own, action links touched, menus on screen', () => {
    const { manifest, yield: y, consented, wanted, asked, linked } = fresh();
    const built = manifest.buildManifest();
    for (const id of ['pricing-toggle', 'copy-url', 'letter-logo', 'slider', 'video-player', 'scheduling', 'waitlist', 'tabs', 'motion-fx'])
      expect([id, built[id]!.wait]).toEqual([id, y.whenNear]);
    for (const id of ['chat-welcome', 'reviews']) expect([id, built[id]!.wait]).toEqual([id, consented.whenConsented]);
    expect(built.tracking!.wait).toBe(wanted.trackingWanted);
    // The banner the server printed: loaded as soon as it shows, not deferred, the clicks inside it held until it connects.
    expect([built['consent-banner']!.wait, built['consent-banner']!.deferred, built['consent-banner']!.holds]).toEqual([y.whenVisibleOrIdle, false, true]);
    expect([built.popup!.wait, built.popup!.holds, built.popup!.deferred]).toEqual([asked.whenAsked, asked.opensIt, true]);
    expect([built['link-actions']!.wait, built['link-actions']!.holds, built['link-actions']!.deferred]).toEqual([y.whenTouched, undefined, true]);
    for (const id of ['nav-menu', 'mega-menu']) expect([id, built[id]!.wait, built[id]!.deferred]).toEqual([id, y.whenOnScreen, true]);
    expect([built.anchors!.wait, built.anchors!.holds, built.anchors!.deferred]).toEqual([linked.whenLinked, linked.ownClick, true]);
    expect([built['announcement-bar']!.wait, built['announcement-bar']!.deferred]).toEqual([undefined, false]);
  });
});

describe("the anchors' wait", () => {
  const link = () => Object.assign(document.createElement('a'), { href: '#there', innerHTML: '<span>Go</span>' });
  afterEach(() => history.replaceState(null, '', '/'));
  test('a link waits for the first interaction; the pointer on it loads it', async () => {
    const { linked: l } = fresh();
    const a = link();
    document.body.append(a);
    let loaded = false;
    void l.whenLinked(a, new AbortController().signal).then(() => (loaded = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBe(false);
    a.dispatchEvent(new Event('pointerover'));
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBe(true);
    a.remove();
  });
  test('an address asking for a template scroll loads it at once', async () => {
    history.replaceState(null, '', '/page/?theme_template_id=913');
    const { linked: l } = fresh();
    let loaded = false;
    void l.whenLinked(document.body, new AbortController().signal).then(() => (loaded = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBe(true);
  });
  test("only a link's own clicks are held: a page-builder document holds none", () => {
    const { linked: l } = fresh();
    const a = link();
    const doc = Object.assign(document.createElement('div'), { innerHTML: '<button>Buy</button>' });
    expect(l.ownClick(a, a.firstElementChild!)).toBe(true);
    expect(l.ownClick(a, doc.firstElementChild!)).toBe(false);
    expect(l.ownClick(doc, doc.firstElementChild!)).toBe(false);
  });
});
