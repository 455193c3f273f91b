/**
 * A default install protects visitors from the services it knows, with nothing set up: on the
 * release zip, right after "Finish setup", the owner's site scan lists every host a post embedding
 * fourteen common services and one unknown one loads (tests/fixtures/known-services.php), and the
 * owner holds the unknown one back from there. Then a visitor's browser sends none of them a
 * request before a choice — over the whole browser context's network log, frames and workers
 * included. Each loads once its category is allowed; "Reject all" keeps every one blocked, after a
 * reload too. Video thumbnails come from the site itself. Then the same once the owner confirms
 * the scan and strict mode goes on. Called by release.spec.ts, which has that install.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Each service's host, and the category the catalogue gives it. */
const SERVICES: Record<string, string> = {
  'www.googletagmanager.com': 'analytics',
  'connect.facebook.net': 'advertisement',
  'static.hotjar.com': 'analytics',
  'fonts.googleapis.com': 'functional',
  'www.youtube.com': 'advertisement',
  'player.vimeo.com': 'analytics',
  'www.google.com': 'functional',
  'px.ads.linkedin.com': 'advertisement',
  'i.ytimg.com': 'advertisement',
  'use.typekit.net': 'functional',
  'assets.calendly.com': 'functional',
  'widget.trustpilot.com': 'functional',
  'platform.twitter.com': 'advertisement',
  'widget.intercom.io': 'functional',
  // No catalogue knows it: the owner holds it back from the scan's results.
  'widgets.unknown-vendor.example': 'functional',
};
const NAMES: Record<string, string> = { analytics: 'Analytics', advertisement: 'Advertisement', functional: 'Functional' };
/** Hosts only ever reached through another (the font files of a stylesheet), never before consent either. */
const ALSO_NEVER_BEFORE = ['fonts.gstatic.com', 'img.youtube.com'];

/**
 * A visitor's browser context: every third-party request that reaches the network (from the page,
 * its frames or workers) is logged by host and answered here. A request the browser refused itself
 * (strict mode's policy) never gets this far: it is no request to that host.
 */
async function visitor(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; hosts: () => string[]; clear: () => void }> {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'allow' });
  const own = new URL(url).host;
  let seen: string[] = [];
  await context.route(
    (address) => address.host !== own,
    (route) => {
      const request = route.request();
      if (/^https?:/.test(request.url())) seen.push(new URL(request.url()).host);
      const type = request.resourceType();
      const [contentType, body] =
        type === 'script'
          ? ['text/javascript', '/* stand-in */']
          : type === 'stylesheet'
            ? ['text/css', '/* stand-in */']
            : type === 'image'
              ? ['image/gif', '']
              : ['text/html', '<!doctype html><title>stand-in</title>'];
      return route.fulfill({ status: 200, contentType, body });
    },
  );
  const page = await context.newPage();
  return { context, page, hosts: () => [...new Set(seen)].sort(), clear: () => void (seen = []) };
}

/** Every network request the page's loading started has been made: loaded, and the page's own scripts idle. */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(done)))));
}

/**
 * The owner's scan, right after the setup: a stopped scan keeps what it found; a whole one lists
 * every host the post loads, the known ones by name and category, the unknown one as unknown and
 * the page that fails with its error. The owner holds the unknown one back from there.
 */
export async function scanFindsThem(admin: Page, url: string): Promise<void> {
  const post = (await (await admin.request.get(`${url}/?colophon-services-post=1`)).json()).url as string;
  // The overview keeps the consent setup's steps where the owner left them.
  await admin.goto('/wp-admin/admin.php?page=colophon');
  const steps = admin.locator('.colophon-welcome-steps');
  await expect(steps.getByRole('listitem').nth(0)).toHaveText(/^Scan your site: Not yet/);
  await expect(steps.getByRole('listitem').nth(2)).toHaveText('Rules by region: One law for every visitor: GDPR.');
  await steps.getByRole('link', { name: 'Scan your site' }).click();
  await expect(admin.getByText('No scan yet.')).toBeVisible();
  await admin.getByLabel('Pages to read, at most').fill('0');
  await expect(admin.getByRole('button', { name: 'Scan the site' })).toBeDisabled();
  await expect(admin.getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
  await admin.getByLabel('Pages to read, at most').fill('40');

  // Stopped while the post is being read: what was read before is kept.
  let reached!: () => void;
  const held = new Promise<void>((done) => (reached = done));
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await admin.route(post, async (route) => {
    reached();
    await released;
    await route.continue().catch(() => {}); // the scan has given up on it by then
  });
  await admin.getByRole('button', { name: 'Scan the site' }).click();
  await expect(admin.getByRole('status').filter({ has: admin.locator('progress') })).toContainText(/\d+ of \d+ pages read/);
  await held;
  await admin.getByRole('button', { name: 'Stop' }).click();
  release();
  await expect(admin.getByText(/^Scan stopped after \d+ pages; what it found is kept below\.$/)).toBeVisible();
  await expect(admin.getByText(/\(stopped before the end\)/)).toBeVisible();
  await admin.unroute(post);

  // The whole site.
  await admin.getByRole('button', { name: 'Scan again' }).click();
  await expect(admin.getByText(/^Scan finished: \d+ pages read\.$/)).toBeVisible({ timeout: 120_000 });
  const row = (host: string) => admin.locator('.colophon-scan__row').filter({ has: admin.getByText(host, { exact: true }) });
  for (const [host, category] of Object.entries(SERVICES)) {
    if (host === 'widgets.unknown-vendor.example') continue;
    await expect(row(host), host).toHaveCount(1);
    await expect(row(host).locator('td').nth(2), host).not.toHaveText('Not a known service');
    await expect(row(host).locator('.colophon-scan__status'), host).toHaveText(`Waits for ${NAMES[category]}`);
  }
  await expect(row('www.youtube.com').locator('td').nth(2)).toHaveText('YouTube');
  const unknown = row('widgets.unknown-vendor.example');
  await expect(unknown.locator('.colophon-scan__status')).toHaveText('Unknown: loads for every visitor');
  await expect(unknown).toContainText(new URL(post).pathname + new URL(post).search);
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: /broken-page|p=\d+/ })
      .filter({ hasText: 'HTTP 500' }),
  ).toHaveCount(1);

  // Held back from the results, as a category of its own choosing.
  await unknown.getByLabel('Category for widgets.unknown-vendor.example').selectOption({ label: 'Functional' });
  await unknown.getByRole('button', { name: 'Hold back widgets.unknown-vendor.example' }).click();
  await expect(admin.getByText('widgets.unknown-vendor.example now waits for Functional.')).toBeVisible();
  await expect(unknown.locator('.colophon-scan__status')).toHaveText('Waits for Functional (your list)');
}

/** The owner confirms the scan: the hosts needing no consent are allowed and strict mode goes on. */
export async function strictFromTheScan(admin: Page): Promise<void> {
  await admin.goto('/wp-admin/admin.php?page=colophon-scan');
  await admin.getByRole('button', { name: 'Confirm the scan and turn on strict mode' }).click();
  await expect(admin.getByText(/^Strict mode is on: the hosts that need no consent are always allowed/)).toBeVisible();
  await admin.goto('/wp-admin/admin.php?page=colophon-consent');
  await expect(admin.getByRole('checkbox', { name: /^Strict mode/ })).toBeChecked();
  await admin.goto('/wp-admin/admin.php?page=colophon');
  await expect(admin.locator('.colophon-welcome-steps').getByRole('listitem').nth(0)).toHaveText('Scan your site: Done: strict mode is on.');
}

/** A second scan after the post gained a service says which host is new. */
export async function rescanShowsWhatChanged(admin: Page, url: string): Promise<void> {
  expect((await admin.request.get(`${url}/?colophon-services-more=1`)).ok()).toBe(true);
  await admin.goto('/wp-admin/admin.php?page=colophon-scan');
  await admin.getByRole('button', { name: 'Scan again' }).click();
  await expect(admin.getByText(/^Scan finished: \d+ pages read\.$/)).toBeVisible({ timeout: 120_000 });
  await expect(admin.getByText('Since the scan before: cdn.another-vendor.example new, none gone.')).toBeVisible();
}

export async function knownServicesHeldBack(browser: Browser, url: string, admin: Page): Promise<void> {
  const post = (await (await admin.request.get(`${url}/?colophon-services-post=1`)).json()).url as string;
  const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' });
  const all = Object.keys(SERVICES).sort();

  // Before any choice: not one request to any of them.
  const first = await visitor(browser, url);
  try {
    await first.page.goto(post);
    await expect(banner(first.page)).toBeVisible();
    await loaded(first.page);
    expect(first.hosts()).toEqual([]);
    // The video's placeholder shows, its thumbnail from this site.
    const placeholder = first.page.locator('.colophon-video-placeholder').first();
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((box) => getComputedStyle(box).backgroundImage)).toContain(`${url}/`);

    // Analytics allowed in the preferences: the analytics services load, and nothing else.
    await banner(first.page).getByRole('button', { name: 'Customise' }).click();
    const preferences = first.page.getByRole('dialog', { name: 'Cookie preferences' });
    await preferences.getByRole('switch', { name: 'Analytics' }).check();
    await preferences.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(preferences).toBeHidden();
    const analytics = all.filter((host) => SERVICES[host] === 'analytics');
    await expect.poll(() => first.hosts()).toEqual(analytics);
    // Then the rest (as a placeholder's "Accept and play" does): each of them loads.
    await first.page.evaluate(() => window.colophonConsent!.allow(['functional', 'advertisement']));
    await expect.poll(() => first.hosts().filter((host) => all.includes(host)), { timeout: 30_000 }).toEqual(all);
  } finally {
    await first.context.close();
  }

  // "Reject all": every one stays blocked on this page, and after a reload.
  const second = await visitor(browser, url);
  try {
    await second.page.goto(post);
    await banner(second.page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(second.page)).toBeHidden();
    await loaded(second.page);
    expect(second.hosts()).toEqual([]);
    await second.page.reload();
    await loaded(second.page);
    await expect(second.page.locator('.colophon-video-placeholder').first()).toBeVisible();
    expect(second.hosts().filter((host) => all.includes(host) || ALSO_NEVER_BEFORE.includes(host))).toEqual([]);
    expect(second.hosts()).toEqual([]);
  } finally {
    await second.context.close();
  }
}

declare global {
  interface Window {
    colophonConsent?: { allow(slugs: string[]): void };
  }
}
