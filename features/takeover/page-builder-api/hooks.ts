/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * The page builder's hooks (`elementorFrontend.hooks`), as its developer documentation describes
 * them: actions and filters by name, each callback with a priority (10 unless given; lower first,
 * equal ones in the order added) and an optional `this`. Every method but the two that run
 * callbacks returns the hooks, so calls chain.
 */

type Callback = (...args: any[]) => any;

interface Entry {
  callback: Callback;
  priority: number;
  context: unknown;
}

export interface Hooks {
  addAction(name: string, callback: Callback, priority?: number, context?: unknown): Hooks;
  removeAction(name: string, callback?: Callback): Hooks;
  doAction(name: string, ...args: unknown[]): Hooks;
  addFilter(name: string, callback: Callback, priority?: number, context?: unknown): Hooks;
  removeFilter(name: string, callback?: Callback): Hooks;
  applyFilters<T>(name: string, value: T, ...args: unknown[]): T;
}

export function createHooks(): Hooks {
  const actions = new Map<string, Entry[]>();
  const filters = new Map<string, Entry[]>();

  const add = (store: Map<string, Entry[]>, name: string, callback: Callback, priority = 10, context?: unknown): void => {
    if (typeof name !== 'string' || typeof callback !== 'function') return;
    const list = store.get(name) ?? [];
    let at = list.length;
    while (at > 0 && list[at - 1].priority > priority) at--;
    list.splice(at, 0, { callback, priority, context });
    store.set(name, list);
  };
  const remove = (store: Map<string, Entry[]>, name: string, callback?: Callback): void => {
    if (!callback) store.delete(name);
    else
      store.set(
        name,
        (store.get(name) ?? []).filter((entry) => entry.callback !== callback),
      );
  };
  // A copy: a callback that adds or removes one for the same name changes the next run, not this one.
  const entries = (store: Map<string, Entry[]>, name: string): Entry[] => [...(store.get(name) ?? [])];

  const hooks: Hooks = {
    addAction: (name, callback, priority, context) => (add(actions, name, callback, priority, context), hooks),
    removeAction: (name, callback) => (remove(actions, name, callback), hooks),
    doAction(name, ...args) {
      for (const entry of entries(actions, name)) entry.callback.apply(entry.context, args);
      return hooks;
    },
    addFilter: (name, callback, priority, context) => (add(filters, name, callback, priority, context), hooks),
    removeFilter: (name, callback) => (remove(filters, name, callback), hooks),
    applyFilters(name, value, ...args) {
      let result = value;
      for (const entry of entries(filters, name)) result = entry.callback.apply(entry.context, [result, ...args]);
      return result;
    },
  };
  return hooks;
}
