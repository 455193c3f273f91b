/**
 * Where focus goes when the control that had it disappears (a dismissed bar): the page's main
 * content, made focusable by script only, without scrolling to it. Nothing happens on a page
 * without a main region.
 */
export function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
