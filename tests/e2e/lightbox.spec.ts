/** The lightbox on the demo gallery: rules, gallery navigation by buttons, keys and swipe, focus, consent for videos. */
import { consentCookie, expect, settled, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL!)]);
});

const viewer = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Media viewer' });

test('a gallery image opens in the lightbox; buttons, arrow keys and swipes move through the covers; Esc closes and focus returns', async ({ page }) => {
  await page.goto('/fixtures/gallery/');
  const first = page.getByTestId('cover-1');
  await first.click();
  const box = viewer(page);
  await expect(box).toBeVisible();
  // Styled (its stylesheet is added by the runtime, since PHP cannot see image-link markers): a full-screen overlay.
  expect(await box.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '99995']);
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 1');
  await expect(box.locator('.colophon-lightbox__caption')).toHaveText('1 / 3 · Cover 1');
  await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await box.evaluate((el) => el.matches('dialog:modal'))).toBe(true); // the page behind is out of reach

  await box.getByRole('button', { name: 'Next' }).click();
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 2');
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 3');
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 1'); // wraps around
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 3');

  // Swipe left (next) on the image.
  const stage = box.locator('.colophon-lightbox__stage');
  const area = (await stage.boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.7, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.3, area.y + area.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 1');

  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('links that say no, and downloads, are left alone', async ({ page }) => {
  await page.goto('/fixtures/gallery/');
  await page.waitForLoadState('networkidle');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  expect(download.suggestedFilename()).toBe('cover-2.svg');
  await expect(viewer(page)).toHaveCount(0);
  await page.getByTestId('no-lightbox').click();
  await page.waitForURL(/cover-1\.svg$/);
});

test('the lightbox link action opens its image; a video waits for consent behind a placeholder', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && foreign.push(r.url()));
  await page.goto('/fixtures/gallery/');
  await page.getByTestId('action').click();
  await expect(viewer(page).getByRole('img')).toHaveAttribute('src', /cover-3\.svg$/);
  await page.keyboard.press('Escape');

  await page.getByTestId('video').click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).locator('.colophon-video-placeholder')).toContainText('This video is blocked until you accept Advertisement cookies.');
  await settled(page);
  expect(foreign).toEqual([]); // the visitor rejected advertisement cookies: nothing went to the video host
});

test('an image that fails to load says so, and the gallery goes on', async ({ page }) => {
  await page.route('**/demo/gallery/cover-2.svg', (route) => route.abort('failed'));
  await page.goto('/fixtures/gallery/');
  await page.getByTestId('cover-1').click();
  const box = viewer(page);
  await box.getByRole('button', { name: 'Next' }).click();
  await expect(box.getByRole('alert')).toHaveText('This image could not be loaded.');
  await expect(box.locator('.colophon-lightbox__caption')).toHaveText('2 / 3 · Cover 2');
  await box.getByRole('button', { name: 'Next' }).click();
  await expect(box.getByRole('img')).toHaveAttribute('alt', 'Demo cover 3');
});
