/**
 * Checks at Colophon's public entry points: what site code and other plugins call
 * (`window.colophon.scan`, `window.colophon.sticky`, `window.colophonConsent`, the kit
 * customization registry) and the Handler base a developer extends. A wrong call fails at once,
 * in the caller's own stack, with one error that names the entry point and the argument; nothing
 * else on the page is touched. Small on purpose: the head boot carries it.
 *
 *   missing argument:   colophon.scan: the argument "root" is missing.
 *   invalid type:       colophonConsent.allow: invalid type for "slugs": expected array, got string.
 *   invalid instance:   colophon.scan: invalid instance for "root": expected Element or Document or DocumentFragment, got Object.
 *   not implemented:    MyWidget.connect() should be implemented by the Handler subclass.
 *
 * (The last is the handler kit's own, in ./handler.ts, as only the kit needs it.)
 */
/** A TypeError named ArgumentError (made, not subclassed: a subclass of a built-in costs a helper). */
export function argumentError(message: string): TypeError {
  const error = new TypeError(message);
  error.name = 'ArgumentError';
  return error;
}

export type Kind = 'string' | 'number' | 'boolean' | 'function' | 'object' | 'array';

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const shown = (value: unknown): string => (typeof value === 'object' && value && !Array.isArray(value) ? value.constructor?.name || 'object' : kindOf(value));

/** `value`, when it is there (not undefined or null) and, if `kind` is given, of that kind (an array is not an object here). */
export function argument<T>(where: string, name: string, value: T, kind?: Kind): NonNullable<T> {
  if (value === undefined || value === null) throw argumentError(`${where}: the argument "${name}" is missing.`);
  if (kind && kindOf(value) !== kind) throw argumentError(`${where}: invalid type for "${name}": expected ${kind}, got ${shown(value)}.`);
  return value as NonNullable<T>;
}

/** `value`, when it is an instance of one of `classes`. */
export function instance<T>(where: string, name: string, value: unknown, classes: ReadonlyArray<abstract new (...args: never[]) => T>): T {
  argument(where, name, value);
  if (!classes.some((Class) => value instanceof Class)) {
    throw argumentError(`${where}: invalid instance for "${name}": expected ${classes.map((Class) => Class.name).join(' or ')}, got ${shown(value)}.`);
  }
  return value as T;
}
