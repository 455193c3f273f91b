/**
 * The site scan's walk: this site's pages, its sitemap first (WordPress's own, or an SEO plugin's),
 * then the links its pages hold, up to `limit` pages, two at a time. Each page is read as a
 * visitor gets it (no cookies), never following a redirect (it could lead to another site: the
 * scan sends nothing to a third party) and loading nothing it names (./extract.ts). A page that
 * cannot be read is kept with its error; stopping keeps what was found so far.
 */
import { extract, pageLinks, sitemapEntries, type Finding } from './extract';

export interface PageRead {
  url: string;
  /** Why it could not be read ("HTTP 404", "a redirect, not followed", the network's message). */
  error?: string;
}

export interface Found extends Finding {
  page: string;
}

export interface Progress {
  done: number;
  /** Pages known so far, up to the limit. */
  planned: number;
  hosts: number;
  current: string;
}

export interface ScanResult {
  pages: PageRead[];
  found: Found[];
  stopped: boolean;
}

/** One GET of this site: the body when it is a page, or why not. */
export type Reader = (url: string, signal: AbortSignal) => Promise<{ text: string } | { error: string }>;

/** The browser's reader: no cookies, no redirect followed, HTML and XML only. */
export const browserReader: Reader = async (url, signal) => {
  try {
    const response = await fetch(url, { credentials: 'omit', redirect: 'manual', signal, headers: { Accept: 'text/html,application/xml' } });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return { error: 'a redirect, not followed' };
    if (!response.ok) return { error: `HTTP ${response.status}` };
    if (!/html|xml/i.test(response.headers.get('content-type') ?? '')) return { error: `not a page (${response.headers.get('content-type') ?? 'no type'})` };
    return { text: await response.text() };
  } catch (error) {
    return { error: signal.aborted ? 'stopped' : error instanceof Error ? error.message : String(error) };
  }
};

const MAX_SITEMAPS = 20;

/** A page as the results name it: its path, and its query where plain permalinks put the page there (`/?p=12`). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Walks `site` from its first sitemap that answers (`sitemaps`: WordPress's own, as
 * get_sitemap_url() gives it with any permalinks, then an SEO plugin's), then its links.
 */
export async function crawl(
  site: string,
  sitemaps: string[],
  limit: number,
  read: Reader,
  signal: AbortSignal,
  onProgress: (p: Progress) => void,
): Promise<ScanResult> {
  const home = new URL(site);
  const ownPage = (url: string) => {
    try {
      const parsed = new URL(url, home);
      return parsed.host === home.host ? ((parsed.hash = ''), parsed.href) : null;
    } catch {
      return null;
    }
  };
  const queue: string[] = [home.href];
  const seen = new Set(queue);
  const enqueue = (url: string) => {
    const page = ownPage(url);
    if (page && !seen.has(page)) {
      seen.add(page);
      queue.push(page);
    }
  };

  // The sitemap first: it names the pages a visitor can reach, which links alone may miss.
  for (const first of sitemaps.filter((map) => ownPage(map))) {
    const maps = [first];
    let reads = 0;
    let any = false;
    while (maps.length && reads < MAX_SITEMAPS && !signal.aborted) {
      const answer = await read(maps.shift()!, signal);
      reads++;
      if ('error' in answer) continue;
      const { pages, sitemaps } = sitemapEntries(answer.text);
      any ||= pages.length + sitemaps.length > 0;
      pages.forEach(enqueue);
      maps.push(...sitemaps.filter((map) => ownPage(map)));
    }
    if (any) break;
  }

  const pages: PageRead[] = [];
  const found: Found[] = [];
  const hosts = new Set<string>();
  const report = (current: string) => onProgress({ done: pages.length, planned: Math.min(limit, seen.size), hosts: hosts.size, current });
  let active = 0;
  /** Resolves when a read in progress ends (its links may refill the queue). */
  let settled: () => void = () => {};
  const worker = async (): Promise<void> => {
    while (!signal.aborted && pages.length + active < limit) {
      if (!queue.length) {
        if (!active) return;
        await new Promise<void>((done) => (settled = done));
        continue;
      }
      const url = queue.shift()!;
      active++;
      report(url);
      const answer = await read(url, signal);
      active--;
      if (!signal.aborted) {
        if ('error' in answer) pages.push({ url, error: answer.error });
        else {
          pages.push({ url });
          for (const finding of extract(answer.text, url)) {
            hosts.add(finding.host);
            found.push({ ...finding, page: pathOf(url) });
          }
          pageLinks(answer.text, url).forEach(enqueue);
        }
        report(url);
      }
      settled();
    }
  };
  await Promise.all([worker(), worker()]);
  return { pages, found, stopped: signal.aborted };
}
