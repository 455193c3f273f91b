/**
 * Same-origin frames get the same interception inside, as soon as they exist: when the page reaches
 * one (`contentWindow`, `contentDocument`), after any insertion or HTML string that may have made
 * one (it is then reachable as `window[0]`, past any getter), and again when it loads after a
 * navigation (a frame's window object stays, its document and prototypes are new). A setter taken from a frame
 * is then always the patched one, so it cannot be used on this page's elements either.
 */
import type { AnyWindow } from './inert';
import { accessor, proto } from './patcher';

/** Installs in every frame `w` holds now; returned for the surfaces that add frames. */
export function patchFrames(w: Window, install: (w: AnyWindow) => void): () => void {
  const watched = new WeakSet<Element>();
  const reach = (frame: Window | null) => {
    try {
      if (!frame?.document) return;
      install(frame as AnyWindow);
      // Its next document (after a navigation) is patched when it loads. A listener on the frame
      // itself: one on the document would run for every image and script that loads.
      const element = frame.frameElement;
      if (element && !watched.has(element)) {
        watched.add(element);
        element.addEventListener('load', () => reach((element as HTMLIFrameElement).contentWindow));
      }
    } catch {
      // another origin: nothing of it is reachable from here
    }
  };
  for (const property of ['contentWindow', 'contentDocument'])
    accessor(
      proto(w, 'HTMLIFrameElement'),
      property,
      (d) => ({
        get(this: HTMLIFrameElement) {
          const value = d.get!.call(this) as Window | Document | null;
          reach(value && 'defaultView' in value ? value.defaultView : (value as Window | null));
          return value;
        },
      }),
      'get',
    );
  return () => {
    for (let i = 0; i < w.length; i++) reach(w[i] as Window);
  };
}
