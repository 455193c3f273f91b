/**
 * Consent, end to end against the demo site, whose "third parties" are stand-ins served locally
 * (demo/server.php): a fake analytics script with an inline config snippet, a fake tag manager
 * that injects a fake ad pixel, and a fake video host. Nothing blocked may be requested before its
 * category is allowed; after consent the blocked scripts run exactly once, in order.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { CONSENT_COOKIE, expect, MARKETING_PAGES, posts, received, seriousViolations, frames, test, withoutWebFonts } from './fixtures';

const PAGES = [
  '/',
  '/marketplace/',
  '/self-publishing/',
  '/blog/',
  '/resources/',
  '/archive/',
  '/cover-gallery/',
  '/events/',
  '/favourites/',
  '/compare/',
  posts.pricing,
  posts.editing,
  posts.covers,
  posts.comments,
  '/fixtures/',
  '/fixtures/consent-embeds/',
  '/fixtures/malformed-settings/',
  '/fixtures/loop-filter-and/',
  '/fixtures/privacy-matrix/',
  '/book-editing/',
  '/fixtures/sticky-fixtures/',
  '/fixtures/layout-fixtures/',
  '/fixtures/tracking-forms/',
  '/guide-for-small-publishers/',
  '/fixtures/page-builder-popup/',
  '/fixtures/page-builder-widgets/',
  '/fixtures/page-builder-takeover/',
  '/fixtures/page-builder-takeover-kept/',
  '/fixtures/page-builder-form/',
  '/fixtures/page-builder-video/',
  '/fixtures/page-builder-floating/',
];
// …and every marketing page not listed already.
PAGES.push(...MARKETING_PAGES.filter((path) => !PAGES.includes(path)));
/**
 * After a choice, the pages whose third parties differ: every page carries the analytics and tag
 * manager stand-ins; these add the video, the embeds, the side-door matrix, the ad pixel and the
 * A/B tool. (Before any choice, every page in PAGES is walked.)
 */
const THIRD_PARTY_PAGES = [
  '/',
  '/self-publishing/',
  posts.pricing,
  '/fixtures/consent-embeds/',
  '/fixtures/privacy-matrix/',
  '/fixtures/tracking-forms/',
  '/guide-for-small-publishers/',
];

/** Requests that left for any host but the site itself (the stand-ins are all served by the site). */
const foreignHosts = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url()))
    .filter((u) => u.protocol.startsWith('http') && u.hostname !== '127.0.0.1')
    .map(String);

/** What each stand-in's requests look like, by the category that must allow them. */
const TRACKERS = {
  analytics: [
    /\/colophon\/demo\/trackers\/analytics\.js/,
    /\/demo-tracker\/collect\?from=analytics/,
    /\/colophon\/demo\/trackers\/matrix\.js/,
    /\/colophon\/demo\/trackers\/ab-test\.js/,
    /\/demo-tracker\/collect\?from=ab-test/,
  ],
  functional: [/\/colophon\/demo\/trackers\/chat\.js/, /\/demo-reviews\//, /\/demo-scheduling\//, /\/demo-avatar\//],
  advertisement: [
    /\/colophon\/demo\/trackers\/pixel\.js/,
    /\/demo-tracker\/collect\?from=pixel/,
    /\/demo-video\/embed\//,
    /\/demo-tracker\/beacon/,
    /\/colophon\/demo\/trackers\/ad-pixel\.js/,
    /\/demo-tracker\/collect\?from=ad-pixel/,
    /\/dist\/phone\.\w+\.js/,
  ],
};
const requestsFor = (requests: Request[], category: keyof typeof TRACKERS) =>
  requests.filter((r) => TRACKERS[category].some((re) => re.test(r.url()))).map((r) => r.url());

const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });
const runs = (page: Page) => page.evaluate(() => (window as unknown as { colophonDemo: { runs: string[] } }).colophonDemo.runs);
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => Object.prototype.toString.call(e) === '[object Arguments]').map((e) => [...(e as unknown as unknown[])]),
  );

async function consentValue(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)?.value;
}

/** Waits until the page has settled with its consent UI up (the banner, or the revisit button for a decided visitor). */
async function settled(page: Page) {
  await expect(page.locator('#colophon-consent button').filter({ visible: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('before any choice', () => {
  test('no demo page requests a blocked tracker, pixel or embed, or any other host; the banner shows on each', async ({ visit }) => {
    test.setTimeout(420_000); // every demo page, one after another
    const { page, requests } = visit;
    for (const path of PAGES) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await settled(page);
      expect(await runs(page), path).toEqual(['tag-manager.js']);
    }
    expect(requestsFor(requests, 'analytics')).toEqual([]);
    expect(requestsFor(requests, 'advertisement')).toEqual([]);
    expect(requestsFor(requests, 'functional')).toEqual([]);
    expect(foreignHosts(requests)).toEqual([]);
  });

  test('consent mode starts all denied: the region default, then a global default, and no update', async ({ visit }) => {
    const { page } = visit;
    await page.goto('/');
    await settled(page);
    const calls = await consentCalls(page);
    expect(calls.map((c) => `${c[0]} ${c[1]}`)).toEqual(['consent default', 'consent default']);
    expect(calls[0]![2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 2000,
      region: expect.arrayContaining(['DE', 'GB', 'CH']),
    });
    expect(calls[1]![2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 2000,
    });
  });

  test('a new visitor gets an undecided record and the banner_load log is sent as a multipart beacon', async ({ visit }) => {
    const { page, context } = { ...visit, context: visit.page.context() };
    const before = Math.floor(Date.now() / 1000);
    await page.goto('/');
    await settled(page);
    const value = await consentValue(context);
    expect(value).toMatch(/^consentid:[A-Za-z0-9_-]{32},consent:no,action:no,necessary:yes,functional:,analytics:,performance:,advertisement:,other:$/);
    const id = value!.split(',')[0]!.split(':')[1]!;
    await expect
      .poll(async () => received<{ payload: { consent_session_id: string } }>('consent-log').some((e) => e.payload?.consent_session_id === id))
      .toBe(true);
    const log = received('consent-log');
    const entry = log.find((e) => (e.payload as { consent_session_id: string }).consent_session_id === id)!;
    expect(entry).toMatchObject({ key: 'demo-provider-key', request_type: 'banner_load', payload: { consent_session_id: id, banner_id: 'demo-banner-1' } });
    expect(Number(entry.event_log_time)).toBeGreaterThanOrEqual(before);
    expect(entry.content_type).toMatch(/^multipart\/form-data/);
  });
});

test.describe('reject all', () => {
  test('nothing blocked is requested, on this page or any page after', async ({ visit }) => {
    test.setTimeout(120_000); // the third-party pages, one after another
    const { page, requests } = visit;
    await page.goto('/self-publishing/');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(await consentValue(page.context())).toMatch(
      /,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no$/,
    );
    for (const path of THIRD_PARTY_PAGES) {
      await page.goto(path);
      await settled(page);
      await expect(banner(page)).toBeHidden();
      expect(await runs(page), path).toEqual(['tag-manager.js']);
    }
    expect(requestsFor(requests, 'analytics')).toEqual([]);
    expect(requestsFor(requests, 'advertisement')).toEqual([]);
    expect(requestsFor(requests, 'functional')).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('_demo_ga');
  });
});

test.describe('accept analytics only', () => {
  test('analytics runs once, in order, right after the choice and on every page after; ads and embeds stay blocked', async ({ visit }) => {
    test.setTimeout(120_000); // the third-party pages, one after another
    const { page, requests } = visit;
    await page.goto(posts.pricing);
    await settled(page);
    expect(requestsFor(requests, 'analytics')).toEqual([]);

    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await preferences(page).getByRole('switch', { name: 'Analytics' }).check();
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).click();
    await expect(preferences(page)).toBeHidden();
    await expect.poll(() => runs(page)).toEqual(['tag-manager.js', 'analytics.js', 'analytics-config']);
    expect(await consentValue(page.context())).toMatch(
      /,consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no,other:no$/,
    );

    for (const path of THIRD_PARTY_PAGES) {
      await page.goto(path);
      await settled(page);
      // Released as the page parses, so analytics (in <head>) may now run before the footer's tag manager:
      // each exactly once, the snippet after its library, no pixel.
      // (The privacy matrix's own analytics stand-ins run there too: tests/e2e/consent-doors.spec.ts counts them.)
      const trackers = async () => (await runs(page)).filter((run) => !run.startsWith('matrix:'));
      await expect.poll(async () => (await trackers()).sort(), { message: path }).toEqual(['analytics-config', 'analytics.js', 'tag-manager.js']);
      const seen = await trackers();
      expect(seen.indexOf('analytics.js'), path).toBeLessThan(seen.indexOf('analytics-config'));
    }
    expect(requestsFor(requests, 'advertisement')).toEqual([]);
    expect(requestsFor(requests, 'analytics').filter((u) => u.includes('analytics.js')).length).toBe(THIRD_PARTY_PAGES.length + 1);
  });
});

test.describe('accept all', () => {
  test('the blocked scripts run exactly once, in order, and the placeholder turns into the video', async ({ visit }) => {
    const { page } = visit;
    await page.goto('/self-publishing/');
    const placeholder = page.locator('.colophon-video-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('This video is blocked until you accept Advertisement cookies.');
    await expect(page.frameLocator('iframe[title^="How self-publishing"]').locator('#player')).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => runs(page)).toEqual(['tag-manager.js', 'analytics.js', 'analytics-config', 'pixel.js']);
    await expect(placeholder).toHaveCount(0);
    await expect(page.frameLocator('iframe[title^="How self-publishing"]').locator('#player')).toHaveText('▶ Demo video dQw4w9WgXcQ is playing');
    // Still exactly once each, a moment later.
    await settled(page);
    expect(await runs(page)).toEqual(['tag-manager.js', 'analytics.js', 'analytics-config', 'pixel.js']);

    // A reload keeps the choice: the same scripts run once each, and consent mode gets an update, not a second default.
    await page.reload();
    await settled(page);
    await expect.poll(async () => (await runs(page)).slice().sort()).toEqual(['analytics-config', 'analytics.js', 'pixel.js', 'tag-manager.js']);
    const seen = await runs(page);
    expect(seen.indexOf('analytics.js')).toBeLessThan(seen.indexOf('analytics-config'));
    expect(seen.indexOf('tag-manager.js')).toBeLessThan(seen.indexOf('pixel.js'));
    const calls = await consentCalls(page);
    expect(calls.map((c) => `${c[0]} ${c[1]}`)).toEqual(['consent default', 'consent default', 'consent update']);
    expect(calls[2]![2]).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
    await expect(banner(page)).toBeHidden();
  });

  test('a returning visitor who accepted all: nothing is patched while the page parses; withdrawing analytics holds it back again', async ({ visit }) => {
    const { page, requests } = visit;
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => runs(page)).toContain('pixel.js');
    await page.reload();
    await settled(page);
    const native = () => page.evaluate(() => [Element.prototype.setAttribute, window.fetch].map((f) => String(f).includes('[native code]')));
    expect(await native()).toEqual([true, true]);

    await page.evaluate(() => window.colophonConsent!.decide({ functional: true, analytics: false, performance: true, advertisement: true, other: true }));
    expect(await native()).toEqual([false, false]);
    const src = await page.evaluate(() => {
      const tag = document.createElement('script');
      // The address of the analytics script the page already ran, asked again.
      const again = new URL(document.querySelector<HTMLScriptElement>('script[src*="trackers/analytics.js"]')!.src);
      again.searchParams.set('again', '1');
      tag.src = again.href;
      document.head.append(tag);
      return [tag.getAttribute('type'), tag.getAttribute('data-colophon-src')];
    });
    expect(src[0]).toBe('text/plain');
    expect(src[1]).toMatch(/analytics\.js\?.*again=1/);
    await settled(page);
    expect(requests.filter((r) => r.url().includes('again=1'))).toEqual([]);
  });

  test('with everything allowed, every third party the pages load is served by the site itself', async ({ visit }) => {
    test.setTimeout(120_000); // the third-party pages, one after another
    const { page, requests } = visit;
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => runs(page)).toContain('pixel.js');
    for (const path of THIRD_PARTY_PAGES) {
      await page.goto(path);
      await settled(page);
    }
    expect(requestsFor(requests, 'advertisement').length).toBeGreaterThan(0); // the pixels did load
    expect(foreignHosts(requests)).toEqual([]);
  });
});

test.describe('avatars', () => {
  const avatars = (page: Page) =>
    page
      .locator('img.avatar')
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => ({ src: new URL(img.currentSrc || img.src).pathname, shown: img.complete && img.naturalWidth > 0 })),
      );

  test('comment avatars show a local placeholder until functional cookies are allowed, then the real ones; the HTML is the same for everyone', async ({
    visit,
    playwright,
    baseURL,
  }) => {
    const { page, requests } = visit;
    await page.goto(posts.comments);
    await settled(page);
    await expect(page.locator('.wp-block-comment-template img.avatar')).toHaveCount(2);
    const before = await avatars(page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    for (const avatar of before) expect(avatar).toEqual({ src: expect.stringMatching(/\/features\/consent\/avatar-placeholder\.svg$/), shown: true });
    expect(requests.filter((r) => /\/demo-avatar\//.test(r.url()))).toEqual([]);

    // Functional only: the avatars come back in place, without a reload; ads stay blocked.
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await preferences(page).getByRole('switch', { name: 'Functional' }).check();
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).click();
    await expect.poll(async () => (await avatars(page)).every((a) => /^\/demo-avatar\/[0-9a-f]{32}\.svg$/.test(a.src) && a.shown)).toBe(true);
    expect(requests.filter((r) => /\/demo-avatar\//.test(r.url())).length).toBeGreaterThanOrEqual(2);
    expect(requestsFor(requests, 'advertisement')).toEqual([]);

    // The next page view shows them at once; the server sent the same avatar markup to both visitors.
    await page.reload();
    await expect.poll(async () => (await avatars(page)).every((a) => /^\/demo-avatar\//.test(a.src) && a.shown)).toBe(true);
    const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
    const consented = await playwright.request.newContext({ baseURL: baseURL!, storageState: await page.context().storageState() });
    const markup = async (context: typeof anonymous) =>
      ((await (await context.get(posts.comments)).text()).match(/<img[^>]*class="avatar[^>]*>/g) ?? []).join('\n');
    const fresh = await markup(anonymous);
    expect(fresh).toContain('data-colophon-src=');
    expect(await markup(consented)).toBe(fresh);
    await anonymous.dispose();
    await consented.dispose();
  });
});

test.describe('video placeholders', () => {
  test('a valid id gets a thumbnail, an invalid one none, a zero-size iframe no placeholder; accepting from it plays the video', async ({ visit }) => {
    const { page, requests } = visit;
    await page.goto('/fixtures/consent-embeds/');
    await settled(page);
    const boxes = page.locator('.colophon-video-placeholder');
    await expect(boxes).toHaveCount(2);
    expect(await boxes.nth(0).evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain('/demo-video/thumb/aBcDeFgHiJk.svg');
    expect(await boxes.nth(1).evaluate((el) => (el as HTMLElement).style.backgroundImage)).toBe('');
    expect(requests.filter((r) => r.url().includes('/demo-video/thumb/')).map((r) => new URL(r.url()).pathname)).toEqual(['/demo-video/thumb/aBcDeFgHiJk.svg']);

    await boxes.nth(0).getByRole('button', { name: 'Accept and play' }).click();
    await expect(page.frameLocator('iframe[data-testid="valid-id"]').locator('#player')).toHaveText('▶ Demo video aBcDeFgHiJk is playing');
    // Only advertisement was accepted: the banner still asks about the rest, and analytics stays blocked.
    await expect(banner(page)).toBeVisible();
    expect(await runs(page)).not.toContain('analytics.js');
    expect(await consentValue(page.context())).toMatch(/,action:yes,necessary:yes,functional:,analytics:,performance:,advertisement:yes,other:$/);
  });
});

test.describe('the WP Consent API', () => {
  test('gets the consent type on every load and, once the visitor acts, allow/deny per mapped category, call by call', async ({ visit }) => {
    const { page } = visit;
    await page.addInitScript(() => {
      const w = window as unknown as { __wpc: unknown[]; wp_set_consent: (c: string, v: string) => void };
      w.__wpc = [];
      w.wp_set_consent = (category, value) => w.__wpc.push([category, value]);
      document.addEventListener('wp_consent_type_defined', () => w.__wpc.push(['type', (window as unknown as { wp_consent_type: string }).wp_consent_type]));
    });
    const calls = () => page.evaluate(() => (window as unknown as { __wpc: unknown[] }).__wpc);
    await page.goto('/');
    await settled(page);
    expect(await calls()).toEqual([['type', 'optin']]); // not acted, nothing allowed: no consent sent

    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await preferences(page).getByRole('switch', { name: 'Analytics' }).check();
    await preferences(page).getByRole('switch', { name: 'Performance' }).check();
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).click();
    const mapped = [
      ['type', 'optin'],
      ['preferences', 'deny'],
      ['statistics', 'allow'],
      ['statistics-anonymous', 'allow'],
      ['functional', 'allow'],
      ['marketing', 'deny'],
    ];
    await expect.poll(calls).toEqual([['type', 'optin'], ...mapped]);

    await page.reload();
    await settled(page);
    await expect.poll(calls).toEqual(mapped); // re-applied on page load
  });
});

test.describe('bad input', () => {
  for (const [name, value] of [
    ['truncated', 'consentid:OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4,consent:yes,action:y'],
    ['garbage', '%7B%22not%22%3A%22ours%22%7D'],
    ['an unknown category', 'consentid:OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4,consent:yes,action:yes,necessary:yes,tracking:yes'],
  ] as const) {
    test(`a ${name} consent cookie reads as undecided, without an error`, async ({ visit, baseURL }) => {
      const { page, consoleErrors, requests } = visit;
      await page.context().addCookies([{ name: CONSENT_COOKIE, value, url: baseURL! }]);
      await page.goto('/self-publishing/');
      await expect(banner(page)).toBeVisible();
      await settled(page);
      expect(consoleErrors).toEqual([]);
      expect(requestsFor(requests, 'analytics')).toEqual([]);
      expect(await consentValue(page.context())).toMatch(/^consentid:[A-Za-z0-9_-]{32},consent:no,action:no,/);
    });
  }

  test('on a host that does not match the registered domain: the error, no banner, nothing tracked, nothing stored', async ({ visit, baseURL }) => {
    const { page, consoleErrors, requests } = visit;
    const otherHost = baseURL!.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherHost}/self-publishing/`);
    await expect.poll(() => consoleErrors.join('\n')).toContain('DomainMismatchError');
    const message = consoleErrors.find((m) => m.includes('does not match the registered domain'))!;
    expect(message).toContain('localhost does not match the registered domain 127.0.0.1.');
    expect(message).toContain(
      'The site URL has changed: update the registered URL in the consent provider account (Colophon → Consent), then reload this page.',
    );
    await page.waitForLoadState('networkidle');
    // The server printed the banner and the revisit button hidden; nothing marks either to show.
    await expect(page.locator('#colophon-consent > *').filter({ visible: true })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(requestsFor(requests, 'analytics')).toEqual([]);
    expect(requestsFor(requests, 'advertisement')).toEqual([]);
    expect(await consentValue(page.context())).toBeUndefined();
  });
});

test.describe('keyboard and screen readers', () => {
  test('a keyboard-only visitor can open, customise, save and revisit consent', async ({ visit }) => {
    const { page } = visit;
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const customise = banner(page).getByRole('button', { name: 'Customise' });
    for (let i = 0; i < 6 && !(await customise.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(customise).toBeFocused(); // the banner comes first in the tab order

    await page.keyboard.press('Enter');
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).getByRole('button', { name: 'Close' })).toBeFocused();
    // The platform's modal dialog: the page behind is out of reach of pointer, Tab and screen readers.
    expect(await preferences(page).evaluate((el) => (el.closest('dialog') ?? el).matches(':modal'))).toBe(true);
    // Focus is trapped: many Tabs later it is still inside the dialog.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await preferences(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 15; i++) await page.keyboard.press('Shift+Tab');
    expect(await preferences(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Necessary is locked on; switch analytics on with Space.
    await expect(preferences(page).getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(preferences(page).getByRole('switch', { name: 'Necessary' })).toBeChecked();
    const analytics = preferences(page).getByRole('switch', { name: 'Analytics' });
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(preferences(page)).toBeHidden();
    const revisit = page.getByRole('button', { name: 'Cookie settings' });
    await expect(revisit).toBeFocused();
    await expect.poll(() => runs(page)).toContain('analytics.js');

    // Revisit: the saved choice is shown; Esc closes and gives focus back.
    await page.keyboard.press('Enter');
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(preferences(page).getByRole('switch', { name: 'Advertisement' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(preferences(page)).toBeHidden();
    await expect(revisit).toBeFocused();
  });

  test('Esc does not dismiss the banner without a decision', async ({ visit }) => {
    const { page } = visit;
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject all' }).focus();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeVisible();
  });

  test('axe-core finds no serious or critical violation on the banner or the preferences', async ({ visit }) => {
    const { page } = visit;
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, '#colophon-consent')).toEqual([]);
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await expect(preferences(page)).toBeVisible();
    expect(await seriousViolations(page, '#colophon-consent')).toEqual([]);
  });

  test('the banner causes no layout shift', async ({ visit }) => {
    const { page } = visit;
    await withoutWebFonts(page);
    // On a slow machine Chromium may paint a half-parsed document: the clean-clone CI once saw the
    // theme's menu widen as its last items arrived (a shift of 0.0041 while the page was still
    // loading, before any script of ours ran), and on WordPress 6.1 the header's row grow as its
    // menu toggle arrived after the site title (0.0002). That is the parser, not the banner, so the
    // page under test holds its first render until the header is parsed (`rel=expect` on a mark
    // after `</header>`; the consent root is before it). Not until the whole body: the deferred
    // half of the boot would then show the banner before the first render, and a banner that
    // pushed the page would go unseen. Every shift a script, a stylesheet or the banner causes
    // after the first render is still counted.
    await page.route(
      (url) => url.pathname === '/self-publishing/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace('<head>', '<head><link rel="expect" href="#header-parsed" blocking="render">')
          .replace('</header>', '</header><div id="header-parsed"></div>');
        expect(body, 'the page has a <head> to hold its render in').toContain('rel="expect"');
        expect(body, 'the page has a header whose end is marked').toContain('id="header-parsed"');
        await route.fulfill({ response, body });
      },
    );
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          // A shift only sideways, nothing moving up or down nor resizing: the page growing past the
          // viewport while it is parsed gives it a classic scrollbar and moves centred content by half
          // its width (seen on WordPress 6.1 at 1280 px). The banner, fixed at the bottom, can only push
          // things up or down, so those are not its shifts.
          if (entry.sources.every((s) => s.previousRect.y === s.currentRect.y && s.previousRect.height === s.currentRect.height)) continue;
          const what = entry.sources.map(
            (s) =>
              `${s.node instanceof Element ? s.node.tagName + '.' + s.node.className : s.node?.nodeName} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          );
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${what.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/self-publishing/');
      await expect(banner(page)).toBeVisible();
      await frames(page); // what the banner would move has been laid out
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), `at ${viewport.width} px`).toEqual([]);
    }
  });
});
