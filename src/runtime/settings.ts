/**
 * Reading the JSON attributes handlers bind to: the one place an element attribute is parsed.
 *
 * - Settings: `data-settings` (widgets) or `data-elementor-settings` (documents). The server drops
 *   null and empty values, so a missing key means "use the default": every handler declares its
 *   defaults and gets them merged in. Responsive keys carry a device suffix (`offset_tablet`); a
 *   device without its own value falls back to the next larger device, then desktop.
 * - Declared attributes: each handler lists the other JSON attributes it reads (`static attributes`,
 *   e.g. a store button's `data-args`, a listing's `data-nav` on a descendant), with their type and
 *   a reader that narrows them.
 *
 * Malformed JSON or a wrong type is an AttributeError naming the attribute; the registry logs it
 * once with the handler's id and skips that element, and the page goes on.
 */
import { fallbackChain, type Device } from './breakpoints';

import { SETTINGS_ATTRIBUTES } from './settings-attributes';

export class AttributeError extends Error {
  override name = 'AttributeError';
  /** `problem` completes a sentence that starts with the attribute's name; `consequence` says what is not done. */
  constructor(
    readonly attribute: string,
    problem: string,
    consequence = 'this element is skipped',
  ) {
    super(`${attribute} ${problem}; ${consequence}. Fix the markup that printed it.`);
  }
}

export type JsonKind = 'object' | 'array';

export interface AttributeSpec<T = unknown> {
  /** The attribute, e.g. `data-args`. */
  name: string;
  /** A descendant that carries the attribute instead of the handler's element (its first match). */
  within?: string;
  /** @default 'object' */
  type?: JsonKind;
  /**
   * Narrows the parsed value (`{}` or `[]` when the attribute or its element is absent) to what the
   * handler uses. Throw an Error whose message completes "data-args …" (e.g. "has no store slug").
   */
  read?(value: unknown, host: Element): T;
}

export type AttributeSpecs = Record<string, AttributeSpec>;

/** The values a handler gets in `this.attrs` for its `static attributes`. */
export type AttributeValues<T extends AttributeSpecs> = {
  [K in keyof T]: T[K] extends AttributeSpec<infer V> ? (unknown extends V ? Record<string, unknown> : V) : never;
};

/** The parsed JSON of one attribute, or undefined when it is absent or blank. */
export function readJson(element: Element, name: string, type: JsonKind = 'object', consequence?: string): unknown {
  const raw = element.getAttribute(name);
  if (raw === null || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new AttributeError(name, `is not valid JSON (${(error as Error).message})`, consequence);
  }
  // PHP encodes an empty associative array as `[]`: no settings, not a wrong shape.
  if (type === 'object' && Array.isArray(value) && !value.length) return {};
  if (type === 'array' ? !Array.isArray(value) : !value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AttributeError(name, `must hold a JSON ${type}`, consequence);
  }
  return value;
}

/** An element's settings object (`{}` when it has none). */
export function parseSettings(element: Element): Record<string, unknown> {
  const attribute = SETTINGS_ATTRIBUTES.find((name) => element.hasAttribute(name));
  return ((attribute && readJson(element, attribute)) ?? {}) as Record<string, unknown>;
}

/** Every declared attribute of `element`, parsed and narrowed. */
export function readAttributes<T extends AttributeSpecs>(element: Element, specs: T): AttributeValues<T> {
  const values: Record<string, unknown> = {};
  for (const [key, { name, within, type = 'object', read }] of Object.entries(specs)) {
    const host = within ? element.querySelector(within) : element;
    const value = (host && readJson(host, name, type)) ?? (type === 'array' ? [] : {});
    try {
      values[key] = read ? read(value, host ?? element) : value;
    } catch (error) {
      throw new AttributeError(name, (error as Error).message);
    }
  }
  return values as AttributeValues<T>;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Defaults overlaid with the parsed values; `undefined`, null and '' in the markup count as absent. */
export function withDefaults<S extends object>(defaults: S, parsed: Record<string, unknown>): S {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(parsed)) {
    if (present(value)) merged[key] = value;
  }
  return merged as S;
}

/** The value of responsive setting `key` for `device`, walking toward larger devices; 0 counts as a value. */
export function responsive<T = unknown>(settings: object, key: string, device: Device): T | undefined {
  const bag = settings as Record<string, unknown>;
  for (const step of fallbackChain(device)) {
    const value = bag[step === 'desktop' ? key : `${key}_${step}`];
    if (present(value)) return value as T;
  }
  return undefined;
}

/** A page-builder number setting: a number, a numeric string or a slider's `{size, unit}`; undefined otherwise. */
export function sizeOf(value: unknown): number | undefined {
  const raw = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
