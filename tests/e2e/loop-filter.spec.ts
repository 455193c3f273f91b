/**
 * The blog's loop grid and its filter bars (demo/content.php): 24 posts in 4 categories, a
 * single-selection category bar and a multiple-selection OR topics bar; a fixture with an AND bar.
 */
import type { Page, Request } from '@playwright/test';
import { expect, settled, test } from './fixtures';

const LOOP = 'blogl00';
const items = (page: Page) => page.locator(`[data-id="${LOOP}"] .e-loop-item`);
const button = (page: Page, bar: string, term: string) => page.locator(`[data-id="${bar}"] .e-filter-item[data-filter="${term}"]`);
const refreshes = (requests: Request[]) => requests.filter((r) => r.url().includes('/colophon/v1/refresh-loop'));

/** Marks the window: if the page reloads, the mark is gone. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}
async function stillSameWindow(page: Page) {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

test('choosing a category shows only its posts and writes the choice into the address, without a reload', async ({ visit }) => {
  const { page, requests, consoleErrors } = visit;
  await page.goto('/blog/');
  await expect(items(page)).toHaveCount(24);
  await expect(items(page).locator('h2.colophon-card__title')).toHaveCount(24);
  await markWindow(page);

  await button(page, 'fltcat1', 'editing').click();
  await expect(page).toHaveURL(/\/blog\/\?e-filter-blogl00-category=editing$/);
  await expect(items(page)).toHaveCount(5);
  for (const meta of await items(page).locator('.colophon-card__meta').allTextContents()) expect(meta).toMatch(/^Editing · /);
  // The refreshed cards keep the grid's title level (h2, right under the page's h1).
  await expect(items(page).locator('h2.colophon-card__title')).toHaveCount(5);
  await expect(button(page, 'fltcat1', 'editing')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'fltcat1', '__all')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-id="fltcat1"] + [role="status"]')).toHaveText('5 results');
  expect(await stillSameWindow(page)).toBe(true);

  const [call] = refreshes(requests);
  expect(call.method()).toBe('POST');
  expect(call.headers()['content-type']).toBe('application/json');
  expect(call.postDataJSON()).toMatchObject({
    widget_id: LOOP,
    widget_filters: { taxonomy: { category: { terms: ['editing'], logicalJoin: 'DISABLED' } } },
    pagination_base_url: expect.stringMatching(/\/blog\/$/),
  });
  expect(call.postDataJSON().post_id).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('multiple topics join with OR (~ in the address), and the category bar narrows them further', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/blog/');
  await button(page, 'flttag1', 'audio').click();
  await expect(items(page)).toHaveCount(4);
  await button(page, 'flttag1', 'print').click();
  await expect(page).toHaveURL(/\?e-filter-blogl00-post_tag=audio~print$/);
  await expect(items(page)).toHaveCount(14);
  await button(page, 'fltcat1', 'cover-design').click();
  await expect(page).toHaveURL(
    /\?e-filter-blogl00-post_tag=audio~print&e-filter-blogl00-category=cover-design$|\?e-filter-blogl00-category=cover-design&e-filter-blogl00-post_tag=audio~print$/,
  );
  await expect(items(page)).toHaveCount(5);
  await expect(page.locator('[data-id="fltcat1"] + [role="status"]')).toHaveText('5 results');
});

test('an AND bar needs every chosen topic on a post (+ in the address)', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/fixtures/loop-filter-and/');
  await button(page, 'fltand1', 'audio').click();
  await expect(page.locator('[data-id="andlp01"] .e-loop-item')).toHaveCount(4);
  await button(page, 'fltand1', 'beginner').click();
  await expect(page).toHaveURL(/\?e-filter-andlp01-post_tag=audio\+beginner$/);
  await expect(page.locator('[data-id="andlp01"] .e-loop-item')).toHaveCount(1);
  await expect(page.locator('[data-id="andlp01"] .e-loop-item h3')).toHaveText('An audiobook rights checklist');
});

test('Back and Forward bring back the grid and the pressed buttons of each address', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/blog/');
  await markWindow(page);
  await button(page, 'fltcat1', 'editing').click();
  await expect(items(page)).toHaveCount(5);
  await button(page, 'fltcat1', 'marketing').click();
  await expect(page).toHaveURL(/category=marketing$/);
  await expect(items(page).first()).toContainText('Marketing');

  await page.goBack();
  await expect(page).toHaveURL(/category=editing$/);
  await expect(items(page)).toHaveCount(5);
  await expect(items(page).first()).toContainText('Editing');
  await expect(button(page, 'fltcat1', 'editing')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'fltcat1', 'marketing')).toHaveAttribute('aria-pressed', 'false');

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(items(page)).toHaveCount(24);
  await expect(button(page, 'fltcat1', '__all')).toHaveAttribute('aria-pressed', 'true');

  await page.goForward();
  await expect(page).toHaveURL(/category=editing$/);
  await expect(items(page)).toHaveCount(5);
  expect(await stillSameWindow(page)).toBe(true);
});

test('a filtered address opens already filtered, with its buttons pressed', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto('/blog/?e-filter-blogl00-post_tag=audio~print');
  await expect(items(page)).toHaveCount(14);
  await expect(button(page, 'flttag1', 'audio')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'flttag1', 'print')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'flttag1', '__all')).toHaveAttribute('aria-pressed', 'false');
  expect(refreshes(requests)).toHaveLength(0);
  await button(page, 'flttag1', 'audio').click();
  await expect(page).toHaveURL(/\?e-filter-blogl00-post_tag=print$/);
  await expect(items(page)).toHaveCount(10);
});

test('when the server fails (500) the grid, the buttons and the address stay as they were', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/blog/');
  await page.route('**/colophon/v1/refresh-loop', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  const answered = page.waitForResponse('**/colophon/v1/refresh-loop');
  await button(page, 'fltcat1', 'editing').click();
  expect((await answered).status()).toBe(500);
  await expect(page.locator(`[data-id="${LOOP}"]`)).not.toHaveClass(/e-loading-overlay/);
  await expect(items(page)).toHaveCount(24);
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(button(page, 'fltcat1', 'editing')).toHaveAttribute('aria-pressed', 'false');
  await expect(button(page, 'fltcat1', '__all')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.e-loop-nothing-found-message')).toHaveCount(0);
});

test('a newer choice cancels the older request: the grid ends on the last choice', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/blog/');
  let first = true;
  await page.route('**/colophon/v1/refresh-loop', async (route) => {
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 2500)); // the slow answer to the first click
    }
    await route.continue().catch(() => undefined);
  });
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('refresh-loop'));
  await button(page, 'fltcat1', 'editing').click();
  await button(page, 'fltcat1', 'marketing').click();
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
  await expect(page).toHaveURL(/category=marketing$/);
  await expect(items(page)).toHaveCount(5);
  await settled(page); // the network is quiet: the slow first answer would have landed by now
  for (const meta of await items(page).locator('.colophon-card__meta').allTextContents()) expect(meta).toMatch(/^Marketing · /);
});

test.describe('the refresh-loop endpoint', () => {
  async function postId(page: Page) {
    await page.goto('/blog/');
    return page.evaluate(() => (window.colophonConfig as unknown as { post: { id: number } }).post.id);
  }

  test('rebuilds the grid from the saved widget and ignores query arguments the request adds', async ({ page, request }) => {
    const id = await postId(page);
    const answer = await request.post('/wp-json/colophon/v1/refresh-loop', {
      data: { post_id: id, widget_id: LOOP, widget_filters: {}, posts_per_page: 1, query: { post_type: 'page', posts_per_page: 1 } },
    });
    expect(answer.status()).toBe(200);
    const { data } = await answer.json();
    expect(data.match(/class="e-loop-item/g)).toHaveLength(24);
  });

  test('refuses a malformed widget id (400), an unknown one (404) and drops filters on unknown taxonomies', async ({ page, request }) => {
    const id = await postId(page);
    const bad = await request.post('/wp-json/colophon/v1/refresh-loop', { data: { post_id: id, widget_id: 'x"><script>' } });
    expect(bad.status()).toBe(400);
    const unknown = await request.post('/wp-json/colophon/v1/refresh-loop', { data: { post_id: id, widget_id: 'nope123' } });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).message).toBe('This page has no loop grid with that id.');
    const hostile = await request.post('/wp-json/colophon/v1/refresh-loop', {
      data: {
        post_id: id,
        widget_id: LOOP,
        widget_filters: { taxonomy: { nav_menu: { terms: ['x'], logicalJoin: 'OR' }, category: { terms: ['<b>editing</b>'], logicalJoin: 'DROP TABLE' } } },
      },
    });
    expect(hostile.status()).toBe(200);
    expect((await hostile.json()).data.match(/class="e-loop-item/g)).toHaveLength(5);
  });
});
