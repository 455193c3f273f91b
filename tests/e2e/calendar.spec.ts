/**
 * The events calendar (/events/, demo/events.php): month navigation, the month cache, the phone
 * day overlay and the endpoint behind it.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** The month a calendar request asks for, or null for any other request. */
const monthOf = (r: Request) =>
  r.method() === 'POST' && new URLSearchParams(r.postData() ?? '').get('action') === 'jet_engine_calendar_get_month'
    ? new URLSearchParams(r.postData() ?? '').get('month')
    : null;
/** The months asked for, but for requests the calendar gave up (a neighbour's, for a visitor's month). */
const monthCalls = (requests: Request[]) =>
  requests
    .filter((r) => r.failure() === null)
    .map(monthOf)
    .filter((m) => m !== null);
const caption = (page: Page) => page.locator('.jet-calendar-caption__name');
/**
 * The server's answer for `month`: the caption is checked after it, so a busy machine's slow
 * answer is waited for as long as the test may run, never for a fixed few seconds.
 */
const monthAnswered = (page: Page, month: string) => page.waitForResponse((r) => monthOf(r.request()) === month);

test('the arrows and lists change the month; a month seen before costs no request', async ({ visit }) => {
  const { page, requests, consoleErrors } = visit;
  // December is asked for once: as November's neighbour when the browser is idle, or by the click.
  const december = monthAnswered(page, 'December 2026');
  await page.goto('/events/');
  await expect(caption(page)).toHaveText('November 2026');
  await expect(page.locator('[data-day="2026-11-05"] .jet-calendar-week__day-event')).toHaveText([
    'Launch planning for spring releases',
    'Independent print fair',
  ]);

  await page.getByRole('link', { name: 'Next month, December 2026' }).click();
  await december;
  await expect(caption(page)).toHaveText('December 2026');
  await expect(page.locator('[data-day="2026-12-03"]')).toContainText('Holiday promotion office hours');
  const afterFirstVisit = monthCalls(requests);
  expect(afterFirstVisit.filter((m) => m === 'December 2026')).toHaveLength(1);
  expect(afterFirstVisit).not.toContain('November 2026'); // the month the page opened with is cached from its markup

  await page.getByRole('link', { name: 'Previous month, November 2026' }).click();
  await expect(caption(page)).toHaveText('November 2026');
  await page.getByRole('link', { name: 'Next month, December 2026' }).click();
  await expect(caption(page)).toHaveText('December 2026');
  const afterSecondVisit = monthCalls(requests);
  expect(afterSecondVisit.filter((m) => m === 'December 2026')).toHaveLength(1);
  expect(afterSecondVisit.filter((m) => m === 'November 2026')).toHaveLength(0);
  // Every month was asked for at most once.
  expect(new Set(afterSecondVisit).size).toBe(afterSecondVisit.length);

  const december2027 = monthAnswered(page, 'December 2027');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2027');
  await december2027;
  await expect(caption(page)).toHaveText('December 2027');
  const february = monthAnswered(page, 'February 2027');
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'February' });
  await february;
  await expect(caption(page)).toHaveText('February 2027');
  await expect(page.locator('[data-day="2027-02-11"]')).toContainText('Grant writing for small publishers');
  expect(consoleErrors).toEqual([]);
});

test('a month changed while the month before it is still on its way: the newer choice is shown, the older answer never', async ({ visit }) => {
  const { page, consoleErrors } = visit;
  // Every December 2026 request is held open until the test lets it go.
  const held: Route[] = [];
  await page.route('**/wp-admin/admin-ajax.php', (route) => (monthOf(route.request()) === 'December 2026' ? void held.push(route) : route.continue()));
  await page.goto('/events/');
  await expect(caption(page)).toHaveText('November 2026');
  await page.getByRole('link', { name: 'Next month, December 2026' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('.jet-calendar')).toHaveClass(/jet-calendar-loading/);
  // Meanwhile the visitor picks another year: the lists still show November, so November 2027.
  const november2027 = monthAnswered(page, 'November 2027');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2027');
  await november2027;
  await expect(caption(page)).toHaveText('November 2027');
  // December 2026's answer arrives late (or its request was given up): the calendar stays.
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await Promise.all(
    held.map((route) =>
      route
        .request()
        .response()
        .catch(() => null),
    ),
  );
  await page.evaluate(() => new Promise((done) => setTimeout(done))); // what the answer would run, has run
  await expect(caption(page)).toHaveText('November 2027');
  await expect(page.locator('.jet-calendar')).not.toHaveClass(/jet-calendar-loading/);
  expect(consoleErrors).toEqual([]);
});

test('by keyboard, focus stays on the arrow after the month changes', async ({ visit }) => {
  const { page } = visit;
  // January is asked for once: as December's neighbour, or by the second Enter.
  const january = monthAnswered(page, 'January 2027');
  await page.goto('/events/');
  await page.getByRole('link', { name: 'Next month, December 2026' }).focus();
  await page.keyboard.press('Enter');
  await expect(caption(page)).toHaveText('December 2026');
  await expect(page.getByRole('link', { name: 'Next month, January 2027' })).toBeFocused();
  await page.keyboard.press('Enter');
  await january;
  await expect(caption(page)).toHaveText('January 2027');
  await expect(page.getByRole('status').filter({ hasText: 'January 2027' })).toHaveCount(1);
});

test('on a phone, a day with events opens them in a row under its week, and closes again', async ({ visit }) => {
  const { page } = visit;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events/');
  const day = page.getByRole('button', { name: '5 November: 2 events' });
  await expect(page.locator('[data-day="2026-11-05"] .jet-calendar-week__day-content')).toBeHidden();
  await day.click();
  const overlay = page.locator('.jet-calendar-week__day-mobile-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('link')).toHaveText(['Launch planning for spring releases', 'Independent print fair']);
  await expect(day).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(day).toHaveAttribute('aria-expanded', 'false');
  await day.click();
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(day).toBeFocused();
});

test('when a month cannot be loaded the calendar stays and says so', async ({ visit }) => {
  const { page } = visit;
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    (route.request().postData() ?? '').includes('jet_engine_calendar_get_month') ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/events/');
  await page.getByRole('link', { name: 'Next month, December 2026' }).click();
  await expect(page.locator('[data-widget_type^="jet-listing-calendar"] + .colophon-status')).toHaveText(
    'This month could not be loaded. Check your connection and try again.',
  );
  await expect(caption(page)).toHaveText('November 2026');
  await expect(page.locator('.jet-calendar')).not.toHaveClass(/jet-calendar-loading/);
});

test('the month endpoint refuses a malformed month and an unknown calendar', async ({ page, request }) => {
  await page.goto('/events/');
  const post = await page.locator('.jet-calendar').getAttribute('data-post');
  const ask = (month: string, id: string) =>
    request.post('/wp-admin/admin-ajax.php', { form: { action: 'jet_engine_calendar_get_month', month, 'settings[id]': id, post: post! } });
  const malformed = await ask('13/2026', 'cal0001');
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).data.message).toBe('The month must look like "November 2026".');
  expect((await ask('March 2027', 'nope123')).status()).toBe(404);
  const march = await ask('March 2027', 'cal0001');
  expect((await march.json()).data.content).toContain('data-month="March 2027"');
});
