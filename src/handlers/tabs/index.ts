/**
 * Markers: the page builder's accordion, toggle, tabs, nested tabs and nested accordion widgets
 * (`data-widget_type="accordion.default"` and so on). One chunk for all five: they share the
 * keyboard and slide helpers and often sit on the same page. See ./classic.ts and ./nested.ts.
 */
import { Handler } from '../../runtime/handler';
import { reducedMotion } from '../../runtime/viewport';
import { mountClassic } from './classic';
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
      mountClassic(this.element, { kind: widget, slideMs: still ? 0 : SLIDE_MS, rtl, listen });
    } else if (widget === 'nested-tabs') {
      mountNestedTabs(this.element, { rtl, listen });
    } else if (widget === 'nested-accordion') {
      const ms = still ? 0 : durationMs(this.settings.n_accordion_animation_duration, SLIDE_MS);
      mountNestedAccordion(this.element, { rtl, listen, ms, oneOpen: (this.settings.max_items_expended ?? 'one') === 'one' });
    }
  }
}
