/* eslint-disable @typescript-eslint/no-explicit-any -- the page builder's API is untyped JavaScript that add-ons call */
/**
 * Device modes as the page builder names them (mobile, mobile_extra, tablet, tablet_extra, laptop,
 * desktop, widescreen), from the breakpoints of its config (`responsive.activeBreakpoints`: each a
 * width in px and a direction, `max` but for widescreen's `min`), answered with the same media
 * queries its stylesheets use. Settings per device fall back to the next larger device's, then to
 * the desktop's (the key without a suffix); widescreen's only to the desktop's.
 */

export interface Breakpoint {
  value: number;
  direction?: 'min' | 'max';
  is_enabled?: boolean;
  label?: string;
}

let active: Record<string, Breakpoint> = {};

export function setBreakpoints(breakpoints: Record<string, Breakpoint>): void {
  active = breakpoints;
}

/** Active device names, small to large (or large to small), with `desktop` where it belongs. */
export function devices({ largeToSmall = false, withDesktop = false } = {}): string[] {
  const names = Object.keys(active).sort((a, b) => active[a].value - active[b].value);
  if (withDesktop) {
    const wide = names.indexOf('widescreen');
    names.splice(wide < 0 ? names.length : wide, 0, 'desktop');
  }
  return largeToSmall ? names.reverse() : names;
}

export function currentDevice(): string {
  for (const name of devices()) {
    const { value, direction = 'max' } = active[name];
    if (direction === 'max' && matchMedia(`(max-width: ${value}px)`).matches) return name;
  }
  const wide = active.widescreen;
  return wide && matchMedia(`(min-width: ${wide.value}px)`).matches ? 'widescreen' : 'desktop';
}

const present = (value: unknown): boolean => value === 0 || (!!value && !(typeof value === 'object' && !Object.keys(value).length));

export function deviceSetting(settings: Record<string, any>, key: string, device = currentDevice()): any {
  if (device === 'widescreen') return present(settings[key + '_widescreen']) ? settings[key + '_widescreen'] : settings[key];
  const order = devices({ largeToSmall: true, withDesktop: true });
  for (let at = order.indexOf(device); at > 0; at--) {
    const value = settings[key + '_' + order[at]];
    if (present(value)) return value;
  }
  return settings[key];
}

/** The config's breakpoints, or the ones Colophon's config carries (the kit's), or the page builder's defaults. */
export function breakpointsFrom(config: any, widths: Record<string, number> | undefined): Record<string, Breakpoint> {
  const given = config?.responsive?.activeBreakpoints ?? config?.responsive?.breakpoints;
  if (given && typeof given === 'object') {
    const out: Record<string, Breakpoint> = {};
    for (const [name, one] of Object.entries<Breakpoint>(given)) if (one && one.is_enabled !== false) out[name] = one;
    return out;
  }
  const out: Record<string, Breakpoint> = {};
  for (const [name, value] of Object.entries(widths ?? { mobile: 767, tablet: 1024 })) {
    out[name] = { value, direction: name === 'widescreen' ? 'min' : 'max', is_enabled: true };
  }
  return out;
}
