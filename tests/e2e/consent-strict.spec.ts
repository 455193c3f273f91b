/**
 * Strict mode: the browser enforces prior consent. With it on, a page carries a policy built from
 * the visitor's own choice; what no script patch reaches (a CSS background, a web font, a frame's
 * location) is refused by the browser before consent; the owner reads the refused hosts in the
 * settings; a choice that allows a new host reloads the page once, a narrowing one does not.
 * The provider here is this very site under its other name (localhost), so it is another origin.
 */
import type { Page, Request } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { logIn } from './login';

const MATRIX = '/fixtures/privacy-matrix/';
const SETTINGS = '/wp-admin/admin.php?page=colophon-consent';
const policyOf = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

type Providers = Array<Record<string, unknown>>;

/**
 * Turns strict mode on with one more provider (`origin`'s beacon, category functional), after the
 * demo's own or (`only`) instead of them, and returns a way back.
 */
async function strictWith(page: Page, origin: string, only = false): Promise<() => Promise<void>> {
  await logIn(page);
  await page.goto(SETTINGS);
  await page.getByText('Import or export the categories and providers as JSON').click();
  const providers = page.getByLabel('Blocked providers (JSON)');
  const saved = await providers.inputValue();
  const list = only ? [] : (JSON.parse(saved) as Providers);
  list.push({ url: `${origin}/demo-tracker/`, categories: ['functional'], fullPath: false });
  await providers.fill(JSON.stringify(list));
  await page.getByLabel('Strict mode', { exact: false }).check();
  await page.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  return async () => {
    await page.goto(SETTINGS);
    await page.getByText('Import or export the categories and providers as JSON').click();
    await page.getByLabel('Blocked providers (JSON)').fill(saved);
    await page.getByLabel('Strict mode', { exact: false }).uncheck();
    await page.getByRole('button', { name: 'Save consent settings' }).click();
    await expect(page.getByRole('status')).toContainText('Consent settings saved.');
  };
}

/** What page code can reach that the blocker does not patch: a CSS background, a web font, a frame sent elsewhere. */
async function unpatchedDoors(page: Page, origin: string, tag: string) {
  await page.evaluate(
    async ({ origin, tag }) => {
      document.body.style.backgroundImage = `url(${origin}/demo-tracker/beacon?from=strict-css-${tag})`;
      void new FontFace('Strict', `url(${origin}/demo-tracker/beacon?from=strict-font-${tag})`).load().catch(() => 'refused');
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      frame.contentWindow!.location.href = `${origin}/demo-tracker/beacon?from=strict-frame-${tag}`;
      await new Promise((done) => setTimeout(done, 1500));
    },
    { origin, tag },
  );
}

/** Requests the server answered, among those marked `tag`. */
const answered = async (requests: Request[], tag: string) =>
  (
    await Promise.all(requests.filter((r) => r.url().includes(`strict-`) && r.url().endsWith(tag)).map(async (r) => ((await r.response()) ? r.url() : null)))
  ).filter(Boolean);

test('strict mode: the browser refuses what no patch reaches before consent, reports it to the owner, and a wider choice reloads once', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(150_000); // with 31 reports from one address
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const host = new URL(origin).host;
  const admin = await browser.newPage({ baseURL: baseURL! });
  const restore = await strictWith(admin, origin);
  try {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const response = await page.goto(MATRIX);
    // The demo lists providers by path too, which only the blocker catches: the boot with both.
    await expect(page.locator('#colophon-consent-boot')).toHaveAttribute('src', /\/consent-strict-blocker\.[0-9a-f]+\.js$/);
    // …and the page's Server-Timing names it.
    expect(response!.headers()['server-timing']).toContain('colophon-boot;desc="consent-strict-blocker"');
    const before = await policyOf(page);
    expect(before).toMatch(/^default-src 'self' data: blob:; /);
    expect(before).not.toContain('localhost');

    const report = page.waitForRequest((r) => r.url().includes('colophon/v1/csp-violations') && r.method() === 'POST');
    await unpatchedDoors(page, origin, 'before');
    expect(await answered(requests, 'before')).toEqual([]);
    const sent = JSON.parse((await report).postData()!) as { page: string; hosts: string[] };
    expect(sent).toEqual({ page: MATRIX, hosts: [host] });

    // A wider choice reloads once, and the policy then names the provider's host.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Accept all' }).first().click();
    await reloaded;
    expect(await policyOf(page)).toContain(` ${host} *.${host} `);
    await unpatchedDoors(page, origin, 'after');
    expect((await answered(requests, 'after')).length).toBeGreaterThan(0);

    // A narrower one does not reload (the page keeps what it has until the next page).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await preferences.getByRole('switch', { name: 'Functional' }).uncheck();
    await preferences.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(preferences).toBeHidden();
    await settled(page); // a reload would have come by now
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.reload();
    expect(await policyOf(page)).not.toContain('localhost');
    await context.close();

    // Anyone can post to the report, so it keeps host names and a path only.
    const post = (data: unknown) =>
      admin.request.post('/wp-json/colophon/v1/csp-violations', { data: JSON.stringify(data), headers: { 'Content-Type': 'text/plain' } });
    expect((await post({ page: '/x/', hosts: ['<b>not a host</b>'] })).status()).toBe(400);
    expect((await post({ page: 'https://elsewhere.example/form/?email=ann@example.com', hosts: ['fonts.example.net'] })).status()).toBe(204);
    // …and as often as browsers would: 30 reports an hour from one address, then 429.
    const client = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { 'X-Colophon-Demo-Client': `reports-${Date.now()}` } });
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch++)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: batch < 3 ? 10 : 1 }, () =>
            client
              .post('/wp-json/colophon/v1/csp-violations', {
                data: JSON.stringify({ page: '/loop/', hosts: ['loop.example'] }),
                headers: { 'Content-Type': 'text/plain' },
              })
              .then((r) => r.status()),
          ),
        )),
      );
    await client.dispose();
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);

    // The owner's list: each host, by page.
    await admin.goto(SETTINGS);
    const table = admin.locator('#colophon-csp-violations ~ table');
    await expect(table.locator('tr', { hasText: host })).toContainText(MATRIX);
    await expect(table.locator('tr', { hasText: 'fonts.example.net' })).toContainText('/form/');
    await expect(table).not.toContainText('ann@example.com');
    await expect(table).not.toContainText('not a host');
    await admin.getByRole('button', { name: 'Clear the list' }).click();
    await expect(admin.locator('#colophon-csp-violations ~ table')).toHaveCount(0);
  } finally {
    await restore();
    await admin.close();
  }
});

/** What page code tries: each way it can start a request or a navigation, each tagged, all to `origin`. */
async function patchedDoors(page: Page, origin: string, tag: string) {
  await page.evaluate(
    async ({ origin, tag }) => {
      const url = (door: string) => `${origin}/demo-tracker/beacon?from=strict-${door}-${tag}`;
      void fetch(url('fetch')).catch(() => 'refused');
      new Image().src = url('image');
      const script = document.createElement('script');
      script.src = url('script');
      document.head.append(script);
      navigator.sendBeacon(url('beacon'), 'x');
      void import(/* webpackIgnore: true */ url('import')).catch(() => 'refused');
      const events = new EventSource(url('event-source'));
      setTimeout(() => events.close(), 1000);
      // Navigations: a form sent into a hidden frame, and a refresh inside a frame's own document.
      const sink = document.createElement('iframe');
      sink.name = `strict-sink-${tag}`;
      sink.hidden = true;
      const form = document.createElement('form');
      form.method = 'post';
      form.action = url('form');
      form.target = sink.name;
      const refresh = document.createElement('iframe');
      refresh.hidden = true;
      refresh.srcdoc = `<meta http-equiv="refresh" content="0;url=${url('meta-refresh')}">`;
      document.body.append(sink, form, refresh);
      form.submit();
      await new Promise((done) => setTimeout(done, 1500));
    },
    { origin, tag },
  );
}

test('strict mode with every provider on a host of its own: the small boot, no patches, the browser refuses', async ({ browser, baseURL }) => {
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const admin = await browser.newPage({ baseURL: baseURL! });
  const restore = await strictWith(admin, origin, true);
  try {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const response = await page.goto('/');
    // The server printed the boot without the blocker: no platform prototype is wrapped.
    await expect(page.locator('#colophon-consent-boot')).toHaveAttribute('src', /\/consent-strict\.[0-9a-f]+\.js$/);
    expect(response!.headers()['server-timing']).toContain('colophon-boot;desc="consent-strict"');
    const native = await page.evaluate(() =>
      [Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')!.set!, Element.prototype.setAttribute, window.fetch, Node.prototype.appendChild].map(
        (f) => /\[native code\]/.test(String(f)),
      ),
    );
    expect(native).toEqual([true, true, true, true]);
    expect(await policyOf(page)).not.toContain('localhost');

    await patchedDoors(page, origin, 'before');
    await unpatchedDoors(page, origin, 'before');
    expect(requests.filter((r) => r.url().includes('strict-')).length).toBeGreaterThan(0); // page code did try
    expect(await answered(requests, 'before')).toEqual([]);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Accept all' }).first().click();
    await reloaded;
    // Now allowed by this policy; the demo's own page policy still refuses scripts and forms to
    // there, and the stand-in sends no CORS header (fetch, event source), so an image, a beacon and
    // a frame's refresh are what come back.
    await patchedDoors(page, origin, 'after');
    expect(await answered(requests, 'after')).toEqual(
      expect.arrayContaining(['image', 'beacon', 'meta-refresh'].map((door) => `${origin}/demo-tracker/beacon?from=strict-${door}-after`)),
    );
    await context.close();
  } finally {
    await restore();
    await admin.close();
  }
});

test('the violation endpoint takes only host names and a path, and nothing when strict mode is off', async ({ request }) => {
  const post = (data: unknown) =>
    request.post('/wp-json/colophon/v1/csp-violations', { data: JSON.stringify(data), headers: { 'Content-Type': 'text/plain' } });
  expect((await post({ page: '/x/', hosts: ['cdn.example'] })).status()).toBe(404); // strict mode is off on the demo
});
