/**
 * The site owner's consent settings page (Colophon → Consent): invalid input is refused
 * with a message naming the field, nothing is saved, and the form keeps what was typed. Runs last
 * in the consent area: it saves the unchanged form once, which must leave the site as it was.
 */
import type { Page } from '@playwright/test';
import { expect, posts, test } from './fixtures';
import { logIn, setWelcomeChoice } from './login';

const JSON_GROUP = 'Import or export the categories and providers as JSON';

/** The lists' JSON boxes, their folded group opened (it is open already when a list is not valid JSON). */
async function openJson(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: JSON_GROUP });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByLabel('Categories (JSON)')).toBeVisible();
}

test('bad JSON in the settings is refused with a clear message, keeps the typed text, and changes nothing', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await page.getByText('Import or export the categories and providers as JSON').click();
  const providers = page.getByLabel('Blocked providers (JSON)');
  const saved = await providers.inputValue();
  expect(JSON.parse(saved)).toHaveLength(11); // the demo blocks eleven providers (two only for the privacy matrix; the ad pixel and A/B stand-ins of the tracking demo; the chat, reviews and scheduling of the marketing pages)

  const typed = '[{"url": "/new-tracker.js", "categories": ["analytics"]}, {"url": ';
  await providers.fill(typed);
  await page.getByText('Cookie names and lifetimes, the previous banner').click();
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
  // Not a list, so no rows: the JSON stays open with what was typed.
  await expect(page.getByLabel('Blocked providers (JSON)')).toBeVisible();
  await expect(page.getByLabel('Blocked providers (JSON)')).toHaveValue(typed);

  // The saved settings are untouched: the page opened again shows them.
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await openJson(page);
  await expect(page.getByLabel('Blocked providers (JSON)')).toHaveValue(saved);
});

test('categories and providers as rows: a provider added, a category moved, a row removed; refused rows keep what was typed; the JSON follows; then back', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  // Each read opens the group first: it folds again when the screen redraws.
  const text = async (label: string) => {
    await openJson(page);
    return page.getByLabel(label).inputValue();
  };
  const json = async (label: string) => JSON.parse(await text(label)) as Array<Record<string, unknown>>;
  const savedProviders = await text('Blocked providers (JSON)');
  const savedCategories = await text('Categories (JSON)');
  const before = await json('Blocked providers (JSON)');
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  // A new provider waiting for analytics; the first provider removed; "other" moved first.
  await button('Add a provider').click();
  await page.getByLabel('Blocked providers: row 12: address').fill('stats.example/collect');
  await page.getByRole('group', { name: 'Blocked providers: row 12: waits for' }).getByRole('checkbox', { name: 'analytics' }).check();
  await button('Blocked providers: row 1: remove').click();
  await expect(page.getByLabel('Blocked providers: row 11: address')).toHaveValue('stats.example/collect');
  await expect(button('Categories: row 1: move up')).toBeDisabled();
  for (let row = 6; row > 1; row--) await button(`Categories: row ${row}: move up`).click();
  await expect(page.getByLabel('Categories: row 1: slug')).toHaveValue('other');
  // A slug that is not one: refused, nothing saved, the rows as typed.
  await button('Add a category').click();
  await page.getByLabel('Categories: row 7: slug').fill('Bad Slug');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Categories: entry 7 needs a "slug" of lowercase letters, digits, - or _.');
  await expect(page.getByLabel('Categories: row 1: slug')).toHaveValue('other');
  await expect(page.getByLabel('Blocked providers: row 11: address')).toHaveValue('stats.example/collect');

  await button('Categories: row 7: remove').click();
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  expect((await json('Categories (JSON)')).map((c) => c.slug)).toEqual(['other', 'necessary', 'functional', 'analytics', 'performance', 'advertisement']);
  expect(await json('Blocked providers (JSON)')).toEqual([...before.slice(1), { url: 'stats.example/collect', categories: ['analytics'], fullPath: false }]);
  await expect(page.getByLabel('Blocked providers: row 11: address')).toHaveValue('stats.example/collect');

  // Back to the demo's lists, through the JSON import.
  await openJson(page);
  await page.getByLabel('Categories (JSON)').fill(savedCategories);
  await page.getByLabel('Blocked providers (JSON)').fill(savedProviders);
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  expect(await json('Blocked providers (JSON)')).toEqual(before);
  expect(await text('Categories (JSON)')).toBe(savedCategories);
});

test('saving the form unchanged keeps every setting as it was', async ({ page }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  // Every folded group open, so every field is on the page.
  const folded = page.locator('.components-panel__body-toggle[aria-expanded="false"]');
  await expect(page.getByRole('button', { name: 'Save consent settings' })).toBeVisible(); // drawn
  while (await folded.count()) await folded.first().click();
  await expect(page.getByLabel('Consent cookie name')).toBeVisible();
  await expect(page.getByLabel('Categories (JSON)')).toBeVisible();
  const fields = async () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#colophon-screen [name]')].map((f) => [
          f.name,
          f.type === 'checkbox' ? String((f as HTMLInputElement).checked) : f.value,
        ]),
      ),
    );
  const before = await fields();
  expect(Object.keys(before).length).toBeGreaterThan(40);
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await expect(page.getByRole('button', { name: 'Save consent settings' })).toBeVisible();
  while (await folded.count()) await folded.first().click();
  await expect(page.getByLabel('Consent cookie name')).toBeVisible();
  await expect(page.getByLabel('Categories (JSON)')).toBeVisible();
  expect(await fields()).toEqual(before);
});

test('with consent off no consent boot is printed (a page with an announcement bar gets the bar’s own head script), and the tracking screen says the pixel cannot load', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await (await browser.newContext({ baseURL })).newPage();
  const consentOn = (on: boolean) => setWelcomeChoice(owner, 'Consent banner', on);
  // The page's Server-Timing names the boot it got (`none` for none).
  const boot = (response: Awaited<ReturnType<typeof page.goto>>) => /colophon-boot;desc="([^"]+)"/.exec(response!.headers()['server-timing'] ?? '')?.[1];
  await logIn(owner);
  try {
    await consentOn(false);
    expect(boot(await page.goto(posts.pricing))).toBe('none');
    await expect(page.locator('#colophon-consent')).toHaveCount(0); // consent is off indeed
    await expect(page.locator('[data-widget_type^="colophon-announcement-bar"]')).toHaveCount(0);
    await expect(page.locator('#colophon-consent-boot')).toHaveCount(0);
    await expect(page.locator('#colophon-announcement-head')).toHaveCount(0);
    expect(boot(await page.goto('/services/book-cover-design/'))).toBe('none');
    await expect(page.locator('[data-widget_type^="colophon-announcement-bar"]')).toHaveCount(1);
    await expect(page.locator('#colophon-consent-boot, #colophon-consent-after')).toHaveCount(0);
    await expect(page.locator('head > #colophon-announcement-head')).toHaveCount(1);
    // The pixel waits for advertising consent, which only the banner asks: its screen says so.
    await owner.goto('/wp-admin/admin.php?page=colophon-tracking');
    await expect(owner.getByText('The consent banner is off, so the TikTok pixel never loads')).toBeVisible();
  } finally {
    await consentOn(true);
    await owner.context().close();
  }
  expect(boot(await page.goto(posts.pricing))).toBe('consent-boot');
  await expect(page.locator('#colophon-consent-boot')).toHaveCount(1);
});

test('a category of the owner’s own shows visitors the name and description written for it, or its slug made readable', async ({ page, browser, baseURL }) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await openJson(page);
  const savedCategories = await page.getByLabel('Categories (JSON)').inputValue();
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const preferences = async () => {
    await visitor.goto(posts.pricing);
    await visitor.getByRole('button', { name: 'Customise' }).click();
    return visitor.getByRole('dialog', { name: 'Cookie preferences' });
  };
  try {
    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    await page.getByLabel('Categories: row 7: slug').fill('book-club');
    await page.getByLabel('Categories: row 7: name').fill('Book club updates');
    await page.getByLabel('Categories: row 7: description').fill('A weekly note about the books we edit.');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
    const named = await preferences();
    await expect(named).toContainText('Book club updates');
    await expect(named).toContainText('A weekly note about the books we edit.');
    expect(await named.textContent()).not.toContain('book-club');

    // Without a name: its slug, readable.
    await page.getByLabel('Categories: row 7: name').fill('');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
    await expect(await preferences()).toContainText('Book club');
  } finally {
    await page.goto('/wp-admin/admin.php?page=colophon-consent');
    await openJson(page);
    await page.getByLabel('Categories (JSON)').fill(savedCategories);
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
    await visitor.context().close();
  }
});

test('the banner an owner shapes: words, colours and place, previewed as typed, then what visitors get; a bad colour is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  const preview = page.locator('#colophon-consent-preview');
  await expect(preview.locator('.colophon-consent__title')).toHaveText('We value your privacy');
  await page.getByLabel('Banner title').fill('Cookies, briefly');
  await page.getByLabel('Accept button').fill('Yes to all');
  await page.getByLabel('Banner position').selectOption({ label: 'A box in the bottom right corner' });
  await expect(page.getByLabel('Banner font')).toHaveValue('system');
  await page.getByLabel('Banner font').selectOption({ label: "The site's font" });
  await page.getByLabel('Banner background').fill('#102030');
  await page.getByLabel('Banner text colour').fill('#ffffff');
  // The preview follows the form before anything is saved.
  await expect(preview.locator('.colophon-consent__title')).toHaveText('Cookies, briefly');
  await expect(preview.locator('.colophon-consent__button--primary')).toHaveText('Yes to all');
  await expect(preview.locator('.colophon-consent')).toHaveClass(/is-box-right/);
  await expect(preview.locator('.colophon-consent')).toHaveClass(/is-site-font/);
  expect(await preview.locator('.colophon-consent__banner').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 32, 48)');

  await page.getByLabel('Main button colour').fill('yellow');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Main button colour: enter a colour such as #1d1d1f, or leave it empty for the built-in one.');
  await expect(page.getByLabel('Banner title')).toHaveValue('Cookies, briefly');
  await page.getByLabel('Main button colour').fill('#ffcc00');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  try {
    await visitor.goto('/');
    const banner = visitor.getByRole('dialog', { name: 'Cookies, briefly' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Yes to all' })).toBeVisible();
    const look = await banner.evaluate((el) => {
      const style = getComputedStyle(el);
      const page = getComputedStyle(document.body).fontFamily;
      const box = el.getBoundingClientRect();
      const button = getComputedStyle(el.querySelector('.colophon-consent__button--primary')!);
      return {
        background: style.backgroundColor,
        colour: style.color,
        button: button.backgroundColor,
        right: Math.round(innerWidth - box.right),
        leftGap: box.left > innerWidth / 3,
        sitesFont: style.fontFamily === page && !page.startsWith('system-ui'),
      };
    });
    expect(look).toEqual({
      background: 'rgb(16, 32, 48)',
      colour: 'rgb(255, 255, 255)',
      button: 'rgb(255, 204, 0)',
      right: 16,
      leftGap: true,
      sitesFont: true,
    });
  } finally {
    await visitor.context().close();
    await page.goto('/wp-admin/admin.php?page=colophon-consent');
    for (const label of ['Banner title', 'Accept button', 'Banner background', 'Banner text colour', 'Main button colour'])
      await page.getByLabel(label).fill('');
    await page.getByLabel('Banner position').selectOption({ label: 'A bar at the bottom' });
    await page.getByLabel('Banner font').selectOption('system');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  }
});

test('rules by region: the law follows the visitor’s country header, "none" means no banner and nothing held back; pages vary by it', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await page.getByLabel('Rules by region').fill('US-CA = ccpa\nCH = none');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('alert')).toContainText("Rules by region: name the header that carries the visitor's country first, or the rules cannot apply.");
  await page.getByLabel('Region header').fill('X-Visitor-Country');
  await page.getByLabel('Rules by region').fill('US-CA = ccpa\nCH none');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Rules by region, line 2 ("CH none")');
  await page.getByLabel('Rules by region').fill('US-CA = ccpa\nCH = none');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');

  const visit = async (country?: string) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: country ? { 'X-Visitor-Country': country } : {} });
    const visitor = await context.newPage();
    const response = await visitor.goto('/');
    const config = JSON.parse((await visitor.locator('#colophon-config').textContent()) ?? '{}');
    const banner = await visitor.getByRole('dialog', { name: 'We value your privacy' }).isVisible();
    // Nothing held back: no consent API, the blocker never started.
    const held = await visitor.evaluate(() => 'colophonConsent' in window);
    await context.close();
    return { law: config.consent?.law ?? null, banner, held, vary: response!.headers()['vary'] ?? '' };
  };
  try {
    expect(await visit('US-CA')).toMatchObject({ law: 'ccpa', held: true, vary: expect.stringContaining('X-Visitor-Country') });
    expect(await visit('DE')).toMatchObject({ law: 'gdpr', banner: true, held: true });
    expect(await visit()).toMatchObject({ law: 'gdpr', banner: true, held: true });
    expect(await visit('CH')).toMatchObject({ law: null, banner: false, held: false });
  } finally {
    await page.goto('/wp-admin/admin.php?page=colophon-consent');
    await page.getByLabel('Region header').fill('');
    await page.getByLabel('Rules by region').fill('');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  }
});

test('the banner’s built-in words follow the site’s language; an owner’s own words show as written where no string-translation plugin is', async ({
  page,
  browser,
  baseURL,
}) => {
  const german = async () => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Demo-Locale': 'de_DE' } });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const banner = visitor.getByRole('dialog', { name: 'Wir schätzen Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    const buttons = await banner.getByRole('button').allTextContents();
    await context.close();
    return buttons;
  };
  expect(await german()).toEqual(['Anpassen', 'Alle ablehnen', 'Alle akzeptieren']);
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-consent');
  await page.getByLabel('Accept button').fill('Sure, all of them');
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  try {
    expect(await german()).toEqual(['Anpassen', 'Alle ablehnen', 'Sure, all of them']);
  } finally {
    await page.getByLabel('Accept button').fill('');
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  }
});
