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
  /** Calls `listener` whenever the device changes; stops when `signal` aborts. */
  watch(listener: (device: Device) => void, signal: AbortSignal): void;
  /** Devices that are enabled on this site, smallest first (desktop always included). */
  readonly active: readonly Device[];
}

export function createDeviceWatcher(breakpoints: Breakpoints, matchMedia: MatchMedia = (q) => window.matchMedia(q)): DeviceWatcher {
  const maxWidth = devices.filter(
    (d): d is Exclude<Device, 'desktop' | 'widescreen'> => d !== 'desktop' && d !== 'widescreen' && typeof breakpoints[d] === 'number',
  );
  const queries = maxWidth.map((device) => ({ device, list: matchMedia(`(max-width: ${breakpoints[device]}px)`) }));
  const wide = typeof breakpoints.widescreen === 'number' ? matchMedia(`(min-width: ${breakpoints.widescreen}px)`) : null;
  const active: Device[] = [...maxWidth, 'desktop', ...(wide ? (['widescreen'] as const) : [])];

  function current(): Device {
    for (const { device, list } of queries) if (list.matches) return device;
    return wide?.matches ? 'widescreen' : 'desktop';
  }

  return {
    active,
    current,
    watch(listener, signal) {
      let last = current();
      const onChange = () => {
        const next = current();
        if (next !== last) {
          last = next;
          listener(next);
        }
      };
      for (const list of [...queries.map((q) => q.list), ...(wide ? [wide] : [])]) {
        list.addEventListener('change', onChange, { signal });
      }
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
