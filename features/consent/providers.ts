/**
 * Which provider blocks a URL. A provider pattern is a path (`/wp-content/…`, on any host) or a host
 * and path (`youtube.com/embed`); both sides are compared as a server reads them: lowercased, without
 * scheme, leading `www.`, a host's trailing dot, query or fragment, the path percent-decoded once
 * with backslashes as slashes, repeated slashes as one and dot segments resolved. A full-path
 * provider matches exactly, a catalogue one (`domain`) by domain and path prefix, the others by contains. php/Providers.php does the same on the server
 * (test/provider-patterns.json is the shared table of cases).
 */
import type { ProviderConfig } from './config';

/** A path as a server reads it: decoded once, `\\` as `/`, `//` as `/`, `.` and `..` resolved, lowercased. */
export function normalisePath(path: string): string {
  const segments: string[] = [];
  // unescape, not decodeURIComponent: byte by byte, as PHP's rawurldecode, and never throws.
  const parts = unescape(path).replace(/\\/g, '/').split('/');
  for (const part of parts) {
    if (part === '..') segments.pop();
    else if (part && part !== '.') segments.push(part);
  }
  return `/${segments.join('/')}${segments.length && /^\.{0,2}$/.test(parts[parts.length - 1]!) ? '/' : ''}`.toLowerCase();
}

/** A host as compared: lowercased, without a leading `www.` or a trailing dot. */
export const normaliseHost = (host: string): string =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.(?=:|$)/, '');

/**
 * The categories blocking `url` (resolved against `base`), or null. `kind` is the element that
 * would fetch it (`SCRIPT`, `IMG`, …) or `fetch` for the network APIs.
 */
export type Matcher = (url: string, kind?: string) => string[] | null;

/**
 * `providers` with their patterns in matching form, as the page config carries them (the server
 * worked them out: php/PageConfig.php matching_form; the tests' test/matching-form.ts for others).
 * A catalogue pattern (`domain`) matches when the host is the domain or a subdomain of it, never a
 * look-alike, and the path, if any, is a prefix. Everything a rule needs is worked out once here:
 * the matcher runs for every address the page names while it parses, against a catalogue of
 * hundreds of domains.
 */
export function providerMatcher(providers: ProviderConfig[], allowed: (slug: string) => boolean, base: () => string): Matcher {
  const rules = providers.map(({ url: want, fullPath: full, domain, categories }) => {
    const host = want.split('/')[0]!;
    return { want, path: want.startsWith('/'), full, domain: domain && '.' + host, prefix: want.slice(host.length), categories };
  });
  return (url) => {
    const parsed = httpUrl(url, base());
    if (!parsed) return null;
    const path = normalisePath(parsed.pathname);
    const hostPath = normaliseHost(parsed.host) + path;
    const name = '.' + normaliseHost(parsed.hostname);
    for (const { want, path: isPath, full, domain, prefix, categories } of rules) {
      const have = isPath ? path : hostPath;
      const matches = domain ? name.endsWith(domain) && path.startsWith(prefix) : full ? have === want : have.includes(want);
      if (matches) return categories.every(allowed) ? null : categories;
    }
    return null;
  };
}

/**
 * Without a readable config nothing is known, so everything that could be a third party stays
 * blocked, for good: every request to another origin, and every script or frame page code adds
 * from this one, except Colophon's own files under `own` (a tag manager injecting a pixel is the
 * usual way trackers arrive). This site's images, styles and API calls go through.
 */
export function failClosedMatcher(base: () => string, own: string): Matcher {
  return (url, kind) => {
    const parsed = httpUrl(url, base());
    if (!parsed) return null;
    const foreign = parsed.origin !== new URL(base()).origin;
    // A refresh loads a page as a frame does.
    const code = (kind === 'SCRIPT' || kind === 'IFRAME' || kind === 'META') && !parsed.href.startsWith(own);
    return foreign || code ? ['unknown'] : null;
  };
}

function httpUrl(url: string, base: string): URL | null {
  try {
    const parsed = new URL(url, base);
    // A socket's host is matched as a page's is (a provider's host blocks its wss:// too).
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}
