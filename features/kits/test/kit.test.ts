/**
 * The handler kit's helpers, one by one: newest-request-wins, the live region, busy, the
 * signal-tied timers and the translated texts. (The registry-side parts, declared attributes,
 * hook namespaces and page state, are in registry.test.ts; teardown of all of it in teardown.test.ts.)
 */
import { busy } from '../../../src/runtime/busy';
import type { ColophonConfig } from '../../../src/runtime/config';
import { format, plural, text } from '../../../src/runtime/i18n';
import { createLatest } from '../../../src/runtime/latest';
import { announcer, FIRST_MESSAGE_DELAY } from '../../../src/runtime/live-region';
import { idle, interval, timeout } from '../../../src/runtime/timers';
import { englishPlural, i18n, plurals } from '../../../tests/unit/helpers/texts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latest(): newest wins', () => {
  test('a newer run aborts the older one, whose result is never applied', async () => {
    const owner = new AbortController();
    const latest = createLatest(owner.signal);
    const signals: AbortSignal[] = [];
    const results: string[] = [];
    let finishFirst!: (value: string) => void;
    void latest((signal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => (finishFirst = resolve));
    }).then((value) => results.push(value));
    await tick();
    const second = latest((signal) => {
      signals.push(signal);
      return Promise.resolve('second');
    });
    await tick();
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    finishFirst('first'); // the older answer arrives after all: nothing happens
    expect(await second).toBe('second');
    await tick();
    expect(results).toEqual([]);
  });

  test('the newest run’s error comes back; an older one’s never does', async () => {
    const latest = createLatest(new AbortController().signal);
    let failFirst!: (error: Error) => void;
    const first = latest(() => new Promise((_resolve, reject) => (failFirst = reject)));
    const firstSettled = jest.fn();
    first.then(firstSettled, firstSettled);
    await tick();
    const second = latest(() => Promise.reject(new Error('newest failed')));
    await expect(second).rejects.toThrow('newest failed');
    failFirst(new Error('old failure'));
    await tick();
    expect(firstSettled).not.toHaveBeenCalled();
  });

  test('a run whose owner goes away never settles, and its signal is aborted', async () => {
    const owner = new AbortController();
    const latest = createLatest(owner.signal);
    let seen!: AbortSignal;
    let finish!: (value: number) => void;
    const settled = jest.fn();
    latest((signal) => {
      seen = signal;
      return new Promise<number>((resolve) => (finish = resolve));
    }).then(settled, settled);
    await tick();
    owner.abort();
    expect(seen.aborted).toBe(true);
    finish(1);
    await tick();
    expect(settled).not.toHaveBeenCalled();
  });

  test('a run that throws at once is an error of that run', async () => {
    const latest = createLatest(new AbortController().signal);
    await expect(
      latest(() => {
        throw new TypeError('bad input');
      }),
    ).rejects.toThrow('bad input');
  });
});

describe('announce(): one polite live region per handler root', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the region is made after the root on first use; its first message comes a moment later, later ones at once', () => {
    document.body.innerHTML = '<a id="root" href="#">Save</a><span id="next"></span>';
    const root = document.getElementById('root')!;
    const say = announcer(root, new AbortController().signal);
    say('Saved.');
    const region = root.nextElementSibling as HTMLElement;
    expect(region.className).toBe('colophon-status');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    jest.advanceTimersByTime(FIRST_MESSAGE_DELAY);
    expect(region.textContent).toBe('Saved.');
    say('Saved again.');
    expect(region.textContent).toBe('Saved again.');
    expect(document.querySelectorAll('.colophon-status')).toHaveLength(1);
  });

  test('a message is for screen readers only; an error shows', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const say = announcer(document.getElementById('root')!, new AbortController().signal);
    say('3 results');
    jest.runOnlyPendingTimers();
    const region = document.querySelector<HTMLElement>('.colophon-status')!;
    expect(region.style.position).toBe('absolute');
    expect(region.style.width).toBe('1px');
    say('That did not work.', true);
    expect(region.classList.contains('is-error')).toBe(true);
    expect(region.getAttribute('style')).toBe('');
    say('Done.');
    expect(region.classList.contains('is-error')).toBe(false);
    expect(region.style.position).toBe('absolute');
  });

  test('clearing before anything was said makes no region; the region goes with its handler', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const life = new AbortController();
    const say = announcer(document.getElementById('root')!, life.signal);
    say('');
    expect(document.querySelector('.colophon-status')).toBeNull();
    say('Loading…');
    life.abort();
    expect(document.querySelector('.colophon-status')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a second message before the first was written replaces it', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const say = announcer(document.getElementById('root')!, new AbortController().signal);
    say('first');
    say('second');
    jest.runOnlyPendingTimers();
    expect(document.querySelector('.colophon-status')!.textContent).toBe('second');
  });
});

test('busy(): aria-busy for assistive technology, a class for the eye', () => {
  const element = document.createElement('div');
  busy(element, true, 'is-loading');
  expect(element.getAttribute('aria-busy')).toBe('true');
  expect(element.classList.contains('is-loading')).toBe(true);
  busy(element, false, 'is-loading');
  expect(element.hasAttribute('aria-busy')).toBe(false);
  expect(element.classList.contains('is-loading')).toBe(false);
  busy(element, true);
  expect(element.className).toBe('');
});

describe('timers tied to a signal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('timeout runs once; cancelling or aborting first stops it', () => {
    const life = new AbortController();
    const ran = jest.fn();
    timeout(ran, 100, life.signal);
    const cancel = timeout(ran, 100, life.signal);
    cancel();
    jest.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledTimes(1);
    timeout(ran, 100, life.signal);
    life.abort();
    jest.advanceTimersByTime(100);
    expect(ran).toHaveBeenCalledTimes(1);
    timeout(ran, 100, life.signal); // an aborted signal starts nothing
    expect(jest.getTimerCount()).toBe(0);
  });

  test('interval repeats until its signal aborts', () => {
    const life = new AbortController();
    const ran = jest.fn();
    interval(ran, 350, life.signal);
    jest.advanceTimersByTime(1050);
    expect(ran).toHaveBeenCalledTimes(3);
    life.abort();
    jest.advanceTimersByTime(1050);
    expect(ran).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('idle waits for requestIdleCallback where there is one, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    let next = 0;
    (globalThis as Record<string, unknown>).requestIdleCallback = (callback: () => void) => (callbacks.set(++next, callback), next);
    (globalThis as Record<string, unknown>).cancelIdleCallback = (handle: number) => callbacks.delete(handle);
    try {
      const ran = jest.fn();
      const life = new AbortController();
      idle(ran, life.signal);
      const cancel = idle(ran, life.signal);
      cancel();
      expect(callbacks.size).toBe(1);
      [...callbacks.values()].forEach((callback) => callback());
      expect(ran).toHaveBeenCalledTimes(1);
      idle(ran, life.signal);
      life.abort();
      expect(callbacks.size).toBe(1); // the one that already ran is still in the fake's map; the new one was cancelled
    } finally {
      delete (globalThis as Record<string, unknown>).requestIdleCallback;
      delete (globalThis as Record<string, unknown>).cancelIdleCallback;
    }
  });

  test('idle falls back to a short timeout where the browser has no idle callback', () => {
    const ran = jest.fn();
    idle(ran, new AbortController().signal, 3000);
    jest.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

describe('translated texts from PHP', () => {
  const config = { i18n, plurals } as unknown as ColophonConfig;

  test('a text by key; a key PHP did not hand over shows as itself', () => {
    expect(text(config, 'close')).toBe('Close');
    expect(text(config, 'noSuchKey')).toBe('noSuchKey');
  });

  test('format fills %d and %s in order and %1$d / %2$s by position, like sprintf', () => {
    expect(format('%d of %s', 3, 'five')).toBe('3 of five');
    expect(format('%2$s holds %1$d', 5, 'favourites')).toBe('favourites holds 5');
  });

  test.each([
    [0, '0 results'],
    [1, '1 result'],
    [2, '2 results'],
    [101, '101 results'],
    [1234, '1234 results'],
  ])('English: %d → %s', (count, expected) => {
    expect(plural(config, 'loopCount', count)).toBe(expected);
  });

  test('the form of every count is the one _n() chose; counts from 200 up use 100 + the last two digits', () => {
    // Polish-style rules as PHP would table them: 1 → one; 2–4, 22–24, … (not 12–14) → few; the rest → many.
    const polish = (n: number) => (n === 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2);
    const table = { forms: ['%d wynik', '%d wyniki', '%d wyników'], index: Array.from({ length: 200 }, (_, n) => String(polish(n))).join('') };
    const polishConfig = { plurals: { loopCount: table } } as unknown as ColophonConfig;
    for (const count of [0, 1, 2, 4, 5, 12, 13, 21, 22, 25, 112, 122, 199, 202, 212, 1001, 1022]) {
      expect(plural(polishConfig, 'loopCount', count)).toBe(table.forms[polish(count)]!.replace('%d', String(count)));
    }
  });

  test('a plural with more arguments, and a missing table, show what they can', () => {
    expect(plural(config, 'storeFull', 1, 'favourites')).toBe('You can keep at most 1 item in favourites. Remove it to add another.');
    expect(plural(config, 'storeFull', 5, 'favourites')).toBe('You can keep at most 5 items in favourites. Remove one to add another.');
    expect(plural({} as ColophonConfig, 'loopCount', 3)).toBe('loopCount');
    expect(englishPlural('a', 'b').index).toHaveLength(200);
  });
});
