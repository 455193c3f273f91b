/**
 * The settings screens of declared fields (includes/Admin/SettingsPage.php), drawn with WordPress's
 * components: each one, every folded group opened, at a phone's width and a desktop's, has its
 * title, fields and Save button, nothing axe calls serious or critical, and no field wider than
 * the screen; a screenshot of each is attached to the report. A refused field is marked with its
 * reason, and a group holding one opens by itself.
 */
import { expect, seriousViolations, test } from './fixtures';
import { logIn } from './login';

const SCREENS: Array<[slug: string, title: string, button: string]> = [
  ['colophon', 'Colophon overview', 'Save'],
  ['colophon-consent', 'Colophon consent', 'Save consent settings'],
  ['colophon-tracking', 'Colophon tracking', 'Save tracking settings'],
  ['colophon-takeover', 'Colophon takeover', 'Save takeover setting'],
  ['colophon-behaviour', 'Colophon behaviour', 'Save behaviour settings'],
  ['colophon-usage-sharing', 'Colophon usage sharing', 'Save usage sharing'],
  ['colophon-data', 'Colophon data', 'Save data settings'],
];

for (const width of [390, 1366]) {
  test(`every settings screen at ${width} px: its fields with WordPress's components, nothing serious for axe, nothing wider than the screen`, async ({
    page,
  }, info) => {
    // Seven screens, each with axe and a screenshot: 31 s of the 60 s default under a load of 12.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    for (const [slug, title, button] of SCREENS) {
      await page.goto(`/wp-admin/admin.php?page=${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
      const folded = page.locator('#colophon-screen .components-panel__body-toggle[aria-expanded="false"]');
      while (await folded.count()) await folded.first().click();
      expect(await page.locator('#colophon-screen .components-base-control, #colophon-screen .components-checkbox-control').count(), slug).toBeGreaterThan(0);
      expect(await seriousViolations(page, '#colophon-screen'), slug).toEqual([]);
      const wide = await page
        .locator('#colophon-screen input, #colophon-screen select, #colophon-screen textarea')
        .evaluateAll((fields) =>
          fields
            .filter((field) => field.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((field) => field.getAttribute('name') ?? field.id),
        );
      expect(wide, slug).toEqual([]);
      await info.attach(`${slug}-${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    }
  });
}

test('a refused field is marked with its reason, and the folded group that holds it opens', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  const advanced = page.getByRole('button', { name: /^Cookie names and lifetimes/ });
  await advanced.click();
  await page.getByLabel('Consent cookie expiry (days)').fill('0');
  await advanced.click(); // folded again before saving
  await expect(page.getByLabel('Consent cookie expiry (days)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Consent cookie expiry: enter a whole number of days between 1 and 3650.');
  const field = page.getByLabel('Consent cookie expiry (days)');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('0');
  await expect(page.locator('.colophon-block-field.is-invalid')).toContainText('Consent cookie expiry: enter a whole number of days between 1 and 3650.');
  await expect(page.getByLabel('Registered domain')).toHaveAttribute('aria-invalid', 'false');
});

test('leaving a screen with changes not saved asks first; once saved, or unchanged, it does not', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-behaviour');
  const leavingAsks = () =>
    page.evaluate(() => {
      const leaving = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    });
  const delay = page.getByLabel('Hover delay (ms)');
  const saved = await delay.inputValue();
  expect(await leavingAsks()).toBe(false);
  await delay.fill('650');
  await expect.poll(leavingAsks).toBe(true);
  await delay.fill(saved);
  await page.getByRole('button', { name: 'Save behaviour settings' }).click();
  await expect(page.getByRole('status')).toContainText('Behaviour settings saved.');
  expect(await leavingAsks()).toBe(false);
});
