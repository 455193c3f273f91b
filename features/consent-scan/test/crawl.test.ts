/**
 * The scan's walk over a site that answers from a table: sitemap first, then links, up to the
 * limit; errors kept per page; a stop keeps what was found; nothing outside the site is asked for.
 */
import { crawl, type Progress, type Reader } from '../crawl';

const SITE = 'https://site.test/';
const MAPS = ['https://site.test/wp-sitemap.xml', 'https://site.test/sitemap_index.xml', 'https://evil.example/sitemap.xml'];

function site(pages: Record<string, string | { error: string }>) {
  const asked: string[] = [];
  const read: Reader = async (url) => {
    asked.push(url);
    await Promise.resolve();
    const page = pages[url];
    return page === undefined ? { error: 'HTTP 404' } : typeof page === 'string' ? { text: page } : page;
  };
  return { read, asked };
}

const sitemap = (...urls: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;

test('the sitemap’s pages, then the links they hold, each once; a page that fails is listed with its error', async () => {
  const { read, asked } = site({
    'https://site.test/wp-sitemap.xml': `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://site.test/wp-sitemap-posts-page-1.xml</loc></sitemap><sitemap><loc>https://evil.example/map.xml</loc></sitemap></sitemapindex>`,
    'https://site.test/wp-sitemap-posts-page-1.xml': sitemap('https://site.test/about/', 'https://site.test/gone/', 'https://other.example/x/'),
    'https://site.test/': '<a href="/about/">a</a><a href="/hidden/">h</a><script src="https://cdn.example/a.js"></script>',
    'https://site.test/about/': '<iframe src="https://video.example/embed/1"></iframe><a href="https://site.test/">home</a>',
    'https://site.test/hidden/': '<img src="https://px.example/p.gif">',
  });
  const progress: Progress[] = [];
  const result = await crawl(SITE, MAPS, 50, read, new AbortController().signal, (p) => progress.push(p));
  expect(result.pages.map((p) => [p.url, p.error ?? 'ok']).sort()).toEqual([
    ['https://site.test/', 'ok'],
    ['https://site.test/about/', 'ok'],
    ['https://site.test/gone/', 'HTTP 404'],
    ['https://site.test/hidden/', 'ok'],
  ]);
  expect(result.found.map((f) => `${f.page} ${f.host}`).sort()).toEqual(['/ cdn.example', '/about/ video.example', '/hidden/ px.example']);
  expect(result.stopped).toBe(false);
  expect(asked.every((url) => url.startsWith(SITE))).toBe(true);
  expect(new Set(asked).size).toBe(asked.length);
  expect(progress[progress.length - 1]).toMatchObject({ done: 4, planned: 4, hosts: 3 });
});

test('without a sitemap it follows links from the home page, and stops at the limit', async () => {
  const pages: Record<string, string> = {};
  for (let i = 0; i < 10; i++) pages[i ? `https://site.test/p${i}/` : SITE] = `<a href="/p${i + 1}/">next</a><img src="https://img${i}.example/x.png">`;
  const { read } = site(pages);
  const result = await crawl(SITE, MAPS, 4, read, new AbortController().signal, () => {});
  expect(result.pages.map((p) => p.url)).toEqual([SITE, 'https://site.test/p1/', 'https://site.test/p2/', 'https://site.test/p3/']);
  expect(result.found).toHaveLength(4);
});

test('a stop keeps what was found so far', async () => {
  const controller = new AbortController();
  const pages: Record<string, string> = {};
  for (let i = 0; i < 10; i++) pages[i ? `https://site.test/p${i}/` : SITE] = `<a href="/p${i + 1}/">next</a><img src="https://img${i}.example/x.png">`;
  const { read } = site(pages);
  const result = await crawl(SITE, MAPS, 50, read, controller.signal, (p) => {
    if (p.done === 3) controller.abort();
  });
  expect(result.stopped).toBe(true);
  expect(result.pages).toHaveLength(3);
  expect(result.found.map((f) => f.host)).toEqual(['img0.example', 'img1.example', 'img2.example']);
});
