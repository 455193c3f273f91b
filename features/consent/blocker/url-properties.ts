/** The URL properties of the elements that fetch (`src`, `srcset`, `href`, `poster`, `data`, …), and `new Audio(url)`. */
import { INERT, type Intercept } from './inert';
import { URL_ATTRIBUTES } from './url-attributes';
import { accessor } from './patcher';

export function patchUrlProperties(w: Window, intercept: Intercept): void {
  // Each URL attribute's property, on the prototype that has it, found from an element of each
  // kind: the table is ./url-attributes.ts alone. (Video and audio share their `src` on
  // HTMLMediaElement, patched once; SVG's are read-only, with no setter to patch.)
  const patched = new Set<unknown>();
  for (const tag in URL_ATTRIBUTES) {
    const element = w.document.createElement(tag);
    for (const attribute of URL_ATTRIBUTES[tag]!) {
      const name = attribute === 'imagesrcset' ? 'imageSrcset' : attribute;
      let owner: object | null = element;
      while (owner && !Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner) as object | null;
      accessor(owner ?? undefined, name, (d) => {
        if (patched.has(d.set)) return d;
        const set = function (this: Element, value: unknown) {
          if (!intercept(this, name, value)) d.set!.call(this, value);
        };
        patched.add(set);
        return {
          get(this: Element) {
            return this.getAttribute(INERT + name) ?? d.get!.call(this);
          },
          set,
        };
      });
    }
  }
  // `new Audio(url)` sets its source inside the constructor, past the setter: set it through it. A
  // Proxy keeps the constructor's prototype, and its refusal to be called without `new`.
  const Audio = (w as Window & typeof globalThis).Audio;
  if (Audio)
    (w as Window & typeof globalThis).Audio = new Proxy(Audio, {
      construct(target, args: unknown[]) {
        const audio = new target();
        if (args[0] !== undefined) audio.src = args[0] as string;
        return audio;
      },
    });
}
