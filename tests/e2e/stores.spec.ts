/**
 * Favourites (a front store in localStorage, 5 at most) and the compare list (a server store in
 * an HttpOnly cookie, 3 at most) on the demo site (demo/listings.php).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const card = (page: Page, listing: string, n: number) => page.locator(`#${listing} .jet-listing-grid__item`).nth(n);
const save = (page: Page, n: number) => card(page, 'lmore01', n).locator('.jet-add-to-store[data-store="favourites"]');
const compare = (page: Page, n: number) => card(page, 'lmore01', n).locator('.jet-add-to-store[data-store="compare"]');
const counter = (page: Page, store: string) => page.locator(`.jet-engine-data-store-count[data-store="${store}"]`);
const favourites = (page: Page) => page.evaluate(() => localStorage.getItem('jet_engine_store_favourites'));

test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`No alert() or confirm() expected, got: ${dialog.message()}`);
  });
});

test('saving a guide marks the button, counts it, and adds it to the synced favourites listing; removing reverses all three', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  await expect(page.locator('#favlst1 .jet-listing-not-found')).toHaveText('Save guides with the heart button and they appear here.');
  const title = await card(page, 'lmore01', 2).locator('.colophon-card__title').textContent();
  const postId = await card(page, 'lmore01', 2).getAttribute('data-post-id');

  await save(page, 2).click();
  await expect(save(page, 2)).toHaveAttribute('aria-pressed', 'true');
  await expect(save(page, 2)).toContainText('Saved');
  await expect(save(page, 2)).toHaveClass(/in-store/);
  await expect(counter(page, 'favourites')).toHaveText('1');
  expect(await favourites(page)).toBe(postId);
  await expect(page.locator('#favlst1 .jet-listing-grid__item .colophon-card__title')).toHaveText([title!]);

  await save(page, 2).click();
  await expect(save(page, 2)).toHaveAttribute('aria-pressed', 'false');
  await expect(save(page, 2)).toContainText('Save');
  await expect(counter(page, 'favourites')).toHaveText('0');
  expect(await favourites(page)).toBeNull();
  await expect(page.locator('#favlst1 .jet-listing-not-found')).toBeVisible();
});

test('at five favourites a sixth is refused with a message in the page, and nothing changes', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  for (let n = 0; n < 5; n++) {
    await save(page, n).click();
    await expect(save(page, n)).toHaveAttribute('aria-pressed', 'true');
  }
  const before = await favourites(page);
  await save(page, 5).click();
  await expect(card(page, 'lmore01', 5).getByRole('status')).toHaveText('You can keep at most 5 items in favourites. Remove one to add another.');
  await expect(save(page, 5)).toHaveAttribute('aria-pressed', 'false');
  expect(await favourites(page)).toBe(before);
  await expect(counter(page, 'favourites')).toHaveText('5');
  await expect(page.locator('#favlst1 .jet-listing-grid__item')).toHaveCount(5);
});

test('another tab follows: its buttons, counter and favourites listing update without a reload', async ({ visit, context }) => {
  const { page } = visit;
  await page.goto('/resources/');
  const other = await context.newPage();
  await other.goto('/favourites/');
  await expect(other.locator('#favpage .jet-listing-not-found')).toBeVisible();
  await expect(counter(other, 'favourites')).toHaveText('0');

  await save(page, 0).click();
  await expect(save(page, 0)).toHaveAttribute('aria-pressed', 'true');
  const title = await card(page, 'lmore01', 0).locator('.colophon-card__title').textContent();
  await expect(counter(other, 'favourites')).toHaveText('1');
  await expect(other.locator('#favpage .jet-listing-grid__item .colophon-card__title')).toHaveText([title!]);

  // And back: removing it in the other tab updates the first one.
  await other.locator('#favpage .jet-add-to-store').click();
  await expect(save(page, 0)).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page, 'favourites')).toHaveText('0');
  await other.close();
});

test('the compare list is kept by the server: the button switches to a link to the compare page, which lists the guide', async ({ visit }) => {
  const { page, requests } = visit;
  await page.goto('/resources/');
  const title = await card(page, 'lmore01', 1).locator('.colophon-card__title').textContent();
  // The button says it is working until the server answers: the answer is held here until that is
  // seen (a fast server answers before a busy browser's next look).
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if ((route.request().postData() ?? '').includes('add_to_store')) await held;
    await route.continue();
  });
  await compare(page, 1).click();
  await expect(compare(page, 1)).toHaveClass(/is-processing/);
  answer();
  await expect(compare(page, 1)).toContainText('In compare list');
  await expect(compare(page, 1)).not.toHaveClass(/is-processing/);
  await expect(compare(page, 1)).toHaveAttribute('href', '/compare/');
  await expect(counter(page, 'compare')).toHaveText('1');
  const call = requests.find((r) => (r.postData() ?? '').includes('action=jet_engine_add_to_store_compare'))!;
  const body = new URLSearchParams(call.postData()!);
  expect(body.get('store')).toBe('compare');
  expect(body.get('nonce')).toMatch(/^[0-9a-f]{10}$/);
  // The list is the server's: the browser only holds a signed visitor cookie it cannot read.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'colophon_visitor');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.value).toMatch(/^[A-Za-z0-9]{24}\.\d{10}\.[0-9a-f]{32}$/); // token, issue time, signature

  await compare(page, 1).click();
  await expect(page).toHaveURL(/\/compare\/$/);
  await expect(page.locator('#cmplst1 .jet-listing-grid__item .colophon-card__title')).toHaveText([title!]);
  await expect(counter(page, 'compare')).toHaveText('1');
  await page.locator('#cmplst1 .jet-remove-from-store').click();
  await expect(page.locator('#cmplst1 .jet-listing-not-found')).toBeVisible();
  await expect(counter(page, 'compare')).toHaveText('0');
});

test('the server refuses a fourth guide to compare, and the visitor reads why', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  for (let n = 0; n < 3; n++) {
    await compare(page, n).click();
    await expect(compare(page, n)).toContainText('In compare list');
  }
  await compare(page, 3).click();
  await expect(card(page, 'lmore01', 3).getByRole('status')).toHaveText('You can keep at most 3 items in your compare list. Remove one to add another.');
  await expect(compare(page, 3)).toContainText('Compare');
  await expect(compare(page, 3)).not.toHaveClass(/in-store|is-processing/);
  await expect(counter(page, 'compare')).toHaveText('3');
});

test('with the connection gone the compare button comes back and says what happened', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/resources/');
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    (route.request().postData() ?? '').includes('add_to_store') ? route.abort('internetdisconnected') : route.continue(),
  );
  await compare(page, 0).click();
  await expect(card(page, 'lmore01', 0).getByRole('status')).toHaveText('That did not work: check your connection and try again.');
  await expect(compare(page, 0)).not.toHaveClass(/is-processing|in-store/);
  await expect(compare(page, 0)).toHaveAttribute('aria-pressed', 'false');
});

test('the store endpoint needs the page nonce, a real post and a visitor the server gave a cookie', async ({ page, request }) => {
  await page.goto('/resources/');
  const nonce = await page.evaluate(() => (window.colophonConfig as unknown as { nonces: { stores: string } }).nonces.stores);
  const postId = await card(page, 'lmore01', 0).getAttribute('data-post-id');
  const add = (fields: Record<string, string>) =>
    request.post('/wp-admin/admin-ajax.php', { form: { action: 'jet_engine_add_to_store_compare', store: 'compare', ...fields } });
  const noNonce = await add({ post_id: postId! });
  expect(noNonce.status()).toBe(403);
  expect((await noNonce.json()).data).toEqual({ message: 'This page has expired. Reload it and try again.', code: 'colophon_stale_nonce' });
  const noVisitor = await add({ post_id: postId!, nonce });
  expect(noVisitor.status()).toBe(403);
  expect((await noVisitor.json()).data.code).toBe('colophon_no_visitor');
  await request.post('/wp-admin/admin-ajax.php', { form: { action: 'colophon_session' } });
  const noPost = await add({ post_id: '999999', nonce });
  expect(noPost.status()).toBe(404);
  const ok = await add({ post_id: postId!, nonce });
  expect(await ok.json()).toMatchObject({ success: true, data: { count: 1 } });
});

test('a post’s saved-by count is what the server recorded: cookieless adds and forged removes move it not at all', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await page.goto('/resources/');
  const nonce = await page.evaluate(() => (window.colophonConfig as unknown as { nonces: { stores: string } }).nonces.stores);
  const postId = await card(page, 'lmore01', 2).getAttribute('data-post-id');
  const call = (verb: 'add_to' | 'remove_from', headers: Record<string, string> = {}, client = request) =>
    client.post('/wp-admin/admin-ajax.php', { form: { action: `jet_engine_${verb}_store_compare`, store: 'compare', post_id: postId!, nonce }, headers });
  const savedBy = async (answer: Awaited<ReturnType<typeof call>>) => {
    const html = Object.entries((await answer.json()).data.fragments as Record<string, string>).find(([selector]) => selector.includes('data-post-count'))![1];
    return Number(html.replace(/<[^>]+>/g, ''));
  };
  // A real visitor saves it: counted once, however often they add it.
  await request.post('/wp-admin/admin-ajax.php', { form: { action: 'colophon_session' } });
  const first = await savedBy(await call('add_to'));
  expect(await savedBy(await call('add_to'))).toBe(first);
  // Ten adds without a cookie, ten with a forged one: refused, never counted.
  for (let i = 0; i < 10; i++) expect((await call('add_to', { cookie: '' })).status()).toBe(403);
  for (let i = 0; i < 10; i++) expect((await call('add_to', { cookie: `colophon_visitor=${'x'.repeat(24)}.${'0'.repeat(32)}` })).status()).toBe(403);
  // Another visitor who never saved it removes it three times: nothing to remove.
  const stranger = await playwright.request.newContext({ baseURL });
  await stranger.post('/wp-admin/admin-ajax.php', { form: { action: 'colophon_session' } });
  for (let i = 0; i < 3; i++) expect(await savedBy(await call('remove_from', {}, stranger))).toBe(first);
  await stranger.dispose();
  // The visitor who saved it removes it: one less.
  expect(await savedBy(await call('remove_from'))).toBe(first - 1);
});

test('the listing plugin’s own store links: HTML labels and icons switch, remove_from_store removes by mouse, switch_status by keyboard keeps the item and links on', async ({
  visit,
}) => {
  const { page } = visit;
  await page.goto('/fixtures/page-builder-stores/');
  const [removing, switching] = [page.locator('.jet-data-store-link').nth(0), page.locator('.jet-data-store-link').nth(1)];
  const [first, second] = [await removing.getAttribute('data-post'), await switching.getAttribute('data-post')];
  await expect(removing).toHaveAttribute('role', 'button');

  await removing.click();
  await expect(removing.locator('.jet-data-store-link__label')).toHaveText('In favourites');
  await expect(removing.locator('.jet-data-store-link__icon.is-added path')).toHaveAttribute('fill', 'currentColor');
  await expect(removing).toHaveClass(/jet-remove-from-store/);
  await removing.click();
  await expect(removing.locator('.jet-data-store-link__label')).toHaveText('Add to favourites');
  await expect(removing).toHaveClass(/jet-add-to-store/);
  expect(await favourites(page)).toBeNull();

  await switching.focus();
  await page.keyboard.press('Space');
  await expect(switching.locator('.jet-data-store-link__label')).toHaveText('In favourites');
  await expect(switching).toHaveAttribute('href', '/favourites/');
  expect(await favourites(page)).toBe(second);
  await page.keyboard.press('Enter'); // now a link: it goes to the favourites page, the item stays
  await expect(page).toHaveURL(/\/favourites\/$/);
  expect(await favourites(page)).toBe(second);
  expect(first).not.toBe(second);
});
