/**
 * The scan's reading of a page: every tag and attribute that loads something, the blocker's inert
 * copies of them, inline styles, <style>, inline scripts, <noscript>, malformed HTML — and never
 * this site's own addresses.
 */
import { codeUrls, cssUrls, extract, pageLinks, sitemapEntries } from '../extract';

const PAGE = 'https://site.test/about/';
const found = (html: string) => extract(html, PAGE).map((f) => `${f.tag} ${f.url}`);

test.each([
  ['<script src="https://cdn.example/a.js"></script>', 'script[src] https://cdn.example/a.js'],
  ['<iframe src="//video.example/embed/1"></iframe>', 'iframe[src] https://video.example/embed/1'],
  ['<img src="https://px.example/p.gif">', 'img[src] https://px.example/p.gif'],
  ['<img srcset="/a.jpg 1x, https://img.example/a@2x.jpg 2x">', 'img[srcset] https://img.example/a@2x.jpg'],
  ['<picture><source srcset="https://img.example/a.webp"></picture>', 'source[srcset] https://img.example/a.webp'],
  ['<link rel="stylesheet" href="https://fonts.example/css?family=A">', 'link[href] https://fonts.example/css?family=A'],
  ['<link rel="preconnect" href="https://fonts.gstatic.example">', 'link[href] https://fonts.gstatic.example/'],
  ['<link rel="dns-prefetch" href="//dns.example">', 'link[href] https://dns.example/'],
  ['<link rel="preload" as="image" imagesrcset="https://img.example/b.jpg 2x">', 'link[imagesrcset] https://img.example/b.jpg'],
  ['<video src="https://media.example/v.mp4" poster="https://media.example/p.jpg"></video>', 'video[src] https://media.example/v.mp4'],
  ['<audio src="https://media.example/a.mp3"></audio>', 'audio[src] https://media.example/a.mp3'],
  ['<embed src="https://embed.example/x">', 'embed[src] https://embed.example/x'],
  ['<object data="https://embed.example/o"></object>', 'object[data] https://embed.example/o'],
  ['<input type="image" src="https://img.example/i.png">', 'input[src] https://img.example/i.png'],
  ['<video><track src="https://media.example/t.vtt"></video>', 'track[src] https://media.example/t.vtt'],
  ['<table background="https://img.example/t.gif"><tr><td>x</td></tr></table>', 'table[background] https://img.example/t.gif'],
  ['<a href="/x" ping="https://ping.example/p">x</a>', 'a[ping] https://ping.example/p'],
  ['<meta http-equiv="refresh" content="5; url=https://away.example/">', 'meta[content] https://away.example/'],
  ['<svg><image href="https://img.example/s.svg"/></svg>', 'image[href] https://img.example/s.svg'],
  ['<svg><use xlink:href="https://img.example/s.svg#i"/></svg>', 'use[xlink:href] https://img.example/s.svg#i'],
  ['<div style="background:url(\'https://img.example/bg.jpg\')"></div>', 'style attribute https://img.example/bg.jpg'],
  ['<style>@import url("https://use.typekit.example/k.css");</style>', 'style https://use.typekit.example/k.css'],
  ['<style>@\\69 mport "https://fonts.example/e.css";</style>', 'style https://fonts.example/e.css'],
  ['<style>.a{background:\\75 rl(https://img.example/esc.png)}</style>', 'style https://img.example/esc.png'],
  [
    "<script>var s=document.createElement('script');s.src='https://www.tags.example/gtm.js?id='+i;</script>",
    'inline script https://www.tags.example/gtm.js?id=',
  ],
  ['<script>window.cfg={"u":"https:\\/\\/api.example\\/v1\\/x"}</script>', 'inline script https://api.example/v1/x'],
  ['<script>load("//static.heat.example/c/h-");</script>', 'inline script https://static.heat.example/c/h-'],
  ['<noscript><img src="https://px.example/noscript.gif"></noscript>', 'img[src] https://px.example/noscript.gif'],
  // As Colophon's blocker printed them inert.
  ['<script type="text/plain" data-colophon-src="https://cdn.example/inert.js"></script>', 'script[src] https://cdn.example/inert.js'],
  ['<iframe data-colophon-src="https://video.example/inert"></iframe>', 'iframe[src] https://video.example/inert'],
  ['<p data-colophon-style="background:url(https://img.example/inert.png)">x</p>', 'style attribute https://img.example/inert.png'],
  // Malformed, as a browser repairs it.
  ['<div><img src=https://px.example/unquoted.gif alt=x<p>', 'img[src] https://px.example/unquoted.gif'],
  ['<IFRAME SRC = "HTTPS://Video.Example/Caps"></IFRAME>', 'iframe[src] https://video.example/Caps'],
])('%s', (html, expected) => {
  expect(found(html)).toContain(expected);
});

test('this site’s own addresses, data: and javascript: are not third parties; the page config is skipped', () => {
  expect(
    found(
      '<script src="/wp-includes/a.js"></script><img src="https://site.test/x.png"><img src="data:image/gif;base64,R0lGOD"><a ping="javascript:x">y</a>' +
        '<script type="application/json" id="colophon-config">{"u":"https://config.example/"}</script><script>var a="localhost/x";</script>',
    ),
  ).toEqual([]);
});

test('the same address on one tag is listed once; on two tags, once per tag', () => {
  const html = '<img src="https://px.example/a.gif"><img src="https://px.example/a.gif?x=1"><script src="https://px.example/a.gif"></script>';
  expect(found(html)).toEqual(['img[src] https://px.example/a.gif', 'script[src] https://px.example/a.gif']);
});

test('CSS and code readers', () => {
  expect(cssUrls('a{b:url( "x.png" )} @import \'y.css\';')).toEqual(['x.png', 'y.css']);
  expect(codeUrls('a="https://a.example/x" b=\'//b.example\' c=notaurl.example')).toEqual(['https://a.example/x', '//b.example']);
});

test('links to follow: this site’s pages only (plain permalinks too), not searches, replies, admin, feeds or files', () => {
  const html =
    '<a href="/blog/">b</a><a href="https://site.test/about/#team">a</a><a href="https://other.example/">o</a><a href="/?s=x">s</a>' +
    '<a href="/?p=12">p</a><a href="/?page_id=2&amp;paged=2">g</a><a href="/?p=12&amp;replytocom=3#respond">r</a>' +
    '<a href="/wp-admin/">w</a><a href="/feed/">f</a><a href="/?feed=rss2">f2</a><a href="/file.pdf">p</a><a href="mailto:a@b.c">m</a>';
  expect(pageLinks(html, PAGE)).toEqual([
    'https://site.test/blog/',
    'https://site.test/about/',
    'https://site.test/?p=12',
    'https://site.test/?page_id=2&paged=2',
  ]);
});

test('a sitemap index and a sitemap', () => {
  const index =
    '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://site.test/wp-sitemap-posts-post-1.xml</loc></sitemap></sitemapindex>';
  expect(sitemapEntries(index)).toEqual({ pages: [], sitemaps: ['https://site.test/wp-sitemap-posts-post-1.xml'] });
  const map =
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://site.test/a/ </loc></url><url><loc>https://site.test/b/</loc></url></urlset>';
  expect(sitemapEntries(map)).toEqual({ pages: ['https://site.test/a/', 'https://site.test/b/'], sitemaps: [] });
  expect(sitemapEntries('not xml <')).toEqual({ pages: [], sitemaps: [] });
});
