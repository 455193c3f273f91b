/** The runtime on real pages: chunks only where markers are, bad settings isolated. */
import { consentCookie, expect, posts, test } from './fixtures';

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
  expect(chunkRequests(requests.map((r) => r.url()), 'like-dislike')).toEqual([]);
  await expect(page.locator('link[rel="preload"][href*="like-dislike"]')).toHaveCount(0);
  await expect(page.locator('link[href*="like-dislike"][rel="stylesheet"]')).toHaveCount(0);

  await page.goto(posts.pricing);
  await expect(page.locator('link[rel="preload"][href*="/dist/like-dislike."]')).toHaveCount(1);
  await expect(page.locator('button[data-type="like"]')).toBeEnabled();
  expect(chunkRequests(requests.map((r) => r.url()), 'like-dislike')).toHaveLength(1);
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

test('HTML injected after load is connected through colophon.scan and by the observer', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/self-publishing/');
  await page.waitForFunction(() => window.colophon !== undefined);
  const postId = await page.evaluate(async () => {
    const answer = await fetch('/wp-json/wp/v2/posts?slug=how-to-price-your-first-ebook&_fields=id');
    return ((await answer.json()) as { id: number }[])[0]!.id;
  });
  await page.evaluate((id) => {
    const box = document.createElement('div');
    box.innerHTML = `<div data-testid="injected" data-element_type="widget" data-widget_type="like-dislike.default" data-settings='{"post_id":${id}}'></div>`;
    document.querySelector('main')!.append(box);
  }, postId);
  await expect(page.getByTestId('injected').locator('button[data-type="like"]')).toBeEnabled();
  // Removing it disconnects the handler: the component unmounts and leaves nothing behind.
  await page.evaluate(() => document.querySelector('[data-testid="injected"]')!.parentElement!.remove());
  await expect(page.getByTestId('injected')).toHaveCount(0);
});

test('the demo pages make no request to any host but the site itself', async ({ visit }) => {
  const { page, requests } = visit;
  for (const path of ['/', '/self-publishing/', '/blog/', '/resources/', '/archive/', '/cover-gallery/', '/events/', posts.pricing, posts.covers]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const foreign = requests.map((r) => new URL(r.url())).filter((u) => u.protocol.startsWith('http') && u.hostname !== '127.0.0.1');
  expect(foreign.map(String)).toEqual([]);
});
