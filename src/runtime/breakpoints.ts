/**
 * The current device, from matchMedia on the configured breakpoints (never from computed style, so
 * asking costs no style recalculation). Devices run smallest to largest; `desktop` has no breakpoint
 * of its own and `widescreen` is a min-width.
 */
import type { Breakpoints } from './config';

export const devices = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'] as const;
export type Device = (typeof devices)[number];

type MatchMedia = (query: string) => MediaQueryList;

export interface DeviceWatcher {
  current(): Device;
}

export function createDeviceWatcher(breakpoints: Breakpoints, matchMedia: MatchMedia = (q) => window.matchMedia(q)): DeviceWatcher {
  const queries = devices
    .filter((d) => d !== 'desktop' && d !== 'widescreen' && typeof breakpoints[d] === 'number')
    .map((device) => ({ device, list: matchMedia(`(max-width: ${breakpoints[device as keyof Breakpoints]}px)`) }));
  const wide = typeof breakpoints.widescreen === 'number' ? matchMedia(`(min-width: ${breakpoints.widescreen}px)`) : null;
  return {
    current(): Device {
      for (const { device, list } of queries) if (list.matches) return device;
      return wide?.matches ? 'widescreen' : 'desktop';
    },
  };
}

/**
 * The order in which a responsive setting is looked up for `device`: itself, then each larger
 * device up to desktop. Widescreen looks at itself, then desktop.
 */
export function fallbackChain(device: Device): Device[] {
  if (device === 'widescreen') return ['widescreen', 'desktop'];
  return devices.slice(devices.indexOf(device), devices.indexOf('desktop') + 1);
}
