/**
 * One page load, measured the same way for every bench: Debian's Chromium at 4x CPU throttling,
 * cache off, a fresh context. JS bytes are gzipped here (level 9) because Playground serves them
 * uncompressed; long tasks, total blocking time (the part of each long task over 50 ms), CLS and
 * LCP come from performance observers registered before any page script.
 */
import zlib from 'node:zlib';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const PHONE = { width: 412, height: 823 };
/** Colophon's own scripts: its build. The demo's stand-ins for third parties (demo/*.js) are not. */
const OURS = '/plugins/colophon/dist/';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The runs of one page as one row: medians, and the worst run for long-task count, Colophon's longest script and CLS. */
export const summarise = (runs) => ({
  scripts: median(runs.map((r) => r.scripts)),
  jsGzip: median(runs.map((r) => r.gzip)),
  jsRaw: median(runs.map((r) => r.raw)),
  ours: median(runs.map((r) => r.ours)),
  ourGzip: median(runs.map((r) => r.ourGzip)),
  ourLongestScript: Math.max(...runs.map((r) => r.ourLongestScript)),
  bootMs: median(runs.map((r) => r.bootMs)),
  runtimeMs: median(runs.map((r) => r.runtimeMs)),
  longTasks: median(runs.map((r) => r.longTasks)),
  longTaskMs: median(runs.map((r) => r.longTaskMs)),
  maxLongTasks: Math.max(...runs.map((r) => r.longTasks)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: Math.max(...runs.map((r) => r.cls)),
  lcp: median(runs.map((r) => r.lcp)),
  lcpElement: runs.map((r) => r.lcpElement).sort()[0],
});

/** Registered before any page script, so nothing is missed. */
function observePerformance(ours) {
  window.__bench = { longTasks: [], cls: 0, ourLongestScript: 0, lcp: 0, lcpElement: '' };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    window.__bench.lcp = last.startTime;
    window.__bench.lcpElement = last.element
      ? last.element.tagName.toLowerCase() +
        (last.element.id ? '#' + last.element.id : last.element.className ? '.' + String(last.element.className).split(' ')[0] : '')
      : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Long animation frames name the scripts that ran in them: attribute long work to Colophon or not.
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        for (const script of frame.scripts ?? []) {
          if (script.sourceURL.includes(ours)) {
            window.__bench.ourLongestScript = Math.max(window.__bench.ourLongestScript, script.duration);
          }
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no long-animation-frame entries in this browser: the long tasks below still count
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Main-thread time of one script's own tasks, from a performance trace: its evaluation and every
 * callback the browser hands it (observers, events, timers), overlaps merged, in ms. A patched
 * method the page calls runs inside the page's own task and is not counted here.
 */
export function scriptTime(trace, needle) {
  const spans = [];
  for (const event of trace.traceEvents ?? []) {
    if (event.ph !== 'X' || !event.dur || !(event.name === 'EvaluateScript' || event.name === 'FunctionCall')) continue;
    const url = String(event.args?.data?.url ?? '');
    if (needle instanceof RegExp ? needle.test(url) : url.includes(needle)) spans.push([event.ts, event.ts + event.dur]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return Math.round(total / 100) / 10;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{viewport?: {width: number, height: number}, settle?: number, localStorage?: Record<string, string>}} options
 *   settle: ms to wait after `load` (idle-time handlers connect, lazy chunks arrive);
 *   localStorage: entries set before any page script (a returning visitor, say)
 */
export async function measure(browser, url, { viewport = PHONE, settle = 2500, localStorage } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (localStorage) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
  }
  await page.addInitScript(observePerformance, OURS);
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settle);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { longTasks, cls, ourLongestScript, lcp, lcpElement } = await page.evaluate(() => window.__bench);
  let gzip = 0;
  let raw = 0;
  let ours = 0;
  let ourGzip = 0;
  for (const response of scripts) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const zipped = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    if (response.url().includes(OURS)) {
      ours += 1;
      ourGzip += zipped;
    }
  }
  await context.close();
  return {
    scripts: scripts.length,
    raw,
    gzip,
    ours,
    ourGzip,
    ourLongestScript: Math.round(ourLongestScript),
    // Whichever consent boot the page printed: with the blocker, or strict mode's without it.
    bootMs: scriptTime(trace, /\/dist\/consent-(boot|strict)\./),
    runtimeMs: scriptTime(trace, '/dist/runtime.'),
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((s, d) => s + d, 0)),
    tbt: Math.round(longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
    cls,
    lcp: Math.round(lcp),
    lcpElement,
  };
}
