/** Page-wide facts several handlers ask about: reduced motion and the WordPress admin bar. Part of the handler kit chunk (webpack.config.js), so every handler shares one copy. */

/** Whether the visitor asked for reduced motion. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The height of the WordPress admin bar when it stays fixed at the top (it scrolls away on small screens), else 0. */
export function fixedAdminBar(): number {
  const bar = document.getElementById('wpadminbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
}
