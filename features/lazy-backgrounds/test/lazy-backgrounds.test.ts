/** The page builder's lazy container backgrounds: `e-lazyloaded` within 200 px of the viewport, once. */
import LazyBackground, { ROOT_MARGIN } from '..';
import type { HandlerModule } from '../../../src/runtime/handler';
import { flush } from '../../../tests/unit/helpers/fakes';
import { makeRuntime } from '../../../tests/unit/helpers/runtime';

class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  cross(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let stop: (() => void) | undefined;
beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  stop?.();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function page(html: string) {
  document.body.innerHTML = html;
  const runtime = makeRuntime({
    'lazy-backgrounds': { selector: '.e-con.e-parent', load: () => Promise.resolve({ default: LazyBackground } as unknown as HandlerModule) },
  });
  stop = () => runtime.registry.stop();
  await runtime.registry.start();
  await flush();
  const lazy = FakeObserver.all.find((o) => o.options.rootMargin === ROOT_MARGIN);
  return { lazy, section: (id: string) => document.getElementById(id)! };
}

test('a container gets e-lazyloaded when it comes within 200 px of the viewport, and is then let go', async () => {
  const { lazy, section } = await page('<div id="a" class="e-con e-parent"></div><div id="b" class="e-con e-parent"></div>');
  expect(ROOT_MARGIN).toBe('200px 0px 200px 0px');
  expect(lazy!.targets.size).toBe(2); // one observer for every container
  lazy!.cross(section('b'), false);
  expect(section('b').classList.contains('e-lazyloaded')).toBe(false);
  lazy!.cross(section('b'), true);
  expect(section('b').classList.contains('e-lazyloaded')).toBe(true);
  expect([...lazy!.targets].map((t) => t.id)).toEqual(['a']);
  expect(section('a').classList.contains('e-lazyloaded')).toBe(false);
});

test('one already loaded, or opted out with e-no-lazyload, is not watched; a child container (not e-parent) is not a marker', async () => {
  const { lazy } = await page(
    '<div class="e-con e-parent e-lazyloaded"></div><div class="e-con e-parent e-no-lazyload"></div><div class="e-con e-child"></div>',
  );
  expect(lazy?.targets.size ?? 0).toBe(0);
});

test('without IntersectionObserver every background shows at once', async () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  const { section } = await page('<div id="a" class="e-con e-parent"></div>');
  expect(section('a').classList.contains('e-lazyloaded')).toBe(true);
});
