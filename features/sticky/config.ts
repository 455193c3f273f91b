/**
 * What sticky does on the current device, from the page builder's own setting keys:
 * `sticky` (top | bottom), `sticky_on` (devices; all when absent), responsive `sticky_offset` and
 * `sticky_effects_offset` (device → next larger device → desktop), `sticky_parent` ('yes': stay
 * inside the parent). Pure: the handler passes the device and the admin bar's height.
 */
import type { Device } from '../../src/runtime/breakpoints';
import { responsive, sizeOf } from '../../src/runtime/settings';

export interface StickySettings {
  sticky?: string;
  sticky_on?: string[];
  sticky_offset?: number | string;
  sticky_effects_offset?: number | string;
  sticky_parent?: string;
  [key: string]: unknown;
}

export interface StickyConfig {
  edge: 'top' | 'bottom';
  /** Distance from the viewport edge in px, the admin bar included. */
  offset: number;
  /** How far past the sticking point the effects class starts, in px. */
  effectsOffset: number;
  /** Stay inside the parent (CSS `position: sticky` does exactly that). */
  parent: boolean;
}

/** A setting given as a number, a numeric string or the builder's `{size}` object; else `fallback`. */
export function pixels(value: unknown, fallback = 0): number {
  const number = sizeOf(value);
  return number === undefined ? fallback : Math.max(0, number);
}

/**
 * The config for `device`, or null when the element does not stick there. `adminBar` is the height
 * of a fixed admin bar (0 when there is none or it scrolls away); it is added only to a top edge.
 */
export function stickyConfig(settings: StickySettings, device: Device, adminBar = 0): StickyConfig | null {
  const edge = settings.sticky;
  if (edge !== 'top' && edge !== 'bottom') return null;
  const on = settings.sticky_on;
  if (Array.isArray(on) && !on.includes(device)) return null;
  const offset = pixels(responsive(settings, 'sticky_offset', device));
  return {
    edge,
    offset: offset + (edge === 'top' ? adminBar : 0),
    effectsOffset: pixels(responsive(settings, 'sticky_effects_offset', device)),
    parent: settings.sticky_parent === 'yes',
  };
}

/** Whether two configs differ (a resize re-applies sticky only then, so nothing jumps for nothing). */
export function changed(a: StickyConfig | null, b: StickyConfig | null): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}
