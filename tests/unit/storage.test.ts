import { createStore } from '../../src/runtime/storage';
import { fakeStorage } from './helpers/fakes';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('storage with per-key expiry', () => {
  test('a value with lifetimeInSeconds is there until its deadline and gone at it', () => {
    const time = clock();
    const backing = fakeStorage();
    const store = createStore({ backing: () => backing, now: time.now });
    store.set('pageViews', 3, { lifetimeInSeconds: 60 });
    time.advance(59.999);
    expect(store.get('pageViews')).toBe(3);
    time.advance(0.001);
    expect(store.get('pageViews')).toBeUndefined();
    // The expired key is purged from storage on read.
    expect(JSON.parse(backing.getItem('colophon')!)).toEqual({ __expiration: {} });
  });

  test('a later set without a lifetime keeps the existing expiry (a fixed window)', () => {
    const time = clock();
    const backing = fakeStorage();
    const store = createStore({ backing: () => backing, now: time.now });
    store.set('count', 1, { lifetimeInSeconds: 86400 });
    time.advance(86000);
    store.set('count', 2);
    expect(store.get('count')).toBe(2);
    time.advance(400);
    expect(store.get('count')).toBeUndefined();
  });

  test('setting an expired key starts fresh without the old deadline', () => {
    const time = clock();
    const backing = fakeStorage();
    const store = createStore({ backing: () => backing, now: time.now });
    store.set('count', 1, { lifetimeInSeconds: 10 });
    time.advance(20);
    store.set('count', 5);
    time.advance(1_000_000);
    expect(store.get('count')).toBe(5);
  });

  test('values without a lifetime never expire, and survive a new store on the same storage', () => {
    const backing = fakeStorage();
    createStore({ backing: () => backing }).set('flag', { on: true });
    expect(createStore({ backing: () => backing }).get('flag')).toEqual({ on: true });
  });

  test('remove drops the value and its deadline', () => {
    const backing = fakeStorage();
    const store = createStore({ backing: () => backing });
    store.set('a', 1, { lifetimeInSeconds: 5 });
    expect(store.get('a')).toBe(1);
    store.remove('a');
    expect(store.get('a')).toBeUndefined();
  });

  test('session stores use sessionStorage under the same format', () => {
    createStore({ session: true }).set('activeSession', true);
    expect(JSON.parse(window.sessionStorage.getItem('colophon')!)).toEqual({ activeSession: true });
    expect(window.localStorage.getItem('colophon')).toBeNull();
  });
});

describe('blocked or broken storage', () => {
  test('storage that throws on access degrades to memory and never throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const backing = fakeStorage({ failGet: true });
    const store = createStore({ backing: () => backing });
    expect(() => store.set('a', 1)).not.toThrow();
    expect(store.get('a')).toBe(1);
    expect(store.persistent).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a full quota keeps the value in memory for the rest of the page', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const backing = fakeStorage({ failSet: true });
    const store = createStore({ backing: () => backing });
    store.set('a', 1);
    store.set('b', 2);
    expect([store.get('a'), store.get('b')]).toEqual([1, 2]);
  });

  test('no storage object at all (window.localStorage throws) is handled the same way', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createStore({
      backing: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    store.set('x', 'y');
    expect(store.get('x')).toBe('y');
  });

  test.each([['not json'], ['[1,2]'], ['"str"'], ['null']])('a corrupted blob %s reads as empty and is overwritten cleanly', (raw) => {
    const backing = fakeStorage();
    backing.setItem('colophon', raw);
    const store = createStore({ backing: () => backing });
    expect(store.get('anything')).toBeUndefined();
    store.set('k', 1);
    expect(JSON.parse(backing.getItem('colophon')!)).toEqual({ k: 1 });
  });
});
