/**
 * SPEC §8: a missing required argument names it; a wrong type or instance is an invalid-type or
 * invalid-instance error; a subclass method that was not written "should be implemented". Each
 * public entry point (src/runtime/arguments.ts) gives those, at once and in the caller's stack.
 */
import { Handler, type HandlerModule } from '../../src/runtime/handler';
import { boot } from '../../src/runtime/index';
import { createController } from '../../features/consent/controller';
import { callSticky } from '../../features/sticky/api';
import { CustomizationRegistry } from '../../features/kits/registry';
import { defaultConsentConfig } from './helpers/consent';
import { fakeMatchMedia } from './helpers/fakes';
import { makeRuntime } from './helpers/runtime';

const fails = (call: () => unknown, message: string) => {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(TypeError);
  expect(thrown).toMatchObject({ name: 'ArgumentError', message });
};

describe('window.colophon.scan', () => {
  beforeAll(() => {
    window.matchMedia = fakeMatchMedia(1200).matchMedia;
    boot(() => ({}));
  });
  const scan = (root?: unknown) => window.colophon!.scan(root as ParentNode);

  test('missing, wrong type, wrong instance', () => {
    fails(() => scan(), 'colophon.scan: the argument "root" is missing.');
    fails(() => scan('#main'), 'colophon.scan: invalid instance for "root": expected Element or Document or DocumentFragment, got string.');
    fails(() => scan({ querySelectorAll() {} }), 'colophon.scan: invalid instance for "root": expected Element or Document or DocumentFragment, got Object.');
  });

  test('a right call still works', async () => {
    await expect(scan(document.body)).resolves.toBeUndefined();
  });
});

describe('window.colophon.sticky', () => {
  const instances = new WeakMap();
  test('missing, wrong instance, wrong type', () => {
    fails(() => callSticky(instances, undefined as never, 'refresh'), 'colophon.sticky: the argument "element" is missing.');
    fails(() => callSticky(instances, '.header' as never, 'refresh'), 'colophon.sticky: invalid instance for "element": expected Element, got string.');
    fails(() => callSticky(instances, document.body, undefined as never), 'colophon.sticky: the argument "method" is missing.');
    fails(() => callSticky(instances, document.body, 1 as never), 'colophon.sticky: invalid type for "method": expected string, got number.');
  });
});

describe('window.colophonConsent', () => {
  const consent = createController(defaultConsentConfig(), true, false);
  test.each([
    ['allowed', () => consent.allowed(undefined as never), 'colophonConsent.allowed: the argument "slug" is missing.'],
    ['allowed', () => consent.allowed(['analytics'] as never), 'colophonConsent.allowed: invalid type for "slug": expected string, got array.'],
    ['decide', () => consent.decide(undefined as never), 'colophonConsent.decide: the argument "choices" is missing.'],
    ['decide', () => consent.decide(['analytics'] as never), 'colophonConsent.decide: invalid type for "choices": expected object, got array.'],
    ['allow', () => consent.allow('analytics' as never), 'colophonConsent.allow: invalid type for "slugs": expected array, got string.'],
    ['subscribe', () => consent.subscribe({} as never), 'colophonConsent.subscribe: invalid type for "listener": expected function, got Object.'],
  ])('%s', (_, call, message) => fails(call, message));

  test('a wrong call changes nothing', () => {
    expect(() => consent.allow('analytics' as never)).toThrow();
    expect(consent.allowed('analytics')).toBe(false);
    expect(consent.get().decided).toBe(false);
  });
});

describe('the kit customization registry', () => {
  const registry = new CustomizationRegistry();
  test.each([
    [null, 'registry.register: the argument "section" is missing.'],
    [{ key: 'a', title: 'A', order: '1' }, 'registry.register("a"): invalid type for "order": expected number, got string.'],
    [{ key: 'a', title: 'A', getInitialState: true }, 'registry.register("a"): invalid type for "getInitialState": expected function, got boolean.'],
    [{ key: 'a', title: 'A', isAvailable: 'yes' }, 'registry.register("a"): invalid type for "isAvailable": expected function, got string.'],
    [{ key: 'a', title: 'A', component: {} }, 'registry.register("a"): invalid type for "component": expected function, got Object.'],
    [{ key: 'a', title: 'A', docTypes: 'popup' }, 'registry.register("a"): invalid type for "docTypes": expected array, got string.'],
    [{ key: 'a', title: 'A', children: 'all' }, 'registry.register("a"): invalid type for "children": expected array, got string.'],
  ])('%j', (section, message) => {
    fails(() => registry.register(section as never), message);
    expect(registry.ordered()).toEqual([]);
  });
});

describe('the Handler base', () => {
  const context = { element: document.createElement('div'), settings: {}, attrs: {}, signal: new AbortController().signal, runtime: {}, namespace: 'test' };

  test('a subclass without connect() is told it should be implemented', () => {
    // What plain JavaScript (no compiler to stop it) can write.
    const Base = Handler as unknown as new (context: unknown) => object;
    class Countdown extends Base {}
    fails(() => new Countdown(context), 'Countdown.connect() should be implemented by the Handler subclass.');
  });

  test('on a page, that element gets one console error and every other widget still connects', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const connected: string[] = [];
    class Good extends Handler {
      connect() {
        connected.push(this.element.id);
      }
    }
    const Bad = class Broken extends (Handler as unknown as new (context: unknown) => object) {};
    const { registry } = makeRuntime({
      good: { selector: '.good', load: () => Promise.resolve({ default: Good } as unknown as HandlerModule) },
      bad: { selector: '.bad', load: () => Promise.resolve({ default: Bad } as unknown as HandlerModule) },
    });
    document.body.innerHTML = '<div class="bad" id="b"></div><div class="good" id="g1"></div><div class="good" id="g2"></div>';
    await registry.start(document);
    expect(connected).toEqual(['g1', 'g2']);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![1])).toContain('Broken.connect() should be implemented by the Handler subclass.');
    registry.stop();
    errors.mockRestore();
  });
});
