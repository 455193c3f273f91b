/**
 * Motion effects, from the page builder's own setting keys, as pure
 * functions of progress. `prefix` is `motion_fx` (the element) or `background_motion_fx` (its
 * background layer). Scroll effects: `{prefix}_motion_fx_scrolling: 'yes'`, then per effect
 * `{prefix}_{effect}_effect: 'yes'` with `_direction`, `_speed` / `_level` (`{size}`) and
 * `_affectedRange` / `_range` (`{sizes: {start, end}}`, viewport %). Mouse effects:
 * `{prefix}_motion_fx_mouse: 'yes'` with `mouseTrack` and `tilt`. `{prefix}_devices` lists the
 * devices they run on; `{prefix}_range` is `viewport` (default) or `page`. An element the page
 * builder positions `fixed` (`_position`, per device) never travels through the viewport, so its
 * effects follow the page's scroll (`page`) whatever the range says, as the page builder does.
 *
 * Progress `p` is 0–100: for the viewport range, 0 when the element's top meets the viewport's
 * bottom and 100 when its bottom leaves the viewport's top; for the page range, the page's scroll
 * position in %. Every value below is linear in `p` between the range ends, which is what lets a
 * scroll timeline run them from a handful of keyframes (./timeline.ts).
 */
import type { Device } from '../../src/runtime/breakpoints';
import { responsive, sizeOf } from '../../src/runtime/settings';

export type ScrollEffectName = 'translateY' | 'translateX' | 'opacity' | 'blur' | 'rotateZ' | 'scale';
export type Direction = '' | 'negative' | 'out-in' | 'in-out' | 'in-out-in' | 'out-in-out';
export type Kind = 'element' | 'background';

export interface Range {
  start: number;
  end: number;
}

export interface ScrollEffect {
  name: ScrollEffectName;
  direction: Direction;
  /** Speed (translate, rotate, scale) or level (opacity, blur). */
  amount: number;
  /** `affectedRange` (translate, rotate: progress is clamped to it) or `range` (opacity, blur, scale). */
  range: Range;
}

export interface MouseEffect {
  name: 'mouseTrack' | 'tilt';
  direction: '' | 'negative';
  speed: number;
}

export interface MotionPlan {
  kind: Kind;
  scroll: ScrollEffect[];
  mouse: MouseEffect[];
  range: 'viewport' | 'page';
}

/** The values a frame writes: translate in px (element) or % of the layer (background), rotations in deg. */
export interface Frame {
  translateX?: number;
  translateY?: number;
  rotateX?: number;
  rotateY?: number;
  rotateZ?: number;
  scale?: number;
  opacity?: number;
  blur?: number;
}

const defaults: Record<ScrollEffectName, { direction: Direction; amount: number; range: Range }> = {
  translateY: { direction: '', amount: 4, range: { start: 0, end: 100 } },
  translateX: { direction: '', amount: 4, range: { start: 0, end: 100 } },
  opacity: { direction: 'out-in', amount: 10, range: { start: 20, end: 80 } },
  blur: { direction: 'out-in', amount: 7, range: { start: 20, end: 80 } },
  rotateZ: { direction: '', amount: 1, range: { start: 0, end: 100 } },
  scale: { direction: 'out-in', amount: 4, range: { start: 20, end: 80 } },
};
const mouseDefaults = { mouseTrack: 1, tilt: 4 };
const directions: Direction[] = ['', 'negative', 'out-in', 'in-out', 'in-out-in', 'out-in-out'];

/** `{size}` or a bare number → number, else `fallback`. */
function size(value: unknown, fallback: number): number {
  return sizeOf(value) ?? fallback;
}

/** `{sizes: {start, end}}` → a range inside 0–100 with start ≤ end, else `fallback`. */
function range(value: unknown, fallback: Range): Range {
  const sizes = value && typeof value === 'object' ? (value as { sizes?: { start?: unknown; end?: unknown } }).sizes : undefined;
  const start = Number(sizes?.start);
  const end = Number(sizes?.end);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return fallback;
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  return { start: clamp(Math.min(start, end)), end: clamp(Math.max(start, end)) };
}

function direction(value: unknown, fallback: Direction): Direction {
  return directions.includes(value as Direction) ? (value as Direction) : fallback;
}

/** The effects `prefix` turns on for `device`, or null when none runs there. */
export function motionPlan(settings: Record<string, unknown>, prefix: 'motion_fx' | 'background_motion_fx', device: Device): MotionPlan | null {
  const devices = settings[`${prefix}_devices`];
  if (Array.isArray(devices) && !devices.includes(device)) return null;
  const on = (key: string) => settings[`${prefix}_${key}`] === 'yes';
  const scroll: ScrollEffect[] = [];
  if (on('motion_fx_scrolling')) {
    for (const name of Object.keys(defaults) as ScrollEffectName[]) {
      if (!on(`${name}_effect`)) continue;
      const base = defaults[name];
      const measured = name === 'opacity' || name === 'blur';
      const ranged = measured || name === 'scale';
      scroll.push({
        name,
        direction: direction(settings[`${prefix}_${name}_direction`], base.direction),
        amount: size(settings[`${prefix}_${name}_${measured ? 'level' : 'speed'}`], base.amount),
        range: range(settings[`${prefix}_${name}_${ranged ? 'range' : 'affectedRange'}`], base.range),
      });
    }
  }
  const mouse: MouseEffect[] = [];
  if (on('motion_fx_mouse')) {
    for (const name of ['mouseTrack', 'tilt'] as const) {
      if (!on(`${name}_effect`)) continue;
      mouse.push({
        name,
        direction: settings[`${prefix}_${name}_direction`] === 'negative' ? 'negative' : '',
        speed: size(settings[`${prefix}_${name}_speed`], mouseDefaults[name]),
      });
    }
  }
  if (!scroll.length && !mouse.length) return null;
  const fixed = responsive(settings, '_position', device) === 'fixed';
  return {
    kind: prefix === 'motion_fx' ? 'element' : 'background',
    scroll,
    mouse,
    range: fixed || settings[`${prefix}_range`] === 'page' ? 'page' : 'viewport',
  };
}

/**
 * How far (0–100) a fade or scale has got at progress `p`: out-in rises to 100 through the range
 * and stays; in-out falls; in-out-in is 0 inside the range and rises toward either end;
 * out-in-out is 100 inside and falls toward either end.
 */
export function movePoint(p: number, dir: Direction, { start, end }: Range): number {
  const share = (part: number, whole: number) => (whole <= 0 ? 100 : Math.min(100, Math.max(0, (part / whole) * 100)));
  if (p < start) {
    if (dir === 'out-in') return 0;
    if (dir === 'in-out') return 100;
    const point = share(p, start);
    return dir === 'in-out-in' ? 100 - point : point;
  }
  if (p < end) {
    if (dir === 'in-out-in') return 0;
    if (dir === 'out-in-out') return 100;
    const point = share(p - start, end - start);
    return dir === 'in-out' ? 100 - point : point;
  }
  if (dir === 'in-out') return 0;
  if (dir === 'out-in') return 100;
  const point = share(100 - p, 100 - end);
  return dir === 'in-out-in' ? 100 - point : point;
}

/** The share of a background layer that is extra room to move in, for `speed` (layer = 100 + speed × 10 %). */
export function movable(speed: number): number {
  const extra = Math.abs(speed) * 10;
  return extra / (100 + extra);
}

/** A translate or rotation at progress `p` (already clamped and flipped). */
function step(p: number, speed: number, kind: Kind, unitIsPercent: boolean): number {
  if (kind === 'background' && unitIsPercent) return -movable(speed) * p; // % of the layer
  return -(p - 50) * speed;
}

const round = (n: number) => Math.round(n * 1000) / 1000 || 0; // never -0

/** The values of every scroll effect at progress `p`. */
export function scrollFrame(plan: Pick<MotionPlan, 'kind' | 'scroll'>, p: number): Frame {
  const frame: Frame = {};
  for (const effect of plan.scroll) {
    const { name, direction: dir, amount, range: r } = effect;
    if (name === 'translateX' || name === 'translateY' || name === 'rotateZ') {
      let at = Math.min(r.end, Math.max(r.start, p));
      if (dir === 'negative') at = 100 - at;
      frame[name] = round(step(at, amount, plan.kind, name !== 'rotateZ'));
      continue;
    }
    const point = movePoint(p, dir, r);
    if (name === 'scale') frame.scale = round(1 + (amount * point) / 1000);
    else if (name === 'opacity') frame.opacity = round(1 - amount / 10 + ((amount / 10) * point) / 100);
    else frame.blur = round(amount - (amount * point) / 100);
  }
  return frame;
}

/** The values of every mouse effect for a pointer at `x`, `y` (% of the viewport). */
export function mouseFrame(plan: Pick<MotionPlan, 'kind' | 'mouse'>, x: number, y: number): Frame {
  const frame: Frame = {};
  for (const { name, direction: dir, speed } of plan.mouse) {
    const flip = (n: number) => (dir === 'negative' ? 100 - n : n);
    if (name === 'mouseTrack') {
      frame.translateX = round(step(flip(x), speed, plan.kind, true));
      frame.translateY = round(step(flip(y), speed, plan.kind, true));
    } else {
      frame.rotateX = round(-(flip(y) - 50) * (speed / 10));
      frame.rotateY = round(-(flip(100 - x) - 50) * (speed / 10));
    }
  }
  return frame;
}

/** Layer size in % for a background plan: 100 + speed × 10 per axis that moves (mouse first, scroll overrides its axis). */
export function layerSize(plan: Pick<MotionPlan, 'scroll' | 'mouse'>): { width: number; height: number } {
  let x = 0;
  let y = 0;
  const track = plan.mouse.find((m) => m.name === 'mouseTrack');
  if (track) x = y = Math.abs(track.speed) * 10;
  for (const effect of plan.scroll) {
    if (effect.name === 'translateX') x = Math.abs(effect.amount) * 10;
    if (effect.name === 'translateY') y = Math.abs(effect.amount) * 10;
  }
  return { width: 100 + x, height: 100 + y };
}
