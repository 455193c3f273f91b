/**
 * Colophon on markup in the page builder's own shapes (fixtures written here: demo/content.php
 * `page-builder-*`), for what its front end used to do and no longer can under takeover or a
 * strict CSP.
 */
import { expect, test } from './fixtures';

test('lazy section backgrounds: hidden by the page builder’s CSS far below, loaded (e-lazyloaded) as they come within 200 px', async ({ visit }) => {
  const { page, requests } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-sections/');
  const section = (n: number) => page.locator(`[data-id="sect${String(n).padStart(3, '0')}"]`);
  const background = (n: number) => section(n).evaluate((el) => getComputedStyle(el).backgroundImage);
  const covers = () => requests.filter((r) => /\/demo-cover\/\d+\.svg/.test(r.url())).map((r) => Number(/demo-cover\/(\d+)/.exec(r.url())![1]));

  await expect(section(1)).toHaveClass(/e-lazyloaded/);
  await expect.poll(() => background(1)).toContain('url(');
  await page.waitForTimeout(300);
  await expect(section(8)).not.toHaveClass(/e-lazyloaded/);
  expect(await background(8)).toBe('none');
  expect(covers()).not.toContain(8);

  await section(8).scrollIntoViewIfNeeded();
  await expect(section(8)).toHaveClass(/e-lazyloaded/);
  await expect.poll(() => background(8)).toContain('url(');
  await expect.poll(covers).toContain(8);
});
