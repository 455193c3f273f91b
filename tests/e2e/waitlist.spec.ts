/**
 * The marketplace waitlist form in the home page's popup: the browser sends to the site
 * (colophon/v1/waitlist), which keeps the application and forwards it to the demo's stand-in
 * marketplace API (demo/stand-ins.php). The exact JSON once for a double click, what the visitor
 * sees after success and failure, keyboard use, the tracking it feeds (consent given), and what the
 * owner finds in the admin when the marketplace is down or no address is set.
 */
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { consentCookie, expect, received, test, trackingConnected } from './fixtures';
import { logIn } from './login';

const API = /\/wp-json\/colophon\/v1\/waitlist$/;
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

/** What the form sends to the site: each field's value by its id. */
const SENT_FIELDS = {
  fname: 'Ann',
  lname: 'Author',
  email: 'ann@example.com',
  books_published: '1–3',
  planning_to_publish: '4–10',
  worked_with_us: 'No',
  budget: '$500–$1,000',
  message: 'Two crime novels a year.',
};

/** What the site forwards to the marketplace: SPEC's application, made from the marketplace's fields. */
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
    const body = sent[0]!.postDataJSON() as { id: number; fields: typeof SENT_FIELDS };
    expect(body).toEqual({ id: expect.any(Number), fields: SENT_FIELDS });
    expect(body.id).toBeGreaterThanOrEqual(before - 5000);
    expect(sent[0]!.headers()['content-type']).toBe('application/json');
    // The site kept it, then forwarded SPEC's application to the marketplace, once.
    await expect.poll(() => received<{ id: number }>('waitlist').filter((a) => a.id === body.id)).toEqual([{ ...EXPECTED, id: body.id }]);
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

test('when the site answers 500, or the network fails, the visitor is told, keeps what they typed, and can send again', async ({ visit, context, baseURL }) => {
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
  expect(applications(requests)[2]!.postDataJSON()).toEqual({ id: expect.any(Number), fields: SENT_FIELDS });
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
  expect(applications(requests).map((r) => (r.postDataJSON() as { fields: Record<string, string> }).fields)).toEqual([
    expect.objectContaining({ fname: 'Kim', lname: 'Keys', email: 'kim@example.com' }),
  ]);
  await expect(dialog(page).getByRole('button', { name: 'Join the waitlist' })).toBeFocused(); // focus stays where it was
});

test('every application is kept first: with the marketplace down it is listed as not forwarded and tried again; with no address it is kept only', async ({
  visit,
  context,
  baseURL,
  browser,
}) => {
  const { page } = visit;
  await context.addCookies([consentCookie(baseURL!)]);
  const stamp = Date.now();
  const send = async (first: string, email: string) => {
    await openForm(page);
    await dialog(page).getByLabel('First name').fill(first);
    await dialog(page).getByLabel('Last name').fill('Author');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.locator('.colophon-waitlist + .colophon-status')).toHaveText(SENT); // kept: the visitor is done
  };
  const owner = await (await browser.newContext({ baseURL, acceptDownloads: true })).newPage();
  await logIn(owner);
  const list = '/wp-admin/edit.php?post_type=colophon_application';
  const row = (email: string) => owner.locator('tr', { hasText: email });
  const setAddress = async (api: string) => {
    await owner.goto('/wp-admin/admin.php?page=colophon-waitlist');
    await owner.getByLabel('Forward applications to').fill(api);
    await owner.getByRole('button', { name: 'Save waitlist settings' }).click();
  };

  try {
    // The marketplace is down: the visitor is told it is in; the owner sees it kept, the failed try and the next.
    const down = `ann-${stamp}@api-down.example`;
    await send('Ann', down);
    await expect(async () => {
      await owner.goto(list);
      await expect(row(down).locator('.colophon-forward')).toHaveText(/^Not forwarded: 1 try failed \(the address answered HTTP 503\)\. Next try: /, {
        timeout: 1000,
      });
    }).toPass({ timeout: 60_000 }); // a try that never ends fails here instead of hanging the run
    await expect(row(down)).toContainText(`Ann Author — ${down}`);
    // "Send again" tries at once (WP-Cron's own retry may have come first: at least the second try).
    await row(down).hover();
    await row(down).getByRole('link', { name: 'Send again' }).click();
    await expect(row(down).locator('.colophon-forward')).toHaveText(/^Not forwarded: [2-6] tries failed \(the address answered HTTP 503\)/);
    expect(received<{ email: string }>('waitlist').filter((a) => a.email === down)).toEqual([]);

    // All of them as CSV, formula-safe, with their status.
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: 'Download all as CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      '\uFEFFSent,"First name / Last name",Email,"Books published so far","Books planned in the next two years","Have you worked with us before?","Monthly budget for freelancers","Anything else we should know?",Forwarding',
    );
    expect(csv).toContain(`"Ann Author",${down},`);

    // A bad address is refused with its field named; an empty one keeps applications here only.
    await setAddress('http://collector.example');
    await expect(owner.getByRole('alert')).toContainText('Forward applications to: use an https address');
    await setAddress('');
    await expect(owner.getByRole('status')).toContainText('Saved. Applications are kept in WordPress only');
    const kept = `kim-${stamp}@example.com`;
    await send('Kim', kept);
    await owner.goto(list);
    await expect(row(kept).locator('.colophon-forward')).toHaveText('Kept here only: no forwarding address was set');
    await expect(owner.getByText('Applications are kept here only: no forwarding address is set.')).toBeVisible();
    expect(received<{ email: string }>('waitlist').filter((a) => a.email === kept)).toEqual([]);
  } finally {
    await setAddress('/demo-marketplace-api');
    await owner.context().close();
  }
});
