/**
 * The page builder's form, handled by Colophon (features/form), against the demo's stand-in of its
 * endpoint (demo/stand-ins.php, in the endpoint's request and answer shapes): by keyboard on a phone
 * and by mouse on a desktop, what the visitor sees for success, refused fields, a server failure
 * and no network; one submission for a double click; multi-step; uploads; and the tracking, once
 * and only for a stored submission.
 */
import type { Page, Request } from '@playwright/test';
import { consentCookie, expect, received, settled, test, trackingConnected } from './fixtures';

const URL_ = '/fixtures/page-builder-form/';
const SENT = 'Your submission was successful.';
const FAILED = 'Your message could not be sent: the site did not answer as expected. Everything you typed is still here; please send it again in a moment.';
const OFFLINE = 'Your message could not be sent. Check your connection and send it again: everything you typed is still here.';
interface Stored {
  form_id: string;
  referrer: string;
  fields: Record<string, string>;
  files: Array<{ field: string; name: string; size: number }>;
}
interface PixelCall {
  method: string;
  args: unknown[];
}

const posts = (requests: Request[]) => requests.filter((r) => r.method() === 'POST' && r.url().includes('/wp-admin/admin-ajax.php'));
const storedWith = (email: string) => received<Stored>('form-submissions').filter((s) => s.fields.email === email || s.fields.bemail === email);
const contacts = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { colophonDemo: { pixelCalls?: PixelCall[] } }).colophonDemo.pixelCalls ?? [])
      .filter((c) => c.method === 'track' && c.args[0] === 'Contact')
      .map((c) => c.args.slice(0, 2)),
  );
const enquiry = (page: Page) => page.locator('form[name="Manuscript enquiry"]');

async function open(page: Page) {
  await page.goto(URL_);
  await trackingConnected(page);
}

for (const [name, viewport] of [
  ['phone, by keyboard', { width: 390, height: 844 }],
  ['desktop, by mouse', { width: 1366, height: 900 }],
] as const) {
  test(`on a ${name}: the enquiry is stored once for a double send, the visitor reads the page builder's answer, and one Contact is tracked with the form's own source`, async ({
    visit,
    context,
    baseURL,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize(viewport);
    await context.addCookies([consentCookie(baseURL!, { analytics: true, advertisement: true })]);
    const email = `ann+${name.length}${Date.now()}@example.com`;
    // The endpoint answers slowly, so a second press lands while the first is on its way.
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await open(page);
    const form = enquiry(page);
    if (name.startsWith('phone')) {
      await form.getByLabel('Name').focus();
      await page.keyboard.type('Ann Author');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('A crime novel, 90,000 words.');
      await form.getByLabel('Email').press('Enter');
      await form.getByLabel('Email').press('Enter');
    } else {
      await form.getByLabel('Name').fill('Ann Author');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('About your manuscript').fill('A crime novel, 90,000 words.');
      await form.getByRole('button', { name: 'Send enquiry' }).dblclick();
    }
    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(posts(requests)).toHaveLength(1);
    const body = posts(requests)[0]!.postData() ?? '';
    expect(body).toContain('name="action"\r\n\r\nelementor_pro_forms_send_form');
    expect(body).toContain('name="form_id"\r\n\r\nfrm0101');
    expect(storedWith(email)).toEqual([
      {
        form_id: 'frm0101',
        referrer: `${baseURL}${URL_}`,
        fields: { name: 'Ann Author', email, message: 'A crime novel, 90,000 words.' },
        files: [],
      },
    ]);
    await expect.poll(() => contacts(page)).toEqual([['Contact', { source: 'elementorforms', wp_plugin: 'elementorforms' }]]);
    // Not also the plain-form fallback, and no second report later.
    await page.waitForTimeout(2_100);
    expect(await contacts(page)).toHaveLength(1);
  });
}

test('refused fields, a server failure and no network: each said where the visitor looks, every field kept, nothing stored or tracked; then it goes', async ({
  visit,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { page, requests } = visit;
  await context.addCookies([consentCookie(baseURL!, { analytics: true, advertisement: true })]);
  await open(page);
  const form = enquiry(page);
  await form.getByLabel('Name').fill('Bo Writer');

  // The browser accepts ann@localhost; the endpoint refuses it, and says so at the field.
  await form.getByLabel('Email').fill('bo@localhost');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const email = form.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid Email address.');
  await expect(email).toBeFocused();
  await expect(form.getByRole('alert').last()).toHaveText('Your submission failed because of an error.');
  await expect(form.getByLabel('Name')).toHaveValue('Bo Writer');

  // A PHP error page with status 500.
  await email.fill('server-error@example.com');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText(FAILED);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByLabel('Name')).toHaveValue('Bo Writer');

  // No network at all.
  const unique = `bo${Date.now()}@example.com`;
  await email.fill(unique);
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await expect(email).toHaveValue(unique);
  expect(storedWith(unique)).toEqual([]);
  expect(await contacts(page)).toEqual([]);

  // Back online, the same press sends what was kept.
  await page.unroute('**/wp-admin/admin-ajax.php');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  expect(storedWith(unique)).toHaveLength(1);
  await expect.poll(() => contacts(page)).toHaveLength(1);
  expect(posts(requests).length).toBe(4);
});

test('without consent a stored enquiry is tracked nowhere', async ({ visit }) => {
  const { page, requests } = visit;
  await open(page);
  const form = enquiry(page);
  await form.getByLabel('Name').fill('Cy Poet');
  await form.getByLabel('Email').fill(`cy${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  await settled(page);
  expect(requests.filter((r) => /ad-pixel|collect\?from=/.test(r.url()))).toEqual([]);
});

test('an upload: a sample chapter is stored with the enquiry; one over the limit is refused before anything is sent', async ({ visit }) => {
  const { page, requests } = visit;
  await open(page);
  const form = enquiry(page);
  const email = `di${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Di Author');
  await form.getByLabel('Email').fill(email);
  const upload = form.getByLabel('A sample chapter (optional, up to 1 MB)');
  await upload.setInputFiles({ name: 'too-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024 + 10) });
  await expect(upload).toHaveAccessibleDescription('This file exceeds the maximum allowed size.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  expect(posts(requests)).toHaveLength(0);
  await upload.setInputFiles({ name: 'chapter-one.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 1) });
  await expect(form.locator('.elementor-form-help-inline')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(SENT);
  expect(storedWith(email)[0]!.files).toEqual([{ field: 'manuscript', name: 'chapter-one.pdf', size: 2048 }]);
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`multi-step on a ${name}, by keyboard: one step at a time, Enter goes on only when the step is complete, Previous goes back, the last step sends everything`, async ({
    visit,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize(viewport);
    await open(page);
    const form = page.locator('form[name="Booking"]');
    const you = form.getByRole('group', { name: 'You', exact: true });
    const book = form.getByRole('group', { name: 'Your book' });
    await expect(you).toBeVisible();
    await expect(book).toBeHidden();
    await you.getByLabel('Your name').focus();
    await page.keyboard.press('Enter'); // empty: the step stays, and the browser says why
    await expect(book).toBeHidden();
    await page.keyboard.type('Ed Novelist');
    await page.keyboard.press('Tab');
    const email = `ed${Date.now()}@example.com`;
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(book).toBeVisible();
    await expect(you).toBeHidden();
    await expect(book.getByLabel('Which service?')).toBeFocused();
    await book.getByRole('button', { name: 'Previous' }).press('Enter');
    await expect(you.getByLabel('Your name')).toBeFocused();
    await expect(you.getByLabel('Your name')).toHaveValue('Ed Novelist');
    await you.getByRole('button', { name: 'Next' }).press('Enter');
    await book.getByLabel('Which service?').selectOption('Copy edit');
    await book.getByLabel('Word count').fill('82000');
    await book.getByLabel('Word count').press('Enter');
    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(you).toBeVisible(); // ready for another booking, from the start
    expect(posts(requests)).toHaveLength(1);
    expect(storedWith(email).map((s) => s.fields)).toEqual([{ bname: 'Ed Novelist', bemail: email, service: 'Copy edit', words: '82000' }]);
    await page.screenshot({ path: test.info().outputPath(`steps-${name}.png`) });
  });
}

test('without script, on a phone by keyboard and by mouse: a refused send comes back filled and marked, a stored one says so once, a failure keeps every field', async ({
  browser,
  baseURL,
}) => {
  // The page builder's own script, and Colophon's, never run: the browser posts the form to the page.
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(URL_);
    const form = enquiry(page);
    const email = `nojs${Date.now()}@example`;
    await form.getByLabel('Name').fill('Noor Script');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('About your manuscript').fill('A memoir.\nTwo parts, <em>no</em> pictures.');
    await form.getByLabel('Email').press('Enter');

    // Refused by the page builder's endpoint: its message and the field's, and everything typed.
    await expect(page).toHaveURL(/[?&]colophon-form=[A-Za-z0-9]{20}$/);
    await expect(form.getByRole('alert').filter({ hasText: 'Your submission failed because of an error.' })).toBeVisible();
    await expect(form.locator('.elementor-field-group-email.elementor-error')).toContainText('Invalid Email address.');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form).toBeInViewport();
    await expect(form.getByLabel('Name')).toHaveValue('Noor Script');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('About your manuscript')).toHaveValue('A memoir.\nTwo parts, <em>no</em> pictures.');
    await expect(enquiry(page).locator('xpath=following::form[1]').getByRole('alert')).toHaveCount(0);
    expect(storedWith(email)).toEqual([]);

    // Fixed and sent by mouse: stored once by the endpoint, said as a status; a reload sends nothing.
    await form.getByLabel('Email').fill(`${email}.com`);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/[?&]colophon-form=[A-Za-z0-9]{20}#colophon-form-answer$/);
    await expect(form.getByRole('status')).toHaveText(SENT);
    await expect(form).toBeInViewport();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(form.getByRole('status')).toHaveText(SENT);
    expect(storedWith(`${email}.com`)).toEqual([
      {
        form_id: 'frm0101',
        referrer: expect.stringContaining(URL_),
        // A browser sends a textarea's line breaks as CR LF.
        fields: { name: 'Noor Script', email: `${email}.com`, message: 'A memoir.\r\nTwo parts, <em>no</em> pictures.' },
        files: [],
      },
    ]);

    // The endpoint fails outright: said, and every field as typed.
    await page.goto(URL_);
    await form.getByLabel('Name').fill('Noor Script');
    await form.getByLabel('Email').fill('server-error@example.com');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText(FAILED);
    await expect(form.getByLabel('Name')).toHaveValue('Noor Script');
    await expect(form.getByLabel('Email')).toHaveValue('server-error@example.com');
    expect(storedWith('server-error@example.com')).toEqual([]);
  } finally {
    await context.close();
  }
});
