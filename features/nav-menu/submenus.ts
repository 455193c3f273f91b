/**
 * Sub-menus of one `ul.elementor-nav-menu`: dropdowns (the horizontal main menu) or collapsible
 * (the small-screen dropdown). Mouse: opens after `showTimeout`, closes `hideTimeout` after the
 * pointer leaves. Touch: the first tap on a parent opens its sub-menu, the second follows the link.
 * Keyboard: ↓ / Enter / Space open (Enter follows a parent that has a real URL once it is open),
 * ↑ ↓ move within a sub-menu, ← → between top-level items (and close / open a nested level),
 * Esc closes and returns focus to the parent, Tab away closes. A parent with an empty URL is still
 * a focusable control. Open parents are highlighted (`highlighted`, `aria-expanded="true"`).
 */
import { fitSubmenu } from './long-submenus';
import type { MenuOptions } from './options';
import type { Cancel } from '../../src/runtime/timers';

export interface SubmenuKit {
  later(callback: () => void, ms: number): Cancel;
  signal: AbortSignal;
  id: string;
  calm: boolean;
}

interface Parent {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  sub: HTMLUListElement;
  timer?: Cancel;
}

const links = (list: Element) => [...list.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
const emptyUrl = (link: HTMLAnchorElement) => {
  const href = link.getAttribute('href');
  return href === null || href.trim() === '' || href.trim() === '#';
};

export function submenus(menu: HTMLUListElement, options: MenuOptions, collapsible: boolean, kit: SubmenuKit): { closeAll(): void } {
  const parents = new Map<HTMLLIElement, Parent>();
  let n = 0;
  for (const item of menu.querySelectorAll<HTMLLIElement>('li')) {
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const sub = item.querySelector<HTMLUListElement>(':scope > ul');
    if (!link || !sub) continue;
    sub.id ||= `${kit.id}-sub-${++n}`;
    link.classList.add('has-submenu');
    link.setAttribute('aria-haspopup', 'true');
    link.setAttribute('aria-expanded', 'false');
    link.setAttribute('aria-controls', sub.id);
    if (link.getAttribute('href') === null) link.setAttribute('role', 'button');
    if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0;
    if (!collapsible) {
      sub.style.minWidth = options.subMenusMinWidth;
      sub.style.maxWidth = options.subMenusMaxWidth;
    }
    sub.style.display = 'none';
    parents.set(item, { item, link, sub });
  }
  menu.classList.add('colophon-menu');
  const { signal } = kit;

  const open = (parent: Parent, quietly = false) => {
    parent.timer?.();
    if (parent.sub.style.display !== 'none') return;
    // One open branch at a time: close the siblings' sub-menus.
    for (const other of parents.values()) if (other !== parent && !other.item.contains(parent.item)) close(other);
    parent.sub.style.display = '';
    if (!collapsible) fitSubmenu(parent.sub, options.scrollStep, signal);
    parent.link.setAttribute('aria-expanded', 'true');
    parent.link.classList.add('highlighted');
    if (!quietly && !kit.calm && options.showDuration > 0)
      parent.sub.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: options.showDuration, easing: 'ease-out' });
  };
  const close = (parent: Parent) => {
    parent.timer?.();
    if (parent.sub.style.display === 'none') return;
    for (const nested of parents.values()) if (nested !== parent && parent.item.contains(nested.item)) close(nested);
    parent.sub.style.display = 'none';
    parent.link.setAttribute('aria-expanded', 'false');
    parent.link.classList.remove('highlighted');
  };
  const isOpen = (parent: Parent) => parent.sub.style.display !== 'none';
  const closeAll = () => parents.forEach(close);

  let pointer = 'mouse';
  for (const parent of parents.values()) {
    const { item, link } = parent;
    item.addEventListener('pointerdown', (event) => (pointer = event.pointerType), { signal });
    if (!collapsible) {
      item.addEventListener(
        'pointerenter',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          parent.timer?.();
          parent.timer = kit.later(() => open(parent), options.showTimeout);
        },
        { signal },
      );
      item.addEventListener(
        'pointerleave',
        (event) => {
          if (event.pointerType !== 'mouse') return;
          parent.timer?.();
          parent.timer = kit.later(() => close(parent), options.hideTimeout);
        },
        { signal },
      );
    }
    link.addEventListener(
      'click',
      (event) => {
        // A parent without a URL only toggles; one with a URL opens on the first touch or tap, then follows.
        if (emptyUrl(link)) {
          event.preventDefault();
          if (isOpen(parent)) close(parent);
          else open(parent);
        } else if (!isOpen(parent) && (collapsible || pointer !== 'mouse')) {
          event.preventDefault();
          open(parent);
        }
        pointer = 'mouse';
      },
      { signal },
    );
    item.addEventListener(
      'focusout',
      (event) => {
        if (!item.contains(event.relatedTarget as Node | null)) close(parent);
      },
      { signal },
    );
  }

  // Before this ran, the stylesheet showed the main menu's sub-menus under the pointer or around the
  // focus (the chunk loads with the visitor's first touch of the menu): those stay open, as they are,
  // rather than shut under the pointer or hide the focused link.
  if (!collapsible) for (const parent of parents.values()) if (parent.item.matches(':hover,:focus-within')) open(parent, true);

  menu.addEventListener(
    'keydown',
    (event) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target : null;
      const list = link?.parentElement?.parentElement;
      if (!link || !(list instanceof HTMLUListElement)) return;
      const siblings = links(list);
      const index = siblings.indexOf(link);
      const parent = parents.get(link.parentElement as HTMLLIElement);
      const owner = list === menu ? undefined : parents.get(list.parentElement as HTMLLIElement);
      const across = list === menu && !collapsible; // the horizontal top level
      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      const focus = (i: number) => siblings[(i + siblings.length) % siblings.length]?.focus();
      const enter = (p: Parent) => {
        open(p);
        links(p.sub)[0]?.focus();
      };
      const leave = (p: Parent) => {
        close(p);
        p.link.focus();
      };
      switch (event.key) {
        case across ? 'ArrowRight' : 'ArrowDown':
          return act(() => focus(index + 1));
        case across ? 'ArrowLeft' : 'ArrowUp':
          return act(() => focus(index - 1));
        case across ? 'ArrowDown' : 'ArrowRight':
          if (parent) act(() => enter(parent));
          return;
        case 'ArrowLeft':
          if (owner) act(() => leave(owner));
          return;
        case 'Escape':
          if (owner) act(() => leave(owner));
          else if (parent && isOpen(parent)) act(() => close(parent));
          return;
        case ' ':
        case 'Enter':
          // Space never follows a link; Enter follows a parent that has a URL, and toggles one that has none.
          if (parent && (event.key === ' ' || emptyUrl(link))) act(() => (isOpen(parent) ? close(parent) : open(parent)));
          return;
        case 'Home':
          return act(() => focus(0));
        case 'End':
          return act(() => focus(siblings.length - 1));
      }
    },
    { signal },
  );

  document.addEventListener(
    'click',
    (event) => {
      if (!menu.contains(event.target as Node)) closeAll();
    },
    { signal },
  );
  signal.addEventListener(
    'abort',
    () => {
      for (const { link, sub } of parents.values()) {
        sub.style.display = '';
        link.classList.remove('has-submenu', 'highlighted');
        link.removeAttribute('aria-expanded');
      }
      menu.classList.remove('colophon-menu');
    },
    { once: true },
  );
  return { closeAll };
}
