/** The URL properties of the elements that fetch (`src`, `srcset`, `href`, `poster`, `data`, …), and `new Audio(url)`. */
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
    ['HTMLLinkElement', 'imageSrcset'],
    ['HTMLMediaElement', 'src'],
    ['HTMLVideoElement', 'poster'],
    ['HTMLEmbedElement', 'src'],
    ['HTMLObjectElement', 'data'],
    ['HTMLInputElement', 'src'],
    ['HTMLTrackElement', 'src'],
    ['HTMLBodyElement', 'background'],
    ['HTMLAnchorElement', 'ping'],
    ['HTMLAreaElement', 'ping'],
    ['HTMLMetaElement', 'content'],
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
  // `new Audio(url)` sets its source inside the constructor, past the setter: set it through it.
  const Audio = (w as Window & typeof globalThis).Audio;
  if (Audio) {
    // A function that reads `this`: the minifier cannot turn it into an arrow, which no `new` can call.
    const Patched = function (this: unknown, src?: string) {
      if (!(this instanceof Patched)) throw new TypeError("Failed to construct 'Audio': Please use the 'new' operator.");
      const audio = new Audio();
      if (src !== undefined) audio.src = src;
      return audio;
    } as unknown as typeof Audio;
    Patched.prototype = Audio.prototype;
    (w as Window & typeof globalThis).Audio = Patched;
  }
}
