/**
 * Counts what a piece of code leaves running: event listeners (added and not yet removed or
 * aborted), pending timers (through jest's fake timers) and observers (constructed and not yet
 * disconnected). A teardown test mounts a handler, removes its element and expects all zero.
 */

interface Tracked {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  capture: boolean;
}

export interface LeakTracker {
  /** Live listeners as "target type" strings, e.g. "window scroll". */
  listeners(): string[];
  observers(): number;
  restore(): void;
}

function describe(target: EventTarget): string {
  if (target === window) return 'window';
  if (target instanceof Document) return target === document ? 'document' : 'iframe document';
  if (target instanceof Element) return `<${target.tagName.toLowerCase()}${target.className ? ` class="${target.className}"` : ''}>`;
  return target.constructor?.name ?? 'EventTarget';
}

export function trackLeaks(): LeakTracker {
  const live = new Set<Tracked>();
  // In jest's jsdom, window's addEventListener lives on a different prototype than other targets'.
  const owners = new Set<{ addEventListener: EventTarget['addEventListener']; removeEventListener: EventTarget['removeEventListener'] }>();
  for (const start of [EventTarget.prototype, window as unknown as object]) {
    let proto: object | null = start;
    while (proto && !Object.prototype.hasOwnProperty.call(proto, 'addEventListener')) proto = Object.getPrototypeOf(proto);
    if (proto) owners.add(proto as EventTarget);
  }
  const originals = [...owners].map((owner) => ({ owner, add: owner.addEventListener, remove: owner.removeEventListener }));

  for (const { owner, add, remove } of originals) {
    owner.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      add.call(this, type, listener, options);
      if (!listener) return;
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (signal?.aborted) return;
      // AbortSignal's own bookkeeping listener is not a leak of the code under test, nor are the
      // listeners jsdom's selector engine adds to a document it sets up (e.g. when an iframe goes).
      if (this instanceof AbortSignal) return;
      if (this instanceof Document && /[\\/]nwsapi[\\/]/.test(new Error().stack ?? '')) return;
      const entry: Tracked = { target: this, type, listener, capture };
      live.add(entry);
      signal?.addEventListener('abort', () => live.delete(entry), { once: true });
      if (typeof options === 'object' && options.once) {
        add.call(this, type, () => live.delete(entry), { once: true, capture });
      }
    };
    owner.removeEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      remove.call(this, type, listener, options);
      const capture = typeof options === 'boolean' ? options : !!options?.capture;
      for (const entry of live) {
        if (entry.target === this && entry.type === type && entry.listener === listener && entry.capture === capture) live.delete(entry);
      }
    };
  }

  let observers = 0;
  const observerOriginals: Array<[string, unknown]> = [];
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
    const Original = (globalThis as Record<string, unknown>)[name] as
      (new (...args: unknown[]) => { disconnect(): void; observe(...args: unknown[]): void }) | undefined;
    observerOriginals.push([name, Original]);
    if (!Original) continue;
    (globalThis as Record<string, unknown>)[name] = class extends Original {
      private counted = false;
      override observe(...args: unknown[]) {
        if (!this.counted) {
          this.counted = true;
          observers += 1;
        }
        return super.observe(...args);
      }
      override disconnect() {
        if (this.counted) {
          this.counted = false;
          observers -= 1;
        }
        return super.disconnect();
      }
    };
  }

  return {
    // Listeners on nodes that have left the document go away with the nodes, and so do the ones on
    // the inner document of an iframe that left (jsdom's own): not leaks.
    listeners: () =>
      [...live]
        .filter(
          ({ target }) =>
            !(target instanceof Node) ||
            (target instanceof Document ? target === document || !!target.defaultView?.frameElement?.isConnected : target.isConnected),
        )
        .map(({ target, type }) => `${describe(target)} ${type}`),
    observers: () => observers,
    restore() {
      for (const { owner, add, remove } of originals) {
        owner.addEventListener = add;
        owner.removeEventListener = remove;
      }
      for (const [name, Original] of observerOriginals) (globalThis as Record<string, unknown>)[name] = Original;
    },
  };
}
