/**
 * Shared test helpers: a `visit` fixture that records every request the page makes and every
 * console error, so tests can assert what went over the network and that nothing broke; and, for
 * every test, a check that no page broke the site's Content Security Policy (the demo serves
 * `script-src 'self' 'nonce-…'; object-src 'none'; base-uri 'self'`, demo/server.php).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, siteURL } from '../../playwright.config';

export interface Visit {
  page: Page;
  requests: Request[];
  consoleErrors: string[];
}

/** A navigation the network dropped (not one the server answered, whatever its status). */
const DROPPED = /net::ERR_(ABORTED|CONNECTION_RESET|CONNECTION_CLOSED|CONNECTION_REFUSED|EMPTY_RESPONSE)/;

export const test = base.extend<{ visit: Visit; cspGuard: void }>({
  // Each worker has its own WordPress (playwright.config.ts); a restarted worker keeps its index.
  baseURL: async ({}, use, testInfo) => use(siteURL(testInfo.parallelIndex)),
  // A navigation the network dropped is made once more, here rather than in each test, and noted in
  // the report; a second drop fails the test. (A busy machine's web server can drop the first.)
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      try {
        return await goto(url, options);
      } catch (error) {
        const dropped = DROPPED.exec(String(error));
        if (!dropped || page.isClosed()) throw error;
        testInfo.annotations.push({ type: 'navigation retried', description: `${url}: ${dropped[0]}` });
        return goto(url, options);
      }
    };
    await use(page);
  },
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          // A URL marked `strict-` is one a strict-mode test makes on purpose, for the policy to refuse.
          if (/Content Security Policy/i.test(message.text()) && !/[=/]strict-/.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use) => {
    const requests: Request[] = [];
    const consoleErrors: string[] = [];
    // The whole context's network: frames, workers and service workers included.
    page.context().on('request', (request) => requests.push(request));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await use({ page, requests, consoleErrors });
  },
});

export { expect };

/**
 * What a demo stand-in received (demo/stand-ins.php): read from this worker's site folder, since
 * the stand-ins never serve it back (it is what visitors sent).
 */
export function received<T = Record<string, unknown>>(name: 'waitlist' | 'consent-log' | 'form-submissions'): T[] {
  const file = path.join(siteDir(test.info().parallelIndex), 'wp-content', 'uploads', `colophon-demo-${name}.php`);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8').replace(/^<\?php exit; \?>\n/, '')) as T[];
}

/**
 * The runtime's first scan is over: every marker on the page has its wait armed, so a first
 * interaction made now is heard (one made before it is not, for a test as for a visitor).
 */
export const runtimeStarted = (page: Page) => expect.poll(() => page.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);

/**
 * The page has done all it does without the visitor: the runtime's first scan is over, the browser
 * has been idle twice (so every idle wait of the load modes has come) and the network is quiet. A
 * negative check after it ("nothing of X was loaded") is one the page had every chance to fail; no
 * fixed time is waited, so a busy machine only makes it later.
 */
export async function settled(page: Page): Promise<void> {
  await runtimeStarted(page);
  // An idle period, twice; a page that never idles gets the runtime's own idle limit (2 s), as its waits do.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

/** Two animation frames: what a scroll or a click set off (observers' callbacks, a reflow) has run. */
export const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Every carousel's slide (or fade) on the page has run to its end: the transitions' own finished promises. */
export const slideEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all([...document.querySelectorAll('.swiper-wrapper, .swiper-slide')].flatMap((el) => el.getAnimations()).map((animation) => animation.finished)),
  );

/**
 * The tracking chunk has connected (it marks its element), so what follows is heard. Without
 * consent to track or attribution in the address it waits for the visitor's first interaction
 * (features/tracking/wanted.ts): a press of Shift, which does nothing else, is that.
 */
export async function trackingConnected(page: Page): Promise<void> {
  await runtimeStarted(page);
  await page.keyboard.press('Shift');
  return expect(page.locator('#colophon-tracking[data-connected]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Layout-shift checks run without the theme's web fonts. They use font-display: fallback, so one
 * that arrives late (CI's two busy cores, Playground serving one request at a time) swaps in and
 * reflows the header menu: a shift that is the theme's, not ours. Without them the fallback font
 * stays, and any shift left is Colophon's.
 */
export function withoutWebFonts(page: Page): Promise<void> {
  return page.route(/\.woff2(\?|$)/, (route) => route.abort());
}

const MARKETING_SERVICES = [
  'book-bundles',
  'book-cover-design',
  'non-fiction-book-writing',
  'fiction-book-writing',
  'content-translation',
  'seo-content-writing',
  'editing-and-proofreading',
  'illustrations',
  'book-descriptions',
  'childrens-book-packages',
  'narration-services',
  'ai-non-fiction-package',
  'ai-to-human-editing',
];
const MARKETING_BUSINESS = ['small-publishers', 'digital-agencies', 'small-businesses', 'content-marketing-departments'];
/** the chat list, in its order. */
export const MARKETING_PAGES = [
  '/',
  '/self-publishing/',
  '/guide-for-small-publishers/',
  ...MARKETING_SERVICES.map((s) => `/services/${s}/`),
  '/business-direct/',
  ...MARKETING_BUSINESS.map((s) => `/business-direct/${s}/`),
  '/marketplace/',
  '/blog/',
];
/** The demo posts, by slug (created by demo/install.php). */
export const posts = {
  pricing: '/how-to-price-your-first-ebook/',
  editing: '/editing-passes-every-book-needs/',
  covers: '/what-makes-a-cover-sell-in-thumbnail/',
  /** The one with readers' comments, and so avatars. */
  comments: '/audiobook-rights-checklist/',
};

export function ajaxVotes(requests: Request[]): Request[] {
  return requests.filter((r) => r.url().includes('/wp-admin/admin-ajax.php') && r.method() === 'POST');
}

export const CONSENT_COOKIE = 'cookieyes-consent';
export const SAMPLE_CONSENT_ID = 'OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4';

/** A consent cookie as a returning visitor who decided would have it. */
export function consentCookie(
  baseURL: string,
  categories: Partial<Record<'functional' | 'analytics' | 'performance' | 'advertisement' | 'other', boolean>> = {},
) {
  const value = ['functional', 'analytics', 'performance', 'advertisement', 'other']
    .map((slug) => `${slug}:${categories[slug as keyof typeof categories] ? 'yes' : 'no'}`)
    .join(',');
  const any = Object.values(categories).some(Boolean);
  return {
    name: CONSENT_COOKIE,
    value: `consentid:${SAMPLE_CONSENT_ID},consent:${any ? 'yes' : 'no'},action:yes,necessary:yes,${value}`,
    url: baseURL,
  };
}

/** axe-core's violations inside `selector` (serious and critical only, unless `every`), each as "rule: help (targets)". */
export async function seriousViolations(page: Page, selector: string, every = false): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((v) => every || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** An element's top edge in the document (not the viewport), rounded. */
export const pageTop = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

/** Scrolls the window to `y` and waits two frames, so observers and sticky elements have answered. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export interface RecordedShift {
  value: number;
  /** Each moved node with its box before and after, and the scroll position then. */
  sources: string[];
}

/** Starts recording layout shifts from now on (not the load's), with their sources for a failure message. */
export function recordShifts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { recordedShifts: { value: number; sources: string[] }[] };
    w.recordedShifts = [];
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) =>
      (list.getEntries() as Shift[]).forEach((e) =>
        w.recordedShifts.push({
          value: e.value,
          sources: e.sources.map(
            (s) =>
              `${s.node?.nodeName}.${(s.node as Element | undefined)?.className} ${rect(s.previousRect)} -> ${rect(s.currentRect)} at ${Math.round(scrollY)}`,
          ),
        }),
      ),
    ).observe({ type: 'layout-shift' });
  });
}

/** The shifts recorded since recordShifts. */
export function recordedShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { recordedShifts: RecordedShift[] }).recordedShifts);
}
