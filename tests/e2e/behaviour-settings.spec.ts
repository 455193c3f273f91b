/**
 * Colophon → Behaviour: the breakpoints and the hover delay, which no other screen holds. Bad input
 * is refused with the field named and kept as typed; what is saved reaches a visitor's page config;
 * emptied, each goes back to its default. Leaves the site as it found it.
 */
import { expect, test } from './fixtures';
import { logIn } from './login';

const SCREEN = '/wp-admin/admin.php?page=colophon-behaviour';

test('the breakpoints and the hover delay: refused with the field named and kept as typed, saved into the page config, and back to the defaults when emptied', async ({
  page,
  browser,
  baseURL,
}) => {
  const config = async () => {
    const visitor = await browser.newContext({ baseURL: baseURL! });
    const v = await visitor.newPage();
    await v.goto('/');
    const parsed = JSON.parse((await v.locator('#colophon-config').textContent()) ?? '{}');
    await visitor.close();
    return { breakpoints: parsed.breakpoints, hoverDelay: parsed.linkActions?.hoverDelay };
  };
  // The demo sets a hover delay of its own (700 ms), shown as saved.
  const initial = await config();
  expect(initial).toEqual({ breakpoints: { mobile: 767, tablet: 1024 }, hoverDelay: 700 });

  await logIn(page);
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Colophon behaviour' })).toBeVisible();
  await page.getByLabel('Mobile breakpoint (px)').fill('1100');
  await page.getByLabel('Hover delay (ms)').fill('soon');
  await page.getByRole('button', { name: 'Save behaviour settings' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Tablet: must be wider than Mobile.');
  await expect(alert).toContainText('Hover delay: milliseconds from 0 to 10000, or empty for 400.');
  await expect(page.getByLabel('Mobile breakpoint (px)')).toHaveValue('1100');
  await expect(page.getByLabel('Hover delay (ms)')).toHaveValue('soon');
  expect(await config()).toEqual(initial);

  await page.goto(SCREEN);
  await expect(page.getByLabel('Hover delay (ms)')).toHaveValue('700');
  await page.getByLabel('Mobile breakpoint (px)').fill('600');
  await page.getByLabel('Tablet breakpoint (px)').fill('900');
  await page.getByLabel('Laptop breakpoint (px)').fill('1366');
  await page.getByLabel('Hover delay (ms)').fill('250');
  await page.getByRole('button', { name: 'Save behaviour settings' }).click();
  await expect(page.getByText('Behaviour settings saved.')).toBeVisible();
  await expect(page.getByLabel('Laptop breakpoint (px)')).toHaveValue('1366');
  expect(await config()).toEqual({ breakpoints: { mobile: 600, tablet: 900, laptop: 1366 }, hoverDelay: 250 });

  for (const field of ['Mobile breakpoint (px)', 'Tablet breakpoint (px)', 'Laptop breakpoint (px)', 'Hover delay (ms)']) await page.getByLabel(field).fill('');
  await page.getByRole('button', { name: 'Save behaviour settings' }).click();
  await expect(page.getByText('Behaviour settings saved.')).toBeVisible();
  expect(await config()).toEqual({ breakpoints: { mobile: 767, tablet: 1024 }, hoverDelay: 400 });

  await page.getByLabel('Hover delay (ms)').fill('700');
  await page.getByRole('button', { name: 'Save behaviour settings' }).click();
  await expect(page.getByText('Behaviour settings saved.')).toBeVisible();
  expect(await config()).toEqual(initial);
});

test('every screen’s option is in the REST settings endpoint, checked as its form checks it: refused with the field named and nothing changed, accepted into the page config', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page);
  await page.goto(SCREEN);
  type Answer = { status: number; body: Record<string, unknown> };
  const settings = (data?: Record<string, unknown>) =>
    page.evaluate(async (data): Promise<Answer> => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const answer = await fetch('/wp-json/wp/v2/settings', {
        method: data ? 'POST' : 'GET',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
        body: data ? JSON.stringify(data) : undefined,
      });
      return { status: answer.status, body: await answer.json() };
    }, data);
  const breakpoints = async () => {
    const visitor = await browser.newContext({ baseURL: baseURL! });
    const v = await visitor.newPage();
    await v.goto('/');
    const parsed = JSON.parse((await v.locator('#colophon-config').textContent()) ?? '{}');
    await visitor.close();
    return parsed.breakpoints;
  };
  const all = await settings();
  expect(all.status).toBe(200);
  for (const option of [
    'colophon_setup',
    'colophon_consent',
    'colophon_tracking',
    'colophon_takeover',
    'colophon_breakpoints',
    'colophon_keep_data',
    'colophon_usage_sharing',
    'colophon_waitlist',
    'colophon_data_stores',
  ])
    expect(Object.keys(all.body), option).toContain(option);
  const before = all.body.colophon_breakpoints;

  // Tablet at its default, 1024: a mobile width above it is refused, as on the screen.
  const refused = await settings({ colophon_breakpoints: { mobile: 1100 } });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('Tablet: must be wider than Mobile.');
  expect((await settings()).body.colophon_breakpoints).toEqual(before);
  expect(await breakpoints()).toEqual({ mobile: 767, tablet: 1024 });

  const accepted = await settings({ colophon_breakpoints: { mobile: 600, tablet: 900 } });
  expect(accepted.status).toBe(200);
  expect(accepted.body.colophon_breakpoints).toEqual({ mobile: 600, tablet: 900 });
  expect(await breakpoints()).toEqual({ mobile: 600, tablet: 900 });
  expect((await settings({ colophon_breakpoints: {} })).status).toBe(200);
  expect(await breakpoints()).toEqual({ mobile: 767, tablet: 1024 });
});
