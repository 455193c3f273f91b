/**
 * Colophon's blocks placed and set up as an owner does, on the release zip: each found in the
 * inserter by name, set in its sidebar, published, then working for a visitor at phone and desktop
 * widths. Called by release.spec.ts, which has that install (setup finished, the banner on).
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, seriousViolations } from './fixtures';
import { insertBlock, newPage, publish } from './block-editor';

const WIDTHS = [390, 1366];

/** axe on what Colophon added: the block's sidebar in the editor, the block on the visitor's page. */
async function noSeriousViolations(page: Page, selector: string): Promise<void> {
  expect(await seriousViolations(page, selector), selector).toEqual([]);
}

/** The pricing block: two plans, a refused price named in its field, the switch for a visitor. */
export async function pricingBlock(page: Page, browser: Browser, base: string): Promise<void> {
  const editor = await newPage(page, 'Plans');
  await insertBlock(page, 'pricing', 'Pricing with a period switch');
  await editor.canvas.getByRole('button', { name: 'Add a plan' }).click();
  const sidebar = await editor.sidebar();
  await sidebar.getByRole('button', { name: 'Add a plan' }).click();
  const field = (label: string, plan: number) => sidebar.getByLabel(label, { exact: true }).nth(plan);

  await field('Plan name', 0).fill('Starter');
  // A price that is no number is refused in its own field, and the rest of the block keeps working.
  await field('Price a month, billed yearly', 0).fill('nine');
  await expect(field('Price a month, billed yearly', 0)).toHaveAttribute('aria-invalid', 'true');
  await expect(sidebar.getByText('“nine” is not a price: write a number such as 19 or 19.99. Until then this period shows no price.')).toBeVisible();
  await field('Price a month, billed yearly', 0).fill('9');
  await expect(field('Price a month, billed yearly', 0)).toHaveAttribute('aria-invalid', 'false');
  await field('Price a month, billed monthly', 0).fill('12');
  await field('Plan name', 1).fill('Professional');
  await field('Price a month, billed yearly', 1).fill('19.14');
  await field('Price a month, billed monthly', 1).fill('22.97');
  await field('What the plan includes', 1).fill('Unlimited briefs\nPriority matching');
  await field('Button text', 1).fill('Choose Professional');
  await field('Button link', 1).fill(`${base}/buy/`);
  await sidebar.getByRole('checkbox', { name: 'Highlight this plan' }).nth(1).check();
  // The editor shows the block as visitors get it (its server rendering).
  await expect(editor.canvas.locator('.colophon-pricing__plan.is-featured .colophon-pricing__price')).toContainText('$19.14 a month, billed yearly');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const pricing = visitor.locator('.colophon-pricing');
      await expect(pricing).toHaveClass(/is-interactive/);
      // Both periods' prices are in the page (they read without script); the other one is hidden.
      const price = (plan: number) => pricing.locator('.colophon-pricing__plan').nth(plan).locator('.colophon-pricing__price');
      await expect(price(1)).toHaveText('$19.14 a month, billed yearly', { useInnerText: true });
      await expect(price(0)).toHaveText('$9 a month, billed yearly', { useInnerText: true });
      // A tap switches every plan's price…
      await visitor.getByRole('radio', { name: 'Monthly' }).click();
      await expect(price(1)).toHaveText('$22.97 a month, billed monthly', { useInnerText: true });
      await expect(price(0)).toHaveText('$12 a month, billed monthly', { useInnerText: true });
      // …and so do the arrow keys, the switch being native radios.
      await visitor.keyboard.press('ArrowLeft');
      await expect(visitor.getByRole('radio', { name: 'Yearly' })).toBeChecked();
      await expect(price(1)).toHaveText('$19.14 a month, billed yearly', { useInnerText: true });
      await expect(pricing.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', `${base}/buy/`);
      await expect(pricing.getByRole('listitem')).toHaveText(['Unlimited briefs', 'Priority matching']);
      await noSeriousViolations(visitor, '.colophon-pricing');
    } finally {
      await context.close();
    }
  }
}

/** The announcement bar and copy link blocks on one page: closed stays closed; the link is copied. */
export async function announcementAndCopyLink(page: Page, browser: Browser, base: string): Promise<void> {
  const editor = await newPage(page, 'Offers');
  await insertBlock(page, 'announcement', 'Announcement bar');
  await editor.canvas.getByRole('textbox', { name: 'Announcement' }).fill('Autumn offer: 15% off every bundle.');
  const sidebar = await editor.sidebar();
  await expect(sidebar.getByRole('checkbox', { name: 'Visitors can close it' })).toBeChecked();
  await sidebar.getByLabel('Close button name (for screen readers)').fill('Close the offer');
  await insertBlock(page, 'copy link', 'Copy link');
  await (await editor.sidebar()).getByLabel('Button text').fill('Copy this page’s link');
  // The preview is the button visitors get, ready.
  await expect(editor.canvas.locator('.colophon-copy-url.is-ready button')).toHaveText('Copy this page’s link');
  const url = await publish(page);

  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const bar = visitor.getByRole('complementary', { name: 'Announcement' });
      await expect(bar).toContainText('Autumn offer: 15% off every bundle.');
      await noSeriousViolations(visitor, '.colophon-announcement');
      await noSeriousViolations(visitor, '.colophon-copy-url');
      await bar.getByRole('button', { name: 'Close the offer' }).click();
      await expect(bar).toBeHidden();
      // Closed, it stays hidden on the next load, from the first paint (its rule, not the handler).
      await visitor.reload();
      await expect(visitor.locator('.colophon-announcement')).toBeHidden();
      // Found by place, not by name: its name becomes what it says.
      const copy = visitor.locator('.colophon-copy-url button');
      await expect(copy).toHaveAccessibleName('Copy this page’s link');
      await copy.click();
      await expect(copy).toHaveText('Link copied');
      expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(url);
    } finally {
      await context.close();
    }
  }
}

/**
 * The waitlist block: applications sent from it are kept in WordPress first; with the forwarding
 * address unreachable each is still listed, marked not forwarded, with its next try.
 */
export async function waitlistBlock(page: Page, browser: Browser): Promise<void> {
  await page.goto('/wp-admin/admin.php?page=colophon-waitlist');
  // Nothing listens there: every forward fails.
  await page.getByLabel('Forward applications to').fill('https://127.0.0.1:9/marketplace');
  await page.getByRole('button', { name: 'Save waitlist settings' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const editor = await newPage(page, 'Join us');
  await insertBlock(page, 'waitlist', 'Waitlist form');
  await (await editor.sidebar()).getByLabel('Button text').fill('Apply now');
  await expect(editor.canvas.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  const stamp = Date.now();
  const emails = WIDTHS.map((width) => `author-${width}-${stamp}@example.com`);
  for (const [i, width] of WIDTHS.entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      await noSeriousViolations(visitor, '.colophon-waitlist');
      await visitor.getByLabel('First name').fill('Ann');
      await visitor.getByLabel('Last name').fill(`Author ${width}`);
      await visitor.getByLabel('Email').fill(emails[i]!);
      await visitor.getByRole('button', { name: 'Apply now' }).click();
      await expect(visitor.locator('.colophon-waitlist + .colophon-status')).toHaveText(
        'Thank you: your application is in. We will email you when the marketplace opens for your books.',
      );
    } finally {
      await context.close();
    }
  }
  // Each is listed; its forward failed and is tried again (the list says so once the first try is done).
  for (const email of emails)
    await expect(async () => {
      await page.goto('/wp-admin/edit.php?post_type=colophon_application');
      await expect(page.locator('tr', { hasText: email }).locator('.colophon-forward')).toHaveText(/^Not forwarded: 1 try failed \(.+\)\. Next try: /, {
        timeout: 1000,
      });
    }).toPass();
}

/**
 * The like/dislike block on a page, a type the owner did not tick for the buttons under every post:
 * shown there, and the vote counts (the endpoint takes it) and is remembered after a reload.
 */
export async function likeDislikeBlock(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Was this guide helpful?');
  await insertBlock(page, 'like', 'Like and dislike');
  await expect(editor.canvas.locator('.colophon-like-dislike__button')).toHaveCount(2);
  const url = await publish(page);

  for (const [i, width] of WIDTHS.entries()) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const like = visitor.locator('.colophon-like-dislike button[data-type="like"]');
      await expect(like).toBeEnabled();
      await noSeriousViolations(visitor, '.colophon-like-dislike');
      await expect(like.locator('.colophon-like-dislike__count')).toHaveText(String(i));
      await like.click();
      await expect(visitor.locator('.colophon-like-dislike').getByRole('status')).toHaveText('Thanks for your vote.');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.locator('.colophon-like-dislike__count')).toHaveText(String(i + 1));
      await visitor.reload();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.locator('.colophon-like-dislike__count')).toHaveText(String(i + 1));
    } finally {
      await context.close();
    }
  }
}

/**
 * The video player block: a video uploaded from the block's own placeholder, then for a visitor the
 * player's controls (not the browser's), its position in mm:ss, play and pause by mouse and keys.
 */
export async function videoPlayerBlock(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Our tour');
  await insertBlock(page, 'video player', 'Video player');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), editor.canvas.getByRole('button', { name: 'Upload' }).click()]);
  await chooser.setFiles(path.resolve('demo/media/tour.webm')); // the runner's cwd is the project
  // Uploaded and chosen: the preview is the player as the server prints it.
  await expect(editor.canvas.locator('.colophon-player video')).toHaveAttribute('aria-label', 'tour');
  const sidebar = await editor.sidebar();
  await sidebar.getByLabel('Name for screen readers').fill('A two-minute tour');
  await sidebar.getByLabel('Caption under the video').fill('From your brief to the finished book.');
  await expect(editor.canvas.locator('.colophon-player video')).toHaveAttribute('aria-label', 'A two-minute tour');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      const player = visitor.locator('.colophon-player');
      await expect(player).toContainText('From your brief to the finished book.');
      await player.scrollIntoViewIfNeeded();
      const play = player.getByRole('button', { name: 'Play' }).first();
      await expect(play).toBeVisible();
      expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
      await expect(player.getByRole('slider', { name: 'Position in the video' })).toHaveAttribute('aria-valuetext', '00:00 of 00:12');
      await noSeriousViolations(visitor, '.colophon-player');
      await play.click();
      await expect(player).toHaveAttribute('data-status', 'playing');
      await visitor.keyboard.press('k');
      await expect(player).toHaveAttribute('data-status', 'paused');
      await visitor.keyboard.press('ArrowRight');
      await expect(player.getByRole('slider')).toHaveAttribute('aria-valuetext', /^00:0[5-9] of 00:12$/);
    } finally {
      await context.close();
    }
  }
}
