/**
 * The page builder's mega menu as a visitor uses it (demo/page-builder-mega-menu.php, 4.2's
 * markup): on a desktop, content opens on hover, spans the page and stays open on the way from
 * the title to it; the click menu opens under its title and closes on a click outside; by keyboard,
 * Enter opens, Escape closes with focus back on the button, Home and End move along the row, and
 * Tab past the end of open content closes it. On a phone, the toggle opens the menu, a title's
 * button its content, and Escape closes the menu with focus back on the toggle.
 */
import { expect, test } from '../../../tests/e2e/fixtures';
import type { Page } from '@playwright/test';

const PAGE = '/fixtures/page-builder-mega-menu/';

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect.poll(() => page.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('hover opens full-width content that stays open from title to content; leaving the menu closes it', async ({ page }) => {
    await open(page);
    const main = page.locator('[data-id="mmn0001"]');
    const services = main.locator('#e-n-menu-dropdown-icon-6411');
    const content = main.locator('#e-n-menu-content-6411');
    await expect(content).toBeHidden();
    await expect(services).toHaveAccessibleName('Open Services');
    await main.getByRole('link', { name: 'Services' }).hover();
    await expect(content).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAccessibleName('Close Services');
    await expect(main.locator('.e-n-menu')).toHaveAttribute('data-layout', 'horizontal');
    // Full width: from the page's left edge to its right, wherever the menu sits.
    const box = (await content.boundingBox())!;
    const page_width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.abs(box.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - page_width)).toBeLessThanOrEqual(1);
    // From the title down into the content: still open; a link in it is reachable.
    await content.getByRole('link', { name: 'Copy edit' }).hover();
    await expect(content).toBeVisible();
    // Another title with content takes over; a title without content closes what is open.
    await main.getByText('About', { exact: true }).hover();
    await expect(main.locator('#e-n-menu-content-6413')).toBeVisible();
    await expect(content).toBeHidden();
    await main.getByRole('link', { name: 'Blog' }).hover();
    await expect(main.locator('#e-n-menu-content-6413')).toBeHidden();
    await main.getByRole('link', { name: 'Services' }).hover();
    await expect(content).toBeVisible();
    await page.getByText('Between the menus.').hover();
    await expect(content).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('the click menu opens under its title, fitted to its content, and closes on a click outside', async ({ page }) => {
    await open(page);
    const books = page.locator('[data-id="mmn0002"]');
    const button = books.locator('#e-n-menu-dropdown-icon-6422');
    const content = books.locator('#e-n-menu-content-6422');
    await books.getByText('Formats', { exact: true }).hover();
    await expect(content).toBeHidden(); // this one opens on click only
    await button.click();
    await expect(content).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // "Fit to content", aligned left: its left edge under its title's.
    const title = (await books.locator('#e-n-menu-title-6422').boundingBox())!;
    const box = (await content.boundingBox())!;
    expect(Math.abs(box.x - title.x)).toBeLessThanOrEqual(1);
    expect(box.width).toBeLessThan(600);
    // A click inside keeps it open; one outside closes it.
    await content.click({ position: { x: 4, y: 4 } });
    await expect(content).toBeVisible();
    await page.getByText('Between the menus.').click();
    await expect(content).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('by keyboard: Enter opens, Home and End move along the row, Escape closes back to the button, Tab past the end closes', async ({ page }) => {
    await open(page);
    const main = page.locator('[data-id="mmn0001"]');
    const link = main.getByRole('link', { name: 'Services' });
    const services = main.locator('#e-n-menu-dropdown-icon-6411');
    const content = main.locator('#e-n-menu-content-6411');
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(content).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Into the content, then Escape: closed, focus back on its button.
    await page.keyboard.press('Tab');
    await expect(content.getByRole('link', { name: 'Developmental edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(content).toBeHidden();
    await expect(services).toBeFocused();
    // Enter again, then Space closes it.
    await page.keyboard.press('Enter');
    await expect(content).toBeVisible();
    await page.keyboard.press(' ');
    await expect(content).toBeHidden();
    // End and Home: the row's last and first stops.
    await page.keyboard.press('End');
    await expect(main.locator('#e-n-menu-dropdown-icon-6413')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(link).toBeFocused();
    // Tab past the last link of open content: it closes, focus goes on along the row.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(content).toBeVisible();
    await content.getByTestId('mm-last').focus();
    await page.keyboard.press('Tab');
    await expect(content).toBeHidden();
    await expect(main.getByRole('link', { name: 'Blog' })).toBeFocused();
    // Tab forward from a closed title closes nothing else and moves on; Enter on a link follows it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the toggle opens the menu, a title’s button its content, and Escape closes the menu back to the toggle', async ({ page }) => {
    await open(page);
    const main = page.locator('[data-id="mmn0001"]');
    const toggle = main.getByRole('button', { name: 'Menu Toggle' });
    const nav = main.locator('.e-n-menu');
    await expect(main.getByRole('link', { name: 'Services' })).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toHaveAttribute('data-layout', 'dropdown');
    await expect(main.getByRole('link', { name: 'Services' })).toBeVisible();
    const services = main.locator('#e-n-menu-dropdown-icon-6411');
    await services.tap();
    const content = main.locator('#e-n-menu-content-6411');
    await expect(content).toBeVisible();
    // In the phone menu the content sits in the flow, under its title, within the screen.
    const box = (await content.boundingBox())!;
    const title = (await main.locator('#e-n-menu-title-6411').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(391);
    // Tapping its button again closes it.
    await services.tap();
    await expect(content).toBeHidden();
    // Escape on a title: the menu closes and focus returns to the toggle.
    await services.focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(main.getByRole('link', { name: 'Services' })).toBeHidden();
    // The toggle by keyboard: Enter opens, Escape anywhere closes.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
