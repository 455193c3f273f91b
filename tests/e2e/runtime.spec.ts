/** The runtime on real pages: chunks only where markers are, bad settings isolated. */
import { consentCookie, expect, posts, settled, test } from './fixtures';

// These tests are about other widgets: visit as someone who already answered the consent banner.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL!)]);
});

const chunkRequests = (urls: string[], id: string) => urls.filter((u) => new RegExp(`/dist/${id}\\.[0-9a-f]{8}\\.js$`).test(u));

test('a page with broken data-settings logs one clear message and still runs its other widgets', async ({ visit }) => {
  const { page, consoleErrors } = visit;
  await page.goto('/fixtures/malformed-settings/');
  const valid = page.getByTestId('valid');
  await expect(valid.locator('button[data-type="like"]')).toBeEnabled();
  const likes = Number(await valid.locator('button[data-type="like"] .colophon-like-dislike__count').textContent());
  await valid.locator('button[data-type="like"]').click();
  await expect(valid.locator('button[data-type="like"] .colophon-like-dislike__count')).toHaveText(String(likes + 1));

  await expect(page.getByTestId('broken')).toHaveText('Broken widget (server markup only).');
  const messages = consoleErrors.filter((m) => m.includes('data-settings is not valid JSON'));
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain('like-dislike');
  expect(consoleErrors.filter((m) => !m.includes('data-settings is not valid JSON'))).toEqual([]);
});

test('the like/dislike chunk is preloaded and loaded only on pages that carry its marker', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto('/self-publishing/');
  await page.waitForFunction(() => window.colophon !== undefined);
  await page.waitForLoadState('networkidle');
  expect(
    chunkRequests(
      requests.map((r) => r.url()),
      'like-dislike',
    ),
  ).toEqual([]);
  await expect(page.locator('link[rel="preload"][href*="like-dislike"]')).toHaveCount(0);
  await expect(page.locator('link[href*="like-dislike"][rel="stylesheet"]')).toHaveCount(0);

  await page.goto(posts.pricing);
  await expect(page.locator('link[rel="preload"][href*="/dist/like-dislike."]')).toHaveCount(1);
  await expect(page.locator('button[data-type="like"]')).toBeEnabled();
  expect(
    chunkRequests(
      requests.map((r) => r.url()),
      'like-dislike',
    ),
  ).toHaveLength(1);
});

test("a chunk that cannot load is reported once, with webpack's own error, and its widget stays as printed", async ({ visit }) => {
  const { page, consoleErrors } = visit;
  await page.route(/\/dist\/like-dislike\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto(posts.pricing);
  await expect.poll(() => consoleErrors.filter((m) => m.includes('[colophon] like-dislike: loading chunk failed.'))).toHaveLength(1);
  const [message] = consoleErrors.filter((m) => m.includes('like-dislike'));
  expect(message).toContain('Loading chunk like-dislike failed.');
  expect(message).toMatch(/\(error: http[^)]*\/dist\/like-dislike\.[0-9a-f]{8}\.js\)/);
  // Its element stays as the server printed it: the buttons there, disabled.
  await expect(page.locator('[data-widget_type^="like-dislike."] button[data-type="like"]')).toBeDisabled();
});

test('the handler kit every chunk shares is preloaded once and loaded once, however many handlers a page has', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto('/resources/'); // listings, store buttons, counters, a slider, lightbox links
  await expect(page.locator('.jet-listing-grid__slider.swiper')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const urls = requests.map((r) => r.url());
  expect(chunkRequests(urls, 'handler-kit')).toHaveLength(1);
  expect(chunkRequests(urls, 'listing-grid')).toHaveLength(1);
  expect(chunkRequests(urls, 'data-store')).toHaveLength(1);
  const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads.filter((href) => href.includes('/dist/handler-kit.'))).toHaveLength(1);
  expect(new Set(preloads).size).toBe(preloads.length);
});

const postIdOf = (page: import('@playwright/test').Page, slug: string) =>
  page.evaluate(async (s) => {
    const answer = await fetch(`/wp-json/wp/v2/posts?slug=${s}&_fields=id`);
    return ((await answer.json()) as { id: number }[])[0]!.id;
  }, slug);

test('HTML the observer cannot see (a shadow root) is connected when colophon.scan is called on it', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/self-publishing/');
  await page.waitForFunction(() => window.colophon !== undefined);
  const postId = await postIdOf(page, 'how-to-price-your-first-ebook');
  await page.evaluate((id) => {
    const host = document.createElement('div');
    host.id = 'scan-host';
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<div data-testid="in-shadow" data-element_type="widget" data-widget_type="like-dislike.default" data-settings='{"post_id":${id}}'>server markup</div>`;
    document.querySelector('main')!.append(host);
  }, postId);
  // The document's observer does not reach into a shadow root: nothing connects on its own.
  await page.waitForLoadState('networkidle');
  await settled(page);
  await expect(page.getByTestId('in-shadow')).toHaveText('server markup');
  await page.evaluate(() => window.colophon!.scan(document.getElementById('scan-host')!.shadowRoot!));
  await expect(page.getByTestId('in-shadow').locator('button[data-type="like"]')).toBeEnabled();
});

test('HTML injected after load is connected by the observer, and disconnected when it leaves the page', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/self-publishing/');
  await page.waitForFunction(() => window.colophon !== undefined);
  const postId = await postIdOf(page, 'how-to-price-your-first-ebook');
  await page.evaluate((id) => {
    const box = document.createElement('div');
    box.innerHTML = `<div data-testid="injected" data-element_type="widget" data-widget_type="like-dislike.default" data-settings='{"post_id":${id}}'></div>`;
    document.querySelector('main')!.append(box);
  }, postId);
  await expect(page.getByTestId('injected').locator('button[data-type="like"]')).toBeEnabled();
  // Removed from the page, the handler disconnects: its component unmounts from the detached element.
  await page.evaluate(() => {
    const widget = document.querySelector('[data-testid="injected"]')!;
    (window as unknown as { removedWidget: Element }).removedWidget = widget;
    widget.parentElement!.remove();
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { removedWidget: Element }).removedWidget.childElementCount)).toBe(0);
});
