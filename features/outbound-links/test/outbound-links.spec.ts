/**
 * Outbound links as an owner sets them up and a visitor meets them: off by default (no chunk, links
 * untouched), ticked on the welcome screen, then a post's link to another site opens in a new tab
 * and says so, its own links stay, and each one followed is announced.
 */
import { expect, test } from '../../../tests/e2e/fixtures';
import { logIn, setWelcomeChoice } from '../../../tests/e2e/login';

const OPTION_LABEL = 'Links to other sites in a new tab';

test('off until the owner ticks it; then links to other sites open in a new tab, say so, and are announced', async ({ visit, browser, baseURL }) => {
  const { page } = visit;
  await logIn(page);
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const created = await page.request.post('/wp-json/wp/v2/posts', {
    headers: { 'X-WP-Nonce': nonce },
    data: {
      title: 'Outbound links',
      status: 'publish',
      content: '<p><a id="out" href="https://reviews.example/our-book">Reviews</a> and <a id="in" href="/about/">about us</a></p>',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; link: string };
  const setOption = (on: boolean) => setWelcomeChoice(page, OPTION_LABEL, on);
  // A visitor of their own: not logged in.
  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    const chunks: string[] = [];
    reader.on('request', (request) => chunks.push(request.url()));
    const outbound = reader.locator('#out');

    // Off (the default): nothing of the feature on the page.
    await reader.goto(post.link);
    // Once the runtime's first scan is done and the browser is idle (when an idle chunk would load).
    await expect.poll(() => reader.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
    await reader.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(reader.locator('#colophon-outbound')).toHaveCount(0);
    await expect(outbound).not.toHaveAttribute('target');
    expect(chunks.filter((url) => /\/outbound-links\.[0-9a-f]+\.js/.test(url))).toEqual([]);

    await setOption(true);
    await reader.goto(post.link);
    await expect(outbound).toHaveAttribute('target', '_blank');
    await expect(outbound).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(outbound).toHaveAccessibleName('Reviews (opens in a new tab)');
    await expect(outbound).toHaveText('Reviews (opens in a new tab)'); // the hint is read, not seen:
    expect(await outbound.locator('.colophon-outbound__hint').evaluate((hint) => hint.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(reader.locator('#in')).not.toHaveAttribute('target');

    // Followed: the event, with its address (the tab itself is kept from opening: the host is made up).
    await reader.evaluate(() => {
      (window as unknown as { heard: string[] }).heard = [];
      window.colophon!.hooks.addAction('colophon.link.outbound', 'spec', (payload: { href: string }) =>
        (window as unknown as { heard: string[] }).heard.push(payload.href),
      );
      window.addEventListener('click', (event) => event.preventDefault());
    });
    await reader.locator('#in').click();
    await outbound.click();
    expect(await reader.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['https://reviews.example/our-book']);
  } finally {
    await visitor.close();
    await setOption(false);
    await page.request.delete(`/wp-json/wp/v2/posts/${post.id}?force=true`, { headers: { 'X-WP-Nonce': nonce } });
  }
});
