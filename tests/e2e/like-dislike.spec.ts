import type { Page, Route } from '@playwright/test';
import { ajaxVotes, consentCookie, expect, posts, test, trackingConnected } from './fixtures';

// These tests are about other widgets: visit as someone who already answered the consent banner.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL!)]);
});

const widget = (page: Page) => page.locator('[data-widget_type="like-dislike.default"]').first();
const button = (page: Page, type: 'like' | 'dislike') => widget(page).locator(`button[data-type="${type}"]`);
const count = async (page: Page, type: 'like' | 'dislike') => Number(await button(page, type).locator('.colophon-like-dislike__count').textContent());

/** Opens a post and waits until the script has taken the widget over (buttons enabled). */
async function openPost(page: Page, path: string) {
  await page.goto(path);
  await expect(button(page, 'like')).toBeEnabled();
  await expect(button(page, 'like').locator('svg')).toBeVisible();
  // Votes reach the data layer through the tracking chunk, which connects at the first interaction.
  await trackingConnected(page);
}

/** Holds admin-ajax requests until `release()` is called, so the pending state can be observed. */
async function holdVotes(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('a visitor likes a post, sees the loader while it saves, then the new count, which survives a reload', async ({ visit }) => {
  const { page, requests } = visit;
  await openPost(page, posts.pricing);
  const before = await count(page, 'like');
  const release = await holdVotes(page);

  await button(page, 'like').click();
  await expect(button(page, 'like')).toBeDisabled();
  await expect(button(page, 'dislike')).toBeDisabled();
  await expect(button(page, 'like').locator('.colophon-like-dislike__loader')).toBeVisible();
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveCount(0);
  await expect(button(page, 'like').locator('svg')).toHaveCount(0);

  release();
  await expect(button(page, 'like')).toBeEnabled();
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(before + 1));
  await expect(button(page, 'like')).toHaveAttribute('aria-pressed', 'true');
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your vote.');

  // A new browser's first vote: its session (visitor cookie, fresh nonces), then the vote.
  const calls = ajaxVotes(requests).map((r) => new URLSearchParams(r.postData() ?? ''));
  expect(calls.map((c) => c.get('action'))).toEqual(['colophon_session', 'handle_like_dislike']);
  const sent = calls[1]!;
  expect(sent.get('action')).toBe('handle_like_dislike');
  expect(sent.get('type')).toBe('like');
  expect(Number(sent.get('post_id'))).toBeGreaterThan(0);
  expect(sent.get('nonce')).toMatch(/^[0-9a-f]{10}$/);

  const layer = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event?.startsWith('post_')));
  // Through the tracking API: the vote with the visit's lead source (a direct visit here).
  expect(layer).toEqual([
    {
      event: 'post_like',
      post_id: Number(sent.get('post_id')),
      lead_source: 'direct',
      lead_medium: 'none',
      lead_campaign: 'none',
      lead_content: 'none',
      lead_term: 'none',
    },
  ]);

  await page.unroute('**/wp-admin/admin-ajax.php');
  await page.reload();
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(before + 1));
});

test('a visitor dislikes a post and the dislike count goes up while the like count stays', async ({ visit }) => {
  const { page } = visit;
  await openPost(page, posts.covers);
  const likes = await count(page, 'like');
  const dislikes = await count(page, 'dislike');

  await button(page, 'dislike').click();
  await expect(button(page, 'dislike').locator('.colophon-like-dislike__count')).toHaveText(String(dislikes + 1));
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(likes));
  const layer = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event?.startsWith('post_')));
  expect(layer).toEqual([expect.objectContaining({ event: 'post_dislike' })]);

  await page.reload();
  await expect(button(page, 'dislike').locator('.colophon-like-dislike__count')).toHaveText(String(dislikes + 1));
});

test('when the server answers 500 the buttons come back, the counts stay and a short message says so', async ({ visit }) => {
  const { page } = visit;
  await openPost(page, posts.editing);
  const likes = await count(page, 'like');
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));

  await button(page, 'like').click();
  await expect(widget(page).getByRole('alert')).toHaveText('Your vote could not be saved. Please try again.');
  await expect(button(page, 'like')).toBeEnabled();
  await expect(button(page, 'dislike')).toBeEnabled();
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(likes));
  await expect(button(page, 'like')).toHaveAttribute('aria-pressed', 'false');
  const layer = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event?.startsWith('post_')));
  expect(layer).toEqual([]);

  // The widget still works once the server is back.
  await page.unroute('**/wp-admin/admin-ajax.php');
  await button(page, 'like').click();
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(likes + 1));
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your vote.');
});

test('when the network fails the visitor is told and can vote again', async ({ visit }) => {
  const { page } = visit;
  await openPost(page, posts.editing);
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
  await button(page, 'dislike').click();
  await expect(widget(page).getByRole('alert')).toHaveText('Your vote could not be saved. Please try again.');
  await expect(button(page, 'dislike')).toBeEnabled();
});

test('the widget works by keyboard alone', async ({ visit }) => {
  const { page } = visit;
  await openPost(page, posts.covers);
  const likes = await count(page, 'like');
  await button(page, 'like').focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'like').locator('.colophon-like-dislike__count')).toHaveText(String(likes + 1));
  await expect(button(page, 'like')).toBeFocused();
});
