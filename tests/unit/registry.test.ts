import { createDeviceWatcher } from '../../src/runtime/breakpoints';
import { readConfig } from '../../src/runtime/config';
import type { ColophonError } from '../../src/runtime/events';
import { Handler, type HandlerModule } from '../../src/runtime/handler';
import { createHooks } from '@wordpress/hooks';
import { Registry, type Manifest } from '../../src/runtime/registry';
import { deferredLoader, fakeMatchMedia, flush } from './helpers/fakes';

const log: string[] = [];

class Counter extends Handler<{ label: string; step: number }> {
  static override defaults = { label: 'default', step: 1 };
  connect() {
    log.push(`connect ${this.element.id} ${this.settings.label}`);
  }
  override disconnect() {
    log.push(`disconnect ${this.element.id}`);
  }
  override settingsChanged(key: string) {
    log.push(`changed ${this.element.id} ${key}=${JSON.stringify((this.settings as Record<string, unknown>)[key])}`);
  }
}

class Broken extends Handler {
  connect(): void {
    throw new Error('boom');
  }
}

const asModule = (Klass: unknown): Promise<HandlerModule> => Promise.resolve({ default: Klass } as HandlerModule);

/** Failures as a site sees them on the `colophon.error` hook. */
let reports: ColophonError[];
let consoleError: jest.SpyInstance;

function makeRegistry(manifest: Manifest) {
  const devices = createDeviceWatcher({ mobile: 767, tablet: 1024 }, fakeMatchMedia(1200).matchMedia);
  const hooks = createHooks();
  hooks.addAction('colophon.error', 'tests/reports', (report: ColophonError) => void reports.push(report));
  return new Registry(manifest, { config: readConfig(), hooks, devices });
}

beforeEach(() => {
  log.length = 0;
  reports = [];
  document.body.innerHTML = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('connects one instance per marked element with settings merged over defaults', async () => {
  document.body.innerHTML = `
    <div id="a" data-widget_type="counter.default" data-settings='{"label":"first"}'></div>
    <div id="b" data-widget_type="counter.default"></div>
    <div id="c" data-widget_type="other.default"></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  expect(log).toEqual(['connect a first', 'connect b default']);
  expect(registry.size).toBe(2);
  await registry.scan(document);
  expect(log).toHaveLength(2); // scanning again connects nothing twice
  registry.stop();
});

test('disconnects when the element leaves the document and connects again when it comes back', async () => {
  document.body.innerHTML = `<section><div id="a" data-widget_type="counter.default"></div></section>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  const element = document.getElementById('a')!;
  element.remove();
  await flush();
  expect(log).toEqual(['connect a default', 'disconnect a']);
  expect(registry.size).toBe(0);
  document.querySelector('section')!.append(element);
  await flush();
  expect(log).toEqual(['connect a default', 'disconnect a', 'connect a default']);
  registry.stop();
  expect(log[log.length - 1]).toBe('disconnect a');
});

test('an element moved within one mutation batch is not reconnected', async () => {
  document.body.innerHTML = `<section id="one"><div id="a" data-widget_type="counter.default"></div></section><section id="two"></section>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  document.getElementById('two')!.append(document.getElementById('a')!);
  await flush();
  expect(log).toEqual(['connect a default']);
  registry.stop();
});

test('markup that arrives before its code is connected when the chunk resolves', async () => {
  const chunk = deferredLoader();
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: chunk.load } });
  const started = registry.start();
  await flush();
  expect(log).toEqual([]);
  // More markup turns up while the chunk is still loading: still one load.
  document.body.insertAdjacentHTML('beforeend', '<div id="b" data-widget_type="counter.default"></div>');
  await flush();
  chunk.resolve({ default: Counter } as unknown as HandlerModule);
  await started;
  await flush();
  expect(log.sort()).toEqual(['connect a default', 'connect b default']);
  expect(chunk.load).toHaveBeenCalledTimes(1);
  registry.stop();
});

test('an element removed while its chunk loads is never connected', async () => {
  const chunk = deferredLoader();
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: chunk.load } });
  void registry.start();
  await flush();
  document.getElementById('a')!.remove();
  await flush();
  chunk.resolve({ default: Counter } as unknown as HandlerModule);
  await flush();
  expect(log).toEqual([]);
  registry.stop();
});

test('code that is loaded before markup connects markup added later (MutationObserver)', async () => {
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  document.body.insertAdjacentHTML('beforeend', '<article><div id="late" data-widget_type="counter.default"></div></article>');
  await flush();
  expect(log).toEqual(['connect late default']);
  registry.stop();
});

test('a handler that throws is reported and does not stop the others', async () => {
  document.body.innerHTML = `
    <div id="x" data-widget_type="broken.default"></div>
    <div id="a" data-widget_type="counter.default"></div>`;
  const registry = makeRegistry({
    broken: { selector: '[data-widget_type^="broken."]', load: () => asModule(Broken) },
    counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) },
  });
  await registry.start();
  expect(log).toEqual(['connect a default']);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ source: 'broken', phase: 'connect', element: document.getElementById('x') });
  expect((reports[0]!.error as Error).message).toBe('boom');
  expect(consoleError).toHaveBeenCalledWith('[colophon] broken: connect failed.', reports[0]!.error, document.getElementById('x'));
  registry.stop();
});

test('a throwing disconnect is reported and the signal is still aborted', async () => {
  let signal!: AbortSignal;
  class BadTeardown extends Handler {
    connect() {
      signal = this.signal;
    }
    override disconnect(): void {
      throw new Error('teardown failed');
    }
  }
  document.body.innerHTML = `<div id="a" data-widget_type="bad.default"></div>`;
  const registry = makeRegistry({ bad: { selector: '[data-widget_type^="bad."]', load: () => asModule(BadTeardown) } });
  await registry.start();
  document.getElementById('a')!.remove();
  await flush();
  expect(signal.aborted).toBe(true);
  expect(reports.map((r) => r.phase)).toEqual(['disconnect']);
  registry.stop();
});

test('malformed data-settings logs one clear message, skips that element and connects the rest', async () => {
  document.body.innerHTML = `
    <div id="bad" data-widget_type="counter.default" data-settings='{"label": '></div>
    <div id="array" data-widget_type="counter.default" data-settings='[1,2]'></div>
    <div id="good" data-widget_type="counter.default" data-settings='{"label":"ok"}'></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  await registry.scan(document); // a second scan does not repeat the message
  expect(log).toEqual(['connect good ok']);
  expect(consoleError).toHaveBeenCalledTimes(2);
  expect(consoleError.mock.calls[0]![0]).toMatch(
    /^\[colophon\] counter: data-settings is not valid JSON \(.+\); this element is skipped\. Fix the markup that printed it\.$/,
  );
  expect(consoleError.mock.calls[1]![0]).toBe(
    '[colophon] counter: data-settings must hold a JSON object; this element is skipped. Fix the markup that printed it.',
  );
  expect(reports.map((r) => [r.source, r.phase, (r.element as HTMLElement).id])).toEqual([
    ['counter', 'reading attributes', 'bad'],
    ['counter', 'reading attributes', 'array'],
  ]);
  registry.stop();
});

test('a declared attribute that is malformed or of the wrong type skips that element with one message naming handler and attribute', async () => {
  class Listing extends Handler<Record<string, unknown>, { nav: { pages: number } }> {
    static override attributes = {
      nav: {
        name: 'data-nav',
        within: '.items',
        read: (raw: { pages?: unknown }) => {
          if (raw.pages !== undefined && typeof raw.pages !== 'number') throw new TypeError('needs pages as a number');
          return { pages: (raw.pages as number | undefined) ?? 1 };
        },
      },
    };
    connect() {
      log.push(`connect ${this.element.id} ${this.attrs.nav.pages}`);
    }
  }
  document.body.innerHTML = `
    <div id="broken" class="listing"><ul class="items" data-nav='{"pages":'></ul></div>
    <div id="typed" class="listing"><ul class="items" data-nav='{"pages":"3"}'></ul></div>
    <div id="good" class="listing"><ul class="items" data-nav='{"pages":3}'></ul></div>
    <div id="bare" class="listing"></div>`;
  const registry = makeRegistry({ listing: { selector: '.listing', load: () => asModule(Listing) } });
  await registry.start();
  await registry.scan(document);
  expect(log.sort()).toEqual(['connect bare 1', 'connect good 3']);
  expect(consoleError.mock.calls.map((call) => call[0])).toEqual([
    expect.stringMatching(/^\[colophon\] listing: data-nav is not valid JSON \(.+\); this element is skipped\. Fix the markup that printed it\.$/),
    '[colophon] listing: data-nav needs pages as a number; this element is skipped. Fix the markup that printed it.',
  ]);
  expect(registry.size).toBe(2);
  registry.stop();
});

test('each handler instance gets its own hooks namespace; page state is shared on one page and fresh on the next', async () => {
  const seen: Array<{ id: string; state: { count: number } }> = [];
  class Shared extends Handler {
    connect() {
      const state = this.shared('tests.shared', () => ({ count: 0 }));
      state.count += 1;
      seen.push({ id: this.element.id, state });
      this.on('colophon.listing.refresh', () => log.push(`refresh ${this.element.id}`));
    }
  }
  document.body.innerHTML = `<div id="a" class="shared"></div><div id="b" class="shared"></div>`;
  const registry = makeRegistry({ shared: { selector: '.shared', load: () => asModule(Shared) } });
  await registry.start();
  expect(seen[0]!.state).toBe(seen[1]!.state);
  expect(seen[0]!.state.count).toBe(2);
  registry.runtime.dispatch('colophon.listing.refresh', { ids: [] });
  expect(log.sort()).toEqual(['refresh a', 'refresh b']);
  document.getElementById('a')!.remove();
  await flush();
  log.length = 0;
  registry.runtime.dispatch('colophon.listing.refresh', { ids: [] });
  expect(log).toEqual(['refresh b']); // a's callback went with it; b's (another namespace) stayed
  registry.stop();

  const next = makeRegistry({ shared: { selector: '.shared', load: () => asModule(Shared) } });
  await next.start();
  expect(seen[2]!.state.count).toBe(1);
  next.stop();
});

test('a chunk that fails to load is reported once and never blocks other chunks', async () => {
  const failing = jest.fn(() =>
    // webpack's own error (its chunk loading, output.chunkLoadTimeout: 120 s), reported as it is.
    Promise.reject(
      Object.assign(new Error('Loading chunk counter failed.\n(error: http://x/dist/counter.js)'), {
        name: 'ChunkLoadError',
        type: 'error',
        request: 'http://x/dist/counter.js',
      }),
    ),
  );
  document.body.innerHTML = `
    <div id="a" data-widget_type="counter.default"></div>
    <div id="b" data-widget_type="counter.default"></div>
    <div id="c" data-widget_type="working.default"></div>`;
  const registry = makeRegistry({
    counter: { selector: '[data-widget_type^="counter."]', load: failing },
    working: { selector: '[data-widget_type^="working."]', load: () => asModule(Counter) },
  });
  await registry.start();
  document.body.insertAdjacentHTML('beforeend', '<div id="d" data-widget_type="counter.default"></div>');
  await flush();
  expect(log).toEqual(['connect c default']);
  expect(failing).toHaveBeenCalledTimes(1);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ source: 'counter', phase: 'loading chunk' });
  expect(reports[0]).not.toHaveProperty('element');
  expect(reports[0]!.error).toMatchObject({
    name: 'ChunkLoadError',
    type: 'error',
    request: 'http://x/dist/counter.js',
    message: 'Loading chunk counter failed.\n(error: http://x/dist/counter.js)',
  });
  registry.stop();
});

test('a loader that throws at once is reported as a chunk that did not load', async () => {
  const thrown = new TypeError('the feature table is wrong');
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div><div id="c" data-widget_type="working.default"></div>`;
  const registry = makeRegistry({
    counter: {
      selector: '[data-widget_type^="counter."]',
      load: () => {
        throw thrown;
      },
    },
    working: { selector: '[data-widget_type^="working."]', load: () => asModule(Counter) },
  });
  await registry.start();
  expect(log).toEqual(['connect c default']);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ source: 'counter', phase: 'loading chunk', error: thrown });
  registry.stop();
});

test('a settings attribute change calls settingsChanged for each changed key only', async () => {
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default" data-settings='{"label":"one","step":2}'></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
  await registry.start();
  document.getElementById('a')!.setAttribute('data-settings', '{"label":"two","step":2}');
  await flush();
  expect(log).toEqual(['connect a one', 'changed a label="two"']);
  // Removing a key falls back to the default.
  document.getElementById('a')!.setAttribute('data-settings', '{"label":"two"}');
  await flush();
  expect(log[log.length - 1]).toBe('changed a step=1');
  registry.stop();
});

test('an element that gains a marker later is connected', async () => {
  document.body.innerHTML = `<div id="a" data-settings='{"label":"x"'></div>`;
  const registry = makeRegistry({ counter: { selector: '[data-settings*="label"]', load: () => asModule(Counter) } });
  await registry.start();
  expect(log).toEqual([]);
  expect(consoleError).toHaveBeenCalledTimes(1);
  document.getElementById('a')!.setAttribute('data-settings', '{"label":"fixed"}');
  await flush();
  expect(log).toEqual(['connect a fixed']);
  registry.stop();
});

test('connecting yields to the main thread between elements', async () => {
  jest.useFakeTimers();
  try {
    document.body.innerHTML = Array.from({ length: 3 }, (_, i) => `<div id="e${i}" data-widget_type="counter.default"></div>`).join('');
    const registry = makeRegistry({ counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } });
    const started = registry.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual([]); // nothing connects in the task that started the scan
    await jest.runAllTimersAsync();
    await started;
    expect(log).toHaveLength(3);
    registry.stop();
  } finally {
    jest.useRealTimers();
  }
});

test('a handler whose stylesheet PHP did not print gets it added once, and connects only once it has loaded', async () => {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div><div id="b" data-widget_type="counter.default"></div>`;
  const devices = createDeviceWatcher({ mobile: 767, tablet: 1024 }, fakeMatchMedia(1200).matchMedia);
  const config = { ...readConfig(), styles: { counter: 'https://site.test/dist/counter.abc.css', other: 'https://site.test/dist/other.css' } };
  const registry = new Registry(
    { counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } },
    { config, hooks: createHooks(), devices },
  );
  const started = registry.start();
  await flush();
  const links = document.head.querySelectorAll('link#colophon-counter-css');
  expect(links).toHaveLength(1);
  expect((links[0] as HTMLLinkElement).href).toBe('https://site.test/dist/counter.abc.css');
  expect(log).toEqual([]); // waiting for the stylesheet: no unstyled flash
  links[0]!.dispatchEvent(new Event('load'));
  await started;
  expect(log).toEqual(['connect a default', 'connect b default']);
  registry.stop();
});

test('a stylesheet PHP already printed is not added again', async () => {
  document.head.innerHTML = '<link rel="stylesheet" id="colophon-counter-css" href="/x.css">';
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div>`;
  const devices = createDeviceWatcher({ mobile: 767, tablet: 1024 }, fakeMatchMedia(1200).matchMedia);
  const config = { ...readConfig(), styles: { counter: '/x.css' } };
  const registry = new Registry(
    { counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) } },
    { config, hooks: createHooks(), devices },
  );
  await registry.start();
  expect(document.head.querySelectorAll('link')).toHaveLength(1);
  expect(log).toEqual(['connect a default']);
  registry.stop();
});

test('a scan (and so colophon.ready) waits for handlers due now and for idle-lazy ones, not for deferred ones; those connect when their wait comes', async () => {
  document.body.innerHTML = `<div id="a" data-widget_type="counter.default"></div><div id="b" data-widget_type="later.default"></div>`;
  let come = () => {};
  const came = new Promise<void>((resolve) => (come = resolve));
  const registry = makeRegistry({
    counter: { selector: '[data-widget_type^="counter."]', load: () => asModule(Counter) },
    later: { selector: '[data-widget_type^="later."]', load: () => asModule(Counter), wait: () => came, deferred: true },
  });
  await registry.start();
  expect(log).toEqual(['connect a default']);
  come();
  await flush(10);
  expect(log).toEqual(['connect a default', 'connect b default']);
  registry.stop();
});

class Clicks extends Handler {
  connect() {
    this.listen(this.element, 'click', (event) => log.push(`clicked ${(event.target as Element).id}`));
  }
}

test('a click inside a deferred widget before its handler connects is held, not lost: nothing else sees it, then the handler gets it once', async () => {
  document.body.innerHTML = `<div id="w" data-widget_type="later.default"><button id="go">Go</button></div>`;
  const page: string[] = [];
  document.addEventListener('click', (event) => page.push(`page ${(event.target as Element).id} ${event.defaultPrevented ? 'prevented' : 'open'}`));
  let come = () => {};
  const loader = deferredLoader();
  const registry = makeRegistry({
    later: { selector: '[data-widget_type^="later."]', load: loader.load, wait: () => new Promise<void>((resolve) => (come = resolve)), deferred: true },
  });
  await registry.start();
  document.getElementById('go')!.click(); // before its wait is over
  come();
  await flush(5);
  document.getElementById('go')!.click(); // while its chunk loads
  expect(page).toEqual([]);
  expect(log).toEqual([]);
  loader.resolve({ default: Clicks } as unknown as HandlerModule);
  await flush(10);
  // The last held click, given again once the handler listens; it now reaches the page too.
  expect(log).toEqual(['clicked go']);
  expect(page).toEqual(['page go open']);
  document.getElementById('go')!.click();
  expect(log).toEqual(['clicked go', 'clicked go']);
  registry.stop();
});

test('a click on an SVG icon inside a deferred widget, and Enter or Space on its role=button toggle, are held and given again as one click', async () => {
  document.body.innerHTML = `<div id="w" data-widget_type="later.default"><div id="toggle" role="button" tabindex="0"><svg id="icon"><path id="p" d="M0 0h4v4z"></path></svg></div><button id="native">n</button></div>`;
  const page: string[] = [];
  document.addEventListener('click', (event) => page.push(`click ${(event.target as Element).id}`));
  document.addEventListener('keydown', (event) => page.push(`key ${(event as KeyboardEvent).key}`));
  let loaderRef = deferredLoader();
  const run = async (act: () => void) => {
    log.length = 0;
    page.length = 0;
    loaderRef = deferredLoader();
    const registry = makeRegistry({ later: { selector: '[data-widget_type^="later."]', load: loaderRef.load, deferred: true } });
    await registry.start();
    act();
    await flush(2);
    const before = [...page];
    loaderRef.resolve({ default: Clicks } as unknown as HandlerModule);
    await flush(10);
    registry.stop();
    return { before, after: [...log] };
  };
  // The icon's path receives the tap: held (the page saw nothing), then given again on that node.
  expect(await run(() => document.getElementById('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))).toEqual({
    before: [],
    after: ['clicked p'],
  });
  for (const key of ['Enter', ' '])
    expect(await run(() => document.getElementById('toggle')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })))).toEqual({
      before: [],
      after: ['clicked toggle'],
    });
  // Other keys, and keys on a native button (the browser makes those a click itself), pass.
  expect(await run(() => document.getElementById('toggle')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })))).toEqual({
    before: ['key a'],
    after: [],
  });
  expect(await run(() => document.getElementById('native')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))).toEqual({
    before: ['key Enter'],
    after: [],
  });
});

test('a held click goes to the page as it is when the chunk fails, and is dropped when the widget has gone', async () => {
  document.body.innerHTML = `<div id="w" data-widget_type="later.default"><a id="go" href="#there">Go</a></div><div id="v" data-widget_type="gone.default"><button id="x">x</button></div>`;
  const page: string[] = [];
  document.addEventListener('click', (event) => page.push((event.target as Element).id));
  let come = () => {};
  const came = new Promise<void>((resolve) => (come = resolve));
  const registry = makeRegistry({
    later: { selector: '[data-widget_type^="later."]', load: () => Promise.reject(new Error('offline')), wait: () => came, deferred: true },
    gone: { selector: '[data-widget_type^="gone."]', load: () => asModule(Clicks), wait: () => came, deferred: true },
  });
  await registry.start();
  document.getElementById('go')!.click();
  document.getElementById('x')!.click();
  document.getElementById('v')!.remove();
  await flush(2);
  come();
  await flush(10);
  expect(page).toEqual(['go']);
  expect(log).toEqual([]);
  registry.stop();
});

test('a handler due now that declares `holds` (the consent banner the server printed) holds clicks on its buttons until it connects; a scan still waits for it', async () => {
  document.body.innerHTML = `<div id="c"><button id="accept">Accept all</button></div><a id="other" href="#x">Other</a>`;
  const page: string[] = [];
  document.addEventListener('click', (event) => page.push((event.target as Element).id));
  const loader = deferredLoader();
  const registry = makeRegistry({ banner: { selector: '#c', load: loader.load, holds: true } });
  const scan = registry.start();
  let scanned = false;
  void scan.then(() => (scanned = true));
  document.getElementById('accept')!.click(); // quicker than the chunk
  document.getElementById('other')!.click();
  expect(page).toEqual(['other']);
  await flush(5);
  expect(scanned).toBe(false);
  loader.resolve({ default: Clicks } as unknown as HandlerModule);
  await scan;
  await flush(5);
  expect(log).toEqual(['clicked accept']);
  expect(page).toEqual(['other', 'accept']);
  registry.stop();
});

class Opener extends Handler {
  connect() {
    this.listen(document, 'click', (event) => {
      if ((event.target as Element).closest('.open')) log.push(`opened by ${(event.target as Element).id}`);
    });
  }
}

test('a deferred handler’s own clicks outside its element (a popup’s open selector) are held and given again; other clicks pass; none once it has gone', async () => {
  document.body.innerHTML = `<div id="p" data-elementor-type="popup" hidden></div><button id="b" class="open">Apply</button><a id="other" href="#x">Other</a>`;
  const page: string[] = [];
  document.addEventListener('click', (event) => page.push((event.target as Element).id));
  let come = () => {};
  const loader = deferredLoader();
  const entry = {
    selector: '[data-elementor-type="popup"]',
    load: loader.load,
    wait: () => new Promise<void>((resolve) => (come = resolve)),
    deferred: true,
    holds: (_el: Element, target: Element) => !!target.closest('.open'),
  };
  const registry = makeRegistry({ popup: entry });
  await registry.start();
  document.getElementById('b')!.click();
  document.getElementById('other')!.click();
  expect(page).toEqual(['other']);
  come();
  loader.resolve({ default: Opener } as unknown as HandlerModule);
  await flush(10);
  expect(log).toEqual(['opened by b']);
  expect(page).toEqual(['other', 'b']);
  registry.stop();

  // Its element gone before it connected: the page's clicks are no longer held.
  document.body.innerHTML = `<div id="p" data-elementor-type="popup" hidden></div><button id="b" class="open">Apply</button>`;
  const waiting = makeRegistry({ popup: { ...entry, wait: () => new Promise<void>(() => {}) } });
  await waiting.start();
  document.getElementById('p')!.remove();
  await flush(2);
  document.getElementById('b')!.click();
  expect(page).toEqual(['other', 'b', 'b']);
  waiting.stop();
});

test('connecting() ends the waits for the first interaction’s answer: a popup still waiting for it connects, and the command waits for it', async () => {
  // Fresh modules: the page's one "answer" state, as a page starts with it.
  let fresh!: { Registry: typeof Registry; afterFirstInteraction: typeof import('../../src/runtime/yield').afterFirstInteraction };
  jest.isolateModules(() => {
    fresh = { Registry: require('../../src/runtime/registry').Registry, afterFirstInteraction: require('../../src/runtime/yield').afterFirstInteraction };
  });
  document.body.innerHTML = `<div id="p" data-widget_type="later.default"></div>`;
  const loader = deferredLoader();
  const registry = new fresh.Registry(
    { later: { selector: '[data-widget_type^="later."]', load: loader.load, wait: (_element, signal) => fresh.afterFirstInteraction(signal), deferred: true } },
    { config: readConfig(), hooks: createHooks() },
  );
  await registry.start();
  window.dispatchEvent(new Event('keydown')); // the visitor's first key: the answer's frame and idle moment are still to come
  await flush(2);
  expect(loader.load).not.toHaveBeenCalled();
  let sent = false;
  void registry.runtime.connecting().then(() => (sent = true));
  await flush(3);
  expect(loader.load).toHaveBeenCalledTimes(1); // its wait ended at once: its chunk is on its way
  expect(sent).toBe(false);
  loader.resolve({ default: Counter } as unknown as HandlerModule);
  await flush(10);
  expect(sent).toBe(true);
  expect(log).toEqual(['connect p default']);
  registry.stop();
});

test('connecting() resolves once the handlers whose wait is over have connected (a link action then reaches the popup the same click woke)', async () => {
  document.body.innerHTML = `<div id="w" data-widget_type="later.default"></div><div id="n" data-widget_type="never.default"></div>`;
  let come = () => {};
  const loader = deferredLoader();
  const registry = makeRegistry({
    later: { selector: '[data-widget_type^="later."]', load: loader.load, wait: () => new Promise<void>((resolve) => (come = resolve)), deferred: true },
    never: { selector: '[data-widget_type^="never."]', load: () => asModule(Counter), wait: () => new Promise<void>(() => {}), deferred: true },
  });
  await registry.start();
  let sent = false;
  await registry.runtime.connecting(); // nothing under way: a handler still waiting is not waited for
  come(); // the click's first event woke it; the command comes in the same task
  void registry.runtime.connecting().then(() => (sent = true));
  await flush(10);
  expect(sent).toBe(false);
  loader.resolve({ default: Counter } as unknown as HandlerModule);
  await flush(10);
  expect(log).toEqual(['connect w default']);
  expect(sent).toBe(true);
  registry.stop();
});
