/**
 * What the server lets out, driven directly against the real endpoints as an anonymous visitor, a
 * subscriber and an administrator: password-protected content never leaves the server to someone
 * who has not entered the password; counts come from the server's own record; addresses, settings
 * and saved widgets cannot be steered into something else.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './login';

const SECRET = 'SECRET-PASSAGE-9F2';
const PROTECTED_SLUG = 'members-editorial-checklist';
const AJAX = '/wp-admin/admin-ajax.php';

/** A browser context logged in as `user` (the demo's admin, or its subscriber `reader`). */
async function loggedIn(
  browser: Browser,
  baseURL: string,
  user: 'admin' | 'reader',
): Promise<{ page: Page; request: APIRequestContext; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, user);
  return { page, request: context.request, close: () => context.close() };
}

async function postId(request: APIRequestContext, slug: string, type: 'posts' | 'pages' = 'posts'): Promise<number> {
  const found = (await (await request.get(`/wp-json/wp/v2/${type}?slug=${slug}&_fields=id`)).json()) as Array<{ id: number }>;
  return found[0]!.id;
}

/** The post id a page's config carries. */
async function pageId(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return page.evaluate(() => (window.colophonConfig as unknown as { post: { id: number } }).post.id);
}

function listing(request: APIRequestContext, handler: 'get_listing' | 'listing_load_more', post: number, element: string, page = 1, ids: number[] = []) {
  const form: Record<string, string> = {
    action: 'jet_engine_ajax',
    handler,
    'page_settings[post_id]': String(post),
    'page_settings[element_id]': element,
    'page_settings[page]': String(page),
  };
  ids.forEach((id, i) => (form[`query[post__in][${i}]`] = String(id)));
  return request.post(AJAX, { form });
}

function refresh(request: APIRequestContext, post: number, widget: string, filters: object, base = '') {
  return request.post('/wp-json/colophon/v1/refresh-loop', { data: { post_id: post, widget_id: widget, widget_filters: filters, pagination_base_url: base } });
}

test.describe('password-protected content', () => {
  test('a protected post is in no listing, grid or filter answer, and none of its words is either', async ({ page, request }) => {
    const protectedId = await postId(request, PROTECTED_SLUG);
    const seen: string[] = [];

    const blog = await request.get('/blog/');
    seen.push(await blog.text());
    const blogId = await pageId(page, '/blog/');
    for (const filters of [
      {},
      { taxonomy: { category: { terms: ['editing'], logicalJoin: 'DISABLED' } } },
      { taxonomy: { post_tag: { terms: ['print'], logicalJoin: 'OR' } } },
    ]) {
      const answer = await refresh(request, blogId, 'blogl00', filters);
      expect(answer.status()).toBe(200);
      seen.push(JSON.stringify(await answer.json()));
    }
    const resources = await pageId(page, '/resources/');
    for (let n = 1; n <= 4; n++)
      seen.push(JSON.stringify(await (await listing(request, n === 1 ? 'get_listing' : 'listing_load_more', resources, 'lmore01', n)).json()));
    // A front store's listing asked for the protected post's id by the browser.
    const favourites = await pageId(page, '/favourites/');
    const store = await (await listing(request, 'get_listing', favourites, 'favpage', 1, [protectedId])).json();
    expect(store.success).toBe(true);
    seen.push(JSON.stringify(store));

    for (const text of seen) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('Members: our editorial checklist');
      expect(text).not.toContain(`jet-listing-dynamic-post-${protectedId}"`);
    }
  });

  test('its own page asks for the password and offers no vote; the vote endpoint refuses it', async ({ page, request }) => {
    await page.goto(`/${PROTECTED_SLUG}/`);
    await expect(page.locator('form.post-password-form')).toBeVisible();
    expect(await page.content()).not.toContain(SECRET);
    await expect(page.locator('[data-widget_type^="like-dislike"]')).toHaveCount(0);
    const nonce = await page.evaluate(() => (window.colophonConfig as unknown as { nonces: { likeDislike: string } }).nonces.likeDislike);
    await request.post(AJAX, { form: { action: 'colophon_session' } });
    const vote = await request.post(AJAX, {
      form: { action: 'handle_like_dislike', nonce, post_id: String(await postId(request, PROTECTED_SLUG)), type: 'like' },
    });
    expect(vote.status()).toBe(404);
    expect((await vote.json()).data.message).toBe('This post cannot be voted on.');
  });

  test('a protected page’s listing answers only whoever entered the password, or may edit the page: not a subscriber', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const members = await postId(request, 'protected-page', 'pages');
    expect((await listing(request, 'get_listing', members, 'prtlst1')).status()).toBe(404);

    const reader = await loggedIn(browser, baseURL!, 'reader');
    expect((await listing(reader.request, 'get_listing', members, 'prtlst1')).status()).toBe(404);
    await reader.close();

    const admin = await loggedIn(browser, baseURL!, 'admin');
    const asAdmin = await listing(admin.request, 'get_listing', members, 'prtlst1');
    expect(asAdmin.status()).toBe(200);
    expect((await asAdmin.json()).data.html).toContain('jet-listing-grid__item');
    await admin.close();

    // A visitor who enters the password.
    await page.goto('/fixtures/protected-page/');
    await page.locator('form.post-password-form input[type="password"]').fill('reader');
    await page.locator('form.post-password-form input[type="submit"]').click();
    await expect(page.locator('.jet-listing-grid__item').first()).toBeVisible();
    expect((await listing(page.context().request, 'get_listing', members, 'prtlst1')).status()).toBe(200);
  });
});

test.describe('counts from the server’s own record, for logged-in visitors too', () => {
  test('a subscriber and an administrator each count once however often they vote, and each on their own', async ({ browser, baseURL, request }) => {
    const post = await postId(request, 'isbn-numbers-explained');
    const votes: Array<{ like_count: number; dislike_count: number }> = [];
    for (const user of ['reader', 'admin'] as const) {
      const who = await loggedIn(browser, baseURL!, user);
      await who.page.goto('/isbn-numbers-explained/');
      const nonce = await who.page.evaluate(() => (window.colophonConfig as unknown as { nonces: { likeDislike: string } }).nonces.likeDislike);
      const vote = async () =>
        (await (await who.request.post(AJAX, { form: { action: 'handle_like_dislike', nonce, post_id: String(post), type: 'like' } })).json()).data;
      const first = await vote();
      expect(await vote()).toEqual(first);
      expect(await vote()).toEqual(first);
      votes.push(first);
      await who.close();
    }
    expect(votes[1]!.like_count).toBe(votes[0]!.like_count + 1);
  });
});

test.describe('identities a script cannot mint at will', () => {
  test('dropping cookies and asking for a new identity 25 times moves the like count by the hour’s limit (20) at most; a forged or swapped cookie gets 403', async ({
    playwright,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000); // 25 new visitors, two requests each, one at a time in Playground
    const post = await postId(request, 'how-to-price-your-first-ebook');
    // One client address for every round, as the demo's imaginary proxy names it (demo/server.php).
    const client = `inflation-${Date.now()}`;
    const likes: number[] = [];
    const refused: string[] = [];
    let forgeable = '';
    for (let round = 0; round < 25; round++) {
      const fresh = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'X-Colophon-Demo-Client': client } });
      const session = await fresh.post(AJAX, { form: { action: 'colophon_session' } });
      if (session.status() === 429) {
        refused.push(((await session.json()) as { data: { message: string } }).data.message);
      } else {
        expect(session.status()).toBe(200);
        const nonce = ((await session.json()) as { data: { nonces: { likeDislike: string } } }).data.nonces.likeDislike;
        forgeable = nonce;
        const vote = (await (await fresh.post(AJAX, { form: { action: 'handle_like_dislike', nonce, post_id: String(post), type: 'like' } })).json()) as {
          data: { like_count: number };
        };
        likes.push(vote.data.like_count);
      }
      await fresh.dispose();
    }
    expect(likes).toHaveLength(20);
    expect(likes.at(-1)! - likes[0]!).toBe(19);
    expect(refused).toEqual(Array(5).fill('Too many new visitors from your network in the last hour. Please try again later.'));

    // Cookies the server did not sign as they stand: made up, or the session cookie offered as the visitor cookie.
    const cookieFor = async (value: string) => {
      const forged = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { Cookie: value } });
      const answer = await forged.post(AJAX, { form: { action: 'handle_like_dislike', nonce: forgeable, post_id: String(post), type: 'like' } });
      const status = answer.status();
      await forged.dispose();
      return status;
    };
    expect(await cookieFor(`colophon_visitor=abcdefghijklmnopqrstuvwx.${Math.floor(Date.now() / 1000)}.${'0'.repeat(32)}`)).toBe(403);
    const own = await playwright.request.newContext({ baseURL: baseURL! });
    await own.post(AJAX, { form: { action: 'colophon_session' } });
    const session = (await own.storageState()).cookies.find((c) => c.name === 'colophon_session')!.value;
    await own.dispose();
    expect(await cookieFor(`colophon_visitor=${session}`)).toBe(403);
  });

  test('a server store refuses a password-protected post, as the listings do', async ({ request }) => {
    const session = (await (await request.post(AJAX, { form: { action: 'colophon_session' } })).json()) as { data: { nonces: { stores: string } } };
    const add = async (slug: string, type: 'posts' | 'pages' = 'posts') =>
      request.post(AJAX, {
        form: {
          action: 'jet_engine_add_to_store_compare',
          store: 'compare',
          nonce: session.data.nonces.stores,
          post_id: String(await postId(request, slug, type)),
        },
      });
    const locked = await add(PROTECTED_SLUG);
    expect(locked.status()).toBe(404);
    expect(((await locked.json()) as { data: { message: string } }).data.message).toBe('This item cannot be saved.');
    expect((await add('isbn-numbers-explained')).status()).toBe(200); // the same store takes an open post
  });
});

test.describe('the demo as a model of a strict site', () => {
  test('JSONP is refused, and a script an editor wrote into content does not run for visitors', async ({ browser, baseURL, request }) => {
    const jsonp = await request.get('/wp-json/?_jsonp=colophonJsonp');
    expect(jsonp.status()).toBe(400);
    expect(jsonp.headers()['content-type']).toMatch(/^application\/json/);

    const admin = await loggedIn(browser, baseURL!, 'admin');
    const nonce = await (await admin.request.get(`${AJAX}?action=rest-nonce`)).text();
    const created = await admin.request.post('/wp-json/wp/v2/posts', {
      headers: { 'X-WP-Nonce': nonce },
      data: { title: 'Inline script test', status: 'publish', content: '<p>An editor’s inline script.</p><script>window.inlineRan = true;</script>' },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: number; link: string };
    try {
      // Its own context, outside the suite's CSP guard: this page is expected to report one refusal.
      const visitor = await browser.newContext({ baseURL: baseURL! });
      const page = await visitor.newPage();
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await page.goto(new URL(post.link).pathname);
      await expect(page.getByText('An editor’s inline script.', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
      // (Chromium's wording changes between versions: "Refused to execute inline script…", "Executing inline script violates…".)
      expect(console.filter((text) => /inline script/i.test(text) && /Content Security Policy/.test(text))).toHaveLength(1);
      // A JSONP answer offered as a script does not run either.
      await page.evaluate(() => {
        (window as unknown as { colophonJsonp: () => void }).colophonJsonp = () => ((window as unknown as { jsonpRan: boolean }).jsonpRan = true);
        const script = document.createElement('script');
        script.src = '/wp-json/?_jsonp=colophonJsonp';
        // Done once the browser has loaded (and run) it or refused it.
        return new Promise((resolve) => {
          script.onload = script.onerror = resolve;
          document.head.append(script);
        });
      });
      expect(await page.evaluate(() => (window as unknown as { jsonpRan?: boolean }).jsonpRan)).toBeUndefined();
      await visitor.close();
    } finally {
      await admin.request.delete(`/wp-json/wp/v2/posts/${post.id}?force=true`, { headers: { 'X-WP-Nonce': nonce } });
      await admin.close();
    }
  });
});

test.describe('what a request cannot steer', () => {
  test('refresh-loop keeps pagination links on this site, whatever base a request gives', async ({ page, request }) => {
    const fixture = await pageId(page, '/fixtures/paged-loop/');
    for (const base of [
      'https:evil.example/x',
      'http:///evil.example/x',
      '//evil.example/x',
      'https://evil.example/blog/',
      '/\\evil.example/x',
      'javascript:alert(1)',
    ]) {
      const answer = await refresh(request, fixture, 'pglop01', {}, base);
      expect(answer.status(), base).toBe(200);
      const html = (await answer.json()).data as string;
      expect(html, base).toContain('colophon-pagination');
      expect(html, base).not.toMatch(/evil\.example|javascript:/);
    }
    const own = (await (await refresh(request, fixture, 'pglop01', {}, '/fixtures/paged-loop/')).json()).data as string;
    expect(own).toContain('href="/fixtures/paged-loop/?e-page-pglop01=2"');
  });

  test('filter terms past the fiftieth are not read', async ({ page, request }) => {
    const blog = await pageId(page, '/blog/');
    const junk = Array.from({ length: 60 }, (_, i) => `no-such-term-${i}`);
    const count = async (terms: string[]) =>
      ((await (await refresh(request, blog, 'blogl00', { taxonomy: { category: { terms, logicalJoin: 'OR' } } })).json()).data as string).split('e-loop-item')
        .length - 1;
    expect(await count(['editing', ...junk])).toBe(5);
    expect(await count([...junk, 'editing'])).toBe(0); // 'editing' is the 61st: past the cap
    expect(await count([...Array.from({ length: 100_000 }, (_, i) => `t${i}`), 'editing'])).toBe(0);
  });

  test('a listing saved with a post type visitors may not see lists posts instead', async ({ request, page }) => {
    const fixture = await pageId(page, '/fixtures/paged-loop/');
    const html = (await (await listing(request, 'get_listing', fixture, 'ptype01')).json()).data.html as string;
    expect(html).toContain('colophon-card__title');
    expect(html).not.toMatch(/Main menu/);
    expect(await page.locator('[data-id="ptype01"] .colophon-card__title').count()).toBe(3);
  });

  test('the consent settings refuse a log path to another site, a cookie domain with attributes in it, and fields sent as lists: with a message, no PHP warning, nothing saved', async ({
    browser,
    baseURL,
  }) => {
    const admin = await loggedIn(browser, baseURL!, 'admin');
    const { page } = admin;
    await page.goto('/wp-admin/admin.php?page=colophon-consent');
    await page.getByText('Cookie names and lifetimes, the previous banner').click(); // the Advanced part
    await page.getByLabel('Log endpoint').fill('//evil.example/log');
    await page.getByLabel('Consent cookie domain').fill('x; path=/wp-admin');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Log endpoint: enter an http(s) URL or a path starting with /.');
    await expect(alert).toContainText('Cookie domain: leave it empty, or enter a domain such as example.com or .example.com.');
    await expect(page.getByLabel('Log endpoint')).toBeVisible(); // the refused form opens the Advanced part
    await expect(page.getByLabel('Log endpoint')).toHaveValue('//evil.example/log'); // kept as typed

    // A hand-made request with a field as a list, to the screen's own route.
    await page.goto('/wp-admin/admin.php?page=colophon-consent');
    const answer = await page.evaluate(async () => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const sent = await fetch('/wp-json/colophon/v1/screens/colophon-consent', {
        method: 'POST',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
        body: JSON.stringify({ values: { domain: ['example.com'], law: 'gdpr' } }),
      });
      return { status: sent.status, text: await sent.text() };
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/Warning|Notice|headers already sent/);
    expect(JSON.parse(answer.text).data.errors).toContain('domain: expected text, got a list.');
    await page.goto('/');
    const config = await page.evaluate(() => (window.colophonConfig as unknown as { consent: { logUrl: string; cookieDomain: string } }).consent);
    expect(config).toMatchObject({ logUrl: '/demo-consent-log/', cookieDomain: '' });
    await admin.close();
  });
});
