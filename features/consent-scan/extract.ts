/**
 * The third-party addresses a page can load, read from its HTML the way a browser would find them,
 * without loading anything (DOMParser documents fetch nothing and run no script): every URL
 * attribute of an element that fetches (script, iframe, img and srcset, source, link of any rel —
 * stylesheets, fonts, preload and preconnect hints —, video, audio, embed, object, input, track,
 * backgrounds, a link's ping, a refresh), the same attributes as Colophon's blocker left them inert
 * (`data-colophon-src`…), `url()` and `@import` in inline styles and <style> (CSS escapes read),
 * and addresses written in inline scripts (quoted, or with escaped slashes as JSON writes them).
 * Markup inside <noscript> is read as markup (a parsed document has scripting off). Malformed HTML
 * is read as a browser repairs it.
 */
import { urlsOf } from '../consent/blocker/check';
import { cssAddresses } from '../consent/blocker/css';
import { URL_ATTRIBUTES } from '../consent/blocker/url-attributes';

export interface Finding {
  /** The address as found, resolved against the page. */
  url: string;
  host: string;
  /** Where it was: `script[src]`, `link[href]`, `style`, `inline script`, … */
  tag: string;
}

/** The blocker's URL attributes by node name, and a frameset's frames, which the scan lists too. */
const ATTRIBUTES: Record<string, string[]> = { ...URL_ATTRIBUTES, FRAME: ['src'] };

/** An absolute or protocol-relative address in code: `https://host/…`, `//host/…`, `https:\/\/host\/…`. */
const CODE_URL =
  /(?:https?:)?(?:\/\/|\\\/\\\/)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:(?:\/|\\\/)[^\s'"`<>()\\]*(?:\\\/[^\s'"`<>()\\]*)*)?/gi;

export function cssUrls(css: string): string[] {
  return cssAddresses(css)
    .map((url) => url.trim())
    .filter(Boolean);
}

export function codeUrls(code: string): string[] {
  return [...code.matchAll(CODE_URL)].map((m) => m[0].replace(/\\\//g, '/'));
}

/** The third-party findings of one page (`pageUrl`: where it was read; its host is this site's). */
export function extract(html: string, pageUrl: string, parser: DOMParser = new DOMParser()): Finding[] {
  const doc = parser.parseFromString(html, 'text/html');
  const own = new URL(pageUrl).host;
  const found = new Map<string, Finding>();
  const add = (address: string, tag: string) => {
    let url: URL;
    try {
      url = new URL(address.trim(), pageUrl);
    } catch {
      return;
    }
    if (!/^(https?|wss?):$/.test(url.protocol) || url.host === own || !url.hostname.includes('.')) return;
    const key = `${url.origin}${url.pathname}|${tag}`;
    if (!found.has(key)) found.set(key, { url: url.href, host: url.hostname, tag });
  };

  // A DOMParser document has scripting off, so <noscript> markup is read as elements, as wanted.
  for (const element of doc.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (name === 'script' && (element.id === 'colophon-config' || element.getAttribute('type') === 'application/json')) continue;
    for (const attribute of ATTRIBUTES[element.nodeName] ?? []) {
      if (name === 'meta' && !/^refresh$/i.test(element.getAttribute('http-equiv') ?? '')) continue;
      for (const value of [element.getAttribute(attribute), element.getAttribute(`data-colophon-${attribute.replace(/^xlink:/, '')}`)]) {
        if (value) for (const url of urlsOf(attribute, value)) add(url, `${name}[${attribute}]`);
      }
    }
    for (const style of [element.getAttribute('style'), element.getAttribute('data-colophon-style')]) {
      if (style) for (const url of cssUrls(style)) add(url, 'style attribute');
    }
    if (name === 'style') for (const url of cssUrls(element.textContent ?? '')) add(url, 'style');
    if (name === 'script' && !element.hasAttribute('src') && !element.hasAttribute('data-colophon-src'))
      for (const url of codeUrls(element.textContent ?? '')) add(url, 'inline script');
  }
  return [...found.values()];
}

/** Query keys of addresses that are not a page to read: a search, a reply form, a preview, an action. */
const NOT_A_PAGE = /^(s|replytocom|preview|preview_id|action|_wpnonce|redirect_to|rest_route|feed|share|unapproved|moderation-hash|add-to-cart|ver)$/i;

/** This site's own pages a page links to: same host, not an admin, login, feed, file or search address. */
export function pageLinks(html: string, pageUrl: string, parser: DOMParser = new DOMParser()): string[] {
  const doc = parser.parseFromString(html, 'text/html');
  const own = new URL(pageUrl);
  const out = new Set<string>();
  for (const link of doc.querySelectorAll('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.getAttribute('href')!, pageUrl);
    } catch {
      continue;
    }
    if (url.host !== own.host || /\/(wp-admin|wp-login\.php|wp-json|feed)(\/|$)|\.[a-z0-9]{2,5}$/i.test(url.pathname)) continue;
    // With plain permalinks every page has a query (?p=12, ?page_id=2): only some keys say "not a page".
    if ([...url.searchParams.keys()].some((key) => NOT_A_PAGE.test(key))) continue;
    url.hash = '';
    out.add(url.href);
  }
  return [...out];
}

/** The page addresses a sitemap (or sitemap index) lists: [pages, sitemaps]. */
export function sitemapEntries(xml: string, parser: DOMParser = new DOMParser()): { pages: string[]; sitemaps: string[] } {
  const doc = parser.parseFromString(xml, 'application/xml');
  const locs = (parent: string) =>
    [...doc.getElementsByTagNameNS('*', parent)].map((el) => el.getElementsByTagNameNS('*', 'loc')[0]?.textContent?.trim() ?? '').filter(Boolean);
  return { pages: locs('url'), sitemaps: locs('sitemap') };
}
