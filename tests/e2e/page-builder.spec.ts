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

test('a popup in the page builder’s shape opens inside its modal structure, so its own CSS sets width, position and overlay; keyboard closes it', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-popup/');
  const doc = page.locator('[data-elementor-type="popup"][data-elementor-id="7301"]');
  await expect(doc).toBeHidden();
  await page.getByTestId('open-pb-popup').click();

  const modal = page.locator('#elementor-popup-modal-7301');
  await expect(modal.getByRole('heading', { name: 'Twenty per cent off your first edit' })).toBeVisible();
  await expect(modal).toHaveCSS('background-color', 'rgba(20, 40, 60, 0.7)');
  const message = modal.locator('.dialog-message');
  expect((await message.boundingBox())!.width).toBeCloseTo(420, 0);
  const box = (await modal.locator('.dialog-widget-content').boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280 - 24); // flex-end, with the popup's own margin
  expect(Math.round(box.y + box.height)).toBe(800 - 24);
  await expect(modal.locator('.dialog-widget-content')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  await expect(modal.getByTestId('pb-popup-link')).toBeFocused(); // a11y_navigation: the first control inside
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(doc).toBeHidden();
  await expect(page.getByTestId('open-pb-popup')).toBeFocused();
});
