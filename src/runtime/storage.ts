/**
 * Storage with per-key expiry. One JSON object per store (`colophon` in localStorage or
 * sessionStorage) holding the values and an `__expiration` map of epoch-ms deadlines, purged lazily
 * on read. Blocked, missing or full storage degrades to memory for the rest of the page: nothing
 * here ever throws into a handler.
 */

export interface SetOptions {
  /** Seconds until the value expires. Without it, a key keeps the expiry it already had (if any). */
  lifetimeInSeconds?: number;
}

export interface Store {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
  /** True while values go to the browser's storage, false once degraded to memory. */
  readonly persistent: boolean;
}

export type Blob = Record<string, unknown> & { __expiration?: Record<string, number> };

/** A stored JSON object, or null when `raw` is missing, broken or not an object. */
export function parseBlob(raw: string | null): Blob | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Blob) : null;
  } catch {
    return null;
  }
}

export interface StoreOptions {
  session?: boolean;
  /** Key of the JSON object in the backing storage. */
  name?: string;
  now?: () => number;
  /** Backing storage; by default window.localStorage / sessionStorage. */
  backing?: () => Storage;
}

export function createStore({ session = false, name = 'colophon', now = Date.now, backing }: StoreOptions = {}): Store {
  let memory: Blob | null = null;
  const area = backing ?? (() => (session ? window.sessionStorage : window.localStorage));

  function load(): Blob {
    if (memory) return memory;
    let raw: string | null;
    try {
      raw = area().getItem(name);
    } catch (error) {
      degrade(error);
      return memory ?? {};
    }
    return parseBlob(raw) ?? {}; // missing, or corrupted by someone else: start over, the next write replaces it
  }

  function save(blob: Blob): void {
    if (memory) {
      memory = blob;
      return;
    }
    try {
      area().setItem(name, JSON.stringify(blob));
    } catch (error) {
      degrade(error, blob);
    }
  }

  function degrade(error: unknown, blob: Blob = {}): void {
    if (memory) return;
    memory = blob;
    if (__DEV__) console.warn(`[colophon] storage "${name}" is unavailable; keeping values in memory.`, error);
  }

  function expired(blob: Blob, key: string): boolean {
    const deadline = blob.__expiration?.[key];
    return deadline !== undefined && deadline <= now();
  }

  function drop(blob: Blob, key: string): void {
    delete blob[key];
    if (blob.__expiration) delete blob.__expiration[key];
  }

  return {
    get persistent() {
      return memory === null;
    },
    get<T>(key: string): T | undefined {
      const blob = load();
      if (!(key in blob)) return undefined;
      if (expired(blob, key)) {
        drop(blob, key);
        save(blob);
        return undefined;
      }
      return blob[key] as T;
    },
    set(key, value, options = {}) {
      const blob = load();
      if (expired(blob, key)) drop(blob, key);
      blob[key] = value;
      if (options.lifetimeInSeconds !== undefined) {
        blob.__expiration = { ...blob.__expiration, [key]: now() + options.lifetimeInSeconds * 1000 };
      }
      save(blob);
    },
    remove(key) {
      const blob = load();
      drop(blob, key);
      save(blob);
    },
  };
}
