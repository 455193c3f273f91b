/**
 * The marketplace waitlist form in the home page's popup, against the demo's stand-in marketplace
 * API (demo/stand-ins.php): the exact JSON once for a double click, what the visitor sees after
 * success and failure, keyboard use, and the tracking it feeds (consent given).
 */
import type { Page, Request } from '@playwright/test';
import { consentCookie, expect, received, test, trackingConnected } from './fixtures';

const API = /\/demo-marketplace-api\/v1\/waitlist$/;
const SENT = 'Thank you: your application is in. We will email you when the marketplace opens for your books.';
const FAILED = 'Your application could not be sent. Check your connection and send it again: everything you typed is still here.';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Join the marketplace waitlist' });
const applications = (requests: Request[]) => requests.filter((r) => r.method() === 'POST' && API.test(r.url()));

async function openForm(page: Page) {
  await page.goto('/');
  await trackingConnected(page);
  await page.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(dialog(page)).toBeVisible();
  // The form's handler connects when the page is idle or the form nears the screen.
  await expect.poll(() => page.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
}

async function fillIn(page: Page) {
  const form = dialog(page);
  await form.getByLabel('First name').fill('Ann');
  await form.getByLabel('Last name').fill('Author');
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByLabel('Books published so far').selectOption('1–3');
  await form.getByLabel('Books planned in the next two years').selectOption('4–10');
  await form.getByLabel('Have you worked with us before?').selectOption('No');
  await form.getByLabel('Monthly budget for freelancers').selectOption('$500–$1,000');
  await form.getByLabel('Anything else we should know?').fill('Two crime novels a year.');
}

const EXPECTED = {
  id: expect.any(Number),
  fullName: 'Ann Author',
  email: 'ann@example.com',
  publishedBooks: '1–3',
  plannedBooks: '4–10',
  workedWithTUW: 'No',
  monthlyBudget: '$500–$1,000',
  moreInsight: 'Two crime novels a year.',
};

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`on a ${name}: a double click sends the exact application once, the visitor reads that it went, and it is tracked once`, async ({
    visit,
    context,
    baseURL,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize(viewport);
    await context.addCookies([consentCookie(baseURL!, { analytics: true, advertisement: true })]);
    await openForm(page);
    await fillIn(page);
    const before = Date.now();
    await dialog(page).getByRole('button', { name: 'Join the waitlist' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

    const sent = applications(requests);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.postDataJSON() as typeof EXPECTED;
    expect(body).toEqual(EXPECTED);
    expect(body.id).toBeGreaterThanOrEqual(before - 5000);
    expect(sent[0]!.headers()['content-type']).toBe('application/json');
    // The stand-in API kept exactly that.
    const kept = received<{ id: number }>('waitlist');
    expect(kept.filter((a) => a.id === body.id)).toEqual([{ ...EXPECTED, id: body.id }]);
    // …and gives it to nobody: not the API's address, not the file it keeps.
    expect((await page.request.get('/demo-marketplace-api/v1/waitlist')).status()).toBe(405);
    const file = await page.request.get('/wp-content/uploads/colophon-demo-waitlist.php');
    expect(await file.text()).not.toContain(EXPECTED.email);

    // Tracked once: the data layer, and the pixel's Lead and SubmitApplication (USD 0), after the
    // one submit click (a double click is one).
    const pushed = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'submit_application').length);
    expect(pushed).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { colophonDemo: { pixelCalls?: Array<{ method: string; args: unknown[] }> } }).colophonDemo.pixelCalls ?? [])
            .filter((c) => c.method === 'track')
            .map((c) => c.args.slice(0, 2)),
        ),
      )
      .toEqual([
        ['ClickButton', { content: 'SubmitClick' }],
        ['Lead', {}],
        ['SubmitApplication', { currency: 'USD', value: 0 }],
      ]);
    await expect(dialog(page).getByLabel('First name')).toHaveValue(''); // ready for another
  });
}

test('when the API answers 500, or the network fails, the visitor is told, keeps what they typed, and can send again', async ({ visit, context, baseURL }) => {
  const { page, requests } = visit;
  await context.addCookies([consentCookie(baseURL!)]);
  await openForm(page);
  await fillIn(page);
  await page.route(API, (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }));
  await dialog(page).getByRole('button', { name: 'Join the waitlist' }).click();
  const failed = page.locator('.colophon-waitlist + .colophon-status.is-error');
  await expect(failed).toHaveText(FAILED);
  await expect(dialog(page).getByLabel('Anything else we should know?')).toHaveValue('Two crime novels a year.');
  const tracked = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'submit_application').length);
  expect(await tracked()).toBe(0);

  await page.unroute(API);
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await dialog(page).getByRole('button', { name: 'Join the waitlist' }).click(); // at once: no 2 s wait after a failure
  await expect.poll(() => applications(requests).length).toBe(2);
  await expect(failed).toHaveText(FAILED);

  await page.unroute(API);
  await dialog(page).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.locator('.colophon-waitlist + .colophon-status')).toHaveText(SENT);
  expect(applications(requests)).toHaveLength(3);
  expect(applications(requests)[2]!.postDataJSON()).toEqual(EXPECTED);
  expect(await tracked()).toBe(1);
});

test('by keyboard alone, from the marketplace page: the button opens the form, every field is reached in order and Enter sends', async ({
  visit,
  context,
  baseURL,
}) => {
  const { page, requests } = visit;
  await context.addCookies([consentCookie(baseURL!)]);
  await page.goto('/marketplace/');
  await expect.poll(() => page.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
  await page.getByRole('button', { name: 'Apply for early access' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true); // focus moved into the popup
  await dialog(page).getByLabel('First name').focus();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  for (const id of ['books_published', 'planning_to_publish', 'worked_with_us', 'budget', 'message']) {
    await page.keyboard.press('Tab');
    await expect(page.locator(`#${id}`)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Join the waitlist' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.colophon-waitlist + .colophon-status')).toHaveText(SENT);
  expect(applications(requests).map((r) => r.postDataJSON() as { fullName: string; email: string })).toEqual([
    expect.objectContaining({ fullName: 'Kim Keys', email: 'kim@example.com' }),
  ]);
  await expect(dialog(page).getByRole('button', { name: 'Join the waitlist' })).toBeFocused(); // focus stays where it was
});
