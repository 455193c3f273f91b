/**
 * Tracking against the real WordPress: the demo's stand-in pixel (demo/trackers/ad-pixel.js)
 * records every call in the page and as a beacon, the A/B stand-in records conversions, and
 * demo/form-plugins.js makes each form behave like its plugin.
 */
import type { Page, Request } from '@playwright/test';
import { consentCookie, expect, settled, test, trackingConnected } from './fixtures';
import { logIn } from './login';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
interface PixelCall {
  method: string;
  args: unknown[];
}

const pixelCalls = (page: Page) => page.evaluate(() => (window as unknown as { colophonDemo: { pixelCalls?: PixelCall[] } }).colophonDemo.pixelCalls ?? []);
const urls = (requests: Request[]) => requests.map((r) => decodeURIComponent(r.url()));
const phoneChunk = (requests: Request[]) => urls(requests).filter((u) => /\/dist\/phone\.[\w]+\.js/.test(u));
const adRequests = (requests: Request[]) => urls(requests).filter((u) => /ad-pixel|collect\?from=ad-pixel|analytics\.tiktok\.com/.test(u));
/** The beacons the stand-in pixel sent, as [method, args]. */
const beacons = (requests: Request[]) =>
  requests
    .map((r) => r.url())
    .filter((u) => u.includes('collect?from=ad-pixel'))
    .map((u) => {
      const params = new URL(u).searchParams;
      return { method: params.get('method')!, args: JSON.parse(params.get('args')!) as unknown[] };
    });
const sentBy = (calls: PixelCall[], source: string) => calls.filter((c) => c.method === 'track' && (c.args[1] as { source?: string })?.source === source);

test('each form plugin: nothing before consent; after accept all one identify and one Contact with its source per sent form, none for a refused one', async ({
  visit,
}) => {
  test.setTimeout(120_000);
  const { page, requests } = visit;
  await page.goto('/fixtures/tracking-forms/');
  await trackingConnected(page);

  // Before any choice: a sent form reaches no pixel, and the phone library is not fetched.
  await page.fill('#cf7-email', 'before@example.com');
  await page.fill('#cf7-phone', '020 7946 0018');
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText(/has been sent/);
  // Past the 2 s in which a form's second report is taken for the same submission (a double click).
  await page.waitForTimeout(2_100);
  expect(adRequests(requests)).toEqual([]);
  expect(phoneChunk(requests)).toEqual([]);
  expect(await page.evaluate(() => 'ttq' in window)).toBe(false);

  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => pixelCalls(page).then((calls) => calls.map((c) => c.method)), { timeout: 15_000 }).toEqual(['page']);
  expect(phoneChunk(requests)).toEqual([]); // consent alone does not fetch it: only a submit does

  const cases: Array<{ source: string; fill: Record<string, string>; submit: string; done: string; e164?: string }> = [
    {
      source: 'contactform7',
      fill: { '#cf7-email': 'ann@example.com', '#cf7-phone': '020 7946 0018' },
      submit: '.wpcf7-submit',
      done: '.wpcf7-response-output',
      e164: '+442079460018',
    },
    { source: 'mailchimp4wordpress', fill: { '#mc4wp-email': 'bo@example.com' }, submit: '.mc4wp-form input[type=submit]', done: '.mc4wp-success' },
    {
      source: 'jetpackmailchimp',
      fill: { '#jetpack-email': 'cy@example.com' },
      submit: '.wp-block-jetpack-mailchimp button',
      done: '.wp-block-jetpack-mailchimp_success.is-visible',
    },
    {
      source: 'mailpoet',
      fill: { '#mailpoet-email': 'di@example.com', '#mailpoet-phone': '+1 212 555 0123' },
      submit: '.mailpoet_submit',
      done: '.mailpoet_validate_success',
      e164: '+12125550123',
    },
    { source: 'ninjaforms', fill: { '#ninja-email': 'ed@example.com' }, submit: '.nf-form-cont button', done: '.nf-response-msg' },
  ];
  for (const { source, fill, submit, done, e164 } of cases) {
    for (const [selector, value] of Object.entries(fill)) await page.fill(selector, value);
    const before = (await pixelCalls(page)).length;
    await page.locator(submit).dblclick(); // a double click is one submission
    await expect(page.locator(done)).toBeVisible();
    await expect.poll(async () => sentBy(await pixelCalls(page), source).length, { message: source, timeout: 15_000 }).toBe(1);
    await settled(page); // room for a second event, if one were coming
    const calls = (await pixelCalls(page)).slice(before);
    const email = Object.values(fill).find((v) => v.includes('@'));
    expect(
      calls.filter((c) => c.method === 'identify'),
      source,
    ).toEqual([{ pixel: 'CDEMOPIXEL0COLOPHON1', method: 'identify', args: [e164 ? { email, phone_number: e164 } : { email }] }]);
    const [event] = sentBy(calls, source);
    expect(event!.args.slice(0, 2), source).toEqual(['Contact', { source, wp_plugin: source }]);
    expect((event!.args[2] as { event_id: string }).event_id).toMatch(UUID);
    // identify goes first, so the event is matched
    expect(calls.findIndex((c) => c.method === 'identify')).toBeLessThan(calls.indexOf(calls.find((c) => c === event)!));
    expect(calls.filter((c) => c.method === 'track' && c.args[0] === 'ClickButton')).toHaveLength(1);
  }
  // The phone library: fetched once, at the first submit with a phone number after consent.
  expect(phoneChunk(requests)).toHaveLength(1);

  // A refused send (the stand-ins fail an address with "fail" in it) and an invalid one count nothing.
  const before = (await pixelCalls(page)).filter((c) => c.method !== 'track' || c.args[0] !== 'ClickButton').length;
  await page.fill('#cf7-email', 'fail@example.com');
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText(/error trying to send/);
  await page.fill('#cf7-email', 'not-an-address');
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText(/fields have an error/);
  await page.fill('#mc4wp-email', 'fail@example.com');
  await page.locator('.mc4wp-form input[type=submit]').click();
  await expect(page.locator('.mc4wp-error')).toBeVisible();
  await page.fill('#ninja-email', 'fail@example.com');
  await page.locator('.nf-form-cont button').click();
  await expect(page.locator('.nf-response-msg')).toHaveText(/correct errors/);
  await settled(page);
  expect((await pixelCalls(page)).filter((c) => c.method !== 'track' || c.args[0] !== 'ClickButton')).toHaveLength(before);

  // The plain form without a contact field: SubmitForm from the fallback source; it posts and the page comes back.
  await page.fill('#manuscript-check-title', 'The Long Edit');
  await page.getByRole('button', { name: 'Check title' }).click();
  await page.waitForURL(/sent=manuscript-check/, { timeout: 45_000 });
  await expect(page.locator('#manuscript-check-thanks')).toBeVisible();
  const fallback = beacons(requests).filter((b) => b.method === 'track' && (b.args[1] as { source?: string })?.source === 'fallback');
  expect(fallback.map((b) => b.args.slice(0, 2))).toEqual([['SubmitForm', { source: 'fallback', wp_plugin: 'fallback' }]]);
});

test('experiments: the self-publishing contact form converts 9088 (held while its phone number is read), the guide form 9407', async ({
  visit,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, requests } = visit;
  await context.addCookies([consentCookie(baseURL!, { analytics: true, advertisement: true })]);
  await page.goto('/self-publishing/');
  await trackingConnected(page);
  // The page's newsletter popup opens 4 s after load; a visitor closes it first.
  await expect(page.locator('.colophon-popup__dialog')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('.colophon-popup__dialog')).toBeHidden();
  await page.fill('#self-publishing-contact-name', 'Ann Author');
  await page.fill('#self-publishing-contact-email', 'ann@example.com');
  await page.fill('#self-publishing-contact-phone', '020 7946 0018');
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { demoAbTest?: unknown }).demoAbTest)).toBe('object');
  await page.getByRole('button', { name: 'Send question' }).click();
  await page.waitForURL(/sent=self-publishing-contact/, { timeout: 45_000 });
  await expect(page.locator('#self-publishing-contact-thanks')).toBeVisible();
  const sent = urls(requests);
  expect(sent.filter((u) => u.includes('collect?from=ab-test'))).toEqual([expect.stringContaining('experiment=9088')]);
  const calls = beacons(requests).filter((b) => b.method !== 'page');
  expect(calls.filter((b) => b.method === 'identify').map((b) => b.args)).toEqual([[{ email: 'ann@example.com', phone_number: '+442079460018' }]]);
  expect(calls.filter((b) => b.method === 'track' && b.args[0] !== 'ClickButton').map((b) => b.args.slice(0, 2))).toEqual([
    ['Contact', { source: 'fallback', wp_plugin: 'fallback' }],
  ]);
  expect(sent.filter((u) => u.includes('from=analytics-event&name=form_submit'))).toHaveLength(1);
  // Held: the identify call (with the phone the library read) went out before the form left the page.
  const order = requests
    .map((r) =>
      r.method() === 'POST' && r.url().includes('/self-publishing/') ? 'form sent' : /collect\?from=ad-pixel.*method=identify/.test(r.url()) ? 'identify' : '',
    )
    .filter(Boolean);
  expect(order).toEqual(['identify', 'form sent']);
  // The form went to the server once, with the button and the lead source.
  const posts = requests.filter((r) => r.method() === 'POST' && r.url().includes('/self-publishing/'));
  expect(posts).toHaveLength(1);
  expect(posts[0]!.postData()).toContain('lead_source=direct');

  requests.length = 0;
  await page.goto('/guide-for-small-publishers/');
  await trackingConnected(page);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { demoAbTest?: unknown }).demoAbTest)).toBe('object');
  await page.fill('#guide-download-email', 'press@example.com');
  await page.getByRole('button', { name: 'Send me the guide' }).click();
  await page.waitForURL(/sent=guide-download/, { timeout: 45_000 });
  await expect(page.locator('#guide-download-thanks')).toBeVisible();
  expect(urls(requests).filter((u) => u.includes('collect?from=ab-test'))).toEqual([expect.stringContaining('experiment=9407')]);
  expect(phoneChunk(requests)).toEqual([]); // no phone in this form: the library is not needed
});

for (const consented of [true, false])
  test(`a form sent before the tracking chunk has arrived (held until the button is pressed) is reported once ${consented ? 'with consent' : '— and without consent not at all, nor held'}`, async ({
    visit,
    context,
    baseURL,
  }) => {
    const { page, requests } = visit;
    if (consented) await context.addCookies([consentCookie(baseURL!, { analytics: true, advertisement: true })]);
    // The tracking chunk arrives late (a slow phone, a busy server): only once the button is pressed.
    let release = () => {};
    const pressed = new Promise<void>((done) => (release = done));
    await page.route(/\/dist\/tracking\.[0-9a-f]+\.js$/, async (route) => {
      await pressed;
      // Without consent the page may have moved on meanwhile: the request is gone with it.
      await route.continue().catch(() => undefined);
    });
    const order: string[] = [];
    const chunk = /\/dist\/tracking\.[0-9a-f]+\.js$/;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/guide-for-small-publishers/') && order.push('form sent'));
    page.on('requestfinished', (r) => chunk.test(r.url()) && order.push('tracking arrived'));
    // Not waiting for `load`: a chunk requested before it would hold it back.
    await page.goto('/guide-for-small-publishers/', { waitUntil: 'domcontentloaded' });
    // At once: the field filled and the button pressed before the chunk is there.
    await page.fill('#guide-download-email', 'early@example.com');
    expect(await page.locator('#colophon-tracking[data-connected]').count()).toBe(0);
    await page.getByRole('button', { name: 'Send me the guide' }).click();
    release();
    await page.waitForURL(/sent=guide-download/, { timeout: 45_000 });
    const contacts = beacons(requests).filter((b) => b.method === 'track' && b.args[0] === 'Contact');
    const posts = requests.filter((r) => r.method() === 'POST' && r.url().includes('/guide-for-small-publishers/'));
    expect(posts).toHaveLength(1);
    if (consented) {
      // Held until tracking listened, then sent and reported once.
      expect(order.slice(0, 2)).toEqual(['tracking arrived', 'form sent']);
      expect(contacts.map((b) => b.args.slice(0, 2))).toEqual([['Contact', { source: 'fallback', wp_plugin: 'fallback' }]]);
    } else {
      // Nothing waited for the chunk: the form left first, and nothing was reported.
      expect(order[0]).toBe('form sent');
      expect(contacts).toEqual([]);
      expect(adRequests(requests)).toEqual([]);
    }
  });

test('lead source and affiliate code survive navigation, once consent allows keeping them', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=G-123&aff=ann-42');
  await trackingConnected(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aff'))).toContain('ann-42');

  await page.goto('/fixtures/tracking-forms/');
  await trackingConnected(page);
  await expect(page.locator('#marketplace-link')).toHaveAttribute('href', 'https://marketplace.colophon.example/join?aff=ann-42');
  await page.goto('/self-publishing/');
  await trackingConnected(page);
  const form = page.locator('#self-publishing-quote');
  await expect(form.locator('input[name=lead_source]')).toHaveValue('newsletter');
  await expect(form.locator('input[name=lead_medium]')).toHaveValue('email');
  await expect(form.locator('input[name=lead_campaign]')).toHaveValue('spring');
  await expect(form.locator('input[name=lead_term]')).toHaveValue('none');
  await expect(form.locator('input[name=gclid]')).toHaveValue('G-123');
});

test('without consent neither is kept: the next page is a direct visit with no affiliate code', async ({ visit }) => {
  const { page } = visit;
  await page.goto('/?utm_source=newsletter&aff=ann-42');
  await trackingConnected(page);
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.goto('/fixtures/tracking-forms/');
  await trackingConnected(page);
  await expect(page.locator('#marketplace-link')).toHaveAttribute('href', 'https://marketplace.colophon.example/join');
  expect(await page.evaluate(() => [localStorage.getItem('aff'), sessionStorage.getItem('colophon')])).toEqual([null, null]);
  await page.goto('/self-publishing/');
  await trackingConnected(page);
  await expect(page.locator('#self-publishing-quote input[name=lead_source]')).toHaveValue('direct');
});

test('the tracking settings refuse a country that is not one, code as a conversion function and a broken experiment line: with a message, the typed text kept, nothing saved', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/wp-admin/admin.php?page=colophon-tracking');
  const saved = { country: await page.getByLabel('Country').inputValue(), experiments: await page.getByLabel('Experiments').inputValue() };
  expect(saved.country).toBe('GB');

  await page.getByLabel('Country').fill('UK');
  await page.getByLabel('Conversion function').fill('alert(document.cookie)');
  await page.getByLabel('Experiments').fill('#self-publishing-contact = 9088\n#guide-download 9407');
  await page.getByRole('button', { name: 'Save tracking settings' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nothing was saved: fix these and save again. Your input is kept below.');
  await expect(alert).toContainText('Country: "UK" is not an ISO 3166 two-letter country code (GB, US, DE…).');
  await expect(alert).toContainText("Conversion function: the global name of the A/B tool's function, such as abTool.convert");
  await expect(alert).toContainText('Experiments, line 2 ("#guide-download 9407"): write a CSS selector of the form, an equals sign and the experiment id');
  await expect(page.getByLabel('Country')).toHaveValue('UK'); // kept as typed
  await expect(page.getByLabel('Experiments')).toHaveValue('#self-publishing-contact = 9088\n#guide-download 9407');

  // Nothing was saved: the form shows the old values again, and the pages still carry them.
  await page.goto('/wp-admin/admin.php?page=colophon-tracking');
  await expect(page.getByLabel('Country')).toHaveValue(saved.country);
  await expect(page.getByLabel('Experiments')).toHaveValue(saved.experiments);
  await page.goto('/fixtures/tracking-forms/');
  const front = JSON.parse((await page.locator('#colophon-tracking').getAttribute('data-settings'))!) as { country: string; conversion_function: string };
  expect(front).toMatchObject({ country: 'GB', conversion_function: 'demoAbTest.convert' });
});
