/**
 * Chooses files as an owner does on screens built with WordPress's components: a button
 * (FormFileUpload) opens the browser's file chooser, and the files are picked there.
 */
import type { FileChooser, Locator, Page } from '@playwright/test';

export async function chooseFiles(page: Page, button: Locator, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}
