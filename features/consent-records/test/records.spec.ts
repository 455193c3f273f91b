/**
 * Consent records as a visitor makes them and an owner keeps them: each choice recorded (accept,
 * then a withdrawal) and found by consent id with its fields, downloaded as CSV, erased; 200
 * visitors choosing at once on the production-like stack leave exactly 200 records, and one address
 * past its hourly limit is refused; records older than the retention period are deleted; a consent
 * id added to a personal-data request is in WordPress's own export and erasure of that request.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures';
import { logIn } from '../../../tests/e2e/login';

const SCREEN = '/wp-admin/admin.php?page=colophon-consent-records';
const ENDPOINT = '/wp-json/colophon/v1/consent-records';
/** Random per run, so the hourly limits a run leaves behind are not the next run's. */
const run = Math.random().toString(36).slice(2, 10);

const record = (request: APIRequestContext, consentId: string, client: string) =>
  request.post(ENDPOINT, {
    headers: { 'X-Demo-Client': client, 'Content-Type': 'text/plain' },
    data: JSON.stringify({ consentId, kind: 'accept', categories: { necessary: 'yes', analytics: 'yes' }, page: '/', version: '0123456789ab' }),
  });

/** "N records found, of M in all." as numbers. */
async function counts(page: Page, query = ''): Promise<[number, number]> {
  await page.goto(`${SCREEN}${query}`);
  const text = (await page.locator('.colophon-consent-records__count').textContent()) ?? '';
  const [, found, all] = /(\d+) records? found, of (\d+) in all/.exec(text) ?? [];
  return [Number(found), Number(all)];
}

test('each choice is recorded; the owner finds a visitor’s by consent id, downloads and erases them', async ({ visit, browser, baseURL }) => {
  const { page } = visit;
  const recorded = () => page.waitForRequest((r) => r.url().includes('colophon/v1/consent-records') && r.method() === 'POST');
  await page.goto('/');
  const first = recorded();
  await page.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
  expect((await first).postDataJSON()).toMatchObject({ kind: 'accept', page: '/', version: expect.stringMatching(/^[a-f0-9]{12}$/) });
  const second = recorded();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await preferences.getByRole('switch', { name: 'Analytics' }).uncheck();
  await preferences.getByRole('button', { name: 'Save my preferences' }).click();
  expect((await second).postDataJSON()).toMatchObject({ kind: 'withdrawal', categories: { analytics: 'no', advertisement: 'yes' } });
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookieyes-consent')!;
  const consentId = /consentid:([^,]+)/.exec(decodeURIComponent(cookie.value))![1]!;

  const owner = await browser.newContext({ baseURL, acceptDownloads: true });
  try {
    const admin = await owner.newPage();
    await logIn(admin);
    // The beacons are on their way when the choice returns: wait for the rows, not for time.
    await expect.poll(async () => (await counts(admin, `&consent_id=${consentId}`))[0]).toBe(2);
    const rows = admin.locator('.colophon-consent-records tbody tr');
    const cells = async (i: number) => rows.nth(i).locator('td').allTextContents();
    const [withdrawal, accept] = [await cells(0), await cells(1)];
    expect(withdrawal.slice(1)).toEqual([
      consentId,
      'withdrawal',
      'necessary functional performance advertisement other',
      'GDPR',
      expect.stringMatching(/^[a-f0-9]{12}$/),
      '/',
      '127.0.0.0',
    ]);
    expect(accept.slice(1, 5)).toEqual([consentId, 'accept', 'necessary functional analytics performance advertisement other', 'GDPR']);
    expect(withdrawal[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download these records as CSV' }).click()]);
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('time,consent_id,choice,allowed,categories,law,banner_version,page,address');
    expect(csv.slice(1).map((line) => line.split(',')[2])).toEqual(['withdrawal', 'accept']);
    expect(csv.slice(1).every((line) => line.includes(consentId))).toBe(true);

    await admin.getByRole('button', { name: `Erase every record of ${consentId}` }).click();
    await expect(admin.getByText('2 records erased.')).toBeVisible();
    expect((await counts(admin, `&consent_id=${consentId}`))[0]).toBe(0);
  } finally {
    await owner.close();
  }
});

/** Adds a personal-data request on Tools → Export / Erase Personal Data, confirmed (no email sent). */
async function addRequest(page: Page, tool: 'export' | 'erase', email: string) {
  await page.goto(`/wp-admin/${tool}-personal-data.php`);
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Confirmation email').uncheck();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Request added successfully.')).toBeVisible();
}

/** Runs each of WordPress's exporters or erasers on the request, as its own screen does (admin-ajax). */
async function runTool(page: Page, tool: 'export' | 'erase', email: string) {
  await page.goto(`/wp-admin/${tool}-personal-data.php`);
  const action = tool === 'export' ? 'export' : 'remove';
  const handle = page
    .locator('tr', { has: page.getByRole('link', { name: email }) })
    .locator(`.${action}-personal-data`)
    .first();
  const [id, nonce, count] = await Promise.all(
    ['request-id', 'nonce', tool === 'export' ? 'exporters-count' : 'erasers-count'].map((a) => handle.getAttribute(`data-${a}`)),
  );
  const answers = [];
  for (let i = 1; i <= Number(count); i++) {
    const form =
      tool === 'export'
        ? { action: 'wp-privacy-export-personal-data', exporter: i, id: id!, page: 1, security: nonce!, sendAsEmail: 'false' }
        : { action: 'wp-privacy-erase-personal-data', eraser: i, id: id!, page: 1, security: nonce! };
    const answer = await page.request.post('/wp-admin/admin-ajax.php', { form });
    expect(answer.status()).toBe(200);
    answers.push(
      (await answer.json()) as {
        success: boolean;
        data: { data?: Array<{ group_id: string; data: Array<{ name: string; value: string }> }>; items_removed?: boolean };
      },
    );
  }
  return answers;
}

test('a consent id added to a person’s request is in WordPress’s export and erasure of it', async ({ visit }) => {
  const { page } = visit;
  await logIn(page);
  const consentId = `privacy-${run}-visitor`;
  const email = `visitor-${run}@example.com`;
  expect((await record(page.request, consentId, `203.0.113.${(parseInt(run, 36) % 250) + 1}`)).status()).toBe(201);
  await addRequest(page, 'export', email);
  await addRequest(page, 'erase', email);

  // Not added yet: the request's export has none of them.
  const before = (await runTool(page, 'export', email)).flatMap((a) => a.data.data ?? []).filter((item) => item.group_id === 'colophon-consent-records');
  expect(before).toEqual([]);

  await page.goto(`${SCREEN}&consent_id=${consentId}`);
  const request = page.getByLabel('Include these records in the request of');
  for (const label of [`${email} (export)`, `${email} (erase)`]) await expect(request.locator('option', { hasText: label })).toHaveCount(1);
  await request.selectOption({ label: `${email} (export)` });
  await page.getByRole('button', { name: 'Add to the request' }).click();
  await expect(page.getByText('Added to the request: its export and erasure now include these records.')).toBeVisible();
  const exported = (await runTool(page, 'export', email)).flatMap((a) => a.data.data ?? []).filter((item) => item.group_id === 'colophon-consent-records');
  expect(exported).toHaveLength(1);
  expect(Object.fromEntries(exported[0]!.data.map((d) => [d.name, d.value]))).toMatchObject({
    'Consent ID': consentId,
    Choice: 'accept',
    'Banner version': '0123456789ab',
    Page: '/',
  });

  await page.goto(`${SCREEN}&consent_id=${consentId}`);
  await page.getByLabel('Include these records in the request of').selectOption({ label: `${email} (erase)` });
  await page.getByRole('button', { name: 'Add to the request' }).click();
  await expect(page.getByText('Added to the request: its export and erasure now include these records.')).toBeVisible();
  const erased = await runTool(page, 'erase', email);
  expect(erased.every((a) => a.success)).toBe(true);
  expect(erased.some((a) => a.data.items_removed)).toBe(true);
  expect((await counts(page, `&consent_id=${consentId}`))[0]).toBe(0);
});

test('200 visitors choosing at once leave exactly 200 records; one address past 60 an hour is refused', async ({ visit }) => {
  const { page } = visit;
  await logIn(page);
  const [, before] = await counts(page);
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => record(page.request, `load-${run}-${i}`, `10.${(i >> 8) + 1}.${i & 255}.${(parseInt(run, 36) % 250) + 1}`)),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(200).fill(201));
  const [, after] = await counts(page);
  expect(after - before).toBe(200);

  const client = `192.0.2.${(parseInt(run, 36) % 250) + 1}`;
  for (let i = 0; i < 60; i++) expect((await record(page.request, `limit-${run}-${i}`, client)).status()).toBe(201);
  const refused = await record(page.request, `limit-${run}-60`, client);
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toBe('Too many consent records from this address: try again in an hour.');
  const bad = await page.request.post(ENDPOINT, { headers: { 'Content-Type': 'text/plain' }, data: '{"consentId":"x"}' });
  expect([bad.status(), (await bad.json()).message]).toEqual([400, 'consentId: 8 to 64 letters, digits, - or _.']);
});

test('records older than the retention period are deleted; the period is the owner’s to set', async ({ visit }) => {
  const { page } = visit;
  await logIn(page);
  const old = `old-${run}-visitor`;
  expect((await record(page.request, old, `198.51.100.${(parseInt(run, 36) % 250) + 1}`)).status()).toBe(201);
  expect(await (await page.request.get(`/?colophon-demo-age-records=${old}&days=400`)).json()).toEqual({ moved: 1 });
  await page.goto(SCREEN);
  const days = page.getByLabel('Keep records for');
  // Out of range is refused before it is sent, and nothing changes.
  await days.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await days.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await page.goto(SCREEN);
  await expect(days).toHaveValue('365');
  await days.fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(days).toHaveValue('30');
  try {
    await page.getByRole('button', { name: 'Delete the records older than 30 days now' }).click();
    await expect(page.getByText(/^\d+ records? older than the retention period deleted\.$/)).toBeVisible();
  } finally {
    await page.goto(SCREEN);
    await days.fill('365');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(days).toHaveValue('365');
  }
  expect((await counts(page, `&consent_id=${old}`))[0]).toBe(0);
});
