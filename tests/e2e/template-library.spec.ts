/**
 * Colophon → Templates, logged in as admin, on a phone and on a desktop: a folder made (and a
 * taken name refused in its dialog), a demo popup copied into it, the copy renamed (an empty name
 * and a lost connection refused with what was typed kept), moved, given the demo popup's settings,
 * copied and moved in bulk, found by search, exported to a kit, a kit imported (and one without
 * popups refused), and everything made here deleted again. Each step is checked on the site (the
 * list comes back from it; settings through the kit export), and the editor events recorded from
 * the `colophon.admin.event` action are exactly the expected ones. The demo's own popups are only
 * read: every template this test makes is a draft or targets no page, and goes to the trash.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { test, expect, seriousViolations } from './fixtures';
import { logIn } from './login';
import { events, recordEvents } from './admin-events';
import { chooseFiles } from './file-chooser';

const LIBRARY = '/wp-admin/admin.php?page=colophon-templates';

const apiFetch = <T>(page: Page, path: string, method = 'GET', data?: unknown) =>
  page.evaluate(
    ([path, method, data]) =>
      (window as unknown as { wp: { apiFetch: (o: object) => Promise<unknown> } }).wp.apiFetch({ path, method, ...(data ? { data } : {}) }),
    [path, method, data] as const,
  ) as Promise<T>;

/** A template's display settings and pages, as the site exports them. */
const exported = async (page: Page, id: number) =>
  (await apiFetch<{ templates: Array<{ settings: unknown; pages: string }> }>(page, '/colophon/v1/kit/export', 'POST', { ids: [`popup-${id}`] })).templates[0];

const DEVICES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

for (const [device, viewport] of DEVICES) {
  test(`the templates library on a ${device}: every action does what it says, refusals keep the dialog filled, and each reports its event`, async ({
    visit,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { page } = visit;
    await page.setViewportSize(viewport);
    await recordEvents(page);
    await logIn(page);
    await page.goto(LIBRARY);
    const tag = `${device} ${Date.now() % 1_000_000}`;
    const folder = `E2E ${tag}`;
    const list = page.getByRole('list', { name: 'Templates' });
    /** The row of the template named exactly `title`. */
    const row = (title: string): Locator => list.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title, exact: true }) });
    const status = page.locator('.colophon-templates__live');
    const dialog = page.getByRole('dialog');
    const idOf = async (title: string) =>
      (await apiFetch<{ templates: Array<{ id: number; title: string }> }>(page, '/colophon/v1/templates')).templates.find((t) => t.title === title)!.id;

    await expect(list).toBeVisible();
    expect(await seriousViolations(page, '.colophon-templates')).toEqual([]);
    const source = (await list.getByRole('listitem').first().locator('label').textContent())!;
    const sourceId = await idOf(source);

    // A folder; the same name again is refused in the dialog, the name kept.
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog.getByLabel('Folder name').fill(folder);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(status).toHaveText(`Folder “${folder}” created.`);
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog.getByLabel('Folder name').fill(folder);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`There is already a folder named “${folder}”.`);
    await expect(dialog.getByLabel('Folder name')).toHaveValue(folder);
    expect(await seriousViolations(page, '.colophon-templates__dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Copy the demo popup into the folder (by keyboard on the phone).
    const copyTitle = `${source} (copy)`;
    await row(source).getByRole('button', { name: 'Copy' }).first().click();
    await dialog.getByLabel('Put the copy in').selectOption({ label: folder });
    if (device === 'phone') await dialog.getByRole('button', { name: 'Copy', exact: true }).press('Enter');
    else await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(status).toHaveText(`Copied into ${folder} as a draft.`);
    await expect(row(copyTitle).first()).toContainText(`Popup · ${folder} · draft`);
    const copyId = Math.max(
      ...(await apiFetch<{ templates: Array<{ id: number; title: string }> }>(page, '/colophon/v1/templates')).templates
        .filter((t) => t.title === copyTitle)
        .map((t) => t.id),
    );
    expect(copyId).toBeGreaterThan(sourceId);

    // Rename: an empty name and a lost connection are refused in the dialog; then it is renamed.
    const renamed = `E2E copy ${tag}`;
    const copyRow = () => list.locator(`li[data-template="${copyId}"]`);
    await copyRow().getByRole('button', { name: 'Rename' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(copyTitle);
    await dialog.getByLabel('Name', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A template needs a name.');
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await page.route('**/colophon/v1/templates/**', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The site could not be reached');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(renamed);
    await page.unroute('**/colophon/v1/templates/**');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(status).toHaveText(`Renamed to “${renamed}”.`);
    await expect(row(renamed)).toHaveCount(1);

    // Move it out of the folder.
    await row(renamed).getByRole('button', { name: 'Move' }).click();
    await dialog.getByLabel('Move to').selectOption({ label: 'No folder' });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(status).toHaveText('Moved to no folder.');
    await expect(row(renamed)).toContainText('Popup · no folder · draft');

    // Apply another demo popup's settings to it (one whose settings differ from the copy's): the
    // site then exports that popup's settings and pages for the copy.
    const mine = await exported(page, copyId);
    const demo = (await apiFetch<{ templates: Array<{ id: number; title: string; status: string }> }>(page, '/colophon/v1/templates')).templates.filter(
      (t) => t.status === 'publish' && t.id !== sourceId,
    );
    let giver: { id: number; title: string } | undefined;
    for (const candidate of demo) {
      const theirs = await exported(page, candidate.id);
      if (JSON.stringify(theirs!.settings) !== JSON.stringify(mine!.settings)) {
        giver = candidate;
        break;
      }
    }
    expect(giver).toBeDefined();
    await row(giver!.title).getByRole('button', { name: 'Apply settings' }).click();
    await expect(dialog.getByRole('button', { name: 'Apply settings' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('checkbox', { name: renamed }).check();
    await dialog.getByRole('button', { name: 'Apply settings' }).click();
    await expect(status).toHaveText('Settings applied to 1 template.');
    const given = await exported(page, giver!.id);
    expect(await exported(page, copyId)).toMatchObject({ settings: given!.settings, pages: given!.pages ?? '' });

    // Bulk: a second copy, both selected, moved into the folder, then copied.
    await row(renamed).getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(row(`${renamed} (copy)`)).toHaveCount(1);
    await row(renamed).getByRole('checkbox').check();
    await row(`${renamed} (copy)`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move selected' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Move 2 templates');
    await dialog.getByLabel('Move to').selectOption({ label: folder });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(status).toHaveText(`Moved 2 templates to ${folder}.`);
    await row(renamed).getByRole('checkbox').check();
    await row(`${renamed} (copy)`).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Copy selected' }).click();
    await dialog.getByLabel('Put the copies in').selectOption({ label: folder });
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(status).toHaveText(`Copied 2 templates to ${folder}.`);

    // The folder filter and the search show exactly those four.
    await page.getByLabel('Folder', { exact: true }).selectOption({ label: `${folder} (4)` });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await page.getByLabel('Folder', { exact: true }).selectOption({ index: 0 });
    await page.getByLabel('Search templates').fill(`e2e COPY ${tag} (copy)`);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Search templates').fill(tag);
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await page.screenshot({ path: testInfo.outputPath(`library-${device}.png`) });

    // Export one to a kit: the download is a kit whose manifest carries that template.
    const download = page.waitForEvent('download');
    await row(renamed).getByRole('button', { name: 'Export to kit' }).click();
    const file = await download;
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
    const manifest = JSON.parse(strFromU8(zip['manifest.json']!)) as { title: string; templates: Array<{ title: string; doc_type: string; content: string }> };
    expect(manifest.templates).toEqual([expect.objectContaining({ title: renamed, doc_type: 'colophon-popup', content: expect.any(String) })]);
    await expect(status).toContainText(`“${renamed}” was exported as`);

    // Import: a kit with a popup adds it (targeting no page); a kit without popups is refused.
    const imported = `E2E imported ${tag}`;
    const kit = (templates: object[]) => ({
      name: 'manifest.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ title: 'E2E kit', templates })),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const chooseKit = dialog.getByRole('button', { name: 'Choose a kit file' });
    await expect(dialog.getByRole('button', { name: 'Import' })).toHaveAttribute('aria-disabled', 'true');
    await chooseFiles(page, chooseKit, kit([{ id: 'x', title: 'Consent', doc_type: 'colophon-consent-settings', settings: {} }]));
    await expect(dialog).toContainText('Chosen: manifest.json');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toContainText('holds no popup templates');
    await chooseFiles(
      page,
      chooseKit,
      kit([
        {
          id: 'popup-1',
          title: imported,
          doc_type: 'colophon-popup',
          slug: `e2e-imported-${tag.replace(/\W+/g, '-')}`,
          content: '<p>Imported.</p>',
          settings: {},
          pages: '',
        },
      ]),
    );
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(status).toHaveText('Imported 1 template.');
    await expect(row(imported)).toHaveCount(1);

    // Delete everything made here (the search still shows only this run's templates).
    await expect(list.getByRole('listitem')).toHaveCount(5);
    for (let left = 5; left > 0; left--) {
      await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Move to trash' }).click();
      await expect(status).toContainText('is in the trash');
      await expect(list.getByRole('listitem')).toHaveCount(left - 1);
    }
    const left = (await apiFetch<{ templates: Array<{ title: string }> }>(page, '/colophon/v1/templates')).templates.filter((t) => t.title.includes(tag));
    expect(left).toEqual([]);

    // The events: the page view, then each dialog opened and confirmed (or cancelled), in order.
    const modal = (await events(page))
      .filter((e) => e.event === 'templates_library_modal')
      .map((e) => `${e.details.modal_type}:${e.details.event_type}${e.details.status ? `:${e.details.status}` : ''}`);
    expect((await events(page))[0]).toEqual({
      event: 'website_templates_page_view',
      location: 'admin',
      details: { site_area: 'website templates tab', page_source: 'colophon templates' },
    });
    expect(modal.slice(0, 20)).toEqual([
      'site tab:open',
      'new folder:open',
      'create folder:confirm:success',
      'new folder:open',
      'create folder:confirm:failure',
      'new folder:cancel',
      'copy:open',
      'copy:confirm:success',
      'rename:open',
      'rename:confirm:failure',
      'rename:confirm:failure',
      'rename:confirm:success',
      'move:open',
      'move:confirm:success',
      'apply settings:open',
      'apply settings:confirm:success',
      'copy:open',
      'copy:confirm:success',
      'bulk move:open',
      'bulk move:confirm:success',
    ]);
    expect(modal.slice(20, 26)).toEqual([
      'bulk copy:open',
      'bulk copy:confirm:success',
      'import:open',
      'import:confirm:failure',
      'import:confirm:success',
      'delete:open',
    ]);
    expect(modal.filter((m) => m === 'delete:confirm:success')).toHaveLength(5);
    const all = await events(page);
    expect(all.find((e) => e.details.modal_type === 'bulk move' && e.details.status)?.details).toMatchObject({ element: 'bulk action', item: 2 });
    expect(all.find((e) => e.details.modal_type === 'rename' && e.details.status === 'failure')?.details).toMatchObject({
      error: 'A template needs a name.',
      document_type: 'popup',
      site_part: 'popup',
      element: 'row action',
    });
    expect(all.filter((e) => e.event === 'admin_import_export_action')).toEqual([
      { event: 'admin_import_export_action', location: 'admin', details: { action_type: 'export', site_area: 'website templates tab', kit_name: renamed } },
    ]);
  });
}
