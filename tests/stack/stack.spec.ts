/**
 * The demo on a production-like stack (tools/stack): MariaDB, two PHP-FPM pools standing for two
 * web servers, nginx with a full-page cache. What Playground (one PHP worker, SQLite) cannot show:
 * pages every anonymous visitor can share, nonces older than their lifetime, state kept across
 * web servers, and counts that stay exact when requests really run at once.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AJAX, BASE, logMarks, php, phpProblemsSince, purgeCache, runLimited, SITE, Visitor } from './helpers';

test.describe.configure({ mode: 'serial' });

const marks = logMarks();
let postId = 0; // a blog post with the like widget
let postPath = '';
let guides: number[] = []; // posts the listings show (store buttons)

const CONSENT_ALL =
  'consentid:c3RhY2stYWxsLXZpc2l0b3ItMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA,consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes';
const CONSENT_NONE =
  'consentid:c3RhY2stbm8tdmlzaXRvci0wMDAwMDAwMDAwMDAwMDAwMDAwMDAwMA,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no';

test.beforeAll(() => {
  const found = JSON.parse(
    php(`$p = get_posts( array( 'post_type' => 'post', 'numberposts' => 1, 'has_password' => false, 'orderby' => 'ID', 'order' => 'ASC' ) );
$g = get_posts( array( 'post_type' => 'post', 'numberposts' => 30, 'has_password' => false, 'fields' => 'ids' ) );
echo wp_json_encode( array( 'id' => $p[0]->ID, 'path' => wp_parse_url( get_permalink( $p[0] ), PHP_URL_PATH ), 'guides' => $g ) );`),
  );
  postId = found.id;
  postPath = found.path;
  guides = found.guides;
  // Two more server stores for these tests: a browser-session basket, and a logged-in shortlist of 10.
  php(`$stores = (array) get_option( 'colophon_data_stores', array() );
$stores = array_values( array_filter( $stores, fn( $s ) => ! in_array( $s['slug'], array( 'basket', 'shortlist', 'reading' ), true ) ) );
$stores[] = array( 'slug' => 'basket', 'label' => 'Basket', 'type' => 'session', 'size' => 0 );
$stores[] = array( 'slug' => 'shortlist', 'label' => 'Shortlist', 'type' => 'user-meta', 'size' => 10 );
$stores[] = array( 'slug' => 'reading', 'label' => 'Reading list', 'type' => 'user-meta', 'size' => 0 );
update_option( 'colophon_data_stores', $stores );`);
  purgeCache();
});

/** Every public page of the demo: pages, posts and events, by path. */
function demoPaths(): string[] {
  return JSON.parse(
    php(`$ids = get_posts( array( 'post_type' => 'any', 'post_status' => 'publish', 'numberposts' => -1, 'has_password' => false, 'fields' => 'ids' ) );
$paths = array( '/' );
foreach ( $ids as $id ) { if ( is_post_type_viewable( get_post_type( $id ) ) ) { $paths[] = wp_parse_url( get_permalink( $id ), PHP_URL_PATH ); } }
echo wp_json_encode( array_values( array_unique( $paths ) ) );`),
  );
}

test('the cache keeps anonymous pages and passes everything else to PHP: POSTs, admin-ajax, the REST API, logged-in users', async () => {
  const anonymous = new Visitor();
  const first = await anonymous.fetch('/resources/');
  const second = await anonymous.fetch('/resources/');
  expect([first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([200, 'MISS', 'HIT']);
  expect((await anonymous.ajax({ action: 'colophon_session' })).headers.get('x-cache')).toBe('BYPASS');
  expect((await anonymous.fetch('/wp-json/')).headers.get('x-cache')).toBe('BYPASS');
  const reader = await new Visitor().logIn('reader', 'reader-password');
  const own = await reader.fetch('/resources/');
  expect(own.headers.get('x-cache')).toBe('BYPASS');
  expect(own.text).toContain('"user":{"roles":["subscriber"]}');
  // The cached copy never has the reader's login in it.
  expect((await anonymous.fetch('/resources/')).text).not.toContain('subscriber');
});

test('both web servers answer, in turn', async () => {
  const servers = [];
  for (let i = 0; i < 6; i++) servers.push((await new Visitor().ajax({ action: 'colophon_session' })).headers.get('x-colophon-server'));
  expect(new Set(servers)).toEqual(new Set(['a', 'b']));
  expect(servers.slice(0, 4).join('')).toMatch(/^(abab|baba)$/);
});

test('every demo page, walked by three visitors with different consent, stores and votes: byte-identical HTML, and PHP prints the same for each', async () => {
  // Visitor A: accepted everything, liked the post, keeps two guides in the compare list and one in the basket.
  const a = await new Visitor({ 'cookieyes-consent': CONSENT_ALL }).session();
  expect((await a.ajax({ action: 'handle_like_dislike', post_id: String(postId), type: 'like', nonce: a.nonces.likeDislike! })).status).toBe(200);
  for (const id of guides.slice(0, 2))
    expect((await a.ajax({ action: 'jet_engine_add_to_store_compare', store: 'compare', post_id: String(id), nonce: a.nonces.stores! })).json().success).toBe(
      true,
    );
  expect(
    (await a.ajax({ action: 'jet_engine_add_to_store_basket', store: 'basket', post_id: String(guides[3]), nonce: a.nonces.stores! })).json().success,
  ).toBe(true);
  // Visitor B: declined everything, disliked the post, one other guide to compare. Visitor C: no cookies at all.
  const b = await new Visitor({ 'cookieyes-consent': CONSENT_NONE }).session();
  expect((await b.ajax({ action: 'handle_like_dislike', post_id: String(postId), type: 'dislike', nonce: b.nonces.likeDislike! })).status).toBe(200);
  expect(
    (await b.ajax({ action: 'jet_engine_add_to_store_compare', store: 'compare', post_id: String(guides[2]), nonce: b.nonces.stores! })).json().success,
  ).toBe(true);
  const c = new Visitor();

  purgeCache();
  const paths = demoPaths();
  expect(paths.length).toBeGreaterThan(20);
  const statuses: Record<string, number> = {};
  const differ: string[] = [];
  for (const path of paths) {
    const pages = [];
    for (const visitor of [a, b, c]) {
      const page = await visitor.fetch(path);
      expect(page.status, path).toBe(200);
      const status = page.headers.get('x-cache') ?? 'none';
      statuses[status] = (statuses[status] ?? 0) + 1;
      pages.push(page.text);
    }
    if (pages[1] !== pages[0] || pages[2] !== pages[0]) differ.push(path);
  }
  expect(differ, 'pages whose HTML differed between visitors').toEqual([]);
  const total = Object.values(statuses).reduce((x, y) => x + y, 0);
  const ratio = (statuses.HIT ?? 0) / total;
  test.info().annotations.push({
    type: 'cache',
    description: `${paths.length} pages × 3 visitors: ${JSON.stringify(statuses)}, hit ratio ${(ratio * 100).toFixed(1)} %`,
  });
  console.log(`[stack] cache walk: ${paths.length} pages × 3 visitors: ${JSON.stringify(statuses)}, hit ratio ${(ratio * 100).toFixed(1)} %`);
  expect(statuses.MISS).toBe(paths.length); // the first visitor fills the cache…
  expect(statuses.HIT).toBe(paths.length * 2); // …and the other two are served from it

  // Past the cache: PHP itself prints the same page for A and B. The one thing that differs is the
  // demo's per-response CSP nonce (demo/server.php), which the comparison replaces with its name.
  const origin = async (visitor: Visitor, path: string) => {
    const page = await visitor.fetch(path, { headers: { 'X-Colophon-Origin': '1' } });
    expect(page.headers.get('x-cache'), path).toBe('BYPASS');
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    return nonce ? page.text.split(nonce).join('{csp-nonce}') : page.text;
  };
  const originDiffer: string[] = [];
  for (const path of paths) {
    const [fromA, fromB] = [await origin(a, path), await origin(b, path)];
    if (fromA !== fromB) originDiffer.push(path);
  }
  expect(originDiffer, 'pages PHP printed differently for two visitors').toEqual([]);
});

test('strict mode on: cached pages stay byte-identical for visitors with different consent, and each browser builds its own policy from its own cookie', async ({
  browser,
}) => {
  const strict = (on: boolean) =>
    php(`$s = get_option( 'colophon_consent' ); $s['strict'] = ${on ? 'true' : 'false'}; update_option( 'colophon_consent', $s );`);
  strict(true);
  purgeCache();
  try {
    const visitors = [new Visitor({ 'cookieyes-consent': CONSENT_ALL }), new Visitor({ 'cookieyes-consent': CONSENT_NONE }), new Visitor()];
    const differ: string[] = [];
    const caches: string[] = [];
    for (const path of ['/', '/self-publishing/', '/fixtures/privacy-matrix/', postPath]) {
      const pages = [];
      for (const visitor of visitors) {
        const page = await visitor.fetch(path);
        caches.push(page.headers.get('x-cache') ?? 'none');
        pages.push(page.text);
      }
      expect(pages[0], path).toContain('"strict":true');
      if (pages[1] !== pages[0] || pages[2] !== pages[0]) differ.push(path);
    }
    expect(differ, 'pages whose HTML differed between visitors').toEqual([]);
    expect(caches.filter((c) => c === 'HIT')).toHaveLength(8); // the first visitor fills, the other two hit

    // The same cached HTML, two policies: the one who accepts everything (the page reloads once) allows youtube.com.
    const policies = [];
    for (const accept of [true, false]) {
      const context = await browser.newContext({ baseURL: BASE });
      const page = await context.newPage();
      const response = await page.goto('/fixtures/privacy-matrix/');
      expect(response!.headers()['x-cache']).toBe('HIT');
      if (accept) {
        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Accept all' }).first().click();
        await reloaded;
      }
      policies.push(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
      await context.close();
    }
    expect(policies[0]).toContain(' youtube.com *.youtube.com ');
    expect(policies[1]).not.toContain('youtube.com');
  } finally {
    strict(false);
    purgeCache();
  }
});

async function visitorContext(browser: import('@playwright/test').Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE });
  return { context, page: await context.newPage() };
}

test('on the same cached pages, each visitor sees their own consent, vote and compare list', async ({ browser }) => {
  purgeCache();
  const one = await visitorContext(browser);
  const two = await visitorContext(browser);

  // Visitor one accepts, likes the post and adds a guide to the compare list.
  await one.page.goto(postPath);
  await one.page
    .getByRole('button', { name: /accept all/i })
    .first()
    .click();
  const like = one.page.locator('.colophon-like-dislike__button--like');
  const likes = Number(await like.locator('.colophon-like-dislike__count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await one.page.goto('/resources/');
  const compare = one.page.locator('[data-id="lmore01"] .jet-add-to-store[data-store="compare"]').first();
  await compare.click();
  await expect(compare).toHaveClass(/in-store/);
  const compared = await compare.getAttribute('data-post');

  // Visitor two declines.
  await two.page.goto('/resources/');
  await two.page
    .getByRole('button', { name: /reject all/i })
    .first()
    .click();

  // Both come back: the pages come from the cache, and each shows its visitor's own state.
  for (const who of [one, two]) {
    const answer = await who.page.goto(postPath);
    expect(answer!.headers()['x-cache']).toBe('HIT');
  }
  await expect(one.page.locator('.colophon-like-dislike__button--like')).toHaveAttribute('aria-pressed', 'true');
  await expect(one.page.locator('.colophon-like-dislike__button--like .colophon-like-dislike__count')).toHaveText(String(likes + 1));
  await expect(two.page.locator('.colophon-like-dislike__button--like')).toHaveAttribute('aria-pressed', 'false');
  // A first-time visitor (no session: nothing of theirs on the server) asks nothing and sees the
  // counts as the cached page has them, at most the cache's ten minutes old.
  await expect(two.page.locator('.colophon-like-dislike__button--like .colophon-like-dislike__count')).toHaveText(String(likes));
  // The cached page carries the banner the server printed, hidden; each visitor's own choice decides what shows.
  for (const who of [one, two]) {
    await expect(who.page.locator('.cky-consent-container, .colophon-consent__banner').filter({ visible: true })).toHaveCount(0);
    await expect(who.page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  }
  expect(await one.page.evaluate(() => document.cookie)).toMatch(/cookieyes-consent=[^;]*analytics:yes/);
  expect(await two.page.evaluate(() => document.cookie)).toMatch(/cookieyes-consent=[^;]*analytics:no/);

  for (const who of [one, two]) {
    const answer = await who.page.goto('/resources/');
    expect(answer!.headers()['x-cache']).toBe('HIT');
  }
  const button = (page: Page) => page.locator(`[data-id="lmore01"] .jet-add-to-store[data-store="compare"][data-post="${compared}"]`);
  await expect(button(one.page)).toHaveClass(/in-store/);
  await expect(button(one.page)).toHaveAttribute('href', '/compare/'); // in the list, the button links to it
  await expect(one.page.locator('.jet-engine-data-store-count[data-store="compare"]')).toHaveText('1');
  await expect(button(two.page)).not.toHaveClass(/in-store/);
  await expect(two.page.locator('.jet-engine-data-store-count[data-store="compare"]')).toHaveText('0');
  // The compare page lists each visitor's own items, asked for past the cache.
  await one.page.goto('/compare/');
  await expect(one.page.locator(`[data-id="cmplst1"] .jet-listing-grid__item[data-post-id="${compared}"]`)).toHaveCount(1);
  await two.page.goto('/compare/');
  await expect(two.page.locator('[data-id="cmplst1"] .jet-listing-not-found')).toBeVisible();
  await one.context.close();
  await two.context.close();
});

test('a cached page whose nonces have expired still votes and saves: the browser gets fresh ones and tries once more', async ({ browser }) => {
  php(`update_option( 'colophon_stack_nonce_life', 4 );`); // a nonce lasts 2–4 s
  try {
    purgeCache();
    const { context, page } = await visitorContext(browser);
    await page.goto('/resources/');
    await page.locator('[data-id="lmore01"] .jet-add-to-store[data-store="compare"]').first().click(); // this browser's first session
    await expect(page.locator('[data-id="lmore01"] .jet-add-to-store[data-store="compare"]').first()).toHaveClass(/in-store/);
    await page.goto(postPath); // cached now, with the nonces of this moment
    await new Promise((r) => setTimeout(r, 5000));
    const calls: string[] = [];
    page.on('response', (r) => {
      const action = new URLSearchParams(r.request().postData() ?? '').get('action');
      if (r.url().includes(AJAX) && action) calls.push(`${action} ${r.status()}`);
    });
    const answer = await page.reload();
    expect(answer!.headers()['x-cache']).toBe('HIT');
    const like = page.locator('.colophon-like-dislike__button--like');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.colophon-like-dislike__status')).toHaveText('Thanks for your vote.');
    expect(calls.filter((c) => !c.startsWith('colophon_visitor_state'))).toEqual([
      'handle_like_dislike 403',
      'colophon_session 200',
      'handle_like_dislike 200',
    ]);

    // The same for a store change, on another cached page, a while later.
    await page.goto('/resources/');
    await new Promise((r) => setTimeout(r, 5000));
    calls.length = 0;
    expect((await page.reload())!.headers()['x-cache']).toBe('HIT');
    const second = page.locator('[data-id="lmore01"] .jet-add-to-store[data-store="compare"]').nth(1);
    await second.click();
    await expect(second).toHaveClass(/in-store/);
    expect(calls.filter((c) => !c.startsWith('colophon_visitor_state'))).toEqual([
      'jet_engine_add_to_store_compare 403',
      'colophon_session 200',
      'jet_engine_add_to_store_compare 200',
    ]);
    await context.close();
  } finally {
    php(`delete_option( 'colophon_stack_nonce_life' );`);
  }
});

test('a visitor’s session store and cookie store stay exact while their requests alternate between the two web servers', async () => {
  const visitor = await new Visitor().session();
  const served: string[] = [];
  const add = async (store: string, id: number) => {
    const answer = await visitor.ajax({ action: `jet_engine_add_to_store_${store}`, store, post_id: String(id), nonce: visitor.nonces.stores! });
    served.push(answer.headers.get('x-colophon-server') ?? '?');
    return answer.json();
  };
  const state = async () => (await visitor.ajax({ action: 'colophon_visitor_state', stores: 'basket,compare' })).json().data.stores;
  for (const id of guides.slice(0, 10)) expect((await add('basket', id)).data.count).toBeGreaterThan(0);
  for (const id of guides.slice(0, 3)) expect((await add('compare', id)).success).toBe(true);
  const full = await add('compare', guides[3]!); // the compare list keeps three
  expect(full.success).toBe(false);
  expect(full.data.message).toContain('at most 3 items');
  for (const id of guides.slice(0, 3)) {
    const answer = await visitor.ajax({ action: 'jet_engine_remove_from_store_basket', store: 'basket', post_id: String(id), nonce: visitor.nonces.stores! });
    served.push(answer.headers.get('x-colophon-server') ?? '?');
  }
  const now = await state();
  expect(now.basket.ids.sort()).toEqual(guides.slice(3, 10).sort());
  expect(now.compare.ids.sort()).toEqual(guides.slice(0, 3).sort());
  expect(served.filter((s) => s === 'a').length).toBeGreaterThanOrEqual(6);
  expect(served.filter((s) => s === 'b').length).toBeGreaterThanOrEqual(6);
  // The session store is the browser session's: a new session (browser restarted) starts empty,
  // the year-long cookie store stays.
  visitor.cookies.delete('colophon_session');
  await visitor.session();
  const after = await state();
  expect(after.basket.ids).toEqual([]);
  expect(after.compare.ids.sort()).toEqual(guides.slice(0, 3).sort());
  // No PHP session files anywhere: nothing here uses PHP sessions.
  expect(php(`echo count( glob( ini_get( 'session.save_path' ) . '/sess_*' ) ?: array() );`).trim()).toBe('0');
});

test('100 visitors like the same post at the same moment: exactly +100', async () => {
  const before = JSON.parse(php(`echo wp_json_encode( Colophon\\LikeDislike\\Votes::counts( ${postId} ) );`)).like as number;
  const visitors = await runLimited(
    Array.from({ length: 100 }, () => () => new Visitor().session()),
    20,
  );
  const answers = await Promise.all(
    visitors.map((v) => v.ajax({ action: 'handle_like_dislike', post_id: String(postId), type: 'like', nonce: v.nonces.likeDislike! })),
  );
  expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
  const after = JSON.parse(php(`echo wp_json_encode( Colophon\\LikeDislike\\Votes::counts( ${postId} ) );`)).like as number;
  expect(after - before).toBe(100);
  // And each of them liking again, all at once, changes nothing.
  await Promise.all(visitors.map((v) => v.ajax({ action: 'handle_like_dislike', post_id: String(postId), type: 'like', nonce: v.nonces.likeDislike! })));
  expect(JSON.parse(php(`echo wp_json_encode( Colophon\\LikeDislike\\Votes::counts( ${postId} ) );`)).like).toBe(after);
});

test('50 visitors add the same post to a store for the first time at once: its count is exactly +50, one record each', async () => {
  const post = guides[5]!;
  const holders = () => Number(php(`echo Colophon\\DataStore\\Items::holders( 'compare', ${post} );`));
  const before = holders();
  const visitors = await runLimited(
    Array.from({ length: 50 }, () => () => new Visitor().session()),
    20,
  );
  const answers = await Promise.all(
    visitors.map((v) => v.ajax({ action: 'jet_engine_add_to_store_compare', store: 'compare', post_id: String(post), nonce: v.nonces.stores! })),
  );
  expect(answers.filter((a) => a.status !== 200 || a.json().success !== true).map((a) => a.text.slice(0, 120))).toEqual([]);
  expect(holders() - before).toBe(50);
  const duplicates = php(
    `global $wpdb; echo $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) - COUNT(DISTINCT holder) FROM ' . Colophon\\Schema::items() . " WHERE store = 'compare' AND post_id = %d", ${post} ) );`,
  );
  expect(duplicates.trim()).toBe('0');
  // What the page shows of it: the post-count fragment the add answers with.
  const fragments = answers.map((a) => Object.values(a.json().data.fragments as Record<string, string>).join(''));
  expect(fragments.some((f) => f.includes(`data-post="${post}">${before + 50}<`))).toBe(true);
});

test('one logged-in user adds 20 posts at once: none is lost, and a store of 10 never holds more than 10', async () => {
  const user = await (await new Visitor().logIn('reader', 'reader-password')).session();
  const ids = guides.slice(0, 20);
  expect(ids).toHaveLength(20);
  const send = (store: string) =>
    Promise.all(ids.map((id) => user.ajax({ action: `jet_engine_add_to_store_${store}`, store, post_id: String(id), nonce: user.nonces.stores! })));
  const reading = await send('reading');
  expect(reading.filter((a) => a.json().success !== true).map((a) => a.text.slice(0, 120))).toEqual([]);
  // Every add pauses 50 ms between the size check and the write: without the lock, parallel adds
  // would all pass the check (the race this store had).
  php(`update_option( 'colophon_stack_slow_store_add', 50 );`);
  const shortlist = await send('shortlist').finally(() => php(`delete_option( 'colophon_stack_slow_store_add' );`));
  const refused = shortlist.filter((a) => a.json().success !== true);
  expect(refused).toHaveLength(10);
  for (const answer of refused) expect(answer.json().data.message).toBe('You can keep at most 10 items in Shortlist. Remove one to add another.');
  const state = (await user.ajax({ action: 'colophon_visitor_state', stores: 'reading,shortlist' })).json().data.stores;
  expect(state.reading.ids.sort()).toEqual([...ids].sort());
  expect(state.shortlist.ids).toHaveLength(10);
});

test('a burst of load-more, refresh-loop and calendar requests, 200 of them 20 at a time: no 5xx, and no PHP warning in any log', async () => {
  const ids = JSON.parse(
    php(
      `echo wp_json_encode( array( 'resources' => get_page_by_path( 'resources' )->ID, 'blog' => get_page_by_path( 'blog' )->ID, 'events' => get_page_by_path( 'events' )->ID ) );`,
    ),
  );
  const visitor = new Visitor();
  const kinds = [
    () =>
      visitor.ajax({
        action: 'jet_engine_ajax',
        handler: 'listing_load_more',
        'page_settings[post_id]': String(ids.resources),
        'page_settings[element_id]': 'lmore01',
        'page_settings[page]': '2',
      }),
    () =>
      visitor.fetch('/wp-json/colophon/v1/refresh-loop', {
        json: {
          post_id: ids.blog,
          widget_id: 'blogl00',
          widget_filters: { taxonomy: { category: { terms: ['editing'], logicalJoin: 'OR' } } },
          pagination_base_url: '/blog/',
        },
      }),
    () => visitor.ajax({ action: 'jet_engine_calendar_get_month', month: 'March 2027', 'settings[id]': 'cal0001', post: String(ids.events) }),
  ];
  const started = Date.now();
  const answers = await runLimited(
    Array.from({ length: 200 }, (_, i) => kinds[i % 3]!),
    20,
  );
  const seconds = (Date.now() - started) / 1000;
  const statuses = answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {});
  console.log(`[stack] burst: 200 requests, 20 at a time, in ${seconds.toFixed(1)} s: ${JSON.stringify(statuses)}`);
  expect(statuses).toEqual({ 200: 200 });
  expect(answers.every((a) => a.json().success !== false)).toBe(true);
  expect(phpProblemsSince(marks)).toEqual([]);
});

test('every demo page in Chromium, from the cache: no script error, no CSP violation, no failed request of the site, nothing sent to another host', async ({
  browser,
}) => {
  const paths = demoPaths();
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const problems: string[] = [];
  let current = '';
  page.on('console', (m) => {
    // The fixtures with malformed settings are there to be reported, and are (tests/e2e covers them).
    if (current.startsWith('/fixtures/') && /^\[colophon\] [\w-]+: [\w-]+ is not valid JSON/.test(m.text())) return;
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`${current}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(BASE) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) problems.push(`${current}: request to ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.url().startsWith(BASE) && r.status() >= 400) problems.push(`${current}: ${r.status()} ${r.url()}`);
  });
  const statuses: Record<string, number> = {};
  for (const path of paths) {
    current = path;
    const answer = await page.goto(path, { waitUntil: 'load' });
    const status = answer!.headers()['x-cache'] ?? 'none';
    statuses[status] = (statuses[status] ?? 0) + 1;
    // The runtime has started (it publishes its config), and its chunks have had a moment.
    await page.waitForFunction(() => typeof (window as { colophonConfig?: unknown }).colophonConfig === 'object');
    await page.waitForTimeout(150);
  }
  await context.close();
  console.log(`[stack] browser walk: ${paths.length} pages, X-Cache ${JSON.stringify(statuses)}`);
  expect(problems).toEqual([]);
});

test('a kit import killed halfway leaves nothing: 2,000 popups, the PHP process killed after the 1,000th', async () => {
  const marker = path.join(os.tmpdir(), `colophon-kill-${process.pid}.txt`);
  fs.rmSync(marker, { force: true });
  const prefix = `killed-kit-${Date.now()}`;
  const count = () =>
    Number(
      php(
        `global $wpdb; echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_name LIKE %s", ${JSON.stringify(prefix)} . '%' ) );`,
      ),
    );
  // The import as the REST endpoint runs it; after the 1,000th popup it says so and waits to be killed.
  const script = `<?php $_SERVER['HTTP_HOST'] = '127.0.0.1'; require ${JSON.stringify(path.join(SITE, 'wp-load.php'))};
    $made = 0;
    add_action( 'save_post_colophon_popup', static function () use ( &$made ) { if ( 1000 === ++$made ) { file_put_contents( ${JSON.stringify(marker)}, 'halfway' ); sleep( 60 ); } } );
    $templates = array();
    for ( $i = 0; $i < 2000; $i++ ) { $templates[] = array( 'id' => 'popup-' . ( $i + 1 ), 'doc_type' => 'colophon-popup', 'title' => 'Killed ' . $i, 'slug' => ${JSON.stringify(prefix)} . '-' . $i, 'content' => '<p>x</p>' ); }
    ( new Colophon\\Kits\\Importer() )->import( $templates );`;
  const child = spawn('php', ['-d', 'display_errors=stderr', '-r', `?>${script}`], { cwd: SITE, stdio: 'ignore' });
  await expect.poll(() => fs.existsSync(marker), { timeout: 120_000, message: 'the import reached its 1,000th popup' }).toBe(true);
  child.kill('SIGKILL');
  await new Promise((done) => child.on('exit', done));
  fs.rmSync(marker, { force: true });
  expect(count()).toBe(0);

  // The same import left to finish creates every popup (and they are removed again).
  php(
    `$t = array(); for ( $i = 0; $i < 5; $i++ ) { $t[] = array( 'id' => 'popup-' . ( $i + 1 ), 'doc_type' => 'colophon-popup', 'title' => 'Kept ' . $i, 'slug' => ${JSON.stringify(prefix)} . '-kept-' . $i ); } ( new Colophon\\Kits\\Importer() )->import( $t );`,
  );
  expect(count()).toBe(5);
  php(
    `foreach ( get_posts( array( 'post_type' => 'colophon_popup', 'posts_per_page' => -1, 'post_status' => 'any', 'fields' => 'ids', 'name__like' => '' ) ) as $id ) { if ( str_starts_with( get_post_field( 'post_name', $id ), ${JSON.stringify(prefix)} ) ) wp_delete_post( $id, true ); }`,
  );
  expect(count()).toBe(0);
});

// Last: it takes Colophon away. Uninstalled the way the Plugins screen's Delete runs uninstall.php
// (uninstall_plugin(); the files stay, since the stack's plugin folder is this checkout).
test('deleting Colophon on the production stack leaves nothing of it in MariaDB: no table, option, transient, meta, folder or popup', async () => {
  const leftovers = () =>
    JSON.parse(
      php(`global $wpdb; $like = '%colophon%';
echo wp_json_encode( array(
  'tables'   => array_values( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ) ),
  'options'  => array_values( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ) ),
  'popups'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'colophon_popup'" ),
  'postmeta' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $like ) ),
  'usermeta' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $like ) ),
  'folders'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'colophon_template_folder'" ),
) );`),
    );
  // The demo site after every test above: tables with rows, settings, transients, popups, meta.
  php(`set_transient( 'colophon_stack_probe', 1, HOUR_IN_SECONDS ); update_user_meta( 1, 'colophon_stack_probe', '1' );`);
  const before = leftovers();
  expect(before.tables.map((t: string) => t.replace(/^wp_/, '')).sort()).toEqual(['colophon_consent_records', 'colophon_store_items', 'colophon_votes']);
  expect(before.options).toEqual(expect.arrayContaining(['colophon_consent', 'colophon_setup', '_transient_colophon_stack_probe']));
  expect(before.popups).toBeGreaterThan(0);
  expect(before.usermeta).toBeGreaterThan(0);

  php(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'colophon/colophon.php' ); uninstall_plugin( 'colophon/colophon.php' );`);
  expect(leftovers()).toEqual({ tables: [], options: [], popups: 0, postmeta: 0, usermeta: 0, folders: 0 });
});
