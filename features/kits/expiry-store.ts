/**
 * The Kits screen's local UI state (the last export selection, the last import summary) in
 * localStorage, each key with its own expiry (lifetimeInSeconds). An expired or unreadable
 * value reads as absent and is removed; a storage that refuses writes (private mode, quota) only
 * means the value is not remembered.
 */
export interface ExpiryStore {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, options?: { lifetimeInSeconds?: number }): boolean;
  remove(key: string): void;
}

interface Stored {
  value: unknown;
  /** Epoch milliseconds after which the value is gone; null: kept until removed. */
  expires: number | null;
}

export function createExpiryStore(storage: Storage | null, prefix = 'colophon-admin:', now: () => number = Date.now): ExpiryStore {
  const remove = (key: string): void => {
    try {
      storage?.removeItem(prefix + key);
    } catch {
      /* nothing to forget */
    }
  };
  return {
    get<T>(key: string): T | undefined {
      let raw: string | null;
      try {
        raw = storage?.getItem(prefix + key) ?? null;
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      let stored: Stored;
      try {
        stored = JSON.parse(raw) as Stored;
      } catch {
        remove(key);
        return undefined;
      }
      if (!stored || typeof stored !== 'object' || !('value' in stored) || (stored.expires !== null && typeof stored.expires !== 'number')) {
        remove(key);
        return undefined;
      }
      if (stored.expires !== null && now() >= stored.expires) {
        remove(key);
        return undefined;
      }
      return stored.value as T;
    },
    set(key, value, options = {}) {
      const lifetime = options.lifetimeInSeconds;
      if (lifetime !== undefined && !(Number.isFinite(lifetime) && lifetime > 0)) {
        throw new RangeError(`lifetimeInSeconds must be a positive number of seconds, got ${String(lifetime)}`);
      }
      const stored: Stored = { value, expires: lifetime === undefined ? null : now() + lifetime * 1000 };
      try {
        storage?.setItem(prefix + key, JSON.stringify(stored));
        return Boolean(storage);
      } catch {
        return false;
      }
    },
    remove,
  };
}

/** The browser's localStorage, or null where reading it throws (blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
