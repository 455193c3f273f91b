/**
 * Marker: the page builder's mega menu (its Pro "Menu" widget, `mega-menu.default`, a nested
 * element: each item's dropdown is a container). Its stylesheet draws every state from a few
 * attributes and classes, so the handler sets those as the page builder's front end does:
 *
 * - the layout (`data-layout` on `.e-n-menu`: `dropdown` while its toggle is shown, the phone
 *   menu, else `horizontal`) and `data-touch-mode`;
 * - an item's content opens (`aria-expanded` on its dropdown button, `e-active` on the content
 *   and its container) on hover where the widget opens on hover at desktop widths, otherwise on a
 *   click of its title; one at a time; a click outside closes it, and so does the pointer leaving
 *   the menu (moving from a title to its content keeps it open);
 * - the toggle opens and closes the phone menu (`aria-expanded`; its height is limited to the
 *   screen when the menu is sticky);
 * - by keyboard: Enter or Space on a dropdown button opens or closes its content, Home and End
 *   move between the titles, Tab past a closed title or past the end of open content closes it,
 *   Escape closes the content (focus back on its button) or the phone menu (focus back on the
 *   toggle);
 * - where open content goes (./placement.ts): full width from the page's edge, or "fit to
 *   content" under its title, upward when it has no room below; the entrance animation chosen for
 *   it.
 */
import { focusables } from '../../src/kit/focus-trap';
import { Handler } from '../../src/runtime/handler';
import { fitOffset, opensAbove, stretch, type Align } from './placement';

interface Settings {
  open_on?: string;
  item_layout?: string;
  content_width?: string;
  content_horizontal_position?: string;
  open_animation?: string;
}

interface Item {
  title: HTMLElement;
  /** The button that opens the content; an item without content has none. */
  button: HTMLElement | null;
  content: HTMLElement | null;
  /** The container inside the content. */
  panel: HTMLElement | null;
}

/** The devices on which the page builder opens content on click whatever the setting. */
const SMALL = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra'];

export default class MegaMenu extends Handler<Settings> {
  static override defaults: Settings = {
    open_on: 'hover',
    item_layout: 'horizontal',
    content_width: 'full_width',
    content_horizontal_position: 'center',
    open_animation: '',
  };

  private nav!: HTMLElement;
  private wrapper!: HTMLElement;
  private toggle: HTMLElement | null = null;
  private items: Item[] = [];
  private current: Item | null = null;
  private rtl = false;

  connect(): void {
    const nav = this.element.querySelector<HTMLElement>('.e-n-menu');
    const wrapper = nav?.querySelector<HTMLElement>(':scope > .e-n-menu-wrapper');
    const heading = wrapper?.querySelector<HTMLElement>(':scope > .e-n-menu-heading');
    if (!nav || !wrapper || !heading) return;
    this.nav = nav;
    this.wrapper = wrapper;
    this.toggle = nav.querySelector<HTMLElement>(':scope > .e-n-menu-toggle');
    this.rtl = getComputedStyle(nav).direction === 'rtl';
    for (const li of heading.querySelectorAll<HTMLElement>(':scope > .e-n-menu-item')) {
      const title = li.querySelector<HTMLElement>(':scope > .e-n-menu-title');
      if (!title) continue;
      const content = li.querySelector<HTMLElement>(':scope > .e-n-menu-content');
      this.items.push({
        title,
        button: title.querySelector<HTMLElement>(':scope > .e-n-menu-dropdown-icon'),
        content,
        panel: content?.querySelector<HTMLElement>(':scope > .e-con') ?? null,
      });
    }

    nav.dataset.touchMode = String('ontouchstart' in window);
    this.layout();
    this.stretch();
    if (this.toggle) {
      const observer = new ResizeObserver(() => this.layout());
      observer.observe(this.toggle);
      this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
      this.listen(this.toggle, 'click', () => this.setDropdown(this.toggle!.getAttribute('aria-expanded') !== 'true'));
    }
    this.settled(window, 'resize', 100, () => {
      this.layout();
      this.stretch();
      this.place();
    });

    for (const item of this.items) this.bindItem(item);
    this.listen(nav, 'mouseleave', () => this.hovers() && this.show(null));
    this.listen(document, 'click', (event) => {
      const target = event.target as Element;
      if (!this.current || this.hovers()) return;
      // The content's own box (its padding around the container) counts as outside.
      if (!nav.contains(target) || target === this.current.content) this.show(null);
    });
    this.listen(window, 'keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Escape') this.setDropdown(false);
    });
    // Under the pointer when the chunk arrived: as if the pointer had just come.
    if (this.hovers()) this.show(this.items.find((item) => item.title.matches(':hover') && item.panel) ?? null);

    this.signal.addEventListener(
      'abort',
      () => {
        this.show(null);
        delete nav.dataset.layout;
        delete nav.dataset.touchMode;
        for (const name of ['--stretch-width', '--stretch-left', '--stretch-right', '--n-menu-dropdown-content-box-height']) wrapper.style.removeProperty(name);
      },
      { once: true },
    );
  }

  private bindItem(item: Item): void {
    this.listen(item.title, 'mouseenter', () => this.hovers() && this.current !== item && this.show(item.panel ? item : null));
    this.listen(item.title, 'click', (event) => {
      // A title's link goes where it leads; its button (or the title itself, in click mode) opens the content.
      if (!item.panel || this.hovers() || (event as MouseEvent).detail === 0) return;
      this.show(this.current === item ? null : item);
    });
    for (const focusable of this.stops(item)) this.listen(focusable, 'keydown', (event) => this.titleKey(event as KeyboardEvent, item, focusable));
    if (item.panel) this.listen(item.panel, 'keydown', (event) => this.contentKey(event as KeyboardEvent, item));
  }

  /** The title's link and dropdown button, the stops of the menu row. */
  private stops(item: Item): HTMLElement[] {
    return [...item.title.querySelectorAll<HTMLElement>(':scope > .e-focus, :scope > a.e-n-menu-title-container')];
  }

  private titleKey(event: KeyboardEvent, item: Item, target: HTMLElement): void {
    const stops = this.items.flatMap((each) => this.stops(each));
    const dropdown = this.dropdownLayout();
    switch (event.key) {
      case 'Enter':
      case ' ':
        if (target.tagName === 'A') {
          if (event.key === ' ') {
            event.preventDefault();
            target.click();
          }
          return;
        }
        event.preventDefault();
        if (item.panel) this.show(this.current === item ? null : item);
        return;
      case 'Home':
      case 'End':
        event.preventDefault();
        stops[event.key === 'Home' ? 0 : stops.length - 1]?.focus();
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        this.show(null);
        if (dropdown) {
          this.setDropdown(false);
          this.toggle?.focus();
        }
        return;
      case 'Tab': {
        const first = stops[0] === target && event.shiftKey;
        const last = stops[stops.length - 1] === target && !event.shiftKey;
        if (dropdown && !first && !last) return;
        const closed = target.getAttribute('aria-expanded') !== 'true';
        if ((closed && !event.shiftKey) || first) {
          this.show(null);
          if (dropdown) this.setDropdown(false);
        }
      }
    }
  }

  private contentKey(event: KeyboardEvent, item: Item): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      item.button?.focus();
      this.show(null);
    } else if (event.key === 'Tab' && !event.shiftKey) {
      const inside = focusables(item.panel!);
      if (inside[inside.length - 1] !== event.target) return;
      const dropdown = this.dropdownLayout();
      if (!dropdown) this.show(null);
      else if (item === this.items[this.items.length - 1]) {
        this.show(null);
        this.setDropdown(false);
      }
    }
  }

  /** Whether content opens on hover now: the setting, at desktop widths, in the horizontal layout. */
  private hovers(): boolean {
    return this.settings.open_on === 'hover' && this.settings.item_layout !== 'dropdown' && !SMALL.includes(this.device) && !this.dropdownLayout();
  }

  private dropdownLayout(): boolean {
    return this.nav.dataset.layout === 'dropdown';
  }

  /** `dropdown` while the toggle is shown (its size changes as it shows and hides). */
  private layout(): void {
    this.nav.dataset.layout = this.toggle && getComputedStyle(this.toggle).display !== 'none' ? 'dropdown' : 'horizontal';
  }

  /** The menu's content spans the page: the variables its stylesheet places it with. */
  private stretch(): void {
    const box = this.wrapper.getBoundingClientRect();
    for (const name of ['--stretch-left', '--stretch-right']) this.wrapper.style.removeProperty(name);
    for (const [name, value] of Object.entries(stretch(box, document.documentElement.clientWidth, window.scrollX, this.rtl)))
      this.wrapper.style.setProperty(name, value);
  }

  private setDropdown(open: boolean): void {
    const toggle = this.toggle;
    if (!toggle || (!open && toggle.getAttribute('aria-expanded') !== 'true')) return;
    this.nav.dataset.layout = 'dropdown';
    toggle.setAttribute('aria-expanded', String(open));
    if (open) this.stretch();
    // A sticky menu's phone dropdown scrolls within the screen; otherwise it is as tall as it is.
    const sticky = !!this.element.closest('.elementor-sticky');
    const height = open ? (sticky ? `${window.innerHeight - this.wrapper.getBoundingClientRect().top}px` : 'auto') : '0';
    this.wrapper.style.setProperty('--n-menu-dropdown-content-box-height', height);
    if (!open) this.show(null);
  }

  /** Opens `item`'s content (closing the one open), or closes it with null. */
  private show(item: Item | null): void {
    const animation = this.settings.open_animation;
    const was = this.current;
    if (was) {
      was.button?.setAttribute('aria-expanded', 'false');
      was.content?.classList.remove('e-active');
      was.panel?.classList.remove('e-active');
      if (animation && animation !== 'none') was.panel?.classList.remove('animated', animation);
      this.reset(was);
    }
    this.current = item;
    if (!item?.panel) return;
    item.button?.setAttribute('aria-expanded', 'true');
    item.content?.classList.add('e-active');
    item.panel.classList.add('e-active');
    if (animation && animation !== 'none') item.panel.classList.add('animated', animation);
    this.place();
  }

  private reset(item: Item): void {
    const style = item.panel?.style;
    if (style) for (const name of ['left', 'right', 'width', 'max-width']) style.removeProperty(name);
    this.nav.classList.remove('content-above');
  }

  /** Puts the open content where it belongs: under (or above) its title, within the page. */
  private place(): void {
    const item = this.current;
    if (!item?.panel) return;
    this.reset(item);
    if (this.dropdownLayout() || this.settings.item_layout === 'dropdown') return;
    const panel = item.panel;
    const fit = this.settings.content_width === 'fit_to_content';
    if (fit) {
      const title = item.title.getBoundingClientRect();
      const offset = fitOffset((this.settings.content_horizontal_position ?? 'center') as Align, panel.clientWidth, title, document.body.clientWidth, this.rtl);
      panel.style.setProperty(this.rtl ? 'right' : 'left', `${offset}px`);
    }
    const box = panel.getBoundingClientRect();
    const heading = this.wrapper.querySelector(':scope > .e-n-menu-heading')!.getBoundingClientRect().height;
    if (opensAbove(box.top, box.height, window.innerHeight, heading)) {
      if (fit) panel.style.setProperty('width', 'max-content');
      panel.style.setProperty('max-width', `${box.width}px`);
      this.nav.classList.add('content-above');
    }
  }
}
