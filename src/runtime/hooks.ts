/**
 * The public extension bus. `@wordpress/hooks` validates namespaces, hook names, callbacks and
 * priorities with the exact console messages SPEC §5 and §8 require, and returns early instead of
 * throwing, which is right for an API that site owners' snippets call. Every name Colophon fires,
 * with its payload, is listed in ./events.ts.
 *
 * @example
 * window.colophon.hooks.addAction('colophon.likeDislike.voted', 'my-theme/analytics', ({ type }) => {…});
 */
import { createHooks } from '@wordpress/hooks';

export type Hooks = ReturnType<typeof createHooks>;

export const hooks: Hooks = createHooks();
