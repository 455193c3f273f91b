/** Fakes for browser APIs jsdom lacks or that tests must control. */
import type { HandlerModule } from '../../../src/runtime/handler';

/** A matchMedia whose viewport width the test sets. */
export function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; list: MediaQueryList & { listeners: Set<() => void> } }> = [];
  const evaluate = (query: string) => {
    const max = query.match(/max-width:\s*(\d+)px/);
    const min = query.match(/min-width:\s*(\d+)px/);
    if (max) return width <= Number(max[1]);
    if (min) return width >= Number(min[1]);
    return false;
  };
  const matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<() => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      listeners,
      addEventListener: (_type: string, listener: () => void, options?: AddEventListenerOptions) => {
        listeners.add(listener);
        options?.signal?.addEventListener('abort', () => listeners.delete(listener), { once: true });
      },
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList & { listeners: Set<() => void> };
    lists.push({ query, list });
    return list;
  };
  return {
    matchMedia,
    resize(next: number) {
      width = next;
      for (const { list } of lists) for (const listener of [...list.listeners]) listener();
    },
    listenerCount: () => lists.reduce((sum, { list }) => sum + list.listeners.size, 0),
  };
}

/** A Storage backed by a Map, optionally broken the way Safari private mode or a full quota breaks. */
export function fakeStorage({ failGet = false, failSet = false } = {}): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem(key: string) {
      if (failGet) throw new DOMException('The operation is insecure.', 'SecurityError');
      return map.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (failSet) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, String(value));
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A loader whose promise the test settles: markup can be present before the code arrives. */
export function deferredLoader() {
  let resolve!: (module: HandlerModule) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<HandlerModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = jest.fn(() => promise);
  return { load, resolve, reject };
}

/** Lets pending promise callbacks and zero-delay timers run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Lets callbacks and zero-delay timers run until `done()` holds: a state to wait on, not a time.
 * Fails after `rounds` turns with nothing changed for the better.
 */
export async function until(done: () => boolean, rounds = 500): Promise<void> {
  for (let i = 0; i < rounds && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!done()) throw new Error(`until: still not so after ${rounds} turns of the event loop`);
}

/** A fetch call the test answers when it chooses: `settle` with a status and a body (an object is sent as JSON), or `fail` as a network error. */
export interface PendingFetch<B = BodyInit | null | undefined> {
  url: string;
  init: RequestInit;
  body: B;
  settle(status: number, body?: unknown): void;
  fail(): void;
}

/** Replaces `fetch` with one that records each call and waits for the test to answer it. */
export function pendingFetches<B = BodyInit | null | undefined>(): PendingFetch<B>[] {
  const calls: PendingFetch<B>[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise((resolve, reject) => {
        calls.push({
          url,
          init,
          body: init.body as B,
          settle: (status, body = {}) =>
            resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)) }),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  return calls;
}
