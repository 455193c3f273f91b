/**
 * A popup made only in the admin, as an owner does on the release zip: Colophon → Popups → Add
 * popup, its content in the block editor, its rules in the sidebar (a refused value named in its
 * field, saving locked until it is fixed), published. It then opens on its page and nowhere else,
 * closes by keyboard and by mouse, and, shown once, stays closed after a reload. Called by
 * release.spec.ts after the blocks' pages exist.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, seriousViolations } from './fixtures';
import { insertBlock, newPage, openEditor, panel, publish } from './block-editor';

export async function popupFromTheAdmin(page: Page, browser: Browser, base: string): Promise<void> {
  await page.goto('/wp-admin/edit.php?post_type=colophon_popup');
  await page.getByRole('link', { name: 'Add popup' }).first().click();
  await page.waitForURL(/post-new\.php\?post_type=colophon_popup/);
  const editor = await openEditor(page, 'Autumn offer');
  await editor.canvas.getByRole('button', { name: 'Add default block' }).click();
  await page.keyboard.type('15% off every bundle booked this month.');

  const settings = await editor.document('Popup');
  // Whether the publish panel's own Publish button refuses (the header's only opens the panel).
  const publishLocked = async (locked: boolean) => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishing = page.getByRole('region', { name: 'Editor publish' });
    await expect(publishing.getByRole('button', { name: 'Publish', exact: true })).toHaveAttribute('aria-disabled', String(locked));
    await publishing.getByRole('button', { name: 'Cancel' }).click();
  };
  // What opens it: a delay the rules refuse is named in its field, and nothing can be saved.
  const opens = await panel(settings, 'What opens it');
  const delay = opens.getByLabel('Seconds after the page loads');
  await delay.fill('-1');
  await expect(delay).toHaveAttribute('aria-invalid', 'true');
  await expect(opens.getByText('Seconds after the page loads: a whole number from 0 to 600.')).toBeVisible();
  await publishLocked(true);
  await delay.fill('0');
  await expect(delay).toHaveAttribute('aria-invalid', 'false');

  // Where: the Plans page only. Choosing "pages" without one is refused too.
  const where = await panel(settings, 'Where it shows');
  await where.getByRole('radio', { name: 'Chosen pages' }).check();
  await expect(where.getByText('Pages: choose at least one page, or show it on the entire site.')).toBeVisible();
  await publishLocked(true);
  await where.getByRole('group', { name: 'Pages', exact: true }).getByRole('checkbox', { name: 'Plans' }).check();
  await expect(where.getByText('Pages: choose at least one page, or show it on the entire site.')).toHaveCount(0);
  // When: once per visitor, counted when they close it (the default).
  const when = await panel(settings, 'When it may show');
  await expect(when.getByRole('checkbox', { name: 'Limit how often a visitor sees it' })).toBeChecked();
  await expect(when.getByLabel('Show it at most this many times')).toHaveValue('1');
  // axe on the popup's panels, all four open.
  await panel(settings, 'Look');
  expect(await seriousViolations(page, '.interface-complementary-area')).toEqual([]);
  await publish(page);

  const pageAt = async (slug: string) =>
    ((await (await page.request.get(`${base}/?rest_route=/wp/v2/pages&slug=${slug}`)).json()) as Array<{ link: string }>)[0]!.link;
  const plans = await pageAt('plans');
  const offers = await pageAt('offers');
  for (const [i, width] of [390, 1366].entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      const banner = visitor.getByRole('dialog', { name: 'We value your privacy' });
      const popup = visitor.getByRole('dialog', { name: 'Autumn offer' });
      if (i === 0) {
        // A first visit to its page: it opens by itself over the unanswered banner, which stays usable.
        await visitor.goto(plans);
        await expect(popup).toBeVisible();
        await banner.getByRole('button', { name: 'Reject all' }).click();
        await expect(banner).toBeHidden();
        await expect(popup).toBeVisible();
      }
      // Not elsewhere: the server does not even print it there.
      await visitor.goto(offers);
      if (i === 1) await banner.getByRole('button', { name: 'Reject all' }).click();
      await expect(visitor.locator('[data-elementor-type="popup"]')).toHaveCount(0);
      // On its page it opens by itself.
      await visitor.goto(plans);
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('15% off every bundle booked this month.');
      expect(await seriousViolations(visitor, '.colophon-popup')).toEqual([]);
      // Closed by keyboard on the phone, by mouse on the desktop.
      if (i === 0) await visitor.keyboard.press('Escape');
      else await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toHaveCount(0);
      // Shown once and closed: not again.
      await visitor.reload();
      await visitor.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
      await visitor.waitForLoadState('networkidle');
      await expect(visitor.getByRole('dialog', { name: 'Autumn offer' })).toHaveCount(0);
      await expect(visitor.locator('[data-elementor-type="popup"]')).toHaveCount(1);
    } finally {
      await context.close();
    }
  }
}

/**
 * The popup button block on another page: the popup it names comes with that page and opens when
 * the button is pressed (by mouse on a phone, by keyboard on a desktop), never by itself there.
 */
export async function popupButton(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Contact');
  await insertBlock(page, 'popup button', 'Popup button');
  const sidebar = await editor.sidebar();
  await sidebar.getByLabel('Popup it opens').selectOption({ label: 'Autumn offer' });
  await sidebar.getByLabel('Button text').fill('See the offer');
  await expect(editor.canvas.getByRole('button', { name: 'See the offer' })).toBeVisible();
  const url = await publish(page);

  for (const [i, width] of [390, 1366].entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const popup = visitor.getByRole('dialog', { name: 'Autumn offer' });
      await visitor.waitForFunction(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0);
      await visitor.waitForLoadState('networkidle');
      await expect(popup).toHaveCount(0); // not by itself: it has no trigger on this page
      const button = visitor.getByRole('button', { name: 'See the offer' });
      if (i === 0) await button.click();
      else {
        await button.focus();
        await visitor.keyboard.press('Enter');
      }
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('15% off every bundle booked this month.');
    } finally {
      await context.close();
    }
  }
}
