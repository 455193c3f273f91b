/**
 * Which entrance animation an element plays on the current device: `_animation` (widgets) or
 * `animation` (sections, containers), responsive (`_animation_tablet`, `_animation_mobile`), 'none'
 * or empty for none; `_animation_delay` / `animation_delay` in ms; `_animation_duration` /
 * `animation_duration` 'slow' | 'fast' for the speed class. Pure.
 */
import type { Device } from '../../src/runtime/breakpoints';
import { responsive } from '../../src/runtime/settings';

export interface Entrance {
  name: string;
  delay: number;
  /** The speed class the page builder's CSS knows (`animated-slow`, `animated-fast`), or ''. */
  speed: string;
}

export function entrance(settings: Record<string, unknown>, device: Device): Entrance | null {
  const prefix = responsive(settings, '_animation', device) !== undefined ? '_animation' : 'animation';
  const name = responsive<string>(settings, prefix, device);
  if (typeof name !== 'string' || !/^[A-Za-z][\w-]*$/.test(name) || name === 'none') return null;
  const delay = Number(settings[`${prefix}_delay`]);
  const duration = settings[`${prefix}_duration`];
  return {
    name,
    delay: Number.isFinite(delay) && delay > 0 ? Math.min(delay, 10000) : 0,
    speed: duration === 'slow' || duration === 'fast' ? `animated-${duration}` : '',
  };
}
