/**
 * Colophon's blocks placed and set up as an owner does, on the release zip: each found in the
 * inserter by name, set in its sidebar, published, then working for a visitor at phone and desktop
 * widths. Called by release.spec.ts, which has that install (setup finished, the banner on).
 */
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, seriousViolations } from './fixtures';
import { insertBlock, newPage, panel, publish } from './block-editor';

const WIDTHS = [390, 1366];

/**
 * `visit` as a new visitor at each width (a context of its own: no cookie, no storage), the
 * consent banner answered with Reject all. `options` for the context (permissions, touch).
 */
async function asVisitor(
  browser: Browser,
  url: string,
  visit: (visitor: Page, width: number, index: number) => Promise<void>,
  options: { permissions?: string[]; touch?: boolean } = {},
): Promise<void> {
  for (const [index, width] of WIDTHS.entries()) {
    const phone = width < 768;
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      hasTouch: Boolean(options.touch && phone),
      isMobile: Boolean(options.touch && phone),
    });
    try {
      if (options.permissions) await context.grantPermissions(options.permissions, { origin: new URL(url).origin });
      const visitor = await context.newPage();
      await visitor.goto(url);
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Reject all' }).click();
      // The runtime has attached what the page has at once (a Load more button works from here).
      await expect.poll(() => visitor.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
      await visit(visitor, width, index);
    } finally {
      await context.close();
    }
  }
}

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
  const field = (label: string, plan: number) => sidebar.getByLabel(label, { exact: true }).nth(plan);
  // Each plan drawn before the next is added (a second click on a busy machine otherwise added to the list as it was).
  await expect(sidebar.getByLabel('Plan name', { exact: true })).toHaveCount(1);
  await sidebar.getByRole('button', { name: 'Add a plan' }).click();
  await expect(sidebar.getByLabel('Plan name', { exact: true })).toHaveCount(2);

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

  await asVisitor(browser, url, async (visitor) => {
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
  });
}

/** The announcement bar and copy link blocks on one page: closed stays closed; the link is copied. */
export async function announcementAndCopyLink(page: Page, browser: Browser): Promise<void> {
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

  await asVisitor(
    browser,
    url,
    async (visitor) => {
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
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
}

/**
 * The waitlist block with the owner's own fields and thank-you message: on Colophon → Waitlist a
 * field is removed, one added (refused until it has a label, then a required choice from a list)
 * and saved; a visitor cannot send without it, then sends and reads the owner's thanks; each
 * application is kept in WordPress first and, with the forwarding address unreachable, listed
 * with its answers, marked not forwarded, with its next try.
 */
export async function waitlistBlock(page: Page, browser: Browser): Promise<void> {
  await page.goto('/wp-admin/admin.php?page=colophon-waitlist');
  // Nothing listens there: every forward fails.
  await page.getByLabel('Forward applications to').fill('https://127.0.0.1:9/marketplace');
  await page.getByLabel('Thank-you message').fill('Thanks! We read every application within a week.');
  await page.getByRole('button', { name: 'Field 7: Monthly budget for freelancers' }).click();
  await page.getByRole('button', { name: 'Remove field 7' }).click();
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('button', { name: 'Save waitlist settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was saved: fix these and save again. Field 8, Label: write what the field asks');
  await page.getByLabel('Label').fill('Your genre');
  await page.getByLabel('Kind').selectOption({ label: 'A choice from a list' });
  await page.getByLabel('Choices').fill('Crime\nRomance');
  await page.getByLabel('Required').check();
  await page.getByRole('button', { name: 'Save waitlist settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. Each application is kept in WordPress, then forwarded to this address.');
  // The id and the name it is sent under were made from the label.
  await expect(page.getByLabel('Field id')).toHaveValue('waitlist_your_genre');
  await expect(page.getByLabel('Sent as')).toHaveValue('yourGenre');
  await noSeriousViolations(page, '.colophon-screen');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Field 8: Your genre' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Field \d+: Monthly budget/ })).toHaveCount(0);

  const editor = await newPage(page, 'Join us');
  await insertBlock(page, 'waitlist', 'Waitlist form');
  await (await editor.sidebar()).getByLabel('Button text').fill('Apply now');
  await expect(editor.canvas.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await expect(editor.canvas.getByLabel('Your genre (required)')).toBeVisible();
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  const stamp = Date.now();
  const emails = WIDTHS.map((width) => `author-${width}-${stamp}@example.com`);
  await asVisitor(browser, url, async (visitor, width, i) => {
    await noSeriousViolations(visitor, '.colophon-waitlist');
    await expect(visitor.getByLabel('Monthly budget for freelancers')).toHaveCount(0);
    await visitor.getByLabel('First name').fill('Ann');
    await visitor.getByLabel('Last name').fill(`Author ${width}`);
    await visitor.getByLabel('Email').fill(emails[i]!);
    // The required choice is left empty: the browser keeps the form, nothing is sent.
    const sends: string[] = [];
    visitor.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('colophon/v1/waitlist')) sends.push(request.url());
    });
    await visitor.getByRole('button', { name: 'Apply now' }).click();
    await expect(visitor.getByLabel('Your genre (required)')).toBeFocused();
    expect(await visitor.getByLabel('Your genre (required)').evaluate((field: HTMLSelectElement) => field.validity.valueMissing)).toBe(true);
    await visitor.getByLabel('Your genre (required)').selectOption('Crime');
    await visitor.getByRole('button', { name: 'Apply now' }).click();
    // The owner's thank-you message, not the built-in one.
    await expect(visitor.locator('.colophon-waitlist + .colophon-status')).toHaveText('Thanks! We read every application within a week.');
    expect(sends).toHaveLength(1);
  });
  // Each is listed with its answers; its forward failed and is tried again (the list says so once the first try is done).
  for (const email of emails)
    await expect(async () => {
      await page.goto('/wp-admin/edit.php?post_type=colophon_application');
      const row = page.locator('tr', { hasText: email });
      await expect(row.locator('.colophon-forward')).toHaveText(/^Not forwarded: 1 try failed \(.+\)\. Next try: /, { timeout: 1000 });
      await expect(row).toContainText('Your genre: Crime');
    }).toPass({ timeout: 60_000 });
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

  await asVisitor(browser, url, async (visitor, _width, i) => {
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
  });
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

  await asVisitor(browser, url, async (visitor) => {
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
  });
}

/**
 * A swipe from right to left across `frame`, at the height of `on` (what a finger lands on): by
 * touch on a touch screen, else a mouse drag.
 */
async function swipeLeft(page: Page, frame: Locator, on: Locator): Promise<void> {
  // From where the slide is now: the page laid out and still (its last image or font in), and the
  // starting point on the slider itself.
  let box = (await frame.boundingBox())!;
  let slide = (await on.boundingBox())!;
  await expect
    .poll(async () => {
      const [was, wasSlide] = [box, slide];
      [box, slide] = [(await frame.boundingBox())!, (await on.boundingBox())!];
      const still = JSON.stringify([was, wasSlide]) === JSON.stringify([box, slide]);
      const point = [box.x + box.width * 0.9, slide.y + slide.height / 2] as const;
      return still && (await frame.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), point));
    })
    .toBe(true);
  const y = slide.y + slide.height / 2;
  // Across 80 % of the frame: a swipe slower than 300 ms is a long swipe to Swiper, which moves on
  // only past half a slide and its gap, and its first move only tells the direction. 60 % came to
  // 0.497 of a phone's slide on a busy machine, and the slide went back.
  const [from, to] = [box.x + box.width * 0.9, box.x + box.width * 0.1];
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 8; step++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 8 });
  await page.mouse.up();
}

/**
 * The slider block with three slides written in the editor (each a group), two to a view on
 * desktops, named as a region: for a visitor it slides by swipe, arrows and keys, one slide to a
 * view on a phone and two on a desktop.
 */
export async function sliderBlock(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Stories');
  await insertBlock(page, 'slider', 'Slider');
  const headings = editor.canvas.getByRole('document', { name: 'Block: Heading' });
  await expect(headings).toHaveCount(3);
  for (const [i, story] of ['Ann’s first book', 'Ben’s audiobook', 'Cleo’s translation'].entries()) {
    await headings.nth(i).click();
    await page.keyboard.type(story);
  }
  // The slider itself selected (its hint is its own), for its sidebar.
  await editor.canvas.getByText('Each block here is one slide.').click();
  await expect(page.getByRole('list', { name: 'Block breadcrumb' }).getByRole('listitem').last()).toHaveText('Slider');
  const sidebar = await editor.sidebar();
  await sidebar.getByLabel('Name for screen readers').fill('Customer stories');
  await sidebar.getByRole('spinbutton', { name: 'On desktops (from 1024 px)' }).fill('2');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(
    browser,
    url,
    async (visitor, width) => {
      const slider = visitor.getByRole('region', { name: 'Customer stories' });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveClass(/colophon-slider--ready/);
      await noSeriousViolations(visitor, '.colophon-slider');
      const active = () => slider.locator('.swiper-slide-active h3').textContent();
      const inView = () =>
        slider.evaluate((root) => {
          const frame = root.querySelector('.colophon-slider__frame')!.getBoundingClientRect();
          return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
            const box = slide.getBoundingClientRect();
            return box.left >= frame.left - 1 && box.right <= frame.right + 1;
          }).length;
        });
      await expect.poll(inView).toBe(width < 768 ? 1 : 2);
      expect(await active()).toBe('Ann’s first book');
      // A swipe (by touch on the phone, a drag on the desktop), from rest.
      await swipeLeft(visitor, slider.locator('.colophon-slider__frame'), slider.locator('.swiper-slide-active'));
      await expect.poll(active, { message: `swiped at ${width} px` }).toBe('Ben’s audiobook');
      await slider.getByRole('button', { name: 'Previous', exact: true }).click();
      await expect.poll(active).toBe('Ann’s first book');
      // The keys work while focus is in the slider.
      await slider.getByRole('button', { name: 'Next', exact: true }).focus();
      await visitor.keyboard.press('ArrowRight');
      await expect.poll(active).toBe('Ben’s audiobook');
      // On a desktop that is the end: Next is disabled, and the focus it had moves to Previous (not to the page).
      if (width >= 1024) await expect(slider.getByRole('button', { name: 'Previous', exact: true })).toBeFocused();
    },
    { touch: true },
  );
}

/**
 * A data store made on its screen (a refused name and limit named first), then the store button
 * and count blocks, the store chosen from a list: for a visitor the button adds the page and the
 * count follows, and both are remembered after a reload.
 */
export async function storeBlocks(page: Page, browser: Browser): Promise<void> {
  await page.goto('/wp-admin/admin.php?page=colophon-stores');
  await expect(page.getByText('No store yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a store' }).click();
  await page.getByLabel('Limit').fill('2.5');
  await page.getByRole('button', { name: 'Save data stores' }).click();
  await expect(page.getByRole('alert')).toContainText('Store 1, Name: write a name, such as Favourites.');
  await expect(page.getByRole('alert')).toContainText('Store 1, Limit: a whole number from 0 (no limit) to 1000.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name', { exact: true }).fill('Favourites');
  await page.getByLabel('Limit').fill('20');
  await page.getByRole('button', { name: 'Save data stores' }).click();
  await expect(page.getByRole('status')).toContainText('Data stores saved.');
  // The name became the store's id, shown with the shortcodes for classic content.
  await expect(page.getByText('[colophon_store_button store="favourites"]')).toBeVisible();
  await noSeriousViolations(page, '#colophon-screen');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Favourites');
  await expect(page.getByLabel('Limit')).toHaveValue('20');

  const editor = await newPage(page, 'Reading list');
  await insertBlock(page, 'favourites', 'Store button');
  await editor.canvas.getByLabel('Data store').selectOption('Favourites');
  await expect(editor.canvas.locator('.jet-add-to-store')).toContainText('Add to Favourites');
  await insertBlock(page, 'store count', 'Store count');
  await editor.canvas.getByLabel('Data store').selectOption('Favourites');
  await expect(editor.canvas.locator('.jet-engine-data-store-count')).toHaveText('0');
  // Chosen, the store is in the sidebar, with what the block shows.
  await expect((await editor.sidebar()).getByLabel('Show')).toHaveValue('count');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(browser, url, async (visitor) => {
    const add = visitor.locator('.jet-add-to-store');
    const count = visitor.locator('.jet-engine-data-store-count');
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await noSeriousViolations(visitor, '.colophon-store');
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await expect(add).toContainText('In Favourites');
    await expect(count).toHaveText('1');
    await visitor.reload();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('1');
  });
}

/**
 * Posts for a listing to list (test data, made through the REST API as any editor's tool would),
 * one a day from `from` (a day of the past, so each is published and their order never depends on
 * the clock or on two posts made in the same second).
 */
async function makePosts(page: Page, titles: string[], from: string, categories?: number[]): Promise<void> {
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  for (const [i, title] of titles.entries()) {
    const date = new Date(Date.parse(`${from}T10:00:00Z`) + i * 86_400_000).toISOString().slice(0, 19);
    const made = await page.request.post('/?rest_route=/wp/v2/posts', {
      headers: { 'X-WP-Nonce': nonce },
      data: { title, status: 'publish', content: `<p>${title}.</p>`, date, ...(categories ? { categories } : {}) },
    });
    expect(made.status(), title).toBe(201);
  }
}

/**
 * The listing grid block: two cards a page, a Load more button, a store button on each card (the
 * store made by storeBlocks); its id made by the block. For a visitor, Load more brings the next
 * cards, and a card's store button adds its post.
 */
export async function listingGridBlock(page: Page, browser: Browser): Promise<void> {
  await makePosts(page, ['Plotting a series', 'Cover briefs that work', 'Pricing an audiobook', 'Editing in rounds', 'A launch checklist'], '2020-01-01');
  const editor = await newPage(page, 'Latest guides');
  await insertBlock(page, 'listing', 'Listing grid');
  const sidebar = await editor.sidebar();
  await sidebar.getByRole('spinbutton', { name: 'Cards per page' }).fill('2');
  await sidebar.getByRole('spinbutton', { name: 'Columns' }).fill('2');
  await sidebar.getByLabel('Show more').selectOption('With a Load more button');
  await sidebar.getByLabel('Button text').fill('More guides');
  await (await panel(sidebar, 'Store buttons on each card')).getByRole('checkbox', { name: 'Favourites' }).check();
  // The preview is the first page of cards as the server prints it, with the button.
  await expect(editor.canvas.locator('.jet-listing-grid__item')).toHaveCount(2);
  await expect(editor.canvas.getByRole('button', { name: 'More guides' })).toBeVisible();
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(browser, url, async (visitor) => {
    const cards = visitor.locator('.jet-listing-grid__item');
    const titles = () => cards.locator('.colophon-card__title').allTextContents();
    await expect(cards).toHaveCount(2);
    const first = await titles();
    await noSeriousViolations(visitor, '.colophon-listing');
    // The next two posts, newest first (whatever else the site has published), after the first two.
    await visitor.getByRole('button', { name: 'More guides' }).click();
    await expect(cards).toHaveCount(4);
    const all = await titles();
    expect(all.slice(0, 2)).toEqual(first);
    expect(new Set(all).size).toBe(4);
    const add = cards.nth(2).locator('.jet-add-to-store');
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
  });
}

/**
 * The calendar block on posts' publish dates (no custom field), opening on a chosen month: for a
 * visitor the posts are on their day, and the month changes with the arrows and back.
 */
export async function calendarBlock(page: Page, browser: Browser): Promise<void> {
  await makePosts(page, ['Spring proofreading workshop'], '2020-03-10');
  const editor = await newPage(page, 'Workshops');
  await insertBlock(page, 'posts calendar', 'Posts calendar');
  const sidebar = await editor.sidebar();
  await expect(sidebar.getByLabel('Each post’s day')).toHaveValue('post_date');
  await sidebar.getByLabel('Opens on the month').fill('2020-03');
  await expect(editor.canvas.locator('.jet-calendar-caption__name')).toHaveText('March 2020');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(browser, url, async (visitor) => {
    const caption = visitor.locator('.jet-calendar-caption__name');
    await expect(caption).toHaveText('March 2020');
    await expect(visitor.locator('[data-day="2020-03-10"]')).toContainText('Spring proofreading workshop');
    await noSeriousViolations(visitor, '.colophon-calendar');
    await visitor.getByRole('link', { name: 'Next month, April 2020' }).click();
    await expect(caption).toHaveText('April 2020');
    await visitor.getByRole('link', { name: 'Previous month, March 2020' }).click();
    await expect(caption).toHaveText('March 2020');
    await expect(visitor.locator('[data-day="2020-03-10"]')).toContainText('Spring proofreading workshop');
  });
}

/** A category for test posts (made through the REST API); its id. */
async function makeCategory(page: Page, name: string): Promise<number> {
  const nonce = await (await page.request.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
  const made = await page.request.post('/?rest_route=/wp/v2/categories', { headers: { 'X-WP-Nonce': nonce }, data: { name } });
  expect(made.status(), name).toBe(201);
  return (await made.json()).id;
}

/**
 * The filtered posts block over categories: for a visitor a category's button filters the grid in
 * place and into the address (a link that opens filtered), and All brings every post back.
 */
export async function loopFilterBlock(page: Page, browser: Browser): Promise<void> {
  const audio = await makeCategory(page, 'Audio');
  const print = await makeCategory(page, 'Print');
  await makePosts(page, ['Narrators we trust', 'Mastering for audiobooks'], '2020-02-01', [audio]);
  await makePosts(page, ['Paper stock, explained'], '2020-02-05', [print]);
  const editor = await newPage(page, 'Guides by topic');
  await insertBlock(page, 'filter', 'Filtered posts');
  const sidebar = await editor.sidebar();
  await sidebar.getByRole('spinbutton', { name: 'Posts per page' }).fill('24');
  await expect(sidebar.getByLabel('Filter by')).toHaveValue('category');
  await expect(editor.canvas.getByRole('button', { name: 'Audio' })).toBeVisible();
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(browser, url, async (visitor) => {
    const items = visitor.locator('.colophon-loop .e-loop-item');
    const all = await items.count();
    expect(all).toBeGreaterThan(3);
    await noSeriousViolations(visitor, '.colophon-loop-block');
    const audioButton = visitor.getByRole('button', { name: 'Audio' });
    await audioButton.click();
    await expect(audioButton).toHaveAttribute('aria-pressed', 'true');
    await expect(items).toHaveCount(2);
    await expect(items.locator('h3')).toHaveText(['Mastering for audiobooks', 'Narrators we trust']);
    await expect(visitor).toHaveURL(/[?&]e-filter-[a-z0-9]{7}-category=audio$/);
    // The address opens filtered, with no script needed.
    await visitor.reload();
    await expect(items).toHaveCount(2);
    await visitor.getByRole('button', { name: 'All' }).click();
    await expect(items).toHaveCount(all);
  });
}

/**
 * The booking calendar block, with a provider the consent catalogue does not know: an address that
 * is not https refused in its field; for a visitor nothing is asked of the provider before its
 * category is allowed (only the ask and the direct link), then the calendar is put in place — in
 * strict mode too (release.spec has it on by then), the block's host being a provider of the page.
 */
export async function schedulingBlock(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'Book a call');
  await insertBlock(page, 'booking', 'Booking calendar');
  const sidebar = await editor.sidebar();
  const address = sidebar.getByLabel('Booking page address');
  await address.fill('http://booking.example/ann/intro');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(sidebar.getByText('Booking page: the address must start with https://.')).toBeVisible();
  await address.fill('https://booking.example/ann/intro');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
  await sidebar.getByLabel('Provider’s name').fill('Example Booking');
  await expect(editor.canvas.getByRole('link', { name: 'Open the booking page in a new tab' })).toHaveAttribute('href', 'https://booking.example/ann/intro');
  await noSeriousViolations(page, '.block-editor-block-inspector');
  const url = await publish(page);

  await asVisitor(browser, url, async (visitor) => {
    await visitor.route('https://booking.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Booking</title><p>Pick a time</p>' }));
    const widget = visitor.locator('.colophon-scheduling');
    const allow = widget.getByRole('button', { name: 'Allow and show the calendar' });
    await expect(allow).toBeVisible();
    await expect(widget.getByText('The booking calendar comes from Example Booking')).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Open the booking page in a new tab' })).toHaveAttribute('href', 'https://booking.example/ann/intro');
    expect(await visitor.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('booking.example')).length)).toBe(0);
    await noSeriousViolations(visitor, '.colophon-scheduling');
    await allow.click();
    const calendar = widget.locator('iframe');
    await expect(calendar).toHaveAttribute('src', /^https:\/\/booking\.example\/ann\/intro\?/);
    await expect(calendar).toHaveAttribute('title', 'Booking calendar (Example Booking)');
    await expect(visitor.frameLocator('.colophon-scheduling iframe').getByText('Pick a time')).toBeVisible();
  });
}

/**
 * The reviews block: the quotes the owner writes show to every visitor; its provider (an https
 * address of another site, refused otherwise with the field named) is asked for the rating's
 * structured data only once the visitor allows its category, and that data goes into <head>.
 */
export async function reviewsBlock(page: Page, browser: Browser): Promise<void> {
  const editor = await newPage(page, 'What our clients say');
  await insertBlock(page, 'reviews', 'Reviews');
  const sidebar = await editor.sidebar();
  await expect(sidebar.getByText(/Set your provider’s address and your business unit id/)).toBeVisible();
  const address = sidebar.getByLabel('Provider’s address');
  await address.fill('http://reviews.example/');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(sidebar.getByText('Provider’s address: the address must start with https://.')).toBeVisible();
  await address.fill('https://reviews.example/');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
  await sidebar.getByLabel('Business unit id').fill('colophon-lab');
  await expect(sidebar.getByText(/Set your provider’s address/)).toHaveCount(0);
  await noSeriousViolations(page, '.block-editor-block-inspector');
  await editor.canvas.getByText('What a customer said about you.').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('They answered every question within a day.');
  const url = await publish(page);

  const rating = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Colophon lab',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12 },
  };
  await asVisitor(browser, url, async (visitor) => {
    const asked: string[] = [];
    await visitor.route('https://reviews.example/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(rating), headers: { 'access-control-allow-origin': '*' } });
    });
    await expect(visitor.locator('.colophon-reviews').getByText('They answered every question within a day.')).toBeVisible();
    // Refused: nothing asked of the provider, however long the page stays.
    await expect(visitor.locator('[data-widget_type="colophon-reviews.default"]')).toHaveCount(1);
    expect(await visitor.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('reviews.example')).length)).toBe(0);
    expect(asked).toEqual([]);
    // Functional allowed: the business unit's data for this page, in <head>.
    await visitor.getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = visitor.getByRole('dialog', { name: 'Cookie preferences' });
    await preferences.getByRole('switch', { name: 'Functional' }).check();
    await preferences.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(visitor.locator('head script[type="application/ld+json"][data-colophon-reviews="colophon-lab"]')).toHaveCount(1);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).pathname).toBe('/v1/jsonld/colophon-lab');
    expect(new URL(asked[0]!).searchParams.get('url')).toBe(visitor.url().replace(/#.*$/, ''));
    expect(JSON.parse((await visitor.locator('head script[data-colophon-reviews]').textContent()) ?? '')).toEqual(rating);
  });
}

/**
 * Colophon → Chat, as an owner who has a Crisp account: a wrong website ID refused by its field,
 * then saved with a welcome for the home page and one for every other page. A visitor's page asks
 * the chat's host for nothing until consent allows it; then Crisp's script (a stand-in served for
 * its address: no network here) is loaded and opens with the page's welcome, through Crisp's own
 * `$crisp` API.
 */
export async function chatScreen(page: Page, browser: Browser, base: string): Promise<void> {
  await page.goto('/wp-admin/admin.php?page=colophon-chat');
  await page.getByLabel('Chat service', { exact: true }).selectOption('crisp');
  await page.getByLabel('Crisp website ID').fill('not-an-id');
  await page.getByLabel('Welcome by page').fill('/ | Hello from the home page!');
  await page.getByLabel('Welcome on every other page').fill('Hi from anywhere');
  await page.getByRole('button', { name: 'Save chat settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was saved: fix these and save again. Crisp website ID: paste the ID');
  await page.getByLabel('Crisp website ID').fill('3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
  await page.getByRole('button', { name: 'Save chat settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. Every page now loads the chat once the visitor’s consent allows it.');
  await noSeriousViolations(page, '.colophon-screen');

  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
    try {
      const asked: string[] = [];
      await context.route('https://client.crisp.chat/**', (route) => {
        asked.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: `window.$crisp = { is: () => true, push(c) { if (c[0] === 'do' && c[1] === 'message:show') { const p = document.createElement('p'); p.id = 'crisp-said'; p.textContent = window.CRISP_WEBSITE_ID + ': ' + c[2][1]; document.body.append(p); } } };`,
        });
      });
      const visitor = await context.newPage();
      await visitor.goto('/');
      await expect.poll(() => visitor.evaluate(() => (window.colophon?.hooks.didAction('colophon.ready') ?? 0) > 0)).toBe(true);
      await expect(visitor.locator('[data-widget_type="colophon-chat-welcome.default"]')).toHaveCount(1);
      expect(asked).toEqual([]); // nothing before consent
      await visitor.getByRole('dialog', { name: 'We value your privacy' }).getByRole('button', { name: 'Accept all' }).click();
      await expect(visitor.locator('#crisp-said')).toHaveText('3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6: Hello from the home page!');
      expect(asked).toEqual(['https://client.crisp.chat/l.js']);
      // Another path (a page not found is one, whatever the permalinks): the other pages' welcome.
      await visitor.goto('/no-such-page/');
      await expect(visitor.locator('#crisp-said')).toHaveText('3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6: Hi from anywhere');
    } finally {
      await context.close();
    }
  }
}
