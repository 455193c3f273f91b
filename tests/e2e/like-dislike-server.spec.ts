/**
 * The admin-ajax endpoint behind the widget, driven directly: bad input gets a 4xx and a message,
 * and concurrent votes are all counted.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, posts, test } from './fixtures';

interface Config {
  urls: { ajax: string };
  nonces: { likeDislike: string };
  post: { id: number };
}

async function pageConfig(page: Page, path: string): Promise<Config> {
  await page.goto(path);
  return page.evaluate(() => window.colophonConfig as unknown as Config);
}

function vote(request: APIRequestContext, config: Config, fields: Record<string, string>) {
  return request.post(config.urls.ajax, { form: { action: 'handle_like_dislike', nonce: config.nonces.likeDislike, ...fields } });
}

test('the endpoint refuses an unknown vote type with 400 and says which types exist', async ({ page, request }) => {
  const config = await pageConfig(page, posts.pricing);
  const answer = await vote(request, config, { post_id: String(config.post.id), type: 'love' });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ success: false, data: { message: 'Unknown vote type: use "like" or "dislike".' } });
});

test('the endpoint refuses a post that does not exist, or is not a post, with 404', async ({ page, request }) => {
  const config = await pageConfig(page, posts.pricing);
  for (const postId of ['999999', 'abc', '-4', '']) {
    const answer = await vote(request, config, { post_id: postId, type: 'like' });
    expect(answer.status(), `post_id=${postId}`).toBe(404);
    expect((await answer.json()).data.message).toBe('This post cannot be voted on.');
  }
  const pageConfigOfPage = await pageConfig(page, '/self-publishing/');
  const onPage = await vote(request, config, { post_id: String(pageConfigOfPage.post.id), type: 'like' });
  expect(onPage.status()).toBe(404);
});

test('the endpoint refuses a missing or forged nonce with 403 and counts nothing', async ({ page, request }) => {
  const config = await pageConfig(page, posts.pricing);
  const before = await page.locator('button[data-type="like"] .colophon-like-dislike__count').textContent();
  const forged = await request.post(config.urls.ajax, { form: { action: 'handle_like_dislike', post_id: String(config.post.id), type: 'like', nonce: 'deadbeef00' } });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).data.message).toBe('This page is out of date. Reload it and vote again.');
  const missing = await request.post(config.urls.ajax, { form: { action: 'handle_like_dislike', post_id: String(config.post.id), type: 'like' } });
  expect(missing.status()).toBe(403);
  await page.reload();
  await expect(page.locator('button[data-type="like"] .colophon-like-dislike__count')).toHaveText(before ?? '');
});

test('the endpoint answers GET with 405', async ({ page, request }) => {
  const config = await pageConfig(page, posts.pricing);
  const answer = await request.get(`${config.urls.ajax}?action=handle_like_dislike&post_id=${config.post.id}&type=like&nonce=${config.nonces.likeDislike}`);
  expect(answer.status()).toBe(405);
});

test('twelve concurrent votes are all counted', async ({ page, request }) => {
  const config = await pageConfig(page, posts.editing);
  const first = await (await vote(request, config, { post_id: String(config.post.id), type: 'dislike' })).json();
  const start = first.data.dislike_count as number;
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => vote(request, config, { post_id: String(config.post.id), type: 'dislike' })),
  );
  for (const answer of answers) expect(answer.status()).toBe(200);
  const seen = await Promise.all(answers.map(async (a) => (await a.json()).data.dislike_count as number));
  expect(new Set(seen).size).toBe(12);
  expect(Math.max(...seen)).toBe(start + 12);
});
