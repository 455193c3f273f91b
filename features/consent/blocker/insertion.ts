/** Every way a node enters a document, which catches elements made elsewhere (another document, DOMParser, a clone). */
import type { Inspect } from './inert';
import { proto, wrap } from './patcher';

/** `after` runs once a node is in: a frame it brought is patched before page code can reach it. */
export function patchInsertion(w: Window, inspect: Inspect, after: () => void): void {
  const checkArgs = (args: unknown[], parent: unknown) => {
    for (const arg of args) if (arg && typeof arg === 'object') inspect(arg as Node, false, parent as Node);
  };
  for (const [name, methods] of [
    ['Node', ['appendChild', 'insertBefore', 'replaceChild']],
    ['Element', ['append', 'prepend', 'before', 'after', 'replaceWith', 'replaceChildren', 'insertAdjacentElement']],
    ['CharacterData', ['before', 'after', 'replaceWith']],
    ['Document', ['append', 'prepend', 'replaceChildren']],
    ['DocumentFragment', ['append', 'prepend', 'replaceChildren']],
    ['Range', ['insertNode']],
  ] as const) {
    for (const method of methods) {
      wrap(
        proto(w, name),
        method,
        (original) =>
          function (this: unknown, ...args: unknown[]) {
            checkArgs(args, this);
            const result: unknown = original.apply(this, args);
            after();
            return result;
          },
      );
    }
  }
}
