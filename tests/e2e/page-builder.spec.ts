/**
 * Colophon on markup in the page builder's own shapes (fixtures written here: demo/content.php
 * `page-builder-*`), for what its front end used to do and no longer can under takeover or a
 * strict CSP.
 */
import type { Page } from '@playwright/test';
import { consentCookie, expect, frames, runtimeStarted, settled, test } from './fixtures';
import { logIn } from './login';

/** Takeover switched on or off on its screen as an owner does (`go`: open the screen first), and said so. */
async function switchTakeover(adminPage: Page, on: boolean, go = true): Promise<void> {
  if (go) await adminPage.goto('/wp-admin/admin.php?page=colophon-takeover');
  await adminPage.getByRole('checkbox', { name: /Replace the page builder/ }).setChecked(on);
  await adminPage.getByRole('button', { name: 'Save takeover setting' }).click();
  await expect(adminPage.getByText(on ? 'Takeover is on' : 'Takeover is off')).toBeVisible();
}

test('lazy section backgrounds: hidden by the page builder’s CSS far below, loaded (e-lazyloaded) as they come within 200 px', async ({ visit }) => {
  const { page, requests } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-sections/');
  const section = (n: number) => page.locator(`[data-id="sect${String(n).padStart(3, '0')}"]`);
  const background = (n: number) => section(n).evaluate((el) => getComputedStyle(el).backgroundImage);
  const covers = () => requests.filter((r) => /\/demo-cover\/\d+\.svg/.test(r.url())).map((r) => Number(/demo-cover\/(\d+)/.exec(r.url())![1]));

  await expect(section(1)).toHaveClass(/e-lazyloaded/);
  await expect.poll(() => background(1)).toContain('url(');
  await settled(page);
  await expect(section(8)).not.toHaveClass(/e-lazyloaded/);
  expect(await background(8)).toBe('none');
  expect(covers()).not.toContain(8);

  await section(8).scrollIntoViewIfNeeded();
  await expect(section(8)).toHaveClass(/e-lazyloaded/);
  await expect.poll(() => background(8)).toContain('url(');
  await expect.poll(covers).toContain(8);
});

test('a popup in the page builder’s shape opens inside its modal structure, so its own CSS sets width, position and overlay, and a theme’s button look misses its close button; keyboard closes it', async ({
  visit,
}) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-popup/');
  const doc = page.locator('[data-elementor-type="popup"][data-elementor-id="7301"]');
  await expect(doc).toBeHidden();
  // A theme's look for buttons, as the page builder's own theme (Hello) has it.
  await page.addStyleTag({
    content: 'button,[type=button]{border:1px solid #c36;padding:.5rem 1rem;border-radius:3px;color:#c36;background-color:transparent}',
  });
  await page.getByTestId('open-pb-popup').click();

  const modal = page.locator('#elementor-popup-modal-7301');
  await expect(modal.getByRole('heading', { name: 'Twenty per cent off your first edit' })).toBeVisible();
  await expect(modal).toHaveCSS('background-color', 'rgba(20, 40, 60, 0.7)');
  const message = modal.locator('.dialog-message');
  expect((await message.boundingBox())!.width).toBeCloseTo(420, 0);
  const box = (await modal.locator('.dialog-widget-content').boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(1280 - 24); // flex-end, with the popup's own margin
  expect(Math.round(box.y + box.height)).toBe(800 - 24);
  await expect(modal.locator('.dialog-widget-content')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  // The page builder draws its close button as a bare icon: the theme's button border and padding do not reach it.
  const close = modal.locator('.dialog-close-button');
  await expect(close).toHaveCSS('border-top-width', '0px');
  await expect(close).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(modal.getByTestId('pb-popup-link')).toBeFocused(); // a11y_navigation: the first control inside
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(doc).toBeHidden();
  await expect(page.getByTestId('open-pb-popup')).toBeFocused();
});

for (const size of [
  { name: 'phone', width: 390, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`everyday widgets in the page builder’s markup on a ${size.name}: accordion, toggle, tabs, nested tabs and nested accordion by mouse and keyboard, with correct roles`, async ({
    visit,
  }) => {
    const { page } = visit;
    await page.setViewportSize(size);
    await page.goto('/fixtures/page-builder-widgets/');
    const accordion = page.locator('[data-widget_type="accordion.default"]');
    // The heading stays a heading, the link inside it is the button.
    await expect(accordion.getByRole('heading', { name: 'How long does a developmental edit take?' })).toBeVisible();
    const q1 = accordion.getByRole('button', { name: 'How long does a developmental edit take?' });
    const q2 = accordion.getByRole('button', { name: 'Do you work with first-time authors?' });
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(accordion.getByText('Four to six weeks')).toBeVisible();
    await q2.click();
    await expect(accordion.getByText('Most of our authors')).toBeVisible();
    await expect(accordion.getByText('Four to six weeks')).toBeHidden();
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: arrow to the third question, Space opens it without scrolling the page.
    await q2.focus();
    await page.keyboard.press('ArrowDown');
    await expect(accordion.getByRole('button', { name: 'Can I pay in instalments?' })).toBeFocused();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press(' ');
    await expect(accordion.getByText('half on booking')).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('Enter');
    await expect(accordion.getByText('half on booking')).toBeHidden();

    const toggle = page.locator('[data-widget_type="toggle.default"]');
    await expect(toggle.getByText('Four to six weeks')).toBeHidden();
    await toggle.getByRole('button', { name: 'How long does a developmental edit take?' }).click();
    await toggle.getByRole('button', { name: 'Can I pay in instalments?' }).click();
    await expect(toggle.getByText('Four to six weeks')).toBeVisible();
    await expect(toggle.getByText('half on booking')).toBeVisible();

    // Classic tabs: the desktop row, or on a phone the row the page builder's CSS shows there.
    const tabs = page.locator('[data-widget_type="tabs.default"]');
    await expect(tabs.getByText('Structural, line and copy edits.')).toBeVisible(); // printed hidden="false"
    const visibleTab = (name: string) => tabs.getByRole('tab', { name, exact: true }).locator('visible=true');
    await visibleTab('Design').click();
    await expect(tabs.getByRole('tabpanel')).toHaveText('Covers and interior layouts.');
    await expect(visibleTab('Design')).toHaveAttribute('aria-selected', 'true');
    await visibleTab('Design').focus();
    await page.keyboard.press(size.name === 'phone' ? 'ArrowDown' : 'ArrowRight');
    await expect(visibleTab('Launch')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tabpanel')).toHaveText('Store pages, ads and reviews.');

    const nested = page.locator('[data-widget_type="nested-tabs.default"]');
    await nested.getByRole('tab', { name: 'Print' }).click();
    await expect(nested.getByRole('tabpanel')).toContainText('Print formats and prices.');
    await page.keyboard.press('ArrowRight');
    await expect(nested.getByRole('tab', { name: 'Audio' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nested.getByRole('tabpanel')).toContainText('Audio formats and prices.');
    await page.keyboard.press('Tab');
    await expect(nested.getByRole('link', { name: 'Audio price list' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nested.getByRole('tab', { name: 'Audio' })).toBeFocused();

    const nestedAccordion = page.locator('[data-widget_type="nested-accordion.default"]');
    const copyEdit = nestedAccordion.getByText('Copy edit', { exact: true });
    await copyEdit.click();
    await expect(nestedAccordion.getByText('What the copy edit covers.')).toBeVisible();
    await expect(nestedAccordion.getByText('What the manuscript assessment covers.')).toBeHidden(); // one open at a time
    await expect(nestedAccordion.locator('summary').nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nestedAccordion.getByText('What the proofread covers.')).toBeVisible();
    await expect(nestedAccordion.getByText('What the copy edit covers.')).toBeHidden();
  });
}

test('the page builder theme’s header on a phone: its menu opens and closes by tap and keyboard, a parent item opens its sub-menu first, Esc gives focus back', async ({
  visit,
}) => {
  const { page, consoleErrors } = visit;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fixtures/page-builder-widgets/');
  const header = page.locator('header.site-header');
  const toggle = header.getByRole('button', { name: 'Menu' });
  const dropdown = header.locator('.site-navigation-dropdown');
  await runtimeStarted(page);
  await page.keyboard.press('Shift'); // the first interaction: the menu's chunk loads ("touched")
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dropdown.getByRole('link', { name: 'Blog' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown.getByRole('link', { name: 'Blog' })).toBeVisible();
  await toggle.click();
  await expect(dropdown.getByRole('link', { name: 'Blog' })).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(dropdown.getByRole('link', { name: 'Pricing' })).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(0); // Space opened the menu and did not scroll
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const services = dropdown.getByRole('link', { name: 'Services' });
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter'); // a parent item: its sub-menu opens, the page stays
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown.getByRole('link', { name: 'Editing' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/fixtures/page-builder-widgets/');
  await page.keyboard.press('Escape');
  await expect(dropdown.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('counter, progress bar and alert in the page builder’s markup: numbers start in view and end exact, the alert is dismissed by keyboard', async ({
  visit,
}) => {
  const { page } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-widgets/');
  const number = page.locator('.elementor-counter-number');
  await expect(page.locator('.colophon-counter-text')).toHaveText('1,250+'); // what a screen reader reads, from the start
  await settled(page);
  await expect(number).toHaveText('0'); // far below: not counted yet
  const bar = page.locator('.elementor-progress-bar');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(16); // only its own padding: empty
  await bar.scrollIntoViewIfNeeded();
  await expect(number).toHaveText('1,250');
  await expect
    .poll(() => bar.evaluate((el) => Math.round((el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width) * 100)))
    .toBe(92);

  await page.evaluate(() => scrollTo(0, 0));
  const alert = page.locator('[data-widget_type="alert.default"]');
  await alert.getByRole('button', { name: 'Dismiss this alert.' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('after-alert')).toBeFocused();
});

test('countdown in the page builder’s markup: its size from the first paint, the time left shows at once and ticks; an evergreen one ends for this visitor, hidden and replaced by its message', async ({
  visit,
}) => {
  const { page } = visit;
  // The countdown's chunk held back: the printed, empty digits already take their place.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dist\/countdown\.[^/]*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/fixtures/page-builder-widgets/', { waitUntil: 'domcontentloaded' }); // its preload holds `load`
  const due = page.locator('[data-id="cdn0001"]');
  const height = () => due.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  await expect(due.locator('.elementor-countdown-days')).toHaveText('');
  const empty = await height();
  release();
  const left = await due.locator('.elementor-countdown-wrapper').evaluate((el) => Number((el as HTMLElement).dataset.date) * 1000 - Date.now());
  const expected = [Math.floor(left / 864e5), Math.floor((left % 864e5) / 36e5), Math.floor((left % 36e5) / 6e4)].map((n) => String(n).padStart(2, '0'));
  await expect(due.locator('.elementor-countdown-days')).toHaveText(expected[0]!);
  expect(await height()).toBe(empty);
  await expect(due.locator('.elementor-countdown-hours')).toHaveText(expected[1]!);
  const seconds = due.locator('.elementor-countdown-seconds');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!); // it ticks
  await expect(seconds).toHaveText(/^\d\d$/);

  const evergreen = page.locator('[data-id="cdn0002"]');
  await expect(evergreen.locator('.elementor-countdown-wrapper')).toBeHidden({ timeout: 8000 }); // 4 s from this visitor's first view
  await expect(evergreen.getByText('The early-bird price has ended.')).toBeVisible();
  expect(await page.evaluate(() => Number(localStorage.getItem('cdn0002-evergreen_interval')))).toBe(4);
  await page.reload();
  await expect(page.locator('[data-id="cdn0002"] .elementor-countdown-expire--message')).toBeVisible(); // the same deadline, passed: ended at once
});

test('animated headlines in the page builder’s markup: the words rotate once in view and hold while hovered; the highlight shape is drawn over its words', async ({
  visit,
}) => {
  const { page } = visit;
  // Every timer of the page is the test's clock, running in real time until it is paused below.
  await page.clock.install();
  await page.goto('/fixtures/page-builder-widgets/');
  const rotating = page.locator('[data-id="ahd0001"] .elementor-headline');
  await page.evaluate(() => document.fonts.ready); // the widths below are the page's final ones
  // As narrow as a phone's line: room for "Your book, edited", not for "Your book, published".
  await rotating.evaluate((h) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(h).font;
    const width = (text: string) => context.measureText(text).width;
    h.style.maxWidth = `${width('Your book, ') + (width('edited') + width('published')) / 2}px`;
  });
  const heights = new Set<number>();
  const active = async () => {
    heights.add(Math.round((await rotating.boundingBox())!.height));
    return rotating.locator('.elementor-headline-text-active').textContent();
  };
  await rotating.scrollIntoViewIfNeeded();
  // Connected: the wrapper keeps the widest word's width (what stops the lines re-breaking).
  await expect(rotating.locator('.elementor-headline-dynamic-wrapper')).toHaveCSS('min-width', /^[1-9]\d*(\.\d+)?px$/);
  await expect.poll(active, { timeout: 10_000 }).toBe('designed');
  await expect.poll(active, { timeout: 10_000 }).toBe('published');
  // The words change, the headline's lines do not: nothing below it moves.
  expect([...heights]).toHaveLength(1);
  await expect(rotating.locator('.elementor-headline-dynamic-letter')).toHaveCount('editeddesignedpublished'.length);
  await rotating.hover();
  const held = await active();
  // Paused, then more than two turns (1.5 s, then the next word typed) pass at once.
  await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 50))).toPass({ timeout: 10_000 });
  await page.clock.runFor(8_000);
  expect(await active()).toBe(held);
  await page.clock.resume();
  await page.mouse.move(5, 5);
  await expect.poll(active, { timeout: 10_000 }).not.toBe(held);

  const highlight = page.locator('[data-id="ahd0002"] .elementor-headline');
  await highlight.scrollIntoViewIfNeeded();
  await expect(highlight).toHaveClass(/e-animated/);
  await expect(highlight.locator('svg path')).toHaveCount(1);
  // Drawn in: the dash offset runs from 1500 to 0.
  await expect.poll(() => highlight.locator('svg path').evaluate((p) => parseFloat(getComputedStyle(p).strokeDashoffset)), { timeout: 5_000 }).toBe(0);
  await page.screenshot({ path: test.info().outputPath('headlines.png') });
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test(`share buttons in the page builder’s markup on a ${name}: a tap or Enter opens the network’s share page for this page in a small window; nothing reaches a network before`, async ({
    visit,
    context,
  }) => {
    const { page, requests } = visit;
    await page.setViewportSize(viewport);
    await context.route(/^https:\/\/www\.(facebook|linkedin)\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
    await page.goto('/fixtures/page-builder-widgets/');
    const share = (network: string) => page.getByRole('button', { name: `Share on ${network}` });
    await share('facebook').scrollIntoViewIfNeeded();
    expect(requests.filter((r) => /facebook|linkedin/.test(r.url()))).toEqual([]);

    const [byTap] = await Promise.all([page.waitForEvent('popup'), share('facebook').click()]);
    expect(byTap.url()).toBe(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(page.url().split('#')[0]!)}`);
    expect(await byTap.evaluate(() => window.opener)).toBeNull(); // no handle back to this page
    await byTap.close();

    await share('linkedin').focus();
    const [byKey] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    expect(new URL(byKey.url()).searchParams.get('url')).toBe(page.url().split('#')[0]);
    expect(byKey.url()).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=/);
    await byKey.close();
    await page.screenshot({ path: test.info().outputPath(`share-${name}.png`) });
  });
}

test('takeover: off by default Colophon leaves the page builder’s markup to its front end; switched on in Settings, its script and jQuery are gone and Colophon runs the widgets; ?colophon-takeover=off shows the incumbent to an admin', async ({
  visit,
  browser,
}) => {
  const { page, requests } = visit;
  const url = '/fixtures/page-builder-takeover/';
  const question = (p: typeof page) => p.locator('[data-widget_type="accordion.default"] a.elementor-accordion-title').first();
  const loaded = (list: { url(): string }[]) => ({
    incumbent: list.some((r) => r.url().includes('/demo/incumbent/frontend.js')),
    jquery: list.some((r) => /\/wp-includes\/js\/jquery\//.test(r.url())),
  });

  // Off (default): the stand-in front end and jQuery load, and Colophon does not touch the accordion.
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-incumbent-front-end', 'ran');
  expect(loaded(requests)).toEqual({ incumbent: true, jquery: true });
  await settled(page);
  expect(await question(page).getAttribute('role')).toBeNull();
  await expect(page.locator('link[href*="/dist/nav-menu."]')).toHaveCount(0);

  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const adminPage = await admin.newPage();
  try {
    await logIn(adminPage);
    await adminPage.goto('/wp-admin/admin.php?page=colophon-takeover');
    await expect(adminPage.getByText('A page with anything Colophon does not cover, such as most add-on widgets')).toBeVisible();
    // Without the page builder nothing here decides its contact buttons and floating bars.
    await expect(adminPage.getByText(/container experiment/)).toHaveCount(0);
    await switchTakeover(adminPage, true, false);

    // On: a visitor gets neither the page builder's script nor jQuery, and Colophon's accordion.
    const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor.newPage();
    const seen: { url(): string }[] = [];
    visitorPage.on('request', (r) => seen.push(r));
    await visitorPage.goto(url);
    await expect(question(visitorPage)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(visitorPage)).toHaveAttribute('role', 'button');
    expect(loaded(seen)).toEqual({ incumbent: false, jquery: false });
    expect(await visitorPage.locator('html').getAttribute('data-incumbent-front-end')).toBeNull();
    // The page's documents render a menu its content does not show (a header template's): its
    // stylesheet is in <head> from the first paint, not fetched with the chunk at the first tap.
    // (Inline, as WordPress prints a small stylesheet whose path it knows.)
    await expect(visitorPage.locator('head link[rel="stylesheet"][href*="/dist/nav-menu."], head style#colophon-nav-menu-inline-css')).toHaveCount(1);
    await visitor.close();

    // The admin's comparison view: the incumbent's own front end again.
    const adminSeen: { url(): string }[] = [];
    adminPage.on('request', (r) => adminSeen.push(r));
    await adminPage.goto(`${url}?colophon-takeover=off`);
    await expect(adminPage.locator('html')).toHaveAttribute('data-incumbent-front-end', 'ran');
    expect(loaded(adminSeen).incumbent).toBe(true);
  } finally {
    await switchTakeover(adminPage, false);
    await admin.close();
  }
});

test('takeover per page, all or nothing: a page with a widget no feature covers keeps the page builder’s front end; the owner sees which and why, and can keep any page by its own switch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // six visitors, the settings screen three times and the block editor twice
  const covered = '/fixtures/page-builder-takeover/';
  const withUnknown = '/fixtures/page-builder-takeover-kept/';
  const withHtml = '/fixtures/page-builder-takeover-html/';
  /** What a visitor's browser got: the page builder's (stand-in) front end or Colophon's, and how long the server took to decide. */
  const visit = async (url: string) => {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    const response = await page.goto(url);
    await page.waitForLoadState('load');
    const timing = response!.headers()['server-timing'] ?? '';
    const result = {
      incumbent: urls.some((u) => u.includes('/demo/incumbent/frontend.js')),
      jquery: urls.some((u) => /\/wp-includes\/js\/jquery\//.test(u)),
      addon: urls.some((u) => u.includes('/demo/addon/widgets.js')),
      takeover: await page.evaluate(() => (window as unknown as { colophonConfig?: { takeover?: boolean } }).colophonConfig?.takeover ?? false),
      decided: /colophon-takeover;dur=[\d.]+;desc="([^"]+)"/.exec(timing)?.[1] ?? '',
    };
    await context.close();
    return result;
  };

  const admin = await browser.newContext({ baseURL: baseURL! });
  const adminPage = await admin.newPage();
  const settings = '/wp-admin/admin.php?page=colophon-takeover';
  const keepSwitch = () => adminPage.getByRole('checkbox', { name: 'Keep this page on the page builder’s own front end'.replace('’', "'") });
  let editUrl = '';
  /** Update, and wait until the post and its boxes are saved (slow in Playground). */
  const saveInEditor = async () => {
    await adminPage.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(adminPage.getByText('Page updated.').first()).toBeVisible({ timeout: 45_000 });
    await expect(adminPage.getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
  };
  /**
   * Ticks or unticks the page's own switch (a meta box). Under load the block editor can still be
   * settling its meta box area when the first click lands, which then changes nothing: ticked again
   * until it holds.
   */
  const setKeep = (on: boolean) =>
    expect(async () => {
      await keepSwitch().setChecked(on, { timeout: 5_000 });
      await expect(keepSwitch()).toBeChecked({ checked: on, timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  /** The block editor (the demo's admin has closed its welcome guide before). */
  const openEditor = async (url: string) => {
    await adminPage.goto(url);
    await expect(keepSwitch()).toBeVisible({ timeout: 30_000 });
  };
  try {
    await logIn(adminPage);
    await switchTakeover(adminPage, true);
    // The screen says which checked add-ons run here.
    await expect(adminPage.getByText('Checked add-ons: Demo Addons 1.2.0')).toBeVisible();

    // The page with the animation widget keeps the page builder's scripts (and jQuery) whole; the other is taken over.
    // The covered page carries a checked add-on's heading: taken over, and the add-on's script goes with jQuery.
    expect(await visit(withUnknown)).toEqual({ incumbent: true, jquery: true, addon: true, takeover: false, decided: 'kept' });
    expect(await visit(covered)).toEqual({ incumbent: false, jquery: false, addon: false, takeover: true, decided: 'taken over' });
    // A page builder newer than the versions takeover is checked with keeps every page, and the screen says why.
    expect(await visit(`${covered}?colophon-demo-elementor=5.0.0`)).toEqual({ incumbent: true, jquery: true, addon: true, takeover: false, decided: 'kept' });
    await adminPage.goto(`${settings}&colophon-demo-elementor=5.0.0`);
    await expect(
      adminPage.getByText('Takeover is paused on every page: Elementor 5.0.0: newer than the versions takeover is checked with (3.21.0 – 4.2.x).'),
    ).toBeVisible();
    await adminPage.goto(settings);
    await expect(adminPage.getByText('Takeover is paused')).toHaveCount(0);
    // HTML widgets: markup alone, and code that uses jQuery, are covered: the page is taken over, with jQuery kept for that code.
    expect(await visit(withHtml)).toEqual({ incumbent: false, jquery: true, addon: false, takeover: true, decided: 'taken over' });
    const codeRan = await browser.newContext({ baseURL: baseURL! });
    const htmlPage = await codeRan.newPage();
    const pageErrors: string[] = [];
    htmlPage.on('pageerror', (error) => pageErrors.push(error.message));
    await htmlPage.goto(withHtml);
    await expect(htmlPage.locator('#colophon-demo-jquery-note')).toHaveText('Set by the page’s own jQuery code.');
    await expect(htmlPage.getByText('Open Monday to Friday, 9 to 5.')).toBeVisible();
    // Colophon runs the accordion beside that code.
    const rights = htmlPage.getByRole('button', { name: 'Who owns the rights?' });
    await rights.click();
    await expect(rights).toHaveAttribute('aria-expanded', 'true');
    expect(pageErrors).toEqual([]);
    await codeRan.close();

    // The owner's report: the page kept, and the widget that keeps it.
    await adminPage.goto(settings);
    const kept = adminPage.getByRole('table', { name: 'Kept on the page builder’s front end'.replace('’', "'") });
    await expect(kept.getByRole('row', { name: /A page with a widget takeover does not cover/ })).toContainText('lottie');
    // …and its HTML widget, whose code is built on the page builder's front end.
    await expect(kept.getByRole('row', { name: /A page with a widget takeover does not cover/ })).toContainText('html:page-builder');
    // …and 4.x's interactions on an atomic element (the covered page's atomic flexbox keeps nothing).
    await expect(kept.getByRole('row', { name: /A page with a widget takeover does not cover/ })).toContainText('element:interactions');
    await expect(kept.getByRole('row', { name: /Custom code in the page builder/ })).toHaveCount(0);
    await expect(kept.getByRole('row', { name: /Takeover of the page builder/ })).toHaveCount(0);
    await expect(adminPage.locator('table', { hasText: 'Widgets Colophon does not cover yet' }).getByRole('row', { name: /^lottie/ })).toBeVisible();
    // The add-on's accordion keeps that page too, and the table names the add-on and why; its heading is covered.
    await expect(kept.getByRole('row', { name: /A page with a widget takeover does not cover/ })).toContainText('demo-addon-accordion');
    const uncovered = adminPage.locator('table', { hasText: 'Widgets Colophon does not cover yet' });
    await expect(uncovered.getByRole('row', { name: /^demo-addon-accordion/ })).toContainText(
      "Demo Addons 1.2.0: this widget runs the add-on's scripts and has not been checked with Colophon's page-builder layer",
    );
    await expect(uncovered.getByRole('row', { name: /^demo-addon-heading/ })).toHaveCount(0);

    // Site Health says it too.
    await adminPage.goto('/wp-admin/site-health.php');
    await expect(adminPage.getByText('1 page keeps the page builder’s scripts'.replace('’', "'"))).toBeVisible({ timeout: 30_000 });

    // The covered page's own switch, in its edit screen, keeps it too.
    await adminPage.goto(covered);
    editUrl = (await adminPage.locator('#wp-admin-bar-edit a').getAttribute('href'))!;
    await openEditor(editUrl);
    await setKeep(true);
    await saveInEditor();
    expect((await visit(covered)).decided).toBe('kept');
    await adminPage.goto(settings);
    await expect(kept.getByRole('row', { name: /Takeover of the page builder/ })).toContainText('kept by its own switch');
  } finally {
    if (editUrl) {
      await openEditor(editUrl);
      await setKeep(false);
      await saveInEditor();
    }
    await switchTakeover(adminPage, false);
    await admin.close();
  }
});

test('takeover with a checked add-on’s scripted widgets: its script runs on Colophon’s page-builder layer (element_ready and the handler base), with jQuery, at phone and desktop widths', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = '/fixtures/page-builder-takeover-addon/';
  const admin = await browser.newContext({ baseURL: baseURL! });
  const adminPage = await admin.newPage();
  const settings = '/wp-admin/admin.php?page=colophon-takeover';
  /** A visitor at a width: what loaded, and the add-on's two widgets used by keyboard and by mouse. */
  const visit = async (viewport: { width: number; height: number }, device: string) => {
    const context = await browser.newContext({ baseURL: baseURL!, viewport });
    const page = await context.newPage();
    const urls: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(url);
    // A first visit: the visitor answers the consent banner, which covers the page's foot on a phone.
    await page.getByRole('button', { name: 'Reject all' }).click();
    const toggle = page.locator('[data-widget_type="demo-addon-toggle.default"]');
    const counter = page.locator('[data-widget_type="demo-addon-counter.default"]');
    // Registered through element_ready, and through the handler base (which read the device mode).
    await expect(toggle).toHaveAttribute('data-demo-ready', 'toggle');
    // Its Swiper wrapper, constructed with `new` (as the add-on's minified code does), made a Swiper.
    await expect(toggle).toHaveAttribute('data-demo-swiper', 'ready');
    await expect(toggle.locator('.demo-addon-toggle__panel')).toHaveAttribute('data-demo-swiper', 'made');
    await expect(counter).toHaveAttribute('data-demo-ready', `counter ${device}`);
    await expect(page.locator('body')).toHaveAttribute('data-elementor-device-mode', device);
    const button = page.getByRole('button', { name: 'Shipping details' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Printed copies ship within five working days.')).toBeVisible();
    await button.click();
    await expect(page.getByText('Printed copies ship within five working days.')).toBeHidden();
    // The step is the widget's own setting (data-settings), read by the handler.
    await page.getByRole('button', { name: 'Add copies' }).click();
    await expect(counter.locator('output')).toHaveText('5');
    await page.getByRole('button', { name: 'Add copies' }).click();
    await expect(counter.locator('output')).toHaveText('10');
    const result = {
      incumbent: urls.some((u) => u.includes('/demo/incumbent/frontend.js')),
      layer: urls.some((u) => /\/dist\/page-builder-api\.[\w]+\.js/.test(u)),
      jquery: urls.some((u) => /\/wp-includes\/js\/jquery\//.test(u)),
      addon: urls.some((u) => u.includes('/demo/addon/widgets.js')),
      decided: /colophon-takeover;dur=[\d.]+;desc="([^"]+)"/.exec(response!.headers()['server-timing'] ?? '')?.[1] ?? '',
      errors,
    };
    await context.close();
    return result;
  };
  try {
    await logIn(adminPage);
    await switchTakeover(adminPage, true);
    const taken = { incumbent: false, layer: true, jquery: true, addon: true, decided: 'taken over', errors: [] };
    expect(await visit({ width: 390, height: 844 }, 'mobile')).toEqual(taken);
    expect(await visit({ width: 1366, height: 900 }, 'desktop')).toEqual(taken);
    // Its widgets count as covered: the owner's tables do not list them.
    await adminPage.goto(settings);
    await expect(
      adminPage.locator('table', { hasText: 'Widgets Colophon does not cover yet' }).getByRole('row', { name: /^demo-addon-(toggle|counter)/ }),
    ).toHaveCount(0);
  } finally {
    await switchTakeover(adminPage, false);
    await admin.close();
  }
});

test('the page builder’s video widget: nothing loads before the overlay is used, the player stays blocked until advertising consent, then plays; the lazy one is made only near the viewport', async ({
  visit,
}) => {
  const { page, requests } = visit;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/page-builder-video/');
  const embeds = () => requests.filter((r) => r.url().includes('/demo-video/embed/')).map((r) => new URL(r.url()));
  const first = page.locator('[data-id="vid0001"]');
  const second = page.locator('[data-id="vid0002"]');
  await settled(page);
  await expect(first.locator('iframe')).toHaveCount(0);
  await expect(second.locator('iframe')).toHaveCount(0); // lazy, far below

  // By keyboard: the play button, Enter. The player is made, in privacy mode, but consent keeps it inert.
  await first.getByRole('button', { name: 'Play Video' }).focus();
  await page.keyboard.press('Enter');
  await expect(first.locator('.colophon-video-placeholder')).toBeVisible();
  expect(await first.locator('iframe').getAttribute('data-colophon-src')).toMatch(/^\/demo-video\/embed\/aBcDeFgHiJk\?.*autoplay=1/);
  await second.scrollIntoViewIfNeeded();
  await expect(second.locator('.colophon-video-placeholder')).toBeVisible();
  expect(embeds()).toEqual([]);

  await first.scrollIntoViewIfNeeded();
  await first.getByRole('button', { name: 'Accept and play' }).click();
  await expect(page.frameLocator('[data-id="vid0001"] iframe').locator('#player')).toHaveText('▶ Demo video aBcDeFgHiJk is playing');
  const played = embeds().find((u) => u.pathname === '/demo-video/embed/aBcDeFgHiJk')!;
  expect(Object.fromEntries(played.searchParams)).toMatchObject({ autoplay: '1', controls: '1' });
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`contact buttons and a floating bar in the page builder’s markup on a ${name}: the card opens and closes by tap and keyboard, the bar pushes the page down and closes`, async ({
    visit,
    context,
    baseURL,
  }) => {
    // A visitor who has made their cookie choice (the banner would cover the chat button on a phone).
    await context.addCookies([consentCookie(baseURL!)]);
    const { page, consoleErrors } = visit;
    await page.setViewportSize(viewport);
    await page.goto('/fixtures/page-builder-floating/');
    const chat = page.getByRole('button', { name: 'Toggle Links Popup' });
    const card = page.locator('.e-contact-buttons__content-wrapper');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const firstLink = page.getByTestId('first-link');

    // The bar sits over nothing: the page starts below it. No focus is taken on load.
    await expect(bar).toBeVisible();
    await expect.poll(() => page.evaluate(() => parseFloat(document.body.style.paddingTop) || 0)).toBeGreaterThan(0);
    const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
    expect((await firstLink.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom - 1);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(chat).toHaveAttribute('aria-expanded', 'false');

    // By tap or click: open (each card its own id), then the close button.
    await chat.click();
    await expect(card).toBeVisible();
    await expect(chat).toHaveAttribute('aria-expanded', 'true');
    // Its entrance animation (the widget's setting) runs and is cleaned up.
    await expect(card.locator('.e-contact-buttons__content')).toHaveClass(/\bvisible\b/);
    await expect(card.locator('.e-contact-buttons__content')).not.toHaveClass(/\banimated\b/);
    await page.screenshot({ path: test.info().outputPath(`floating-open-${name}.png`) });
    expect(await card.getAttribute('id')).toMatch(/^colophon-contact-card-\d+$/);
    await expect(chat).toHaveAttribute('aria-controls', (await card.getAttribute('id'))!);
    await expect(card.locator('.e-contact-buttons__message-bubble-time')).toHaveText(/^\d{1,2}:\d{2}$/);
    await expect(card.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', 'https://wa.me/15551234567');
    await card.getByRole('button', { name: 'Close Links Popup' }).click();
    await expect(card).toBeHidden();
    await expect(chat).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens and moves focus into the card, Tab reaches its links, Esc closes and gives focus back.
    await chat.focus();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await expect(card).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Close Links Popup' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('link', { name: 'Phone' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(chat).toBeFocused();

    // The bar: its call to action by keyboard, Esc closes it and the page moves back up.
    await bar.getByRole('link', { name: 'Book a slot' }).focus();
    await page.keyboard.press('Escape');
    await expect(bar).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.paddingTop)).toBe('');
    await expect(page.locator('main')).toBeFocused();
    // …and by mouse, on a fresh view with the bar at the bottom.
    await page.goto('/fixtures/page-builder-floating/?bar=bottom');
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
    await bar.getByRole('button', { name: 'Close Banner' }).click();
    await expect(bar).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`floating-${name}.png`) });
    expect(consoleErrors).toEqual([]);
  });
}

test('contact buttons and floating bars without the page builder’s container experiment: not bound (the page builder would not offer them)', async ({
  visit,
}) => {
  const { page } = visit;
  // The demo has no page builder to ask, so its page says the experiment is off (demo/page-builder-floating.php).
  await page.goto('/fixtures/page-builder-floating/?containers=off');
  expect(await page.evaluate(() => window.colophonConfig?.unbound)).toEqual(['floating-elements']);
  await settled(page); // every handler that would bind has bound
  await page.getByRole('button', { name: 'Toggle Links Popup' }).click();
  await frames(page);
  await expect(page.locator('.e-contact-buttons__content-wrapper')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Toggle Links Popup' })).not.toHaveAttribute('aria-expanded');
  expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
  await page.goto('/fixtures/page-builder-floating/');
  await expect(page.getByRole('button', { name: 'Toggle Links Popup' })).toHaveAttribute('aria-expanded', 'false');
});

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the posts widget in the page builder’s markup on a ${name}: thumbnails in their ratio box from the first byte, a flat image fills its box, load more by ${name === 'phone' ? 'keyboard' : 'mouse'} to the end; masonry columns load more as they scroll`, async ({
    visit,
    context,
    baseURL,
    request,
  }) => {
    const { page } = visit;
    await context.addCookies([consentCookie(baseURL!, {})]);
    await page.setViewportSize(viewport);
    // The server prints the class the page builder's script would add: no blank band under the
    // images, and nothing moves when the script arrives.
    const html = await (await request.get('/fixtures/page-builder-posts/')).text();
    expect(html).toMatch(/class="elementor-posts-container [^"]*elementor-has-item-ratio"/);
    await page.goto('/fixtures/page-builder-posts/');
    const classic = page.locator('[data-id="pst0001"]');
    const boxes = () =>
      classic.locator('.elementor-post__thumbnail').evaluateAll((thumbs) =>
        thumbs.map((thumb) => {
          const box = thumb.getBoundingClientRect();
          const image = thumb.querySelector('img')!.getBoundingClientRect();
          return {
            ratio: Math.round((box.height / box.width) * 100) / 100,
            covered: image.top <= box.top + 1 && image.bottom >= box.bottom - 1 && image.left <= box.left + 1 && image.right >= box.right - 1,
            fitHeight: thumb.classList.contains('elementor-fit-height'),
          };
        }),
      );
    await classic.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await boxes()).map((b) => b.fitHeight)).toEqual([false, true, false]); // the second is a wide image
    for (const box of await boxes()) expect(box).toMatchObject({ ratio: 0.66, covered: true });
    const titles = classic.locator('.elementor-post__title');
    await expect(titles).toHaveCount(3);

    const more = classic.getByRole('button', { name: 'Load more' });
    if (name === 'phone') {
      await more.focus();
      await page.keyboard.press('Enter');
    } else await more.click();
    await expect(titles).toHaveCount(6);
    await expect(classic.locator('~ .colophon-status')).toHaveText('3 more items loaded');
    for (const box of await boxes()) expect(box).toMatchObject({ ratio: 0.66, covered: true });
    if (name === 'phone') await page.keyboard.press('Space');
    else await more.click();
    await expect(titles).toHaveCount(9);
    // The last page: the button goes, the page builder's "no more posts" shows, and a keyboard
    // user is taken to the first new post instead of losing their place.
    await expect(more).toBeHidden();
    await expect(classic.getByText('No more posts')).toBeVisible();
    if (name === 'phone') await expect(titles.nth(6).getByRole('link')).toBeFocused();
    expect(new Set(await titles.allTextContents()).size).toBe(9);

    const reading = page.locator('[data-id="pst0002"]');
    const cards = reading.locator('.elementor-post');
    await reading.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(4);
    if (name === 'desktop') {
      // Three columns; each card sits one row gap under the card above it, not on a shared row.
      const rects = await cards.evaluateAll((all) =>
        all.map((card) => card.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), top: r.top, bottom: r.bottom })),
      );
      expect(new Set(rects.map((r) => r.left)).size).toBe(3);
      const fourth = rects[3]!;
      const above = rects.find((r, i) => i < 3 && r.left === fourth.left)!;
      expect(Math.abs(fourth.top - above.bottom - 35)).toBeLessThanOrEqual(4);
    }
    await reading.locator('.e-load-more-anchor').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(8);
    await page.screenshot({ path: test.info().outputPath(`posts-${name}.png`) });
  });
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the Pro gallery in the page builder’s markup on a ${name}: laid out from the first byte, justified rows uncropped, filter tabs by ${name === 'phone' ? 'keyboard' : 'mouse'}, the lightbox shows what the tab shows; masonry and grid columns`, async ({
    visit,
    context,
    baseURL,
    request,
  }) => {
    const { page } = visit;
    await context.addCookies([consentCookie(baseURL!, {})]);
    await page.setViewportSize(viewport);
    // The server lays the galleries out (the page builder prints empty boxes its script measures):
    // the layout class and variables, each item's proportions, and a background for images that are not lazy.
    const html = await (await request.get('/fixtures/page-builder-gallery/')).text();
    expect(html).toMatch(/class="elementor-gallery__container colophon-gallery colophon-gallery--justified" style="--colophon-gallery-columns:4;/);
    expect(html).toMatch(/style="--colophon-aspect:0\.6667;--colophon-ratio:150%;"/);
    expect(html).toMatch(
      /data-thumbnail="\/demo-cover\/10\.svg\?title=Cover%2010"[^>]*style="background-image:url\(&quot;\/demo-cover\/10\.svg\?title=Cover%2010&quot;\);"/,
    );
    await page.goto('/fixtures/page-builder-gallery/');

    const work = page.locator('[data-id="gal0001"]');
    const items = work.locator('.e-gallery-item:visible');
    /** Each shown item's box: its row (top), its right edge against the container's, and how far its box is from its image's proportions. */
    const rows = () =>
      work.evaluate((widget) => {
        const container = widget.querySelector('.elementor-gallery__container')!.getBoundingClientRect();
        const shown = [...widget.querySelectorAll<HTMLElement>('.e-gallery-item')].filter((item) => !item.hidden);
        const byTop = new Map<number, { right: number; heights: number[]; off: number[]; loaded: boolean }>();
        for (const item of shown) {
          const box = item.getBoundingClientRect();
          const image = item.querySelector<HTMLElement>('.e-gallery-image')!;
          const aspect = Number(image.dataset.width) / Number(image.dataset.height);
          const row = byTop.get(Math.round(box.top)) ?? { right: 0, heights: [], off: [], loaded: true };
          row.loaded &&= image.style.backgroundImage !== '';
          row.right = Math.max(row.right, box.right);
          row.heights.push(Math.round(box.height));
          row.off.push(Math.abs(box.width / box.height / aspect - 1));
          byTop.set(Math.round(box.top), row);
        }
        return [...byTop.values()].map((row) => ({
          gapRight: Math.round(container.right - row.right),
          oneHeight: new Set(row.heights).size === 1,
          uncropped: row.off.every((off) => off < 0.03),
          loaded: row.loaded,
        }));
      });
    const fullRows = async () => {
      const all = await rows();
      // Every row but the last reaches the right edge; in each row one height; no image cropped.
      return {
        full: all.slice(0, -1).every((row) => Math.abs(row.gapRight) <= 1),
        rows: all.length,
        same: all.every((r) => r.oneHeight && r.uncropped),
        // Lazy: the first row's images are there; the last row's come only as it nears the screen.
        loaded: all.map((r) => r.loaded),
      };
    };
    await expect.poll(async () => (await fullRows()).loaded[0]).toBe(true);
    const first = await fullRows();
    expect(first).toMatchObject({ full: true, same: true });
    expect(first.rows).toBeGreaterThan(1);
    if (name === 'phone') expect(first.loaded.at(-1)).toBe(false); // screens further down: not asked for yet
    await work.locator('.e-gallery-item').last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await fullRows()).loaded.every(Boolean)).toBe(true);
    await work.scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(8);

    const all = work.getByRole('button', { name: 'All' });
    const studio = work.getByRole('button', { name: 'Studio' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    if (name === 'phone') {
      await studio.focus();
      await page.keyboard.press('Enter');
    } else await studio.click();
    await expect(items).toHaveCount(3);
    await expect(studio).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(work.locator('~ .colophon-status')).toHaveText('3 images');
    await expect.poll(fullRows).toMatchObject({ full: true, same: true });

    // The lightbox's slideshow is what the tab shows: three studio images, not eight.
    if (name === 'phone') {
      await page.keyboard.press('Tab');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Enter');
    } else await items.first().click();
    const box = page.locator('.colophon-lightbox');
    await expect(box.locator('.colophon-lightbox__caption')).toHaveText('1 / 3 · Studio 3');
    await page.keyboard.press('ArrowRight');
    await expect(box.locator('.colophon-lightbox__caption')).toHaveText('2 / 3 · Studio 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(box.locator('.colophon-lightbox__caption')).toHaveText('3 / 3 · Studio 9');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(items.first()).toBeFocused();

    if (name === 'phone') {
      await all.focus();
      await page.keyboard.press('Space');
    } else await all.click();
    await expect(items).toHaveCount(8);

    // Masonry: the widget's columns (3, or 2 on a phone); each image at its own proportions, one gap under the one above.
    const columns = (id: string) =>
      page.locator(`[data-id="${id}"] .e-gallery-item`).evaluateAll((all) =>
        all.map((item) => {
          const r = item.getBoundingClientRect();
          return { left: Math.round(r.left), top: r.top, bottom: r.bottom, ratio: r.height / r.width };
        }),
      );
    await page.locator('[data-id="gal0002"]').scrollIntoViewIfNeeded();
    const reading = await columns('gal0002');
    expect(new Set(reading.map((r) => r.left)).size).toBe(name === 'phone' ? 2 : 3);
    const last = reading[reading.length - 1]!;
    const above = reading.filter((r) => r.left === last.left && r.bottom <= last.top).sort((a, b) => b.bottom - a.bottom)[0]!;
    expect(Math.abs(last.top - above.bottom - (name === 'phone' ? 8 : 10))).toBeLessThanOrEqual(4);
    // Grid: square boxes (the widget's 1:1), four columns or two on a phone.
    const shelf = await columns('gal0003');
    expect(new Set(shelf.map((r) => r.left)).size).toBe(name === 'phone' ? 2 : 4);
    for (const r of shelf) expect(Math.abs(r.ratio - 1)).toBeLessThan(0.02);
    await page.screenshot({ path: test.info().outputPath(`gallery-${name}.png`), fullPage: true });
  });
}
