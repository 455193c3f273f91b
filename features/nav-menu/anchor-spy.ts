/**
 * Marks the main menu's in-page links (`.elementor-item-anchor`, a hash on this page's path) as
 * the visitor scrolls, as the page builder does: `elementor-item-active` and
 * `aria-current="location"` while the link's target spans the middle of the viewport, or, for a
 * menu anchor widget (`.elementor-menu-anchor`, a point with no height), from when it passes the
 * middle until it is 300 px above the top. Links follow the anchor handler's rule (../anchors/rules.ts). IntersectionObservers decide it, so nothing reads
 * layout while the page scrolls; the attribute is removed rather than left empty.
 */
import { anchorTarget } from '../anchors/rules';

export const ANCHOR_TRAIL = 300;

const SPANS_MIDDLE = '-50% 0px -50% 0px';
const POINT_WINDOW = `${ANCHOR_TRAIL}px 0px -50% 0px`;

export function anchorSpy(menu: Element, signal: AbortSignal): void {
  const links = new Map<Element, HTMLAnchorElement[]>();
  for (const link of menu.querySelectorAll<HTMLAnchorElement>(
    '.elementor-nav-menu--main a.elementor-item-anchor, .elementor-nav-menu--main .elementor-item-anchor a',
  )) {
    const id = anchorTarget(link.href, location);
    const target = id === null ? null : document.getElementById(id);
    if (target) links.set(target, [...(links.get(target) ?? []), link]);
  }
  if (!links.size || typeof IntersectionObserver !== 'function') return;
  const mark = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      for (const link of links.get(entry.target) ?? []) {
        const item = link.classList.contains('elementor-item-anchor') ? link : (link.closest('.elementor-item-anchor') ?? link);
        item.classList.toggle('elementor-item-active', entry.isIntersecting);
        if (entry.isIntersecting) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    }
  };
  const observers = new Map<boolean, IntersectionObserver>();
  for (const target of links.keys()) {
    const point = target.classList.contains('elementor-menu-anchor');
    let observer = observers.get(point);
    if (!observer) observers.set(point, (observer = new IntersectionObserver(mark, { rootMargin: point ? POINT_WINDOW : SPANS_MIDDLE })));
    observer.observe(target);
  }
  signal.addEventListener('abort', () => observers.forEach((observer) => observer.disconnect()), { once: true });
}
