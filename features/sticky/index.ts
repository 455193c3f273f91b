/**
 * Marker: any element whose `data-settings` has `"sticky": "top"` or `"bottom"` (the page builder's
 * sticky section, container or widget). On the devices in `sticky_on` it sticks at its offset
 * (plus a fixed admin bar's height at the top): inside its parent with CSS `position: sticky` when
 * `sticky_parent` is on (./in-parent.ts), else fixed over a same-size placeholder (./fixed.ts).
 * Classes `elementor-sticky--active` while stuck and `elementor-sticky--effects` once the page has
 * scrolled `sticky_effects_offset` past the sticking point; hooks `colophon.sticky.stick` /
 * `.unstick` (and the element's own `sticky:stick` / `sticky:unstick` events). A resize re-applies
 * it 300 ms after the last resize event, and only when the config for the new size differs.
 */
import { Handler } from '../../src/runtime/handler';
import { fixedAdminBar } from '../../src/runtime/viewport';
import { callSticky, type StickyControl } from './api';
import { changed, stickyConfig, type StickyConfig, type StickySettings } from './config';
import { stickFixed, type StickyCallbacks } from './fixed';
import { stickInParent } from './in-parent';

const ACTIVE = 'elementor-sticky--active';
const EFFECTS = 'elementor-sticky--effects';
export const RESIZE_DEBOUNCE = 300;

export default class Sticky extends Handler<StickySettings> {
  private config: StickyConfig | null = null;
  private run?: AbortController;

  connect(): void {
    const instances = this.shared('sticky', () => {
      const map = new WeakMap<Element, StickyControl>();
      if (window.colophon) window.colophon.sticky = (element: Element, method: string) => callSticky(map, element, method);
      return map;
    });
    instances.set(this.element, { refresh: () => this.apply(true), destroy: () => this.stop() });
    this.signal.addEventListener('abort', () => instances.delete(this.element), { once: true });
    this.apply(true);
    this.settled(window, 'resize', RESIZE_DEBOUNCE, () => this.apply(false));
  }

  override settingsChanged(): void {
    this.apply(true);
  }

  override disconnect(): void {
    this.stop();
  }

  private apply(force: boolean): void {
    const next = stickyConfig(this.settings, this.device, fixedAdminBar());
    if (!force && !changed(this.config, next)) return;
    this.stop();
    this.config = next;
    if (!next) return;
    const run = new AbortController();
    this.run = run;
    this.signal.addEventListener('abort', () => run.abort(), { once: true, signal: run.signal });
    const callbacks: StickyCallbacks = {
      stuck: (on) => {
        this.element.classList.toggle(ACTIVE, on);
        this.dispatch(on ? 'colophon.sticky.stick' : 'colophon.sticky.unstick', { element: this.element });
        this.element.dispatchEvent(new CustomEvent(on ? 'sticky:stick' : 'sticky:unstick', { bubbles: true }));
      },
      effects: (on) => this.element.classList.toggle(EFFECTS, on),
    };
    (next.parent ? stickInParent : stickFixed)(this.element, next, callbacks, run.signal);
  }

  private stop(): void {
    this.run?.abort();
    this.run = undefined;
    this.config = null;
  }
}
