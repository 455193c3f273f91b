/**
 * Which in-page links the anchor handler scrolls for, and where `?theme_template_id=N` points. Pure.
 * Only targets matching `#[A-Za-z_][\w-]*` are scrolled to (anything else, such as `#!/route`,
 * `#123` or an action hash, is left to the browser or its own handler).
 */
import { ANCHOR } from '../../src/kit/anchor';

export { ANCHOR };

/** The id a link scrolls to on this page, or null when it is another page or not a plain anchor. */
export function anchorTarget(href: string, here: Location | URL): string | null {
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  return ANCHOR.test(url.hash) ? decodeURIComponent(url.hash.slice(1)) : null;
}

/** The template id asked for by `?theme_template_id=N` (a positive integer), or null. */
export function templateId(search: string): string | null {
  const value = new URLSearchParams(search).get('theme_template_id');
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : null;
}
