/**
 * The block editor as an owner uses it, through its own UI only: a new page, a block found by
 * name in the inserter, the block's sidebar, Publish. Each step waits on the editor's state (its
 * data stores, pressed and selected controls), never on time. The canvas is an iframe where every
 * block allows it (WordPress 6.3+), else the page itself.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Editor {
  /** Where the blocks are (the canvas iframe, or the page). */
  canvas: FrameLocator | Page;
  /** The open block sidebar (Settings → Block). */
  sidebar(): Promise<Locator>;
}

/** A new page with its title, the welcome guide closed if WordPress shows it to this user. */
export async function newPage(page: Page, title: string): Promise<Editor> {
  await page.goto('/wp-admin/post-new.php?post_type=page');
  await page.waitForFunction(() => (window as unknown as { wp?: { data?: { select(store: string): unknown } } }).wp?.data?.select('core/preferences'));
  const guide = await page.evaluate(
    () =>
      (window as unknown as { wp: { data: { select(store: string): { get(scope: string, name: string): unknown } } } }).wp.data
        .select('core/preferences')
        .get('core/edit-post', 'welcomeGuide') !== false,
  );
  if (guide)
    await page
      .getByRole('dialog', { name: /Welcome to the block editor/ })
      .getByRole('button', { name: 'Close' })
      .click();
  const canvas = (await page.locator('iframe[name="editor-canvas"]').count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  return {
    canvas,
    async sidebar() {
      const toggle = page.getByRole('button', { name: 'Settings', exact: true });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      const settings = page.getByRole('region', { name: 'Editor settings' });
      const tab = settings.getByRole('tab', { name: 'Block' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return settings;
    },
  };
}

/** Inserts a block found by searching the inserter for `search`, choosing the option `title`. */
export async function insertBlock(page: Page, search: string, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.getByRole('searchbox', { name: /Search/ }).fill(search);
  await page.getByRole('option', { name: title }).click();
}

/** Publishes the page (both steps of the publish panel); returns its address. */
export async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Editor publish' });
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  const view = panel.getByRole('link', { name: 'View Page' }).first();
  await expect(view).toBeVisible();
  return (await view.getAttribute('href'))!;
}
