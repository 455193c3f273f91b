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
  /** The open document sidebar (Settings → its first tab, named after the post type). */
  document(tab: string): Promise<Locator>;
}

/** A new page (or post of `type`) with its title, the welcome guide closed if WordPress shows it to this user. */
export async function newPage(page: Page, title: string, type = 'page'): Promise<Editor> {
  await page.goto(`/wp-admin/post-new.php?post_type=${type}`);
  return openEditor(page, title);
}

/** The editor already open on a new post (reached through the owner's own links): its title set. */
export async function openEditor(page: Page, title: string): Promise<Editor> {
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
  // WordPress 6.5 offers the theme's page patterns in a modal while the new page is untouched, once
  // they have loaded (on a busy machine, after the title was typed behind it, which went nowhere):
  // the owner closes it and types the title, until the editor holds the title.
  const patterns = page.getByRole('dialog', { name: 'Choose a pattern' });
  await expect(async () => {
    if (await patterns.isVisible()) await patterns.getByRole('button', { name: 'Close' }).click();
    await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
    expect(await page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/editor').getEditedPostAttribute('title'))).toBe(title);
  }).toPass();
  return {
    canvas,
    async document(tab: string) {
      const settings = await openSettings(page);
      const documentTab = settings.getByRole('tab', { name: tab });
      if ((await documentTab.getAttribute('aria-selected')) !== 'true') await documentTab.click();
      return settings;
    },
    async sidebar() {
      const settings = await openSettings(page);
      const tab = settings.getByRole('tab', { name: 'Block' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      return settings;
    },
  };
}

/** The settings sidebar, opened if it is closed. */
async function openSettings(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Settings', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: 'Editor settings' });
}

/** A panel of the sidebar, expanded if it is collapsed. */
export async function panel(settings: Locator, title: string): Promise<Locator> {
  const heading = settings.getByRole('button', { name: title, exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  return heading.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " components-panel__body ")][1]');
}

/** The editor's block store, as the helpers read it in the page. */
interface EditorWindow {
  wp: {
    data: {
      select(store: 'core/block-editor'): { getSelectedBlockClientId(): string | null; getGlobalBlockCount(): number };
      select(store: 'core/editor'): { getEditedPostAttribute(name: 'title'): string };
    };
  };
}

/** Inserts a block found by searching the inserter for `search`, choosing the option `title`. */
export async function insertBlock(page: Page, search: string, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle block inserter' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.getByRole('searchbox', { name: /Search/ }).fill(search);
  // The block selected now (the one inserted before, or none): the new one takes its place.
  const before = await page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/block-editor').getSelectedBlockClientId());
  // A click can be lost while the debounced search redraws its results under the pointer (a busy
  // machine once inserted nothing): clicked again only when ten seconds later the page still has
  // no more blocks than before, as an owner would click again.
  const blocks = () => page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/block-editor').getGlobalBlockCount());
  const had = await blocks();
  await expect(async () => {
    if ((await blocks()) === had) await page.getByRole('option', { name: title }).click();
    await expect.poll(blocks, { timeout: 10_000 }).toBeGreaterThan(had);
  }).toPass();
  // Inserted and selected, the inserter closed (as an owner closes it) and the canvas still: the
  // inserter's panel moves the canvas as it closes, and a click aimed at the new block while the
  // layout still moved landed beside it (a busy machine lost two).
  await page.waitForFunction((before) => {
    const now = (window as unknown as EditorWindow).wp.data.select('core/block-editor').getSelectedBlockClientId();
    return now !== null && now !== before;
  }, before);
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-pressed', 'true');
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.querySelector('iframe[name="editor-canvas"]');
        if (!frame) return resolve(true);
        const before = frame.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const after = frame.getBoundingClientRect();
            resolve(after.x === before.x && after.width === before.width);
          }),
        );
      }),
  );
}

/** Publishes the page (both steps of the publish panel); returns its address, '' for a type visitors cannot view. */
export async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publishing = page.getByRole('region', { name: 'Editor publish' });
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  type Wp = { wp: { data: { select(store: string): any } } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  await expect.poll(() => page.evaluate(() => (window as unknown as Wp).wp.data.select('core/editor').getCurrentPostAttribute('status'))).toBe('publish');
  const viewable = await page.evaluate(() => {
    const { data } = (window as unknown as Wp).wp;
    return Boolean(data.select('core').getPostType(data.select('core/editor').getCurrentPostType())?.viewable);
  });
  if (!viewable) return '';
  const view = publishing.getByRole('link', { name: /^View / }).first();
  await expect(view).toBeVisible();
  return (await view.getAttribute('href'))!;
}
