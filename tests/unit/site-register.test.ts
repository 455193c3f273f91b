/**
 * Site code's own widgets (`window.colophon.register`, docs/site-code.md): bound like Colophon's
 * own — connected when their markup is found (now or later), their settings read from
 * `data-settings` over their defaults, torn down when their element goes — whether registered
 * before the runtime ran (the `colophonRegister` queue) or after; a wrong call fails at once.
 */
import { boot } from '../../src/runtime';
import type { Handler } from '../../src/runtime/handler';
import { flush } from './helpers/fakes';
import { fakeMatchMedia } from './helpers/fakes';

const log: string[] = [];

/** A theme's widget: greets by the name in its settings, counts clicks, and says when it goes. */
const greeting = (Base: typeof Handler) =>
  class Greeting extends Base<{ name: string }> {
    static override defaults = { name: 'reader' };
    clicks = 0;
    connect(): void {
      this.element.textContent = `Hello, ${this.settings.name}`;
      this.listen(this.element, 'click', () => log.push(`click ${++this.clicks}`));
      this.signal.addEventListener('abort', () => log.push(`aborted ${this.settings.name}`));
    }
    override disconnect(): void {
      log.push(`disconnect ${this.settings.name}`);
    }
  };

const fails = (run: () => unknown, message: string) => {
  expect(run).toThrow(message);
  try {
    run();
  } catch (error) {
    expect((error as Error).name).toBe('ArgumentError');
  }
};

beforeAll(async () => {
  window.matchMedia = fakeMatchMedia(1200).matchMedia;
  document.body.innerHTML = `<div class="early" data-settings='{"name":"Ann"}'></div><div class="late"></div>`;
  // Queued before the runtime: registered as it boots.
  window.colophonRegister = [['theme/early', '.early', greeting as never]] as never;
  boot(() => ({}), { now: {} });
  await flush(10);
});

test('a registration queued before the runtime ran connects, with its settings over its defaults', () => {
  expect(document.querySelector('.early')!.textContent).toBe('Hello, Ann');
});

test('one made after connects what is on the page, and markup added later', async () => {
  window.colophon!.register('theme/late', '.late', greeting as never);
  await flush(10);
  expect(document.querySelector('.late')!.textContent).toBe('Hello, reader');
  const added = document.createElement('div');
  added.className = 'late';
  added.dataset.settings = '{"name":"Bo"}';
  document.body.append(added);
  await flush(10);
  expect(added.textContent).toBe('Hello, Bo');
});

test('a push to the queue after the runtime ran registers at once', async () => {
  document.body.insertAdjacentHTML('beforeend', '<p class="pushed"></p>');
  window.colophonRegister!.push(['theme/pushed', '.pushed', greeting as never]);
  await flush(10);
  expect(document.querySelector('.pushed')!.textContent).toBe('Hello, reader');
});

test('its element removed, it disconnects, its signal aborts and its listeners go', async () => {
  const early = document.querySelector<HTMLElement>('.early')!;
  early.click();
  expect(log).toEqual(['click 1']);
  early.remove();
  await flush(10);
  expect(log).toEqual(['click 1', 'disconnect Ann', 'aborted Ann']);
  early.click();
  expect(log).toEqual(['click 1', 'disconnect Ann', 'aborted Ann']);
});

test('a wrong call fails at once, naming what is wrong', () => {
  const register = (...args: unknown[]) => (window.colophon!.register as (...a: unknown[]) => void)(...args);
  fails(() => register(), 'colophon.register: the argument "id" is missing.');
  fails(() => register('theme/x', 7, greeting), 'colophon.register: invalid type for "selector": expected string, got number.');
  fails(() => register('theme/x', '.x', 'Greeting'), 'colophon.register: invalid type for "factory": expected function, got string.');
  fails(() => register('theme/x', '.x', greeting, { load: 'soon' }), 'colophon.register: invalid load mode "soon": expected one of now.');
  fails(() => register('theme/late', '.x', greeting), 'colophon.register: "theme/late" is taken.');
  fails(() => register('theme/x', 'div[', greeting), 'colophon.register: invalid selector for "theme/x": div[');
});
