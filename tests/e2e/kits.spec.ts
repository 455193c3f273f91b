/**
 * The Kits screen (Colophon → Kits), logged in as admin: export a kit from the demo site, boot a
 * second, empty WordPress (`--fresh --empty`: the plugin active, no demo content), refuse a broken
 * zip and a kit of unknown types there without creating anything, import the kit, and see the
 * popups, pages and settings back for a visitor. Along the way the editor events recorded from the
 * `colophon.admin.event` action are exactly the expected sequence, and nothing leaves the browser
 * while usage sharing is off.
 */
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect, seriousViolations } from './fixtures';
import { startEmptySite } from './empty-site';
import { logIn } from './login';
import { beacons, events, recordEvents } from './admin-events';
import { chooseFiles } from './file-chooser';

const KITS = '/wp-admin/admin.php?page=colophon-kits';
/**
 * A cap, not a wait, for a state the empty site's server must answer first: it is Playground, one
 * PHP worker in WebAssembly, which on a busy machine took 8–20 s for a save or a page.
 */
const EMPTY_SITE = { timeout: 60_000 };

/** Hosts other than the site's own that the page asked for (WordPress's own avatar host aside). */
const foreignHosts = (requests: Request[], origin: string) => [
  ...new Set(
    requests
      .map((r) => new URL(r.url()))
      .filter((u) => /^https?:$/.test(u.protocol) && u.origin !== origin && !/(^|\.)gravatar\.com$/.test(u.hostname))
      .map((u) => u.host),
  ),
];

const kitItems = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { wp: { apiFetch: (o: { path: string }) => Promise<{ items: Array<{ doc_type: string; title: string }> }> } }).wp
      .apiFetch({ path: '/colophon/v1/kit/items' })
      .then((r) => r.items),
  );

test.describe.configure({ mode: 'serial' });

test('export a kit, import it into an empty site: popups, pages and settings are back; bad files change nothing; the events are exactly these', async ({
  visit,
  browser,
  baseURL,
}, testInfo) => {
  // A cap: two WordPress sites, one booted here on Playground. 2–2.6 min idle, 4.7 under a load of 12.
  test.setTimeout(600_000);
  const { page, requests } = visit;
  await recordEvents(page);
  await logIn(page);
  await page.goto(KITS);

  // Export, from the demo site.
  const exportCard = page.getByRole('region', { name: 'Export a kit' });
  await expect(exportCard.getByRole('checkbox', { name: /^Popups/ })).toBeChecked();
  expect(await seriousViolations(page, '.colophon-kits')).toEqual([]);
  await exportCard.getByRole('checkbox', { name: /^Data stores/ }).uncheck();
  await exportCard.getByRole('checkbox', { name: 'Layout fixtures', exact: true }).uncheck();
  await exportCard.getByLabel('Kit name').fill('Round trip kit');
  const button = exportCard.getByRole('button', { name: /^Export kit \(\d+ items\)$/ });
  const count = Number((await button.textContent())!.match(/\((\d+) items\)/)![1]);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('round-trip-kit.zip');
  const zip = testInfo.outputPath('round-trip-kit.zip');
  await download.saveAs(zip);
  await expect(exportCard.getByRole('status')).toContainText(/Exported round-trip-kit\.zip: 14 popups, \d+ pages, consent settings, tracking settings\./);
  expect(await seriousViolations(page, '.colophon-kits')).toEqual([]);
  const exported = await events(page);
  expect(exported).toEqual([
    { event: 'export_customization', location: 'export kit', details: { section: 'stores', action: 'uncheck', site_area: 'export customization' } },
    {
      event: 'export_customization',
      location: 'export kit',
      details: { section: 'pages', item: expect.stringMatching(/^page-\d+$/), action: 'uncheck', site_area: 'export customization' },
    },
    { event: 'admin_import_export_action', location: 'admin', details: { action_type: 'export', site_area: 'plugin tools tab', kit_name: 'Round trip kit' } },
    {
      event: 'kit_export_summary',
      location: 'export kit',
      details: {
        status: 'success',
        kit_name: 'Round trip kit',
        item: expect.stringMatching(/^14 popups, \d+ pages, consent settings, tracking settings$/),
        site_area: 'export summary',
      },
    },
  ]);
  expect(await beacons(page)).toEqual([]);
  expect(foreignHosts(requests, new URL(baseURL!).origin)).toEqual([]);

  // Start over: a new, empty WordPress with the plugin active.
  const port = Number(new URL(baseURL!).port) + 50;
  const site = await startEmptySite(port, '.wp/e2e-kit-site');
  try {
    const context = await browser.newContext({ baseURL: site.url, acceptDownloads: false });
    const b = await context.newPage();
    const bRequests: Request[] = [];
    b.on('request', (r) => bRequests.push(r));
    await recordEvents(b);
    await expect((await b.goto('/'))!.ok()).toBe(true);
    await expect(b.getByText('Publishing services for independent authors')).toHaveCount(0);
    await logIn(b);
    await b.goto(KITS);
    expect(await kitItems(b)).toEqual([
      expect.objectContaining({ doc_type: 'colophon-consent-settings' }),
      expect.objectContaining({ doc_type: 'colophon-tracking-settings' }),
    ]);

    const importCard = b.getByRole('region', { name: 'Import a kit' });
    const upload = importCard.getByRole('button', { name: 'Choose a kit file' });
    await expect(upload).toHaveAccessibleDescription(/^Or drop the file here/);
    const broken = fs.readFileSync(zip).subarray(0, 80);
    await chooseFiles(b, upload, { name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(broken) });
    await expect(importCard.getByRole('alert')).toContainText('"broken.zip" is not a readable zip');
    const unknown = {
      title: 'Office kit',
      templates: [
        { id: '1', title: 'Sheet', doc_type: 'spreadsheet' },
        { id: '2', title: 'Bill', doc_type: 'invoice' },
      ],
    };
    await chooseFiles(b, upload, { name: 'manifest.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unknown)) });
    await expect(importCard.getByRole('alert')).toHaveText(
      "None of this kit's templates is of a type Colophon knows (invoice, spreadsheet). Nothing was imported.",
    );
    await expect(importCard.getByRole('button', { name: /^Import/ })).toHaveCount(0);
    expect(await kitItems(b)).toHaveLength(2);

    // The real kit: only the sections it holds are ticked (no data stores in it).
    await chooseFiles(b, upload, zip);
    await expect(importCard.getByRole('heading', { name: /Round trip kit/ })).toBeVisible();
    await expect(importCard.getByRole('checkbox', { name: /^Popups/ })).toBeChecked();
    await expect(importCard.getByRole('checkbox', { name: /^Pages built with Colophon widgets/ })).toBeChecked();
    await expect(importCard.getByRole('checkbox', { name: /^Consent and tracking settings/ })).toBeChecked();
    await expect(importCard.getByRole('checkbox', { name: /^Data stores/ })).toHaveCount(0);
    expect(await seriousViolations(b, '.colophon-kits')).toEqual([]);
    await importCard.getByRole('button', { name: `Review and import ${count} items` }).click();
    // The review: what the settings would become, and what needs a knowing tick.
    const review = importCard.getByRole('region', { name: 'Before anything changes: what this kit would do' });
    await expect(review.getByRole('heading')).toBeFocused(EMPTY_SITE); // the empty site's PHP reads the kit first
    const consentReview = review.getByRole('group', { name: /^Apply “Consent/ });
    await expect(consentReview.getByRole('row', { name: /^Consent management/ })).toContainText('offon');
    await expect(consentReview).toContainText('Sends each visitor’s consent record to /demo-consent-log/.');
    const trackingReview = review.getByRole('group', { name: /^Apply “Tracking/ });
    await expect(trackingReview).toContainText('Loads the pixel’s script from');
    for (const group of [consentReview, trackingReview]) {
      const tick = group.getByRole('checkbox');
      await expect(tick).not.toBeChecked();
      await tick.check();
    }
    expect(await seriousViolations(b, '.colophon-kits')).toEqual([]);
    await review.getByRole('button', { name: `Import ${count} items` }).click();
    const summary = importCard.getByRole('status');
    await expect(summary).toContainText(`Imported Round trip kit: ${count} created, 0 skipped.`, EMPTY_SITE);
    await expect(summary.getByRole('link', { name: 'Publishing services for independent authors' })).toBeVisible();
    expect(await seriousViolations(b, '.colophon-kits')).toEqual([]);

    expect(await events(b)).toEqual([
      {
        event: 'kit_import_upload_file',
        location: 'import kit',
        details: {
          kit_import_upload_file_status: 'failure',
          error: expect.stringContaining('"broken.zip" is not a readable zip'),
          method: 'browse',
          site_area: 'import upload box',
        },
      },
      {
        event: 'kit_import_upload_file',
        location: 'import kit',
        details: {
          kit_import_upload_file_status: 'failure',
          error: "None of this kit's templates is of a type Colophon knows (invoice, spreadsheet). Nothing was imported.",
          method: 'browse',
          site_area: 'import upload box',
        },
      },
      {
        event: 'kit_import_upload_file',
        location: 'import kit',
        details: { kit_import_upload_file_status: 'success', kit_name: 'Round trip kit', method: 'browse', site_area: 'import upload box' },
      },
      { event: 'admin_import_export_action', location: 'admin', details: { action_type: 'import', site_area: 'plugin tools tab', kit_name: 'Round trip kit' } },
      {
        event: 'kit_import_status',
        location: 'import kit',
        details: {
          kit_import_status: 'success',
          kit_name: 'Round trip kit',
          item: expect.stringMatching(/^created: 14 popups, \d+ pages, consent settings, tracking settings; skipped: 0$/),
          site_area: 'import summary',
        },
      },
    ]);
    expect(await beacons(b)).toEqual([]);
    expect(foreignHosts(bRequests, site.url)).toEqual([]);

    // What a visitor of the new site sees once the owner has finished the welcome screen (before
    // it, nothing of Colophon): the front page, its popup link pointed at the new popup, the
    // consent banner with the demo's settings, which the welcome screen shows as chosen.
    const visitor = await browser.newContext({ baseURL: site.url });
    const v = await visitor.newPage();
    await v.goto('/');
    await expect(v.getByRole('dialog', { name: 'We value your privacy' })).toHaveCount(0);
    await b.goto('/wp-admin/admin.php?page=colophon');
    await expect(b.getByRole('checkbox', { name: 'Consent banner' })).toBeChecked();
    await b.getByRole('button', { name: 'Finish setup' }).click();
    await expect(b.getByText(/^Saved\. Visitors now get what is ticked here/)).toBeVisible(EMPTY_SITE);
    await v.goto('/');
    await expect(v.getByRole('heading', { level: 1 }).or(v.getByText('Publishing services for independent authors')).first()).toBeVisible();
    const consent = v.getByRole('dialog', { name: 'We value your privacy' });
    await expect(consent).toBeVisible(EMPTY_SITE);
    await consent.getByRole('button', { name: 'Reject all' }).click();
    await v.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(v.getByRole('dialog').getByRole('heading', { name: 'Join the marketplace waitlist' })).toBeVisible(EMPTY_SITE);
    await visitor.close();
    await context.close();
  } finally {
    await site.stop();
  }
});

test('a kit that switches consent off, or names a template the theme lacks, is read out first and applies nothing unticked', async ({ page }) => {
  await logIn(page);
  await page.goto(KITS);
  const importCard = page.getByRole('region', { name: 'Import a kit' });
  const kit = {
    title: 'Careless kit',
    templates: [
      { id: 'consent', title: 'Consent settings', doc_type: 'colophon-consent-settings', settings: { domain: '127.0.0.1' } },
      {
        id: 'page-1',
        title: 'Kit review page',
        slug: 'kit-review-page',
        doc_type: 'colophon-page',
        content: '<p>Hello</p>',
        settings: { status: 'draft', template: '../../../../wp-config.php' },
      },
    ],
  };
  await chooseFiles(page, importCard.getByRole('button', { name: 'Choose a kit file' }), {
    name: 'manifest.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(kit)),
  });
  await importCard.getByRole('button', { name: 'Review and import 2 items' }).click();
  const review = importCard.getByRole('region', { name: 'Before anything changes: what this kit would do' });
  const consent = review.getByRole('group', { name: 'Apply “Consent settings”' });
  await expect(consent).toContainText('Switches consent management off: no banner, and trackers load on every page without asking.');
  await expect(consent).toContainText('Stops blocking these providers before consent:');
  await expect(consent.getByRole('checkbox')).not.toBeChecked();
  const page1 = review.getByRole('group', { name: 'Apply “Kit review page”' });
  await expect(page1).toContainText('Asks for the page template "../../../../wp-config.php", which this theme does not have');
  await expect(page1.getByRole('checkbox')).toBeChecked();
  await review.getByRole('button', { name: 'Import 1 item' }).click();
  const summary = importCard.getByRole('status');
  await expect(summary).toContainText('Imported Careless kit: 1 created, 0 skipped.');
  await expect(summary).toContainText('Its template "../../../../wp-config.php" is not one of this theme\'s, so it uses the default.');

  // Consent is still on (the unticked settings were never sent), and the page has no template.
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await expect(page.getByLabel('Show the consent banner and block trackers until consent')).toBeChecked();
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const pages = (await (
    await page.request.get('/wp-json/wp/v2/pages?slug=kit-review-page&status=draft&context=edit', { headers: { 'X-WP-Nonce': nonce } })
  ).json()) as Array<{
    id: number;
    template: string;
  }>;
  expect(pages.map((p) => p.template)).toEqual(['']);
  await page.request.delete(`/wp-json/wp/v2/pages/${pages[0]!.id}?force=true`, { headers: { 'X-WP-Nonce': nonce } });
});
