/**
 * Listing grids on the demo site (demo/listings.php): load more on /resources/, infinite scroll on
 * /archive/, a lazy masonry gallery with the lightbox on /cover-gallery/, a Swiper slider.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const listingCalls = (requests: Request[], handler: string) =>
  requests.filter(
    (r) => r.url().includes('/wp-admin/admin-ajax.php') && r.method() === 'POST' && new URLSearchParams(r.postData() ?? '').get('handler') === handler,
  );
const pageOf = (request: Request) => new URLSearchParams(request.postData() ?? '').get('page_settings[page]');
const postIds = (page: Page, listing: string) =>
  page.locator(`#${listing} .jet-listing-grid__item`).evaluateAll((items) => items.map((item) => item.getAttribute('data-post-id')));

test('"Show more guides" adds a page at a time until all 24 guides are shown, then hides', async ({ visit }) => {
  const { page, requests, consoleErrors } = visit;
  await page.goto('/resources/');
  const items = page.locator('#lmore01 .jet-listing-grid__item');
  const more = page.getByRole('button', { name: 'Show more guides' });
  await expect(items).toHaveCount(6);
  for (const count of [12, 18, 24]) {
    await more.click();
    await expect(items).toHaveCount(count);
  }
  await expect(more).toBeHidden();
  const ids = await postIds(page, 'lmore01');
  expect(new Set(ids).size).toBe(24);
  const calls = listingCalls(requests, 'listing_load_more');
  expect(calls.map(pageOf)).toEqual(['2', '3', '4']);
  const body = new URLSearchParams(calls[0]!.postData()!);
  expect(body.get('action')).toBe('jet_engine_ajax');
  expect(body.get('page_settings[element_id]')).toBe('lmore01');
  expect(Number(body.get('page_settings[post_id]'))).toBeGreaterThan(0);
  // Newly added cards work like the first ones: their store buttons are connected.
  await expect(items.nth(23).locator('.jet-add-to-store[data-store="favourites"]')).toHaveAttribute('role', 'button');
  expect(consoleErrors).toEqual([]);
});

test('a keyboard user who loads the last page lands on the first new guide', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  const more = page.getByRole('button', { name: 'Show more guides' });
  for (let i = 0; i < 3; i++) {
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#lmore01 .jet-listing-grid__item')).toHaveCount(12 + 6 * i);
  }
  await expect(more).toBeHidden();
  await expect(page.locator('#lmore01 .jet-listing-grid__item').nth(18).locator('.colophon-card__title a')).toBeFocused();
});

test('when loading more fails the grid stays, the button works again and the visitor is told', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  let fail = true;
  await page.route('**/wp-admin/admin-ajax.php', (route) => {
    if (fail && (route.request().postData() ?? '').includes('handler=listing_load_more')) {
      fail = false;
      return route.fulfill({ status: 500, body: '' });
    }
    return route.continue();
  });
  const more = page.getByRole('button', { name: 'Show more guides' });
  await more.click();
  await expect(page.locator('#lmore01 .colophon-status')).toHaveText('More items could not be loaded. Check your connection and try again.');
  await expect(page.locator('#lmore01 .jet-listing-grid__items')).not.toHaveClass(/jet-listing-grid-loading/);
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#lmore01 .jet-listing-grid__item')).toHaveCount(6);
  await more.click();
  await expect(page.locator('#lmore01 .jet-listing-grid__item')).toHaveCount(12);
  await expect(page.locator('#lmore01 .colophon-status')).not.toHaveClass(/is-error/);
});

test('infinite scroll loads every page exactly once as the visitor scrolls, then stops', async ({ visit }) => {
  const { page, requests } = visit;
  const answer = await page.goto('/archive/');
  // The server prints the first page; its trigger sits within the 200 px offset below this 720 px
  // window, so the second page loads without a scroll, however fast the server answers.
  const html = (await answer!.text()).split('data-id="infin01"')[1] ?? '';
  expect(html.match(/class="jet-listing-grid__item /g)).toHaveLength(6);
  const items = page.locator('#infin01 .jet-listing-grid__item');
  await expect(items).toHaveCount(12);
  for (const count of [18, 24]) {
    await page.mouse.wheel(0, 20_000);
    // At least: a page that lands with the trigger still in view asks for the next one at once, so
    // 18 can turn into 24 between two looks. That each page came once, in order, is checked below.
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  }
  await expect(items).toHaveCount(24);
  // The last page removes the trigger: nothing more can be asked for.
  await expect(page.locator('#infin01 .jet-listing-grid__loading-trigger')).toHaveCount(0);
  await page.mouse.wheel(0, 20_000);
  const calls = listingCalls(requests, 'listing_load_more');
  expect(calls.map(pageOf)).toEqual(['2', '3', '4']);
  expect(new Set(await postIds(page, 'infin01')).size).toBe(24);
});

test('the lazy cover gallery loads once as it nears the screen, lays out as masonry, and opens covers in the lightbox', async ({ visit }) => {
  const { page, requests } = visit;
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/cover-gallery/');
  const items = page.locator('#masnry1 .jet-listing-grid__item:not(.jet-listing-grid__item--placeholder)');
  await page.locator('#masnry1').scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(12);
  expect(listingCalls(requests, 'get_listing')).toHaveLength(1);
  await expect(page.locator('#masnry1 .jet-listing-grid--lazy-load')).toHaveCount(0);
  await expect(page.locator('#masnry1 .jet-listing-grid__items')).toHaveClass(/is-masonry|is-native-masonry/);
  // Masonry: covers of different heights give items different row spans.
  const spans = await items.evaluateAll((all) => all.map((item) => (item as HTMLElement).style.gridRowEnd));
  expect(new Set(spans).size).toBeGreaterThan(1);
  // Without the lightbox chunk a cover link is a plain link to the image; wait for it to connect.
  await page.waitForLoadState('networkidle');
  await items.first().locator('a.colophon-card__cover').click();
  const dialog = page.getByRole('dialog', { name: 'Media viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', /\/demo-cover\/\d+\.svg\?title=/);
});

test('the "Latest guides" slider moves by its arrows and loads Swiper only where a slider is', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto('/blog/');
  await page.waitForLoadState('networkidle');
  expect(requests.some((r) => /vendor-swiper\./.test(r.url()))).toBe(false);
  await page.goto('/resources/');
  const slider = page.locator('#sldr001 .jet-listing-grid__slider');
  await expect(slider).toHaveClass(/swiper-initialized/);
  expect(requests.some((r) => /vendor-swiper\./.test(r.url()))).toBe(true);
  const active = () => slider.locator('.swiper-slide-active').getAttribute('data-post-id');
  const first = await active();
  await slider.getByRole('button', { name: 'Next' }).first().click();
  await expect.poll(active).not.toBe(first);
  await slider.getByRole('button', { name: 'Previous' }).first().click();
  await expect.poll(active).toBe(first);
});

test('the listing endpoint rebuilds from the saved widget: unknown listings get 404 and client query arguments are ignored', async ({ page, request }) => {
  await page.goto('/resources/');
  const postId = await page.evaluate(() => (window.colophonConfig as unknown as { post: { id: number } }).post.id);
  const ask = (fields: Record<string, string>) =>
    request.post('/wp-admin/admin-ajax.php', { form: { action: 'jet_engine_ajax', handler: 'listing_load_more', ...fields } });
  const unknown = await ask({ 'page_settings[post_id]': String(postId), 'page_settings[element_id]': 'nope123', 'page_settings[page]': '2' });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).data.message).toBe('This page has no listing with that id.');
  const bad = await ask({ handler: 'drop_tables' });
  expect(bad.status()).toBe(400);
  const ignored = await ask({
    'page_settings[post_id]': String(postId),
    'page_settings[element_id]': 'lmore01',
    'page_settings[page]': '2',
    'query[posts_per_page]': '100',
    'query[post_type]': 'page',
  });
  const { data } = await ignored.json();
  expect(data.html.match(/class="jet-listing-grid__item /g)).toHaveLength(6);
  const beyond = await ask({ 'page_settings[post_id]': String(postId), 'page_settings[element_id]': 'lmore01', 'page_settings[page]': '9' });
  expect(beyond.status()).toBe(404);
});
