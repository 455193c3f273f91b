/**
 * The site owner's consent settings page (Colophon → Consent): invalid input is refused
 * with a message naming the field, nothing is saved, and the form keeps what was typed. Runs last
 * in the consent area: it saves the unchanged form once, which must leave the site as it was.
 */
import { expect, test } from './fixtures';
import { logIn } from './login';

test('bad JSON in the settings is refused with a clear message, keeps the typed text, and changes nothing', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  const providers = page.getByLabel('Blocked providers');
  const saved = await providers.inputValue();
  expect(JSON.parse(saved)).toHaveLength(11); // the demo blocks eleven providers (two only for the privacy matrix; the ad pixel and A/B stand-ins of the tracking demo; the chat, reviews and scheduling of the marketing pages)

  const typed = '[{"url": "/new-tracker.js", "categories": ["analytics"]}, {"url": ';
  await providers.fill(typed);
  await page
    .getByLabel('Consent mode defaults')
    .fill(
      '[{"analytics":"denied","advertisement":"denied","functional":"denied","necessary":"granted","ad_user_data":"denied","ad_personalization":"denied","regions":"EU"}]',
    );
  await page.getByRole('button', { name: 'Save consent settings' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nothing was saved: fix these and save again. Your input is kept below.');
  await expect(alert).toContainText('Blocked providers: not a valid JSON list (Syntax error).');
  await expect(alert).toContainText('Consent mode defaults: entry 1, "regions" must be "All" or ISO 3166 codes such as "DE, FR, GB, US-CA" (not EU or UK).');
  await expect(page.getByLabel('Blocked providers')).toHaveValue(typed);

  // The saved settings are untouched: reloading the page without the draft shows them.
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await expect(page.getByLabel('Blocked providers')).toHaveValue(saved);
});

test('saving the form unchanged keeps every setting as it was', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  const before = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[name^="colophon_consent"]')].map((f) => [
        f.name,
        f.type === 'checkbox' ? String((f as HTMLInputElement).checked) : f.value,
      ]),
    ),
  );
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.locator('.notice-success')).toHaveText('Consent settings saved.');
  const after = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[name^="colophon_consent"]')].map((f) => [
        f.name,
        f.type === 'checkbox' ? String((f as HTMLInputElement).checked) : f.value,
      ]),
    ),
  );
  expect(after).toEqual(before);
});
