/**
 * Marker: the page builder's nav menu widget (`nav-menu`). The main menu gets dropdown sub-menus
 * and the small-screen dropdown collapsible ones (./submenus.ts), with the options of
 * ./options.ts. The toggle (`.elementor-menu-toggle`) opens and closes the dropdown:
 * `aria-expanded`, `elementor-active`, the dropdown's `aria-hidden` and its links' tabindex follow;
 * Esc closes it and returns focus to the toggle; choosing a link closes it. Links to sections of
 * this page are marked while their section is in view (./anchor-spy.ts).
 *
 * `data-sm-options` that is not valid JSON is said once in the console and, for a logged-in
 * editor, in a notice next to the menu; visitors never get an alert, and the menu works with
 * its defaults.
 *
 * The same chunk runs the menu of the page builder's theme header (marker: its
 * `.site-navigation-toggle-holder`; ./site-header.ts).
 */
import { Handler } from '../../src/runtime/handler';
import { readJson } from '../../src/runtime/settings';
import { reducedMotion } from '../../src/runtime/viewport';
import { anchorSpy } from './anchor-spy';
import { menuOptions } from './options';
import { parentItems } from './site-header';
import { submenus } from './submenus';

const EDITORS = ['administrator', 'editor', 'author', 'contributor'];

export default class NavMenu extends Handler {
  connect(): void {
    if (this.element.matches('.site-navigation-toggle-holder')) {
      // The theme's header: the dropdown follows the holder (its CSS: `holder.elementor-active + dropdown`).
      const dropdown = this.element.nextElementSibling;
      if (dropdown instanceof HTMLElement && dropdown.matches('.site-navigation-dropdown')) {
        this.toggle([parentItems(dropdown, this.signal)], this.element.querySelector('.site-navigation-toggle'), dropdown, this.element);
      }
      return;
    }
    const calm = reducedMotion();
    let n = 0;
    const closers: Array<() => void> = [];
    // The toggle first: its first close finds no sub-menu to close, so one that submenus() keeps
    // open (under the pointer, or holding the focus, when the chunk arrived) stays open.
    this.toggle(closers);
    for (const menu of this.element.querySelectorAll<HTMLUListElement>('ul.elementor-nav-menu')) {
      let given: Record<string, unknown> | undefined;
      try {
        given = readJson(menu, 'data-sm-options', 'object', 'the menu uses its defaults') as Record<string, unknown> | undefined;
      } catch (error) {
        this.warn((error as Error).message, menu);
      }
      const collapsible = !!menu.closest('.elementor-nav-menu--dropdown');
      const id = `${this.element.getAttribute('data-id') ?? 'menu'}-${++n}`;
      closers.push(submenus(menu, menuOptions(given), collapsible, { later: (cb, ms) => this.later(cb, ms), signal: this.signal, id, calm }).closeAll);
    }
    anchorSpy(this.element, this.signal);
  }

  /** `active` carries `elementor-active`: the toggle itself, or the theme header's toggle holder. */
  private toggle(
    closers: Array<() => void>,
    toggle = this.element.querySelector<HTMLElement>('.elementor-menu-toggle'),
    dropdown = this.element.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown, .elementor-nav-menu--dropdown.elementor-nav-menu__container'),
    active = toggle,
  ): void {
    if (!toggle || !dropdown || !active) return;
    if (!(toggle instanceof HTMLButtonElement)) {
      toggle.setAttribute('role', 'button');
      if (!toggle.hasAttribute('tabindex')) toggle.tabIndex = 0;
    }
    if (!toggle.hasAttribute('aria-label')) toggle.setAttribute('aria-label', this.text('menu'));
    dropdown.id ||= `${this.element.getAttribute('data-id') ?? 'menu'}-dropdown`;
    toggle.setAttribute('aria-controls', dropdown.id);
    const set = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      active.classList.toggle('elementor-active', open);
      dropdown.setAttribute('aria-hidden', String(!open));
      for (const link of dropdown.querySelectorAll<HTMLElement>('a')) {
        if (open) link.removeAttribute('tabindex');
        else link.tabIndex = -1;
      }
      if (!open) closers.forEach((close) => close());
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
    const closeAndReturn = () => {
      if (!isOpen()) return;
      set(false);
      toggle.focus();
    };
    set(false);
    this.listen(toggle, 'click', () => set(!isOpen()));
    this.listen(toggle, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Enter' || key === ' ') {
        event.preventDefault();
        set(!isOpen());
      } else if (key === 'ArrowDown' && isOpen()) {
        event.preventDefault();
        dropdown.querySelector<HTMLElement>('a')?.focus();
      } else if (key === 'Escape') closeAndReturn();
    });
    // Esc on the toggle and in the dropdown themselves: the theme header's dropdown is outside its marker.
    this.listen(dropdown, 'keydown', (event) => (event as KeyboardEvent).key === 'Escape' && closeAndReturn());
    this.listen(dropdown, 'click', (event) => {
      const link = (event.target as Element).closest?.('a');
      if (link && !link.classList.contains('has-submenu') && !event.defaultPrevented) set(false);
    });
    this.signal.addEventListener(
      'abort',
      () => {
        toggle.removeAttribute('aria-expanded');
        active.classList.remove('elementor-active');
        dropdown.removeAttribute('aria-hidden');
      },
      { once: true },
    );
  }

  /** Says what is wrong with the markup: the console always; a logged-in editor also sees it on the page. */
  private warn(message: string, menu: Element): void {
    console.error(`[colophon] nav-menu: ${message}.`);
    const roles = this.runtime.config.user?.roles ?? [];
    if (!roles.some((role) => EDITORS.includes(role))) return;
    const notice = document.createElement('p');
    notice.className = 'colophon-menu-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = this.text('menuOptionsInvalid');
    menu.closest('nav')?.after(notice);
    this.signal.addEventListener('abort', () => notice.remove(), { once: true });
  }
}
