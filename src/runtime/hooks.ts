/**
 * The public extension bus. `@wordpress/hooks` validates namespaces, hook names, callbacks and
 * priorities with the exact console messages the specification gives, and returns early instead of
 * throwing, which is right for an API that site owners' snippets call. Every name Colophon fires,
 * with its payload, is listed in ./events.ts.
 *
 * Hook names may that start with a digit, a dash, a period or one underscore (`9lives`, `_private`); the
 * library wants a letter first. Such a name goes to the library behind a fixed prefix, so it works
 * as the spec says while every other rule and message stays the library's.
 *
 * @example
 * window.colophon.hooks.addAction('colophon.likeDislike.voted', 'my-theme/analytics', ({ type }) => {…});
 */
import { createHooks } from '@wordpress/hooks';

export type Hooks = ReturnType<typeof createHooks>;

const PREFIX = 'colophonHook.';

/** A bus whose hook names may start with a digit, a dash, a period or one underscore. */
export function createSpecHooks(): Hooks {
  const bus = createHooks() as unknown as Record<string, unknown>;
  for (const [method, original] of Object.entries(bus)) {
    if (typeof original !== 'function') continue;
    // Every method takes the hook name first; currentAction/currentFilter take none and return one.
    bus[method] = (name: unknown, ...rest: unknown[]) => {
      const result = original(typeof name === 'string' && /^(?!__)[\d_.-]/.test(name) ? PREFIX + name : name, ...rest);
      return method.startsWith('current') ? ((result as string | null)?.replace(PREFIX, '') ?? null) : result;
    };
  }
  return bus as unknown as Hooks;
}

export const hooks: Hooks = createSpecHooks();
