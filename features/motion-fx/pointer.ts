/**
 * The pointer's place as % of the viewport, for mouse effects: one passive `pointermove` listener
 * per page, turned into at most one update per frame for the subscribers that are on screen.
 */
export type PointerListener = (x: number, y: number) => void;

export interface Pointer {
  add(listener: PointerListener, signal: AbortSignal): void;
}

export function createPointer(): Pointer {
  const listeners = new Set<PointerListener>();
  let x = 50;
  let y = 50;
  let frame = 0;
  let listening: AbortController | null = null;
  const tick = () => {
    frame = 0;
    for (const listener of listeners) listener(x, y);
  };
  const move = (event: PointerEvent) => {
    if (event.pointerType && event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    x = (event.clientX / window.innerWidth) * 100;
    y = (event.clientY / window.innerHeight) * 100;
    if (!frame) frame = requestAnimationFrame(tick);
  };
  return {
    add(listener, signal) {
      listeners.add(listener);
      if (!listening) {
        listening = new AbortController();
        document.addEventListener('pointermove', move, { passive: true, signal: listening.signal });
      }
      signal.addEventListener(
        'abort',
        () => {
          listeners.delete(listener);
          if (!listeners.size && listening) {
            listening.abort();
            listening = null;
            if (frame) cancelAnimationFrame(frame);
            frame = 0;
          }
        },
        { once: true },
      );
    },
  };
}
