/**
 * Frames as CSS. Two ways: the property values themselves (for keyframes a scroll timeline runs),
 * or the page builder's custom properties (`--translateY`, `--rotateZ`, `--scale`, `--blur`, …)
 * under a transform / filter rule written once, so each later frame is a few `setProperty` calls.
 */
import type { Frame, Kind } from './effects';

const order = ['translateX', 'translateY', 'rotateX', 'rotateY', 'rotateZ', 'scale'] as const;
type Part = (typeof order)[number];

function unit(part: Part, kind: Kind): string {
  if (part === 'scale') return '';
  if (part.startsWith('rotate')) return 'deg';
  return kind === 'background' ? '%' : 'px';
}

/** The transform parts a set of frames uses, in one fixed order. */
export function partsOf(frame: Frame): Part[] {
  return order.filter((part) => frame[part] !== undefined);
}

/** `transform`, `opacity` and `filter` values for a frame, keyframe-ready. */
export function frameStyle(frame: Frame, kind: Kind, parts: Part[] = partsOf(frame)): Record<string, string> {
  const style: Record<string, string> = {};
  if (parts.length) style.transform = parts.map((part) => `${part}(${frame[part] ?? (part === 'scale' ? 1 : 0)}${unit(part, kind)})`).join(' ');
  if (frame.opacity !== undefined) style.opacity = String(frame.opacity);
  if (frame.blur !== undefined) style.filter = `blur(${frame.blur}px)`;
  return style;
}

/** The rule written once for the custom-property way: `translateY(var(--translateY)) …`. */
export function variableRule(parts: Part[]): string {
  return parts.map((part) => `${part}(var(--${part}, ${part === 'scale' ? 1 : 0}))`).join(' ');
}

/** The custom properties for a frame (plus opacity, which the page builder also sets directly). */
export function frameVariables(frame: Frame, kind: Kind): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of order) if (frame[part] !== undefined) out.push([`--${part}`, `${frame[part]}${unit(part, kind)}`]);
  if (frame.blur !== undefined) out.push(['--blur', `${frame.blur}px`]);
  if (frame.opacity !== undefined) out.push(['opacity', String(frame.opacity)]);
  return out;
}

/** Keyframe offsets where a plan's values change slope: 0, 1 and every range end. */
export function keyOffsets(ranges: Array<{ start: number; end: number }>): number[] {
  const points = new Set([0, 100]);
  for (const { start, end } of ranges) points.add(start).add(end);
  return [...points].sort((a, b) => a - b).map((p) => p / 100);
}
