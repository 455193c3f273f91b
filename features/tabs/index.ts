/**
 * Markers: the page builder's accordion, toggle, tabs, nested tabs and nested accordion widgets
 * (`data-widget_type="accordion.default"` and so on). One chunk for all five: they share the
 * keyboard and slide helpers and often sit on the same page. See ./classic.ts and ./nested.ts.
 */
import { Handler } from '../../src/runtime/handler';
import { reducedMotion } from '../../src/runtime/viewport';
import { mountClassic, type OpenById } from './classic';
import { animateScroll, HASH_DELAY_MS, HASH_SCROLL_MS, hashId, scrollTarget } from './hash';
import { durationMs } from './keys';
import { mountNestedAccordion, mountNestedTabs } from './nested';

/** The page builder's slideDown / slideUp time. */
export const SLIDE_MS = 400;

export default class Tabs extends Handler<{ max_items_expended?: string; n_accordion_animation_duration?: unknown }> {
  connect(): void {
    const widget = (this.element.getAttribute('data-widget_type') ?? '').split('.')[0];
    const rtl = getComputedStyle(this.element).direction === 'rtl';
    const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => this.listen(target, type, listener);
    const still = reducedMotion();
    if (widget === 'accordion' || widget === 'toggle' || widget === 'tabs') {
      const open = mountClassic(this.element, { kind: widget, slideMs: still ? 0 : SLIDE_MS, rtl, listen });
      if (widget !== 'tabs') this.followHash(open, still);
    } else if (widget === 'nested-tabs') {
      mountNestedTabs(this.element, { rtl, listen });
    } else if (widget === 'nested-accordion') {
      const ms = still ? 0 : durationMs(this.settings.n_accordion_animation_duration, SLIDE_MS);
      mountNestedAccordion(this.element, { rtl, listen, ms, oneOpen: (this.settings.max_items_expended ?? 'one') === 'one' });
    }
  }

  /** The page's hash, now and when it changes, opens the item it names and scrolls to it (./hash.ts). */
  private followHash(open: OpenById, still: boolean): void {
    const go = () => {
      const id = hashId(location.hash);
      if (!id) return;
      this.later(() => {
        const title = open(id);
        if (!title) return;
        const max = document.documentElement.scrollHeight - window.innerHeight;
        animateScroll(scrollTarget(title.getBoundingClientRect().top, window.scrollY, max), still ? 0 : HASH_SCROLL_MS, this.signal);
        const control = title.querySelector<HTMLElement>('[role="button"]') ?? title;
        control.focus({ preventScroll: true });
      }, HASH_DELAY_MS);
    };
    go();
    this.listen(window, 'hashchange', go);
  }
}
