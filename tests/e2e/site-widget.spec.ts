/**
 * Site code's own widget on Colophon's runtime (docs/site-code.md): the demo's "theme" registers a
 * reading goal (demo/site-widget.js) through the `colophonRegister` queue; it connects with its
 * settings over its defaults, answers mouse and keyboard, speaks through the kit's live region,
 * connects markup added later, and when its element leaves the page it disconnects and its
 * listeners go with it.
 */
import { expect, test } from './fixtures';

test('a theme’s widget connects with its settings, works by mouse and keyboard, and tears down when removed', async ({ visit }) => {
  const { page, consoleErrors } = visit;
  await page.goto('/fixtures/site-widget/');
  const goals = page.locator('.demo-reading-goal');
  const text = (index: number) => goals.nth(index).locator('.demo-reading-goal__text');
  await expect(text(0)).toHaveText('3 of 12 books');
  await expect(text(1)).toHaveText('0 of 10 books'); // no settings: its defaults

  await goals.nth(0).getByRole('button', { name: 'I finished a book' }).click();
  await expect(text(0)).toHaveText('4 of 12 books');
  await goals.nth(0).getByRole('button').focus();
  for (let read = 5; read <= 12; read++) {
    await page.keyboard.press('Enter');
    await expect(text(0)).toHaveText(`${read} of 12 books`);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Goal reached: 12 books!' })).toHaveCount(1);

  // Removed: it disconnects, and its button's listener went with it.
  await page.evaluate(() => {
    const goal = document.querySelector('.demo-reading-goal')!;
    (window as unknown as { removedGoal: Element }).removedGoal = goal;
    goal.remove();
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { demoReadingGoal?: { disconnected: number } }).demoReadingGoal?.disconnected)).toBe(1);
  const afterClick = await page.evaluate(() => {
    const goal = (window as unknown as { removedGoal: Element }).removedGoal;
    goal.querySelector('button')!.click();
    return goal.querySelector('.demo-reading-goal__text')!.textContent;
  });
  expect(afterClick).toBe('12 of 12 books');

  // Added later: connected like the rest.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="demo-reading-goal" data-settings='{"goal":2,"unit":"essays"}'><p><span class="demo-reading-goal__text"></span></p><button type="button">+1</button></div>`,
    ),
  );
  await expect(page.locator('.demo-reading-goal').last().locator('.demo-reading-goal__text')).toHaveText('0 of 2 essays');
  expect(consoleErrors).toEqual([]);
});
