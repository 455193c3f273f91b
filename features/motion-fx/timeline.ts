/**
 * Scroll effects on the browser's scroll-driven animations: one Web Animation per element on a
 * ViewTimeline (viewport range: `cover 0%` → `cover 100%` is exactly the progress of ./effects.ts)
 * or on the document's ScrollTimeline (page range). The browser runs them, off the main thread
 * for transform and opacity: no script per frame, and ranges follow layout changes by themselves.
 */
import { scrollFrame, type MotionPlan } from './effects';
import { frameStyle, keyOffsets, partsOf } from './css';

interface TimelineWindow {
  ViewTimeline?: new (options: { subject: Element; axis?: string }) => AnimationTimeline;
  ScrollTimeline?: new (options: { source: Element; axis?: string }) => AnimationTimeline;
}

export function timelinesSupported(win: Window = window): boolean {
  const w = win as unknown as TimelineWindow;
  return typeof w.ViewTimeline === 'function' && typeof w.ScrollTimeline === 'function' && typeof Element.prototype.animate === 'function';
}

/** The keyframes of a plan's scroll effects (pure). */
export function scrollKeyframes(plan: Pick<MotionPlan, 'kind' | 'scroll'>): Keyframe[] {
  const offsets = keyOffsets(plan.scroll.map((effect) => effect.range));
  const parts = partsOf(scrollFrame(plan, 50));
  return offsets.map((offset) => ({ offset, ...frameStyle(scrollFrame(plan, offset * 100), plan.kind, parts) }));
}

/** Runs the plan's scroll effects on `target`, measured on `subject`; cancelled when `signal` aborts. */
export function runOnTimeline(plan: MotionPlan, target: HTMLElement, subject: Element, signal: AbortSignal): void {
  const w = window as unknown as Required<TimelineWindow>;
  const timeline =
    plan.range === 'page' ? new w.ScrollTimeline({ source: document.documentElement, axis: 'block' }) : new w.ViewTimeline({ subject, axis: 'block' });
  const options: KeyframeAnimationOptions & { rangeStart?: string; rangeEnd?: string } = { timeline, fill: 'both', easing: 'linear' };
  if (plan.range === 'viewport') Object.assign(options, { rangeStart: 'cover 0%', rangeEnd: 'cover 100%' });
  const animation = target.animate(scrollKeyframes(plan), options);
  signal.addEventListener('abort', () => animation.cancel(), { once: true });
}
