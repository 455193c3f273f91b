import { createExpiryStore } from '../expiry-store';

describe('expiry store (lifetimeInSeconds per key)', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
    localStorage.clear();
  });

  it('keeps a value until its lifetime has passed, then reads it as absent and removes it', () => {
    const store = createExpiryStore(localStorage, 'p:', clock);
    expect(store.set('selection', ['a', 'b'], { lifetimeInSeconds: 60 })).toBe(true);
    now += 59_999;
    expect(store.get('selection')).toEqual(['a', 'b']);
    now += 1;
    expect(store.get('selection')).toBeUndefined();
    expect(localStorage.getItem('p:selection')).toBeNull();
  });

  it('each key has its own lifetime; without one a value stays', () => {
    const store = createExpiryStore(localStorage, 'p:', clock);
    store.set('short', 1, { lifetimeInSeconds: 1 });
    store.set('long', 2, { lifetimeInSeconds: 3600 });
    store.set('forever', 3);
    now += 10_000;
    expect([store.get('short'), store.get('long'), store.get('forever')]).toEqual([undefined, 2, 3]);
    now += 10 * 365 * 24 * 3600 * 1000;
    expect([store.get('long'), store.get('forever')]).toEqual([undefined, 3]);
  });

  it('refuses a lifetime that is not a positive number', () => {
    const store = createExpiryStore(localStorage, 'p:', clock);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => store.set('x', 1, { lifetimeInSeconds: bad })).toThrow(RangeError);
  });

  it('an unreadable or foreign value reads as absent and is removed', () => {
    const store = createExpiryStore(localStorage, 'p:', clock);
    localStorage.setItem('p:broken', '{not json');
    localStorage.setItem('p:foreign', JSON.stringify({ something: 'else' }));
    localStorage.setItem('p:badexpiry', JSON.stringify({ value: 1, expires: 'tomorrow' }));
    expect([store.get('broken'), store.get('foreign'), store.get('badexpiry')]).toEqual([undefined, undefined, undefined]);
    expect(localStorage.length).toBe(0);
  });

  it('a storage that refuses writes or reads only means nothing is remembered', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createExpiryStore(refusing, 'p:', clock);
    expect(store.set('x', 1, { lifetimeInSeconds: 5 })).toBe(false);
    expect(store.get('x')).toBeUndefined();
    const none = createExpiryStore(null, 'p:', clock);
    expect(none.set('x', 1)).toBe(false);
    expect(none.get('x')).toBeUndefined();
  });
});
