/**
 * Removing a handler's element must leave nothing running: no listener on anything still in the
 * document, no timer, no observer, no hook callback, no request, and the handler's signal aborted.
 * Each feature keeps its case in features/<id>/test/teardown.case.ts; a feature without one fails the roll call.
 */
import type { Hooks } from '../../src/runtime/hooks';
import { Handler, type HandlerModule } from '../../src/runtime/handler';
import { buildManifest } from '../../src/boot/manifest';
import { request } from '../../src/runtime/request';
import { clearCookies } from './helpers/consent';
import { trackLeaks, type LeakTracker } from './helpers/leak-tracker';
import { makeRuntime } from './helpers/runtime';
import { env, type Case } from './helpers/teardown-case';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Hook callbacks Colophon's handlers registered (their namespaces start with `colophon/`), as "hook namespace". */
function liveHooks(hooks: Hooks): string[] {
  const store = hooks.actions as unknown as Record<string, { handlers?: Array<{ namespace: string }> }>;
  return Object.entries(store).flatMap(([name, hook]) =>
    (hook.handlers ?? []).filter((h) => h.namespace.startsWith('colophon/')).map((h) => `${name} ${h.namespace}`),
  );
}

let tracker: LeakTracker;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  clearCookies();
  jest.useFakeTimers();
  env.fetches = [];
  env.observed = 0;
  env.subscribers = () => 0;
  (globalThis as { fetch?: unknown }).fetch = jest.fn((_url: string, init: RequestInit) => {
    env.fetches.push(init);
    return new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
  // jsdom has no IntersectionObserver: a fake, installed before the tracker so the tracker counts it.
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(readonly callback: IntersectionObserverCallback) {}
    observe() {
      env.observed++;
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

/** Each feature's case (`features/<id>/test/teardown.case.ts`). */
const cases: Partial<Record<string, Case>> = {};
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
  spec.live({ listeners: tracker.listeners(), hooks: liveHooks(hooks), observers: tracker.observers(), fetches: env.fetches.length });

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
  expect(env.fetches).toHaveLength(1);
  expect(document.querySelector('.colophon-status')).not.toBeNull();

  document.querySelector('.busy')!.remove();
  await afterRemoval();

  expect(signal?.aborted).toBe(true);
  expect(tracker.listeners()).toEqual([]);
  expect(liveHooks(hooks)).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
  expect(tracker.observers()).toBe(1);
  expect(env.fetches[0]!.signal!.aborted).toBe(true);
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
