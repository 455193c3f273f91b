/**
 * The page builder's classic accordion, toggle and tabs (`accordion.default`, `toggle.default`,
 * `tabs.default`): titles `.elementor-tab-title[data-tab]`, panels `.elementor-tab-content[data-tab]`,
 * state class `elementor-active`. Behaviour as the page builder's: the accordion opens its first
 * item and keeps one open, a second click closes it; the toggle starts closed and opens any number;
 * tabs show the first and always keep one; accordion and toggle panels slide (400 ms).
 *
 * Fixed on the way:
 * - accordion and toggle titles are headings carrying `role="button"` (which hides the heading)
 *   around an `<a tabindex="0">` that has no role: the heading keeps its level and the link becomes
 *   the button, with `aria-expanded` and `aria-controls`;
 * - Enter and Space on it act (the page builder listens for keyup, so Space scrolled first);
 * - the first tab panel is printed `hidden="false"` (still hidden without script): the active panel
 *   loses `hidden`, the others gain it;
 * - tabs get `aria-selected` and a roving tabindex, not `aria-expanded`; a vertical tab list says so
 *   (`aria-orientation`) and answers Up and Down.
 */
import { nextIndex, type Orientation } from './keys';
import { own } from './own';
import { slidePanel } from './slide';

export interface ClassicOptions {
  kind: 'accordion' | 'toggle' | 'tabs';
  /** Slide time in ms (0: instant). */
  slideMs: number;
  rtl: boolean;
  /** addEventListener tied to the handler's lifetime. */
  listen(target: EventTarget, type: string, listener: (event: Event) => void): void;
}

const ACTIVE = 'elementor-active';

/** Opens the item holding the element `id` names (its title, its panel or something in either) and returns its title; null if none. */
export type OpenById = (id: string) => HTMLElement | null;

export function mountClassic(widget: HTMLElement, options: ClassicOptions): OpenById {
  const titles = own(widget, '.elementor-tab-title[data-tab]');
  const panels = own(widget, '.elementor-tab-content[data-tab]');
  if (!titles.length) return () => null;
  const tabs = options.kind === 'tabs';
  const panelFor = (n: string) => panels.find((p) => p.dataset.tab === n);
  const titlesFor = (n: string) => titles.filter((t) => t.dataset.tab === n);
  const isOpen = (n: string) => titlesFor(n).some((t) => t.classList.contains(ACTIVE));
  /** The element a visitor focuses and presses: the title's inner link for accordion and toggle. */
  const control = (title: HTMLElement) =>
    tabs ? title : (title.querySelector<HTMLElement>(':scope > a.elementor-accordion-title, :scope > a.elementor-toggle-title') ?? title);

  for (const title of titles) {
    const button = control(title);
    const controls = title.getAttribute('aria-controls') ?? panelFor(title.dataset.tab ?? '')?.id ?? '';
    if (tabs) {
      title.removeAttribute('aria-expanded');
    } else if (button !== title) {
      for (const name of ['role', 'aria-expanded', 'aria-controls', 'tabindex']) title.removeAttribute(name);
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
      if (controls) button.setAttribute('aria-controls', controls);
    } else {
      title.setAttribute('role', 'button');
      title.tabIndex = 0;
    }
  }
  if (tabs) {
    const vertical = widget.querySelector('.elementor-tabs-view-vertical') ?? widget.classList.contains('elementor-tabs-view-vertical');
    const desktop = widget.querySelector('.elementor-tabs-wrapper[role="tablist"]');
    if (vertical && desktop && !desktop.hasAttribute('aria-orientation')) desktop.setAttribute('aria-orientation', 'vertical');
  }

  const render = (n: string, open: boolean, animate: boolean) => {
    for (const title of titlesFor(n)) {
      title.classList.toggle(ACTIVE, open);
      if (tabs) {
        title.setAttribute('aria-selected', String(open));
        title.tabIndex = open ? 0 : -1;
      } else control(title).setAttribute('aria-expanded', String(open));
    }
    const panel = panelFor(n);
    if (!panel) return;
    panel.classList.toggle(ACTIVE, open);
    slidePanel(panel, open, animate && !tabs ? options.slideMs : 0);
  };

  const change = (n: string, animate = true) => {
    const wasOpen = isOpen(n);
    if (tabs && wasOpen) return; // a tab list always keeps one tab
    if (options.kind !== 'toggle') {
      for (const other of new Set(titles.map((t) => t.dataset.tab ?? ''))) if (other !== n && isOpen(other)) render(other, false, animate);
    }
    render(n, !wasOpen, animate);
  };

  // Start: every item closed as printed, then the page builder's default (the first accordion item, the first tab).
  for (const n of new Set(titles.map((t) => t.dataset.tab ?? ''))) render(n, false, false);
  if (options.kind !== 'toggle') change(titles[0]!.dataset.tab ?? '1', false);

  for (const title of titles) {
    const n = title.dataset.tab ?? '';
    options.listen(title, 'click', (event) => {
      event.preventDefault();
      change(n);
    });
    options.listen(control(title), 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Enter' || key === ' ') {
        event.preventDefault();
        change(n);
        return;
      }
      const list = tabs ? title.closest('[role="tablist"]') : null;
      const group = tabs ? titles.filter((t) => t.closest('[role="tablist"]') === list) : titles;
      const orientation: Orientation = !tabs || list?.getAttribute('aria-orientation') === 'vertical' ? 'vertical' : 'horizontal';
      const to = nextIndex(key, group.indexOf(title), group.length, orientation, options.rtl);
      if (to === null) return;
      event.preventDefault();
      control(group[to]!).focus();
    });
  }

  return (id) => {
    const named = widget.ownerDocument.getElementById(id);
    if (!named || !widget.contains(named)) return null;
    const item = [...titles, ...panels].find((el) => el === named || el.contains(named));
    const n = item?.dataset.tab;
    if (!n) return null;
    if (!isOpen(n)) change(n, false);
    return titlesFor(n)[0] ?? null;
  };
}
