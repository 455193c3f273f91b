/**
 * The admin-ajax endpoint behind the widget, driven directly: bad input gets a 4xx and a message;
 * one vote per post per visitor, changeable; a request without a visitor cookie is refused until
 * the session endpoint gives it one. (Concurrent votes from many visitors are proven on the
 * production stack, where requests really run in parallel: Playground answers one at a time.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, posts, test } from './fixtures';
import { logIn, setWelcomeChoice } from './login';

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
  const forged = await request.post(config.urls.ajax, {
    form: { action: 'handle_like_dislike', post_id: String(config.post.id), type: 'like', nonce: 'deadbeef00' },
  });
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

/** A visitor with the cookie the session endpoint gives (what the widget does on its first refusal). */
async function session(request: APIRequestContext, config: Config): Promise<Config> {
  const answer = await request.post(config.urls.ajax, { form: { action: 'colophon_session' } });
  expect(answer.status()).toBe(200);
  const { data } = await answer.json();
  return { ...config, nonces: { ...config.nonces, likeDislike: data.nonces.likeDislike } };
}

test('a request without a visitor cookie is refused with a code the widget recovers from; it counts nothing', async ({ page, request }) => {
  const config = await pageConfig(page, posts.editing);
  const counts = async () => (await (await vote(request, await session(request, config), { post_id: String(config.post.id), type: 'like' })).json()).data;
  const cookieless = await request.post(config.urls.ajax, {
    form: { action: 'handle_like_dislike', nonce: config.nonces.likeDislike, post_id: String(config.post.id), type: 'like' },
    headers: { cookie: '' },
  });
  expect(cookieless.status()).toBe(403);
  expect((await cookieless.json()).data).toEqual({
    message: 'Your browser has to accept this site’s cookie to vote. Reload the page and try again.',
    code: 'colophon_no_visitor',
  });
  const before = await counts();
  for (let i = 0; i < 5; i++) {
    const again = await request.post(config.urls.ajax, {
      form: { action: 'handle_like_dislike', nonce: config.nonces.likeDislike, post_id: String(config.post.id), type: 'like' },
      headers: { cookie: 'colophon_visitor=forgedtoken0000000000000.deadbeefdeadbeefdeadbeefdeadbeef' },
    });
    expect(again.status()).toBe(403);
  }
  expect(await counts()).toEqual(before); // neither cookieless nor forged votes were counted
});

test('one vote per post per visitor: voting again changes nothing, a dislike replaces the like, another visitor counts on their own', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const config = await session(request, await pageConfig(page, posts.covers));
  const cast = async (type: string) => {
    const answer = await vote(request, config, { post_id: String(config.post.id), type });
    expect(answer.status()).toBe(200);
    return (await answer.json()).data as { like_count: number; dislike_count: number; vote: string };
  };
  const first = await cast('like');
  expect(first.vote).toBe('like');
  for (let i = 0; i < 3; i++) expect(await cast('like')).toEqual(first);
  const changed = await cast('dislike');
  expect(changed).toEqual({ like_count: first.like_count - 1, dislike_count: first.dislike_count + 1, vote: 'dislike' });
  const stranger = await playwright.request.newContext({ baseURL });
  const theirs = await vote(stranger, await session(stranger, config), { post_id: String(config.post.id), type: 'like' });
  expect((await theirs.json()).data).toMatchObject({ like_count: changed.like_count + 1, dislike_count: changed.dislike_count });
  await stranger.dispose();
});

test('a stale nonce (a page from a cache) is refused with the code that makes the widget fetch a fresh one', async ({ page, request }) => {
  const config = await session(request, await pageConfig(page, posts.pricing));
  const stale = await vote(request, { ...config, nonces: { likeDislike: '0123456789' } }, { post_id: String(config.post.id), type: 'like' });
  expect(stale.status()).toBe(403);
  expect((await stale.json()).data.code).toBe('colophon_stale_nonce');
  const fresh = await vote(request, await session(request, config), { post_id: String(config.post.id), type: 'like' });
  expect(fresh.status()).toBe(200);
});

test('with no post type ticked the buttons show nowhere and no post takes votes', async ({ page, request, browser, baseURL }) => {
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const tick = (on: boolean) => setWelcomeChoice(owner, 'Posts', on);
  await logIn(owner);
  try {
    await tick(false);
    const config = await pageConfig(page, posts.pricing);
    await expect(page.locator('[data-widget_type^="like-dislike"]')).toHaveCount(0);
    const answer = await vote(request, await session(request, config), { post_id: String(config.post.id), type: 'like' });
    expect(answer.status()).toBe(404);
    // Not on a page or an attachment either (every single view matched an empty list of types).
    await page.goto('/self-publishing/');
    await expect(page.locator('[data-widget_type^="like-dislike"]')).toHaveCount(0);
  } finally {
    await tick(true);
    await owner.context().close();
  }
});
