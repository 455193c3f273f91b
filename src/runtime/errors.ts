/**
 * One reporter for failures the registry catches (a handler's connect, disconnect or settings
 * change, a chunk that did not load, a malformed attribute): one console line, and the
 * `colophon.error` hook so a site can forward it. Never throws.
 */
import type { Dispatch } from './events';

export interface ErrorContext {
  /** Handler id or subsystem. */
  source: string;
  /** What was being done: "connect", "disconnect", "loading chunk", … */
  phase: string;
  element?: Element;
}

export function report(dispatch: Dispatch, error: unknown, context: ErrorContext): void {
  const { source, phase, element = '' } = context;
  // A malformed attribute (./settings.ts) says all there is to say in its message.
  if ((error as Error | null)?.name === 'AttributeError') console.error(`[colophon] ${source}: ${(error as Error).message}`, element);
  else console.error(`[colophon] ${source}: ${phase} failed.`, error, element);
  dispatch('colophon.error', { error, ...context });
}
