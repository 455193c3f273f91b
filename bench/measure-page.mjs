/**
 * One page load, measured the same way for every bench: Debian's Chromium at 4x CPU throttling,
 * cache off, a fresh context. JS bytes are gzipped here (level 9) because Playground serves them
 * uncompressed; long tasks, total blocking time (the part of each long task over 50 ms), CLS and
 * LCP come from performance observers registered before any page script.
 */
import zlib from 'node:zlib';
import { firstTap, firstViewport } from './first-tap.mjs';
import { OURS, longTasksOf, scriptTime } from './trace.js';

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
  jqueryGzip: median(runs.map((r) => r.jqueryGzip ?? 0)),
  ourLongestScript: Math.max(...runs.map((r) => r.ourLongestScript)),
  bootMs: median(runs.map((r) => r.bootMs)),
  runtimeMs: median(runs.map((r) => r.runtimeMs)),
  longTasks: median(runs.map((r) => r.longTasks)),
  ourLongTasks: Math.max(...runs.map((r) => r.ourLongTasks ?? 0)),
  ourLongTaskMs: Math.max(...runs.map((r) => r.ourLongTaskMs ?? 0)),
  tapped: runs.every((r) => r.tapped),
  tapKind: runs.map((r) => r.tap?.kind).find(Boolean) ?? '',
  // A tap not answered within the ceiling counts as never (Infinity), so a median can say so.
  tapPaintMs: median(runs.map((r) => (r.tap ? (r.tap.paintMs ?? 0) : NaN))),
  tapAnsweredMs: median(runs.map((r) => r.tap?.answeredMs ?? (r.tap ? Infinity : NaN))),
  // The first viewport before any input: the worst run's problems (none: it works and looks final).
  viewportProblems: runs.map((r) => r.viewportProblems ?? []).sort((a, b) => b.length - a.length)[0],
  jsGzipAll: median(runs.map((r) => r.gzipAll ?? r.gzip)),
  longTaskMs: median(runs.map((r) => r.longTaskMs)),
  longTaskMsAfterInput: median(runs.map((r) => r.longTaskMsAfterInput ?? 0)),
  maxLongTasks: Math.max(...runs.map((r) => r.longTasks)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: Math.max(...runs.map((r) => r.cls)),
  lcp: median(runs.map((r) => r.lcp)),
  ttfb: median(runs.map((r) => r.ttfb ?? 0)),
  lcpAfterTtfb: median(runs.map((r) => r.lcp - (r.ttfb ?? 0))),
  clsBeforeInput: Math.max(...runs.map((r) => r.clsBeforeInput ?? r.cls)),
  lcpElement: runs.map((r) => r.lcpElement).sort()[0],
});

/** Registered before any page script, so nothing is missed. */
function observePerformance(ours) {
  window.__bench = { longTasks: [], cls: 0, shifts: [], ourLongestScript: 0, lcp: 0, lcpElement: '' };
  const describe = (node) =>
    node instanceof Element
      ? node.tagName.toLowerCase() +
        (node.id ? '#' + node.id : '') +
        [...node.classList]
          .slice(0, 3)
          .map((c) => '.' + c)
          .join('')
      : String(node?.nodeName ?? '?');
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
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Input to next paint (bench/first-tap.mjs): the first input always, any other input over 16 ms.
  window.__bench.events = [];
  const events = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  });
  try {
    events.observe({ type: 'event', durationThreshold: 16, buffered: true });
    events.observe({ type: 'first-input', buffered: true });
  } catch {
    // no Event Timing in this browser: the tap's answer is still timed
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__bench.cls += entry.value;
      // Where each shift came from, for the bench's log: the element and how far it moved.
      window.__bench.shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}px tall, top ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A control the visitor taps first (the page builder's menu button), if it shows at this size. */
export const MENU_TAP = '.elementor-menu-toggle, .colophon-menu-toggle';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{viewport?: {width: number, height: number}, settle?: number, localStorage?: Record<string, string>, cookies?: {name: string, value: string, url: string}[], tap?: string | string[], touch?: boolean}} options
 *   settle: ms to wait after `load` (idle-time handlers connect, lazy chunks arrive);
 *   localStorage: entries set before any page script (a returning visitor, say); cookies: set
 *   before the page is asked for (a returning visitor's consent);
 *   tap: the controls a visitor taps first, in order (bench/first-tap.mjs), the first one shown is
 *   tapped and timed; touch: tapped by a finger on a touch screen (a phone) rather than a mouse
 */
export async function measure(browser, url, { viewport = PHONE, settle = 2500, localStorage, cookies, tap, touch = false } = {}) {
  const context = await browser.newContext({ viewport, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  if (cookies) await context.addCookies(cookies);
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
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settle);
  // The first viewport before any input, then the first tap: timed, and the layout must hold
  // through it (what loads for it, what it opens).
  const viewportProblems = await page.evaluate(firstViewport);
  const beforeTap = scripts.length;
  const tapped = tap ? await firstTap(page, Array.isArray(tap) ? tap : tap.split(/,\s*/), { touch }) : null;
  if (tapped) await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { longTasks: allLongTasks, cls, shifts, ourLongestScript, lcp, lcpElement } = await page.evaluate(() => window.__bench);
  // The first byte: on the labs' Playground it takes seconds and varies by as much between loads,
  // so LCP is also given from it (what the page's own resources and scripts add).
  const ttfb = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.responseStart ?? 0);
  // Long tasks before the first input (what the figures below count), and those the input set off.
  const inputAt = tapped?.input ?? Infinity;
  const longTasks = allLongTasks.filter((task) => task.start < inputAt).map((task) => task.ms);
  const afterInput = allLongTasks.filter((task) => task.start >= inputAt).map((task) => task.ms);
  const clsBeforeInput = shifts.filter((shift) => shift.at < inputAt).reduce((sum, shift) => sum + shift.value, 0);
  const attributed = longTasksOf(trace);
  let gzip = 0;
  let raw = 0;
  let ours = 0;
  let ourGzip = 0;
  let jqueryGzip = 0;
  // What loaded before the tap: the tap's own chunks are what interaction costs, not the page.
  let gzipAll = 0;
  for (const [index, response] of scripts.entries()) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const zipped = zlib.gzipSync(body, { level: 9 }).length;
    gzipAll += zipped;
    if (index >= beforeTap) continue;
    raw += body.length;
    gzip += zipped;
    if (response.url().includes(OURS)) {
      ours += 1;
      ourGzip += zipped;
    }
    // WordPress's jQuery (and Migrate): what add-ons' scripts need, apart from what they are.
    if (/\/wp-includes\/js\/jquery\/jquery(-migrate)?(\.min)?\.js/.test(response.url())) jqueryGzip += zipped;
  }
  await context.close();
  return {
    scripts: beforeTap,
    gzipAll,
    viewportProblems,
    tap: tapped,
    raw,
    gzip,
    ours,
    ourGzip,
    jqueryGzip,
    ourLongestScript: Math.round(ourLongestScript),
    // Whichever consent boot the page printed: with the blocker, or strict mode's without it.
    bootMs: scriptTime(trace, /\/dist\/consent-(boot|strict|strict-blocker)\./),
    runtimeMs: scriptTime(trace, '/dist/runtime.'),
    longTasks: longTasks.length,
    // Long tasks whose main script was Colophon's build (from the trace, which also sees the ones before the observers).
    // A long task is Colophon's when its scripts ran for half of it or more (the rest: parsing, style, layout, others).
    ourLongTasks: attributed.filter((task) => task.ourMs * 2 >= task.ms).length,
    // The longest of Colophon's own script time inside any one long task.
    ourLongTaskMs: Math.max(0, ...attributed.map((task) => task.ourMs)),
    longTaskSources: attributed.map(
      (task) =>
        `${task.ms} ms: ${task.url ? `${task.scriptMs} ms ${task.url.replace(/^https?:\/\/[^/]+/, '')}` : 'no script'}${task.ourMs ? ` (Colophon's ${task.ourMs} ms)` : ''}`,
    ),
    tapped: !!tapped,
    shifts,
    longTaskMs: Math.round(longTasks.reduce((s, d) => s + d, 0)),
    longTasksAfterInput: afterInput.length,
    longTaskMsAfterInput: Math.round(afterInput.reduce((s, d) => s + d, 0)),
    tbt: Math.round(longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0)),
    cls,
    clsBeforeInput,
    ttfb: Math.round(ttfb),
    lcp: Math.round(lcp),
    lcpElement,
  };
}
