/**
 * Carries the affiliate code onto links to the marketplace host(s) (./affiliate.ts): the links in
 * the page are rewritten once, and a link added later is rewritten when it is followed (click,
 * middle click or keyboard), before the browser reads its address.
 */
import { isMarketplace, withAffiliate, type AffiliateCodes } from './affiliate';

/** Reads the codes (storage) only for a link that goes to a marketplace host. */
function rewrite(link: HTMLAnchorElement | HTMLAreaElement, hosts: readonly string[], codes: () => AffiliateCodes): boolean {
  const href = link.getAttribute('href');
  if (!href) return false;
  try {
    if (!isMarketplace(new URL(href, link.baseURI), hosts)) return false;
  } catch {
    return false;
  }
  const next = withAffiliate(href, link.baseURI, hosts, codes());
  if (next) link.setAttribute('href', next);
  return next !== null;
}

export function carryAffiliate(root: ParentNode, hosts: readonly string[], codes: () => AffiliateCodes, signal: AbortSignal): number {
  if (!hosts.length) return 0;
  let rewritten = 0;
  const now = codes();
  if (Object.keys(now).length)
    for (const link of root.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) if (rewrite(link, hosts, () => now)) rewritten += 1;
  const follow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]') : null;
    if (link) rewrite(link, hosts, codes);
  };
  for (const type of ['click', 'auxclick', 'keydown']) root.addEventListener(type, follow, { capture: true, signal });
  return rewritten;
}
