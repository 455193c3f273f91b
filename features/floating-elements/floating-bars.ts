/**
 * The page builder's floating bars (`floating-bars-var-*`): an announcement bar at the top or the
 * bottom of the window with a call to action and a close button.
 *
 * As the page builder: a sticky top bar pushes the page down by its height (and sits below the
 * admin bar); a top bar that is not sticky moves to the start of the page; the close button, or
 * Esc from inside, hides it (`is-hidden`). Fixed on the way: focus is never taken on load (the
 * page builder moves it into the bar, so a screen reader starts there); the page's own top padding
 * is kept and given back (not set to 0), and follows the bar's height as it wraps; focus that was
 * in the bar goes to the main content when it closes.
 */
import { focusMain } from '../../src/kit/focus-main';
import { animate, animationName, type FloatingHost } from './animate';

export function mountFloatingBar(root: HTMLElement, host: FloatingHost): void {
  const main = root.querySelector<HTMLElement>('.e-floating-bars');
  if (!main) return;
  const top = main.classList.contains('has-vertical-position-top');
  const sticky = main.classList.contains('is-sticky');

  // A top bar that scrolls with the page belongs at its very start (after the admin bar).
  if (top && !sticky && root.parentElement !== document.body) {
    const adminBar = document.getElementById('wpadminbar');
    if (adminBar?.parentElement === document.body) adminBar.after(root);
    else document.body.prepend(root);
  }

  let release = () => {};
  if (top && sticky) release = pushPageDown(main, host.signal);

  const cta = main.querySelector<HTMLElement>('.e-floating-bars__cta-button');
  const entrance = cta?.classList.contains('has-entrance-animation') ? animationName(host.setting('style_cta_button_animation')) : '';
  if (cta && entrance) animate(cta, [entrance], () => cta.classList.add('visible'), host.signal);

  const hide = () => {
    const hadFocus = main.contains(document.activeElement);
    main.classList.add('is-hidden');
    release();
    if (hadFocus) focusMain();
  };
  const close = main.querySelector<HTMLElement>('.e-floating-bars__close-button');
  if (close) host.listen(close, 'click', hide);
  host.listen(main, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape') {
      event.preventDefault();
      hide();
    }
  });
}

/**
 * Keeps the page's top padding one bar taller (and the bar under a fixed admin bar) while the bar
 * shows; returns what gives the page its own padding back.
 */
function pushPageDown(bar: HTMLElement, signal: AbortSignal): () => void {
  const body = document.body;
  const own = body.style.paddingTop;
  const base = parseFloat(getComputedStyle(body).paddingTop) || 0;
  const adminBar = document.getElementById('wpadminbar');
  const apply = () => {
    body.style.paddingTop = `${base + bar.offsetHeight}px`;
    if (adminBar && getComputedStyle(adminBar).position === 'fixed') bar.style.top = `${adminBar.offsetHeight}px`;
  };
  apply();
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(apply) : null;
  sizes?.observe(bar);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    sizes?.disconnect();
    body.style.paddingTop = own;
  };
  signal.addEventListener('abort', release, { once: true });
  return release;
}
