/** The URL properties of the elements that fetch (`src`, `srcset`, `href`, `poster`, `data`). */
import { INERT, type Intercept } from './inert';
import { accessor, proto } from './patcher';

export function patchUrlProperties(w: Window, intercept: Intercept): void {
  // (Video and audio share their `src` on HTMLMediaElement.)
  for (const [owner, name] of [
    ['HTMLScriptElement', 'src'],
    ['HTMLIFrameElement', 'src'],
    ['HTMLImageElement', 'src'],
    ['HTMLImageElement', 'srcset'],
    ['HTMLSourceElement', 'src'],
    ['HTMLSourceElement', 'srcset'],
    ['HTMLLinkElement', 'href'],
    ['HTMLMediaElement', 'src'],
    ['HTMLVideoElement', 'poster'],
    ['HTMLEmbedElement', 'src'],
    ['HTMLObjectElement', 'data'],
  ] as const) {
    accessor(proto(w, owner), name, (d) => ({
      get(this: Element) {
        return this.getAttribute(INERT + name) ?? d.get!.call(this);
      },
      set(this: Element, value: unknown) {
        if (!intercept(this, name, value)) d.set!.call(this, value);
      },
    }));
  }
}
