/**
 * How the surfaces patch a window's platform prototypes (the page's, or a same-origin frame's).
 * Plain functions: this ships in the synchronous head script, and their names minify.
 */

/** The prototype of window `w`'s global `name` (undefined where the browser has none). */
export const proto = (w: Window, name: string): object | undefined => (w as unknown as Record<string, { prototype: object } | undefined>)[name]?.prototype;

/** Replaces method `name` of `target` by `make(original)`, where it exists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's many method signatures
export function wrap<T extends object>(target: T | undefined, name: string, make: (original: any) => unknown): void {
  const original = target && (target as Record<string, unknown>)[name];
  if (typeof original === 'function') (target as Record<string, unknown>)[name] = make(original);
}

/**
 * Replaces accessor `name` of `target`, where it has a setter (or, with `has` 'get', a getter), by
 * what `make(descriptor)` returns (its `set`, its `get`, or both): the rest stays the original's.
 */
export function accessor(target: object | undefined, name: string, make: (d: PropertyDescriptor) => PropertyDescriptor, has: 'get' | 'set' = 'set'): void {
  const d = target && Object.getOwnPropertyDescriptor(target, name);
  if (d?.[has]) Object.defineProperty(target, name, { ...d, ...make(d) });
}
