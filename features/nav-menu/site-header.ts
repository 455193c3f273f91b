/**
 * The dropdown of the page builder's own theme header (Hello Elementor's `header.site-header`, marked
 * by its `.site-navigation-toggle-holder`; its small front-end script was the one thing left on a
 * takeover page that needed jQuery). The
 * toggle itself is the nav menu's (./index.ts), on `.site-navigation-toggle` with `elementor-active`
 * on its holder, as the theme's CSS expects. Here: a parent item's link opens its sub-menu
 * (`li.elementor-active`, `aria-expanded` on the link) on the first activation and is followed on
 * the second; the theme followed it at once, so a visitor on a phone never saw the sub-menu.
 * Returns the closer of all open sub-menus.
 */
export function parentItems(dropdown: HTMLElement, signal: AbortSignal): () => void {
  const shut = (item: Element) => {
    item.classList.remove('elementor-active');
    item.querySelector(':scope > a')?.setAttribute('aria-expanded', 'false');
  };
  const closeAll = () => dropdown.querySelectorAll('.elementor-active').forEach(shut);
  dropdown.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      const item = link?.parentElement;
      if (!item?.classList.contains('menu-item-has-children') || item.classList.contains('elementor-active')) return;
      event.preventDefault();
      item.parentElement?.querySelectorAll(':scope > .elementor-active').forEach(shut);
      item.classList.add('elementor-active');
      link!.setAttribute('aria-expanded', 'true');
    },
    { signal },
  );
  signal.addEventListener(
    'abort',
    () => {
      closeAll();
      dropdown.querySelectorAll('a[aria-expanded]').forEach((link) => link.removeAttribute('aria-expanded'));
    },
    { once: true },
  );
  return closeAll;
}
