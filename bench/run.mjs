#!/usr/bin/env node
/**
 * `npm run bench`: per demo page, in Debian's Chromium at 4x CPU throttling: JS bytes (gzip, as
 * Colophon ships them; Playground serves uncompressed, so each script body is gzipped here), number
 * of script files, long tasks (count and total ms over 50 ms), and CLS. Median of N runs.
 *
 *   npm run bench                      boots a fresh demo site on port 9420, measures, stops it
 *   npm run bench -- --url http://…    measures a site that is already running
 *   npm run bench -- --runs 5 --json bench/results/latest.json
 *   npm run bench -- --only scroll     one part: pages, blocks (a page with every Colophon block),
 *                                      popup, scroll, filter or boot (the consent boot's
 *                                      main-thread time in the default and strict modes)
 *   npm run bench -- --only delay      the demo against the same demo with every script delayed
 *                                      until the first input (bench/delay-demo.mjs)
 *   npm run bench -- --stack           load figures on the production-like stack (bench/stack-load.mjs)
 *   npm run bench -- --lighthouse      Lighthouse (mobile) on the marketing pages of that stack (bench/lighthouse.mjs)
 *   npm run bench -- --only scroll --scroll-page /service/ --url http://127.0.0.1:9500
 *                                      the same scroll on another page (the incumbent peer site of
 *                                      ../shared/peers, say); layout reads are counted per script file
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, startWordPress } from '../tools/wordpress.mjs';
import { flag, has } from '../tools/args.mjs';
import os from 'node:os';
import { writeSection } from '../tools/docs-section.mjs';
import { CHROMIUM_ARGS, measure, median, summarise } from './measure-page.mjs';

if (has('--peer')) {
  const { runPeerBench } = await import('./peer.mjs');
  await runPeerBench();
  process.exit(0);
}
if (has('--lighthouse')) {
  const { runLighthouseBench } = await import('./lighthouse.mjs');
  await runLighthouseBench(flag);
  process.exit(0);
}
if (flag('--only') === 'delay') {
  const { runDelayDemoBench } = await import('./delay-demo.mjs');
  await runDelayDemoBench();
  process.exit(0);
}
if (has('--stack')) {
  const { runStackBench } = await import('./stack-load.mjs');
  await runStackBench(flag);
  process.exit(0);
}
const RUNS = Number(flag('--runs', 3));
/** `--only filter` (or popup, pages) measures one part. */
const ONLY = flag('--only', 'all');
const part = (name) => ONLY === 'all' || ONLY === name;
/** The page the scroll part scrolls: the demo's layout page unless `--scroll-page` names another. */
const SCROLL_PAGE = flag('--scroll-page', '/book-editing/');
/** The marketing pages: their JS before any scroll or interaction must stay under 30 KB gzip. */
const MARKETING = ['/', '/self-publishing/', '/services/book-cover-design/', '/business-direct/', '/marketplace/'];
const MARKETING_LIMIT = 30 * 1024;
const PAGES = [
  ...MARKETING,
  '/blog/',
  '/resources/',
  '/archive/',
  '/cover-gallery/',
  '/events/',
  '/how-to-price-your-first-ebook/',
  '/fixtures/consent-embeds/',
  '/fixtures/malformed-settings/',
];
const DECIDED =
  'consentid:OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no';

/**
 * A decided visitor's page, loaded and settled, then throttled to 4x and recording long tasks:
 * `interact(page)` does the measured interaction and returns extra figures.
 */
async function measureInteraction(browser, url, path, interact) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'cookieyes-consent', value: DECIDED, url }]);
  const page = await context.newPage();
  await page.goto(url + path, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__tasks.push(e.duration))).observe({ type: 'longtask' });
  });
  const started = Date.now();
  const extra = await interact(page);
  const elapsed = Date.now() - started;
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__tasks);
  await context.close();
  return { tasks, elapsed, ...extra };
}

/** Opening a popup by its link at 4x throttling: the long tasks between the click and the dialog being shown. */
function measurePopupOpen(browser, url) {
  return measureInteraction(browser, url, '/fixtures/popup-actions/', async (page) => {
    await page.getByTestId('open').click();
    await page.getByRole('dialog', { name: 'Join the marketplace waitlist' }).waitFor();
    return {};
  });
}

/**
 * Applying a loop filter answer of all 24 posts at 4x throttling (blog loop, "All" after a filtered
 * address): the handler's own measure (parse, swap, announce, connect new content), the long tasks
 * from click to done, and click to the new grid.
 */
function measureFilterApply(browser, url) {
  return measureInteraction(browser, url, '/blog/?e-filter-blogl00-category=editing', async (page) => {
    await page.locator('[data-id="fltcat1"] [data-filter="__all"]').click();
    await page.locator('[data-id="blogl00"] .e-loop-item').nth(23).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('colophon:loop-filter:apply').length > 0);
    return { apply: await page.evaluate(() => performance.getEntriesByName('colophon:loop-filter:apply')[0].duration) };
  });
}

/**
 * The service page at 4x: a scripted 3-second scroll from top to bottom (one scrollTo per frame).
 * Counts long tasks, layout shift, and every call Colophon's own files make to a layout-reading API
 * (getBoundingClientRect, offset*, getComputedStyle) while the scroll runs: the APIs are wrapped
 * before any script and a call counts when Colophon's /dist/ is on its stack. Also the JS each
 * Colophon file adds (gzip).
 */
async function measureScroll(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'cookieyes-consent', value: DECIDED, url }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__layoutReads = {};
    window.__scrolling = false;
    // A read counts for the innermost script file on the stack: Colophon's chunks by name
    // (`dist/carousel-swiper`), any other script by its file name (`jquery.min.js`).
    const count = (name) => {
      if (!window.__scrolling) return;
      const url = (new Error().stack ?? '').match(/https?:\/\/[^\s)]+?\.js/)?.[0];
      if (!url) return;
      const ours = url.match(/\/plugins\/[^/]+\/dist\/([a-z-]+)\./);
      const key = `${name} (${ours ? `dist/${ours[1]}` : url.split('/').pop()})`;
      window.__layoutReads[key] = (window.__layoutReads[key] ?? 0) + 1;
    };
    const rect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function () {
      count('getBoundingClientRect');
      return rect.call(this);
    };
    const style = window.getComputedStyle;
    window.getComputedStyle = function (...a) {
      count('getComputedStyle');
      return style.apply(this, a);
    };
    for (const prop of ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'offsetParent']) {
      const d = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop);
      Object.defineProperty(HTMLElement.prototype, prop, {
        ...d,
        get() {
          count(prop);
          return d.get.call(this);
        },
      });
    }
  });
  const responses = [];
  page.on('response', (r) => {
    if (/\.js(\?|$)/.test(r.url())) responses.push(r);
  });
  await page.goto(url + SCROLL_PAGE, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const files = [];
  for (const r of responses) {
    const body = await r.body().catch(() => null);
    if (body)
      files.push({ file: r.url().split('?')[0].split('/').pop(), ours: /\/dist\/[^/]+\.js$/.test(r.url()), gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const tasks = [];
        const frames50 = [];
        let cls = 0;
        let scrollEnd = Infinity;
        const tasksAfter = [];
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (e.startTime < scrollEnd ? tasks : tasksAfter).push(Math.round(e.duration)))).observe({
          type: 'longtask',
        });
        // Long animation frames name the scripts that made them, and say whether they came while the page scrolled.
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) =>
            frames50.push({
              ms: Math.round(e.duration),
              when: e.startTime < scrollEnd ? 'scrolling' : 'after',
              scripts: e.scripts
                .filter((x) => x.duration >= 10)
                .map(
                  (x) =>
                    `${(x.sourceURL || x.invoker)
                      .split('/')
                      .pop()
                      .replace(
                        /\.[0-9a-f]{8}\.js$/,
                        '',
                      )} ${Math.round(x.duration)} ms (forced style and layout ${Math.round(x.forcedStyleAndLayoutDuration)} ms)`,
                ),
              render: Math.round(e.startTime + e.duration - (e.renderStart || e.startTime + e.duration)),
            }),
          ),
        ).observe({ type: 'long-animation-frame' });
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            if (!e.hadRecentInput) cls += e.value;
          }),
        ).observe({ type: 'layout-shift' });
        const end = document.documentElement.scrollHeight - innerHeight;
        const start = performance.now();
        let frames = 0;
        window.__scrolling = true;
        const step = (now) => {
          const t = Math.min(1, (now - start) / 3000);
          window.scrollTo(0, end * t);
          frames++;
          if (t < 1) requestAnimationFrame(step);
          else {
            // The scroll has stopped: what comes now (a carousel starting in the pause) is counted apart.
            scrollEnd = performance.now();
            window.__scrolling = false;
            window.__layoutReadsAfter = window.__layoutReads;
            window.__layoutReads = {};
            window.__scrolling = 'after';
            setTimeout(() => {
              window.__scrolling = false;
              resolve({ tasks, tasksAfter, cls, frames, reads: window.__layoutReadsAfter, readsAfter: window.__layoutReads, loaf: frames50 });
            }, 1000);
          }
        };
        requestAnimationFrame(step);
      }),
  );
  await context.close();
  return { ...result, files };
}

/** A new browser context logged in as the demo's admin, as the site owner is. */
async function logIn(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await Promise.all([page.waitForURL(/wp-admin/, { timeout: 60_000 }), page.getByRole('button', { name: 'Log In' }).click()]);
  return { context, page };
}

/**
 * Sets the consent settings' strict mode, as the site owner does (the demo's admin), and with
 * `providers` (a function of the saved list) the blocked providers too; returns the saved list.
 */
async function setStrict(browser, base, on, providers) {
  const { context, page } = await logIn(browser, base);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await page.getByText('Import or export the categories and providers as JSON').click();
  const field = page.getByLabel('Blocked providers (JSON)');
  const saved = await field.inputValue();
  if (providers) await field.fill(providers(saved));
  await page.getByLabel('Strict mode', { exact: false }).setChecked(on);
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  // The settings screen says so in its status line (the admin notice it once printed is gone).
  await page.getByRole('status').filter({ hasText: 'Consent settings saved.' }).waitFor();
  await context.close();
  return saved;
}

/** The demo's providers, each moved to a host of its own: the usual site, whose trackers are elsewhere. */
const onOtherHosts = (saved) =>
  JSON.stringify(JSON.parse(saved).map((provider) => ({ ...provider, url: provider.url.startsWith('/') ? `tracker.example${provider.url}` : provider.url })));

/** The consent cookie of a returning visitor who accepted every category of the demo (as tests/e2e/fixtures.ts consentCookie writes it). */
const acceptedAll = (base) => [
  {
    name: 'cookieyes-consent',
    value:
      'consentid:OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVN,consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes,other:yes',
    url: base,
  },
];

/**
 * The consent boot's own main-thread time on the marketing pages, per consent mode: default, for
 * a first-time visitor and for a returning one who accepted all (nothing to guard, so nothing
 * patched); strict with the demo's providers (paths on this very site, so the blocker stays);
 * strict with them on hosts of their own (the boot without the blocker).
 */
async function measureBoot(browser, base) {
  const modes = {};
  for (const mode of ['default', 'accepted', 'strict', 'strictHosts']) {
    const saved = mode === 'default' || mode === 'accepted' ? null : await setStrict(browser, base, true, mode === 'strictHosts' ? onOtherHosts : null);
    try {
      const times = [];
      const cookies = mode === 'accepted' ? acceptedAll(base) : undefined;
      for (const pagePath of MARKETING) for (let i = 0; i < RUNS; i++) times.push((await measure(browser, base + pagePath, { settle: 500, cookies })).bootMs);
      modes[mode] = { median: median(times), max: Math.max(...times) };
    } finally {
      if (saved !== null) await setStrict(browser, base, false, () => saved);
    }
  }
  return modes;
}

/** Every Colophon block on one page (made through the REST API as the editor would save it): its path. */
const EVERY_BLOCK = '/every-block/';
async function everyBlockPage(browser, base) {
  const { context, page } = await logIn(browser, base);
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const api = (route, options = {}) =>
    page.request.fetch(`/?rest_route=${encodeURIComponent(route)}`, { ...options, headers: { 'X-WP-Nonce': nonce, ...options.headers } });
  try {
    if ((await (await api('/wp/v2/pages', { params: { slug: 'every-block' } })).json()).length) return;
    const uploaded = await api('/wp/v2/media', {
      method: 'POST',
      headers: { 'Content-Type': 'video/webm', 'Content-Disposition': 'attachment; filename=tour.webm' },
      data: fs.readFileSync(path.join(ROOT, 'demo/media/tour.webm')),
    });
    const text = await uploaded.text();
    if (!uploaded.ok()) throw new Error(`every-block page: the video upload answered HTTP ${uploaded.status()}: ${text.slice(0, 500)}`);
    // A PHP notice before the JSON (Playground prints them) is not the answer.
    const video = JSON.parse(text.slice(text.indexOf('{')));
    const [popup] = await (await api('/wp/v2/colophon_popup', { params: { per_page: 1, _fields: 'id' } })).json();
    const block = (name, attributes) => `<!-- wp:colophon/${name} ${JSON.stringify(attributes)} /-->`;
    const content = [
      block('announcement-bar', { message: 'Autumn offer: 15% off every bundle.' }),
      block('pricing-toggle', {
        plans: [
          { name: 'Starter', yearly: '9', monthly: '12', features: 'One brief', button: '', url: '', featured: false },
          { name: 'Professional', yearly: '19', monthly: '23', features: 'Unlimited briefs', button: 'Choose', url: '/', featured: true },
        ],
      }),
      block('copy-link', {}),
      block('like-dislike', {}),
      block('video-player', { videoId: video.id }),
      block('popup-button', { popup: popup?.id ?? 0, text: 'Open the popup' }),
      block('waitlist', {}),
      `<!-- wp:colophon/slider {"perViewDesktop":2} -->${['One', 'Two', 'Three']
        .map((n) => `<!-- wp:paragraph --><p>Slide ${n}</p><!-- /wp:paragraph -->`)
        .join('')}<!-- /wp:colophon/slider -->`,
      block('store', { store: 'favourites' }),
      block('store', { store: 'favourites', show: 'count' }),
      block('listing-grid', { id: 'evblk01', per_page: 3, nav: 'click' }),
      block('calendar', { id: 'evblk02' }),
      block('loop-filter', { id: 'evblk03', filter_id: 'evblk04', posts_per_page: 6 }),
      block('scheduling', { url: 'https://booking.example/you/intro', provider: 'Example Booking' }),
      `<!-- wp:colophon/reviews {"api":"https://reviews.example/","businessUnit":"every-block"} --><!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Quick and kind.</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote --><!-- /wp:colophon/reviews -->`,
    ].join('\n');
    const made = await api('/wp/v2/pages', { method: 'POST', data: { title: 'Every Colophon block', slug: 'every-block', status: 'publish', content } });
    if (!made.ok()) throw new Error(`every-block page: HTTP ${made.status()} ${await made.text()}`);
  } finally {
    await context.close();
  }
}

let server;
let base = flag('--url');
if (!base) {
  server = await startWordPress({
    port: 9420,
    siteDir: path.join(ROOT, '.wp', 'bench-site'),
    fresh: true,
    quiet: true,
    log: (l) => console.error(`[bench] ${l}`),
  });
  base = server.url;
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const rows = [];
try {
  if (part('pages') || part('blocks')) await everyBlockPage(browser, base);
  for (const pagePath of [...(part('pages') ? PAGES : []), ...(part('pages') || part('blocks') ? [EVERY_BLOCK] : [])]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + pagePath));
    rows.push({ page: pagePath, ...summarise(runs) });
  }
  var popupRuns = [];
  for (let i = 0; i < (part('popup') ? RUNS : 0); i++) popupRuns.push(await measurePopupOpen(browser, base));
  var scrollRuns = [];
  for (let i = 0; i < (part('scroll') ? RUNS : 0); i++) scrollRuns.push(await measureScroll(browser, base));
  var filterRuns = [];
  for (let i = 0; i < (part('filter') ? RUNS : 0); i++) filterRuns.push(await measureFilterApply(browser, base));
  var boot = part('boot') ? await measureBoot(browser, base) : null;
} finally {
  await browser.close();
  await server?.stop();
}

const pad = (v, w, left = false) => (left ? String(v).padEnd(w) : String(v).padStart(w));
console.log(`\nColophon bench: Chromium, 4x CPU throttle, 412x823, cache off, median of ${RUNS} runs`);
console.log(
  'All = every script on the page (theme and WordPress included); Colophon = this plugin’s build (dist/; the demo’s stand-ins for other plugins are not Colophon’s).',
);
console.log('Colophon max ms = longest single Colophon script run inside any long animation frame (all runs).');
console.log('Boot ms / runtime ms = main-thread time of consent-boot.js / runtime.js in their own tasks (evaluation and callbacks), from a trace.');
console.log(
  'LCP = largest contentful paint (ms) and its element (the consent banner is the server’s HTML, painted with the page: never a late, script-painted LCP).',
);
console.log(
  `${pad('page', 32, true)} ${pad('scripts', 7)} ${pad('JS gzip', 8)} ${pad('Colophon', 8)} ${pad('Col. gzip', 9)} ${pad('long tasks', 10)} ${pad('LT ms', 6)} ${pad('Col. max ms', 11)} ${pad('boot ms', 7)} ${pad('rt ms', 6)} ${pad('CLS', 6)} ${pad('LCP', 6)}  LCP element`,
);
for (const r of rows) {
  console.log(
    `${pad(r.page, 32, true)} ${pad(r.scripts, 7)} ${pad(r.jsGzip, 8)} ${pad(r.ours, 8)} ${pad(r.ourGzip, 9)} ${pad(`${r.longTasks} (≤${r.maxLongTasks})`, 10)} ${pad(r.longTaskMs, 6)} ${pad(r.ourLongestScript, 11)} ${pad(r.bootMs, 7)} ${pad(r.runtimeMs, 6)} ${pad(r.cls.toFixed(3), 6)} ${pad(r.lcp, 6)}  ${r.lcpElement}`,
  );
}
const marketing = rows.filter((r) => MARKETING.includes(r.page));
if (marketing.length) {
  const over = marketing.filter((r) => r.jsGzip > MARKETING_LIMIT);
  console.log(
    `\nMarketing pages, all JS before any scroll or interaction: ${marketing.map((r) => `${r.page} ${(r.jsGzip / 1024).toFixed(1)} KB`).join(', ')}; limit 30 KB: ${over.length ? `OVER on ${over.map((r) => r.page).join(', ')}` : 'all under'}`,
  );
  if (over.length) process.exitCode = 1;
}
const longest = Math.max(0, ...popupRuns.flatMap((r) => r.tasks));
if (popupRuns.length)
  console.log(
    `\nOpening a popup by its link at 4x: ${popupRuns.map((r) => `${r.tasks.length} long task(s)`).join(', ')}; longest ${Math.round(longest)} ms; click to dialog ${median(popupRuns.map((r) => r.elapsed))} ms (median)`,
  );
const longestApply = Math.max(0, ...filterRuns.flatMap((r) => r.tasks));
if (filterRuns.length)
  console.log(
    `Applying a 24-post loop filter answer at 4x: client work ${median(filterRuns.map((r) => Math.round(r.apply)))} ms (median; runs ${filterRuns.map((r) => Math.round(r.apply)).join(', ')}); long tasks ${filterRuns.map((r) => r.tasks.length).join(', ')}, longest ${Math.round(longestApply)} ms; click to new grid ${median(filterRuns.map((r) => r.elapsed))} ms (includes the server)`,
  );
if (scrollRuns.length) {
  const total = (reads, ours) =>
    Object.entries(reads)
      .filter(([key]) => !ours || key.includes('(dist/'))
      .reduce((a, [, n]) => a + n, 0);
  console.log(
    `3-second scroll of ${SCROLL_PAGE} at 4x (1280x800), then 1 s still: long tasks while scrolling ${scrollRuns.map((r) => r.tasks.length).join(', ')} (longest ${Math.max(0, ...scrollRuns.flatMap((r) => r.tasks))} ms), in the second after ${scrollRuns.map((r) => r.tasksAfter.length).join(', ')} (longest ${Math.max(0, ...scrollRuns.flatMap((r) => r.tasksAfter))} ms); layout reads in scroll frames: Colophon's ${scrollRuns.map((r) => total(r.reads, true)).join(', ')}, all scripts ${scrollRuns.map((r) => total(r.reads, false)).join(', ')}; in the second after: ${scrollRuns.map((r) => total(r.readsAfter, false)).join(', ')}; CLS ${scrollRuns.map((r) => r.cls.toFixed(3)).join(', ')}; frames ${scrollRuns.map((r) => r.frames).join(', ')}`,
  );
  const slow = scrollRuns.flatMap((r) => r.loaf).filter((f) => f.ms >= 50);
  if (slow.length)
    console.log(`  animation frames over 50 ms: ${slow.map((f) => `${f.ms} ms ${f.when} [${f.scripts.join('; ')}; rendering ${f.render} ms]`).join(', ')}`);
  const byFile = {};
  for (const run of scrollRuns) for (const [key, n] of Object.entries(run.reads)) byFile[key] = Math.max(byFile[key] ?? 0, n);
  for (const run of scrollRuns) for (const [key, n] of Object.entries(run.readsAfter)) byFile[`${key} after`] = Math.max(byFile[`${key} after`] ?? 0, n);
  if (Object.keys(byFile).length)
    console.log(
      `  reads by call and file (most in one run): ${Object.entries(byFile)
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  const files = scrollRuns[0].files;
  const ours = files.filter((f) => f.ours);
  console.log(
    `  JS on the page: ${files.reduce((a, f) => a + f.gzip, 0)} B gzip in ${files.length} files, Colophon's ${ours.reduce((a, f) => a + f.gzip, 0)} B in ${ours.length} (${ours.map((f) => `${f.file.replace(/\.[0-9a-f]{8}\.js$/, '')} ${f.gzip}`).join(', ')})`,
  );
}
if (boot) {
  const line = `the consent boot's own main-thread time at 4x CPU throttling (its evaluation and callbacks, from a trace), on the ${MARKETING.length} marketing pages × ${RUNS} runs: **default mode** median ${boot.default.median} ms (max ${boot.default.max}), and for a returning visitor who accepted all, where nothing is to guard and the boot patches nothing, median ${boot.accepted.median} ms (max ${boot.accepted.max}); **strict mode** with the demo's providers, paths on the site itself that a policy cannot tell from it, so the boot keeps the blocker: median ${boot.strict.median} ms (max ${boot.strict.max}); **strict mode with every provider on a host of its own** (the demo's moved to \`tracker.example\`), where the server prints the boot without the blocker: median ${boot.strictHosts.median} ms (max ${boot.strictHosts.max}).`;
  console.log(`\nConsent boot: ${line}`);
  if (!flag('--url') || has('--docs'))
    writeSection(
      path.join(ROOT, 'docs', 'performance.md'),
      'bench-boot',
      `\`npm run bench -- --only boot\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores: ${line}`,
    );
}
console.log('\nIncumbent reference (measured in the research): a service page loads 26 scripts, 176 KB gzip JS, ~0.8 s blocked at 4x.\n');

const everyBlock = rows.find((r) => r.page === EVERY_BLOCK);
/** The blocks the every-block page holds (everyBlockPage): every block Colophon has. */
const EVERY_BLOCK_COUNT = fs
  .readdirSync(path.join(ROOT, 'features'))
  .filter((id) => fs.existsSync(path.join(ROOT, 'features', id, 'block', 'block.json'))).length;
if (everyBlock) {
  const line = `\`${EVERY_BLOCK}\` (all ${EVERY_BLOCK_COUNT} blocks: announcement bar, pricing, copy link, like and dislike, video player, popup button, waitlist form, slider, store button and count, listing grid, posts calendar, filtered posts, booking calendar, reviews; a first-time visitor on a phone, no scroll or interaction, 4x CPU, median of ${RUNS} runs): ${everyBlock.scripts} scripts, ${(everyBlock.jsGzip / 1024).toFixed(1)} KB gzip JS before any interaction, ${(everyBlock.ourGzip / 1024).toFixed(1)} KB of it Colophon's; ${everyBlock.longTasks} long task(s), ${everyBlock.longTaskMs} ms; CLS ${everyBlock.cls.toFixed(3)}.`;
  console.log(`\nEvery block: ${line}`);
  if (!flag('--url') || has('--docs'))
    writeSection(
      path.join(ROOT, 'docs', 'performance.md'),
      'bench-blocks',
      `\`npm run bench -- --only blocks\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores: ${line}`,
    );
}

// The docs' table: written when the bench measured its own fresh site (or with --docs).
if (part('pages') && rows.length && (!flag('--url') || has('--docs'))) {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  writeSection(
    path.join(ROOT, 'docs', 'performance.md'),
    'bench-pages',
    [
      `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine}, Playground, median of ${RUNS} run(s):`,
      '',
      "| page | scripts | JS gzip | of it Colophon's | long tasks | long-task ms | consent boot ms | runtime ms | CLS | LCP ms | LCP element |",
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows.map(
        (r) =>
          `| \`${r.page}\` | ${r.scripts} | ${kb(r.jsGzip)} | ${kb(r.ourGzip)} | ${r.longTasks} | ${r.longTaskMs} | ${r.bootMs} | ${r.runtimeMs} | ${r.cls.toFixed(3)} | ${r.lcp} | ${String(r.lcpElement).replace(/\|/g, '\\|')} |`,
      ),
    ].join('\n'),
  );
}

const out = flag('--json');
if (out) {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows, popupRuns, scrollRuns, filterRuns }, null, 2));
}
