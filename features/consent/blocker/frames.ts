/** Same-origin frames: the same interception inside, the first time the page reaches them through `contentWindow` or `contentDocument`. */
import type { AnyWindow } from './inert';
import { proto } from './patcher';

export function patchFrames(w: Window, install: (w: AnyWindow) => void): void {
  for (const property of ['contentWindow', 'contentDocument']) {
    const d = Object.getOwnPropertyDescriptor(proto(w, 'HTMLIFrameElement') ?? {}, property);
    if (!d?.get) continue;
    const get = d.get;
    Object.defineProperty(proto(w, 'HTMLIFrameElement'), property, {
      ...d,
      get(this: HTMLIFrameElement) {
        const value = get.call(this) as Window | Document | null;
        try {
          const frame = (value && 'defaultView' in value ? value.defaultView : value) as AnyWindow | null;
          if (frame?.document) install(frame);
        } catch {
          // another origin: nothing of it is reachable from here
        }
        return value;
      },
    });
  }
}
