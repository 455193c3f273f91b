/**
 * Markers: in-page links (`a[href*="#"]`) and page-builder documents (`[data-elementor-id]`).
 *
 * - A link to a plain anchor on this page (./rules.ts) whose target is a page-builder element or
 *   menu anchor scrolls to it smoothly (at once under reduced motion), leaving room for the admin
 *   bar and a stuck header, puts the hash in the address (Back returns) and moves focus there.
 * - `?theme_template_id=N` scrolls, once per page, to the template element N, centred.
 */
import { Handler } from '../../src/runtime/handler';
import { fixedAdminBar, reducedMotion } from '../../src/runtime/viewport';
import { anchorTarget, templateId } from './rules';

const TARGETS = '.elementor-element, .elementor-menu-anchor, [data-elementor-id], [data-colophon-anchor]';

/** Room to leave above a target: a fixed admin bar and the tallest stuck header. */
function topRoom(): number {
  let header = 0;
  for (const stuck of document.querySelectorAll<HTMLElement>('.elementor-sticky--active')) {
    if (getComputedStyle(stuck).position === 'fixed' || getComputedStyle(stuck).position === 'sticky') header = Math.max(header, stuck.offsetHeight);
  }
  return fixedAdminBar() + header;
}

export default class Anchors extends Handler {
  connect(): void {
    if (this.element instanceof HTMLAnchorElement) this.link(this.element);
    else this.template();
  }

  private link(link: HTMLAnchorElement): void {
    this.listen(link, 'click', (event) => {
      const id = anchorTarget(link.getAttribute('href') ?? '', location);
      const target = id ? document.getElementById(id) : null;
      if (!target || !target.matches(TARGETS) || (event as MouseEvent).defaultPrevented) return;
      event.preventDefault();
      const top = target.getBoundingClientRect().top + window.scrollY - topRoom();
      window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
      if (location.hash !== `#${id}`) history.pushState(history.state, '', `#${id}`);
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  }

  private template(): void {
    const id = templateId(location.search);
    if (!id || this.element.getAttribute('data-elementor-id') !== id) return;
    const done = this.shared('anchors.template', () => ({ scrolled: false }));
    if (done.scrolled) return;
    done.scrolled = true;
    this.element.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }
}
