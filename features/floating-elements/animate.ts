/**
 * The page builder's class-driven entrance and exit animations (`animated` plus an animation name
 * from its animation stylesheet): added, then cleaned up when the animation ends, or after a
 * second and a half if it never starts (no stylesheet, a hidden element). Without an animation, or
 * with reduced motion asked for, `done` runs at once.
 */
import { reducedMotion } from '../../src/runtime/viewport';

export const ANIMATION_FALLBACK_MS = 1500;

/** What a floating element needs of its handler (the handler itself serves). */
export interface FloatingHost {
  signal: AbortSignal;
  listen(target: EventTarget, type: string, listener: (event: Event) => void): void;
  /** A responsive setting for the current device. */
  setting(key: string): unknown;
}

export function animate(element: Element, classes: string[], done: () => void, signal: AbortSignal): void {
  const names = classes.filter(Boolean);
  if (!names.length || reducedMotion()) {
    done();
    return;
  }
  element.classList.add(...names);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    element.removeEventListener('animationend', onEnd);
    element.classList.remove(...names);
    done();
  };
  const onEnd = (event: Event) => {
    if (event.target === element) finish();
  };
  const timer = setTimeout(finish, ANIMATION_FALLBACK_MS);
  element.addEventListener('animationend', onEnd);
  signal.addEventListener('abort', finish, { once: true });
}

/** A responsive animation setting as classes: none for '' or 'none'. */
export const animationName = (value: unknown): string => (typeof value === 'string' && value !== 'none' ? value : '');
