#!/usr/bin/env node
/**
 * Screenshots of a running demo site, at a phone and a desktop width:
 *   node tools/screenshot.mjs http://127.0.0.1:9400/how-to-price-your-first-ebook/ docs/like-dislike
 * writes docs/like-dislike-phone.png and docs/like-dislike-desktop.png. With --click SELECTOR it
 * clicks first, and with --wait SELECTOR waits for that selector, to show a state after interaction;
 * --focus SELECTOR scrolls that element to the middle of the viewport and waits 2 s for what starts
 * there (a carousel loads and starts near the viewport); --decided sets a consent cookie that
 * refused everything, so the page shows without the banner; --login logs in as the demo's admin
 * first, for the admin screens.
 */
import { chromium } from 'playwright-core';

const [url, prefix = 'screenshot'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const clickIndex = process.argv.indexOf('--click');
const click = clickIndex > 0 ? process.argv[clickIndex + 1] : undefined;
const waitIndex = process.argv.indexOf('--wait');
const waitFor = waitIndex > 0 ? process.argv[waitIndex + 1] : undefined;
const focusIndex = process.argv.indexOf('--focus');
const focus = focusIndex > 0 ? process.argv[focusIndex + 1] : undefined;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  if (process.argv.includes('--decided')) {
    await page.context().addCookies([
      {
        name: 'cookieyes-consent',
        value:
          'consentid:OHNOck5kY2gzQjJ6UFlmN2dPUGFkZjVNM2hWRm9lZU4,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no',
        url,
      },
    ]);
  }
  if (process.argv.includes('--login')) {
    await page.goto(new URL('/wp-login.php', url).href);
    await page.getByLabel('Username or Email Address').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/wp-admin/, { timeout: 30000 });
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  if (click) {
    await page.locator(click).first().click();
    if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 15000 });
    await page.waitForTimeout(300);
  }
  if (focus) {
    await page.locator(focus).first().scrollIntoViewIfNeeded();
    await page
      .locator(focus)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(2000); // handlers that start near the viewport (carousels) start and load
  }
  await page.screenshot({ path: `${prefix}-${name}.png` });
  await page.close();
}
await browser.close();
