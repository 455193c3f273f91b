/**
 * A dropdown taller than the room below it (a long sub-menu on a short screen) is capped to that
 * room and scrolls; the mouse wheel over it scrolls it by the menu's `scrollStep` (30 px by
 * default, SPEC §9) per step, not the page behind.
 */

/** The height to cap a sub-menu at, or 0 when it fits (or there is too little room to help). */
export function cappedHeight(top: number, height: number, viewport: number, step: number): number {
  const room = Math.floor(viewport - Math.max(0, top));
  return height > room && room >= step * 2 ? room : 0;
}

const wired = new WeakSet<Element>();

/** Fits `sub` (just shown) to the window; while it overflows, the wheel steps through it. */
export function fitSubmenu(sub: HTMLElement, step: number, signal: AbortSignal): void {
  const cap = cappedHeight(sub.getBoundingClientRect().top, sub.scrollHeight, innerHeight, step);
  sub.style.maxHeight = cap ? `${cap}px` : '';
  sub.style.overflowY = cap ? 'auto' : '';
  if (!cap || wired.has(sub)) return;
  wired.add(sub);
  sub.addEventListener(
    'wheel',
    (event) => {
      if (sub.scrollHeight <= sub.clientHeight || !event.deltaY) return;
      event.preventDefault();
      sub.scrollTop += Math.sign(event.deltaY) * step; // the browser keeps it within range
    },
    { passive: false, signal },
  );
}
