/**
 * Arrow-key movement in a list of titles (tabs, accordion headers): which title gets focus for a
 * key, or null when the key does nothing in that orientation (so the page keeps it, e.g. to
 * scroll). Home and End go to the ends; arrows wrap around. Right-to-left pages swap Left and Right.
 */
export type Orientation = 'horizontal' | 'vertical' | 'both';

export function nextIndex(key: string, index: number, count: number, orientation: Orientation, rtl = false): number | null {
  if (count < 1) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const across = orientation !== 'vertical';
  const down = orientation !== 'horizontal';
  let step = 0;
  if (across && key === 'ArrowRight') step = rtl ? -1 : 1;
  else if (across && key === 'ArrowLeft') step = rtl ? 1 : -1;
  else if (down && key === 'ArrowDown') step = 1;
  else if (down && key === 'ArrowUp') step = -1;
  if (!step) return null;
  return (((index + step) % count) + count) % count;
}

/** The page builder's duration control ({size, unit: 'ms' | 's'}) in milliseconds; `fallback` when absent or not a number. */
export function durationMs(value: unknown, fallback: number): number {
  if (!value || typeof value !== 'object') return fallback;
  const { size, unit } = value as { size?: unknown; unit?: unknown };
  const n = typeof size === 'number' ? size : typeof size === 'string' && size.trim() !== '' ? Number(size) : NaN;
  if (!Number.isFinite(n) || n < 0) return fallback;
  return Math.round(unit === 's' ? n * 1000 : n);
}
