/**
 * The release a site owner installs: `npm run plugin-zip` builds colophon.zip with what a site needs
 * and nothing else; that zip, unpacked into a new, empty WordPress on a web server as owners run
 * (`start-stack.mjs --plugin-zip`: nginx, PHP-FPM, MariaDB, with WP_DEBUG on) and activated,
 * changes nothing a visitor gets until the owner finishes the welcome screen, then exactly what was
 * chosen; shows no PHP notice of its own to a visitor or on its screens, nor writes one to the PHP
 * logs; its privacy text and its rows in WordPress's Export / Erase Personal Data are there; and
 * deleting it from the Plugins screen leaves no table, option, transient, meta or popup behind (a
 * must-use probe asks the database). (Playground, with SQLite, installs a kit into an empty site in
 * kits.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startEmptyStack } from './empty-site';
import { popupButton, popupFromTheAdmin, popupTriggers } from './popup-editor';
import {
  announcementAndCopyLink,
  calendarBlock,
  likeDislikeBlock,
  listingGridBlock,
  loopFilterBlock,
  pricingBlock,
  schedulingBlock,
  reviewsBlock,
  chatScreen,
  sliderBlock,
  storeBlocks,
  videoPlayerBlock,
  waitlistBlock,
} from './blocks';
import { knownServicesHeldBack, rescanShowsWhatChanged, scanFindsThem, strictFromTheScan } from './known-services';
import { logIn } from './login';

const PORT = 9470;
const DIR = '.wp/e2e-zip-stack';
/** A PHP notice, warning or error that names one of this plugin's files. */
const OURS = /(Notice|Warning|Deprecated|Fatal error|Parse error)(<\/b>)?:[^\n]*plugins\/colophon\//;
/** What the site's PHP logged (its pool's log and WordPress's debug log) that names this plugin's files. */
const loggedOfOurs = () =>
  fs
    .readdirSync(path.join(DIR, 'logs'))
    .filter((file) => /^(php-|wordpress-debug)/.test(file))
    .flatMap((file) => fs.readFileSync(path.join(DIR, 'logs', file), 'utf8').split('\n'))
    .filter((line) => /plugins\/colophon\//.test(line));

const leftovers = async (page: Page, url: string) => (await page.request.get(`${url}/?colophon-leftovers=1`)).json();

test('the release zip holds what a site needs and nothing else; installed into an empty WordPress it shows no notice; deleted, it leaves nothing in the database', async ({
  browser,
}) => {
  test.setTimeout(900_000); // a second WordPress, booted fresh, and every block placed through the editor, beside another worker
  const made = execFileSync(process.execPath, ['tools/plugin-zip.mjs'], { encoding: 'utf8' });
  expect(made).toMatch(/^colophon\.zip: \d+ files, [\d.]+ KB/m);
  const names = Object.keys(unzipSync(fs.readFileSync('colophon.zip')));
  for (const needed of [
    'colophon.php',
    'uninstall.php',
    'readme.txt',
    'LICENSE',
    'includes/Plugin.php',
    'dist/asset-manifest.json',
    'features/takeover/php/Module.php',
    'features/form/index.ts',
  ])
    expect(names, needed).toContain(`colophon/${needed}`);
  expect(names.filter((name) => !name.startsWith('colophon/'))).toEqual([]);
  expect(names.filter((name) => /^colophon\/(demo|tests|bench|docs|node_modules|\.wp)\/|\/test\/|\.map$/.test(name))).toEqual([]);

  const site = await startEmptyStack(PORT, DIR, [
    '--debug',
    '--plugin-zip',
    'colophon.zip',
    '--mu',
    'tests/fixtures/leftovers-probe.php,tests/fixtures/known-services.php',
  ]);
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  try {
    // A visitor's page, then the owner's screens: none shows a notice from the plugin's files.
    const front = await page.goto('/');
    expect(front!.status()).toBe(200);
    expect(await page.content()).not.toMatch(OURS);

    // Activated but not set up: a visitor gets exactly what WordPress alone gives them.
    const visitor = await browser.newContext({ baseURL: site.url });
    const v = await visitor.newPage();
    const colophonFiles: string[] = [];
    v.on('request', (r) => {
      if (r.url().includes('/plugins/colophon/')) colophonFiles.push(r.url());
    });
    const untouched = async () => {
      for (const url of ['/?p=1', '/?page_id=2']) {
        await v.goto(url);
        await expect(v.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await v.locator('[class*="colophon"], [id^="colophon"], [data-colophon]').count(), url).toBe(0);
        expect(await v.content(), url).not.toContain('/plugins/colophon/');
      }
      expect(colophonFiles).toEqual([]);
    };
    await untouched();

    await logIn(page);
    // Where an owner lands after activating: a notice that leads to the setup.
    await page.goto('/wp-admin/plugins.php');
    await expect(page.getByText('Colophon is active, and changes nothing on your site until you finish its setup.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up Colophon' })).toHaveAttribute('href', /admin\.php\?page=colophon$/);
    for (const screen of [
      '/wp-admin/admin.php?page=colophon',
      '/wp-admin/plugins.php',
      '/wp-admin/admin.php?page=colophon-consent',
      '/wp-admin/admin.php?page=colophon-tracking',
      '/wp-admin/admin.php?page=colophon-takeover',
      '/wp-admin/admin.php?page=colophon-data',
      '/wp-admin/admin.php?page=colophon-behaviour',
      '/wp-admin/admin.php?page=colophon-templates',
      '/wp-admin/admin.php?page=colophon-kits',
      '/wp-admin/admin.php?page=colophon-scan',
      '/wp-admin/admin.php?page=colophon-consent-records',
      '/wp-admin/site-health.php',
    ]) {
      const answer = await page.goto(screen);
      expect([screen, answer!.status()]).toEqual([screen, 200]);
      expect(await page.content(), screen).not.toMatch(OURS);
    }

    // The popups screen speaks of popups, not posts.
    await page.goto('/wp-admin/edit.php?post_type=colophon_popup');
    await expect(page.getByText('No popups found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add popup' }).first()).toBeVisible();

    // The welcome screen says nothing changes until it is finished; the other screens change nothing.
    await untouched();
    await page.goto('/wp-admin/admin.php?page=colophon');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Colophon' })).toBeVisible();
    await expect(page.getByText('Colophon changes nothing on your site until you finish this page.')).toBeVisible();
    // A domain that is not this site's is refused with the site's own, and what was typed is kept.
    await page.getByLabel('Consent domain').fill('example.org');
    await page.getByRole('checkbox', { name: 'Posts' }).check();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByRole('alert')).toContainText('Consent domain: "example.org" is not this site\'s domain. This site is on 127.0.0.1');
    await expect(page.getByLabel('Consent domain')).toHaveValue('example.org');
    await expect(page.getByRole('checkbox', { name: 'Posts' })).toBeChecked();
    await untouched();
    // The owner's choices: the banner and like/dislike under posts; no lightbox, no takeover.
    await page.getByLabel('Consent domain').fill('127.0.0.1');
    await expect(page.getByRole('checkbox', { name: 'Consent banner' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Lightbox for every image link' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Pages' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByText(/^Saved\. Visitors now get what is ticked here/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Colophon overview' })).toBeVisible();
    await page.goto('/wp-admin/plugins.php');
    await expect(page.getByRole('link', { name: 'Set up Colophon' })).toHaveCount(0);

    // Exactly what was chosen: the banner on both, the buttons under the post only, no lightbox.
    await v.goto('/?p=1');
    await expect(v.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await expect(v.locator('.colophon-like-dislike')).toHaveCount(1);
    const config = JSON.parse((await v.locator('#colophon-config').textContent()) ?? '{}');
    expect(config.lightbox).toEqual({ global: false });
    await v.goto('/?page_id=2');
    await expect(v.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await expect(v.locator('.colophon-like-dislike')).toHaveCount(0);
    await visitor.close();

    // Nothing set up but the welcome screen and one host the scan found, and the services
    // Colophon knows wait for consent; a second scan says what changed.
    await scanFindsThem(page, site.url);
    await knownServicesHeldBack(browser, site.url, page);
    // The same in strict mode, turned on from the confirmed scan: the browser refuses them.
    await strictFromTheScan(page);
    await knownServicesHeldBack(browser, site.url, page);
    await rescanShowsWhatChanged(page, site.url);

    // The widgets an owner places with the block editor alone, working for a visitor.
    await pricingBlock(page, browser, site.url);
    await announcementAndCopyLink(page, browser);
    await waitlistBlock(page, browser);
    await likeDislikeBlock(page, browser);
    await videoPlayerBlock(page, browser);
    await sliderBlock(page, browser);
    await storeBlocks(page, browser);
    await listingGridBlock(page, browser);
    await calendarBlock(page, browser);
    await loopFilterBlock(page, browser);
    await schedulingBlock(page, browser);
    await reviewsBlock(page, browser);
    // The chat the owner already has, set on its screen, loaded after consent with its welcome.
    await chatScreen(page, browser, site.url);
    // A popup made on its own screen, shown where the owner chose.
    await popupFromTheAdmin(page, browser, site.url);
    await popupButton(page, browser);
    await popupTriggers(page, browser, site.url);

    // Site Health, on the install from the zip: its build there, its tables current, the consent
    // domain this site's. Direct tests render with the page, among the passed ones.
    await page.goto('/wp-admin/site-health.php');
    for (const passed of ["Colophon's scripts are built", "Colophon's database tables are current", 'The consent domain matches this site'])
      await expect(page.locator('#health-check-issues-good').getByText(passed, { exact: true })).toBeAttached();

    // Keeping the data when the plugin is deleted is offered, and off until the owner ticks it.
    await page.goto('/wp-admin/admin.php?page=colophon-data');
    await expect(page.getByRole('checkbox', { name: /Keep my data when Colophon is deleted/ })).not.toBeChecked();

    // Something of everything it keeps, then delete it as an owner does.
    expect((await page.request.get(`${site.url}/?colophon-seed=1`)).ok()).toBe(true);
    const before = await leftovers(page, site.url);
    expect(before.tables.map((t: string) => t.replace(/^wp_/, '')).sort()).toEqual(['colophon_consent_records', 'colophon_store_items', 'colophon_votes']);
    expect(before.options.length).toBeGreaterThan(0);
    // The seeded post; the two applications sent from the waitlist block above (seven fields each)
    // and the four popups made in the admin (their rules).
    expect([before.posts, before.postmeta, before.usermeta, before.folders]).toEqual([7, 19, 1, 1]);

    // The Plugins screen links to its settings.
    await page.goto('/wp-admin/plugins.php');
    await expect(page.locator('tr[data-slug="colophon"]').getByRole('link', { name: 'Settings' })).toHaveAttribute('href', /admin\.php\?page=colophon$/);

    // Its privacy-policy text names its cookies.
    await page.goto('/wp-admin/options-privacy.php?tab=policyguide');
    await expect(page.getByText(/colophon_dismissed/).first()).toBeAttached();

    // The admin's like and saved item, through WordPress's own Export and Erase Personal Data.
    const rows = async () => (await (await page.request.get(`${site.url}/?colophon-leftovers=1&rows=1`)).json()).rows;
    expect(await rows()).toBe(2);
    const request = async (screen: string) => {
      await page.goto(screen);
      await page.getByLabel('Username or email address').fill('admin');
      await page.getByLabel(/Send personal data .* confirmation email/).uncheck();
      await page.getByRole('button', { name: 'Send Request' }).click();
      const row = page.locator('#the-list tr').first();
      await row.hover(); // row actions show on hover
      return row;
    };
    const exportRow = await request('/wp-admin/export-personal-data.php');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      exportRow.getByRole('button', { name: /Download personal data/ }).click(),
    ]);
    const exported = unzipSync(fs.readFileSync(await download.path()));
    const html = Buffer.from(exported['index.html'] ?? new Uint8Array()).toString('utf8');
    expect(html).toContain('Likes and dislikes');
    expect(html).toContain('Saved items');
    expect(html).toContain('reading-list');
    const eraseRow = await request('/wp-admin/erase-personal-data.php');
    await eraseRow
      .getByRole('button', { name: /Erase personal data/ })
      .first()
      .click();
    // WordPress says so in a row of results under the request.
    await expect(page.getByText(/personal data found for this user was erased/)).toBeVisible({ timeout: 60_000 });
    expect(await rows()).toBe(0);

    await page.goto('/wp-admin/plugins.php');
    const row = page.locator('tr[data-slug="colophon"]');
    await row.getByRole('link', { name: /Deactivate/ }).click();
    await expect(page.getByText('Plugin deactivated.')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept()); // "Are you sure you want to delete Colophon?"
    await page
      .locator('tr[data-slug="colophon"]')
      .getByRole('link', { name: /Delete/ })
      .click();
    await expect(page.getByText(/Colophon was successfully deleted/)).toBeVisible({ timeout: 30_000 });
    expect(await leftovers(page, site.url)).toEqual({ tables: [], options: [], posts: 0, postmeta: 0, usermeta: 0, folders: 0, rows: null });
    // Nothing of its own in the PHP logs either: the admin's requests behind the screens included.
    expect(loggedOfOurs()).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
  }
});
