/**
 * `node tools/lab/block-widgets.mjs URL`: Colophon's widgets in the page builder of the 2026 lab
 * (../shared/peers/2026/README.md: WordPress 7.0, Elementor 4.2 and Pro), used as an owner and a
 * visitor would. The owner opens a new page in the page builder's editor, finds each widget by
 * searching the panel, drags it onto the page, sets it in the panel's own fields and publishes; a
 * visitor then uses each at a phone's and a desktop's width, with takeover off (the page builder's
 * front end) and on (Colophon's). Takeover is switched through its screen and put back as it was.
 * Prints one table and writes it into docs/page-builder-widgets.md, so its figures come from here.
 *
 *   node tools/lab/block-widgets.mjs http://127.0.0.1:9620 [--user admin --password password] [--shots DIR]
 *
 * Needs Colophon's setup finished on the lab (this does it through the welcome screen when not).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag } from '../args.mjs';
import { writeSection } from '../docs-section.mjs';
import { ROOT } from '../wordpress.mjs';
import { logIn, setTakeover, takeoverOn } from '../../bench/peer.mjs';

const base = String(process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('block-widgets: give the lab’s address, e.g. node tools/lab/block-widgets.mjs http://127.0.0.1:9620');
  process.exit(2);
}
const shots = flag('--shots', '');
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const STEP = Number(process.env.LAB_STEP_MS ?? 120_000); // the editor in Playground is slow to boot on 2 cores: a bound, not a wait

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const admin = await logIn(browser, base, flag('--user', 'admin'), flag('--password', 'password'));
admin.setDefaultTimeout(STEP);

// Colophon's setup, as an owner finishes it (nothing reaches visitors before).
await admin.goto(`${base}/wp-admin/admin.php?page=colophon`);
const finish = admin.getByRole('button', { name: 'Finish setup' });
if (await finish.count()) {
  await Promise.all([admin.waitForLoadState('load'), finish.click()]);
}

// ----------------------------------------------------------------- the owner, in the page builder
/** A new page in the page builder's editor (its own "new page" link, as the Pages screen offers it). */
async function newPage() {
  await admin.goto(`${base}/wp-admin/edit.php?post_type=page`);
  const href = await admin.locator('a[href*="action=elementor_new_post"]').first().getAttribute('href');
  const link = new URL(href, `${base}/wp-admin/`);
  link.searchParams.set('post_type', 'page');
  link.searchParams.delete('template_type');
  // The editor is ready when its panel is and its loading screen is gone, not at the load event
  // (it keeps loading its preview long after).
  await admin.goto(link.href, { waitUntil: 'domcontentloaded' });
  await admin.locator('#elementor-panel-elements-search-input').waitFor();
  // The editor's loading screen stays over the page until its preview is ready.
  await admin.locator('#elementor-loading').waitFor({ state: 'hidden' });
  return Number(new URL(admin.url()).searchParams.get('post'));
}

/** Finds a widget by searching the panel and drags it onto the page's empty drop area. */
async function place(title, search) {
  const input = admin.locator('#elementor-panel-elements-search-input');
  if (!(await input.isVisible()))
    await admin
      .getByRole('button', { name: /Add Element|Widgets Panel/ })
      .first()
      .click();
  await input.fill(search);
  const widget = admin.locator('#elementor-panel-elements .elementor-element').filter({ hasText: title }).first();
  await widget.waitFor();
  const drop = admin
    .frameLocator('#elementor-preview-iframe')
    .locator('#elementor-add-new-section .elementor-add-section-drag-title, #elementor-add-new-section')
    .first();
  await widget.dragTo(drop);
  // Dropped: the panel turns to the widget's own settings.
  await admin.locator('#elementor-panel-header-title').filter({ hasText: title }).waitFor();
}

const panel = {
  text: (setting, value) => admin.locator(`#elementor-controls [data-setting="${setting}"]`).last().fill(value),
  section: (name) => admin.locator('#elementor-controls .elementor-control-type-section').filter({ hasText: name }).first().click(),
  addItem: async () => {
    // A promotion tip of the editor's top bar, opened by the pointer after a drag, can cover the panel.
    await admin.mouse.move(140, 600);
    await admin.locator('#elementor-controls .elementor-repeater-add').first().click();
  },
};

const WIDGETS = [
  {
    title: 'Pricing with a period switch',
    search: 'pricing',
    preview: '.colophon-pricing__plan',
    async setUp() {
      for (const [name, yearly, monthly] of [
        ['Starter', '9', '12'],
        ['Studio', '29', '35'],
      ]) {
        await panel.addItem();
        await panel.text('name', name);
        await panel.text('yearly', yearly);
        await panel.text('monthly', monthly);
      }
    },
    /** The switch changes the prices shown. */
    async use(v) {
      const card = v.locator('.colophon-pricing article, .colophon-pricing__plan').filter({ hasText: 'Studio' }).first();
      await card.getByText('29').first().waitFor();
      await v.getByRole('radio', { name: 'Monthly' }).check({ force: true });
      await card.getByText('35').first().waitFor();
      return 'monthly 35 after yearly 29';
    },
  },
  {
    title: 'Announcement bar',
    search: 'announcement',
    preview: '.colophon-announcement',
    async setUp() {
      await panel.text('message', 'Spring sale: 20% off every plan');
    },
    /** Closed by its button, it stays closed on the next visit. */
    async use(v) {
      const bar = v.locator('.colophon-announcement');
      await bar.getByText('Spring sale').waitFor();
      await bar.getByRole('button', { name: 'Close the announcement' }).click();
      await bar.waitFor({ state: 'hidden' });
      await v.reload();
      await v.locator('.colophon-pricing').first().waitFor();
      if (await bar.isVisible()) throw new Error('the closed bar shows again');
      return 'closed, and stays closed';
    },
  },
  {
    title: 'Slider',
    search: 'slider',
    preview: '[data-widget_type="colophon-slider.default"] .swiper-slide',
    async setUp() {
      for (const text of ['First slide', 'Second slide', 'Third slide', 'Fourth slide']) {
        await panel.addItem();
        // The slide's content is the page builder's own text editor (TinyMCE): its text tab is a textarea.
        const item = admin.locator('#elementor-controls .elementor-repeater-fields').last();
        const body = item.frameLocator('iframe').locator('body');
        await body.click();
        await admin.keyboard.type(text);
      }
      await panel.section('Layout');
      await panel.text('perViewDesktop', '2');
    },
    /** The next arrow and the keyboard move it on. */
    async use(v) {
      const slider = v.locator('[data-widget_type="colophon-slider.default"]');
      await slider.scrollIntoViewIfNeeded();
      const active = slider.locator('.swiper-slide-active');
      await active.getByText('First slide').waitFor();
      await slider.getByRole('button', { name: /Next/ }).click();
      await active.getByText('Second slide').waitFor();
      await slider.getByRole('button', { name: /Previous/ }).focus();
      await v.keyboard.press('ArrowRight');
      await active.getByText('Third slide').waitFor();
      return 'arrow and arrow key move it';
    },
  },
  {
    title: 'Booking calendar',
    search: 'booking',
    preview: '[data-widget_type="colophon-scheduling.default"]',
    async setUp() {
      await panel.text('url', 'https://calendly.com/colophon-lab/intro');
      await panel.text('provider', 'Calendly');
    },
    /** Refused consent: the provider's calendar is not loaded, its direct link is offered. */
    async use(v, requests) {
      const embed = v.locator('[data-widget_type="colophon-scheduling.default"]');
      await embed.getByText('The booking calendar comes from Calendly, which sets functional cookies.').waitFor();
      await embed.locator('a[href="https://calendly.com/colophon-lab/intro"]').waitFor();
      const asked = requests.filter((url) => url.includes('calendly.com'));
      if (asked.length) throw new Error(`asked the provider before consent: ${asked[0]}`);
      return 'asks for consent, offers the link; nothing asked of the provider';
    },
  },
  {
    title: 'Reviews',
    search: 'reviews',
    preview: '.colophon-reviews',
    async setUp() {
      await panel.addItem();
      // The review is the page builder's own text editor (TinyMCE), as a slide is.
      const item = admin.locator('#elementor-controls .elementor-repeater-fields').last();
      await item.frameLocator('iframe').locator('body').click();
      await admin.keyboard.type('Quick turnaround and careful notes. Jo, author');
      await panel.section('Reviews provider');
      await panel.text('api', 'https://api.reviews-lab.example');
      await panel.text('businessUnit', 'lab-unit');
    },
    /** Refused consent: the review shows, nothing is asked of the provider. */
    async use(v, requests) {
      await v.locator('.colophon-reviews').getByText('Quick turnaround and careful notes.').waitFor();
      const asked = requests.filter((url) => url.includes('reviews-lab.example'));
      if (asked.length) throw new Error(`asked the provider before consent: ${asked[0]}`);
      return 'the review shows; nothing asked of the provider';
    },
  },
  {
    title: 'Copy link',
    search: 'copy',
    preview: '[data-widget_type="colophon-copy-url.default"]',
    async setUp() {
      await panel.text('label', 'Copy this page’s link');
    },
    async use(v) {
      await v.getByRole('button', { name: 'Copy this page’s link' }).click();
      await v.getByText('Link copied').first().waitFor();
      const copied = await v.evaluate(() => navigator.clipboard.readText());
      if (!copied.includes('page_id=') && !copied.includes('/elementor-')) throw new Error(`copied ${copied}`);
      return 'copies the page address';
    },
  },
  {
    title: 'Like and dislike',
    search: 'like',
    preview: '.colophon-like-dislike__button',
    async setUp() {},
    /** The vote counts (the endpoint finds the block in the page's stored text). */
    async use(v) {
      const like = v.locator('.colophon-like-dislike button[data-type="like"]');
      const count = like.locator('.colophon-like-dislike__count');
      await like.waitFor();
      const before = Number(await count.textContent());
      await like.click();
      await v.locator('.colophon-like-dislike').getByRole('status').getByText('Thanks for your vote.').waitFor();
      await v.waitForFunction(([el, n]) => el.textContent === String(n), [await count.elementHandle(), before + 1]);
      return `vote saved (${before} to ${before + 1})`;
    },
  },
  {
    title: 'Waitlist form',
    search: 'waitlist',
    preview: '.colophon-waitlist',
    async setUp() {
      await panel.text('button', 'Apply now');
    },
    /** Sent and stored (Colophon → Applications lists it). */
    async use(v, _requests, label) {
      await v.getByLabel('First name').fill('Ann');
      await v.getByLabel('Last name').fill(`Author ${label}`);
      await v.getByLabel('Email').fill(`ann-${label}-${STAMP}@example.com`);
      await v.getByRole('button', { name: 'Apply now' }).click();
      await v.getByText('Thank you: your application is in.').waitFor();
      await admin.goto(`${base}/wp-admin/edit.php?post_type=colophon_application`);
      await admin.locator('tr', { hasText: `ann-${label}-${STAMP}@example.com` }).waitFor();
      return 'sent, and listed under Applications';
    },
  },
];

const STAMP = Date.now();
const pageId = await newPage();
try {
  for (const widget of WIDGETS) {
    await place(widget.title, widget.search);
    await widget.setUp();
    // The editor's preview shows the widget as visitors will see it.
    await admin.frameLocator('#elementor-preview-iframe').locator(widget.preview).first().waitFor();
  }
} catch (error) {
  if (shots) await admin.screenshot({ path: path.join(shots, 'page-builder-editor-failed.png') });
  throw error;
}
if (shots) await admin.screenshot({ path: path.join(shots, 'page-builder-editor.png') });
await admin.getByRole('button', { name: 'Publish', exact: true }).click();
// Published when a visitor (no cookie) gets the page rather than "not found".
const pageUrl = `${base}/?page_id=${pageId}`;
for (let tries = 0; (await fetch(pageUrl)).status !== 200; tries++) {
  if (tries > 120) throw new Error(`the page was not published: ${pageUrl}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// ----------------------------------------------------------------- the visitor
const wasOn = await takeoverOn(admin, base);
const rows = [];
for (const side of ['off', 'on']) {
  await setTakeover(admin, base, side === 'on');
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, ...(width === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const v = await context.newPage();
    const requests = [];
    v.on('request', (request) => requests.push(request.url()));
    v.setDefaultTimeout(30_000);
    const errors = [];
    v.on('pageerror', (error) => errors.push(error.message));
    await v.goto(pageUrl);
    // A visitor answers the consent banner first (it sits over the bottom of a phone's screen).
    const banner = v.getByRole('dialog', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await banner.waitFor({ state: 'hidden' });
    const scripts = await v.evaluate(() => [...document.scripts].map((script) => script.src).filter((src) => /elementor|jquery/.test(src)).length);
    for (const widget of WIDGETS) {
      let seen;
      try {
        seen = await widget.use(v, requests, `${side}-${width}`);
      } catch (error) {
        seen = `FAILED: ${String(error.message).split('\n')[0]}`;
      }
      rows.push({ widget: widget.title, side, width, seen, scripts, errors: errors.length });
    }
    if (shots) await v.screenshot({ path: path.join(shots, `page-builder-widgets-${side}-${width}.png`), fullPage: true });
    await context.close();
  }
}
await setTakeover(admin, base, wasOn);
await browser.close();

const failed = rows.filter((row) => row.seen.startsWith('FAILED') || row.errors);
const markdown = [
  `Run by \`node tools/lab/block-widgets.mjs\` on the 2026 lab (WordPress 7.0.2, Elementor 4.2.1, Pro 4.2.1): each widget found by searching the page builder's panel, dragged onto a new page, set in the panel and published; then used by a visitor at 390 and 1366 px with takeover off and on.`,
  '',
  '| widget | takeover | width | what the visitor did and saw | page builder and jQuery scripts on the page | page errors |',
  '|---|---|---|---|---:|---:|',
  ...rows.map((row) => `| ${row.widget} | ${row.side} | ${row.width} | ${row.seen} | ${row.scripts} | ${row.errors} |`),
].join('\n');
console.log(markdown);
writeSection(path.join(ROOT, 'docs', 'page-builder-widgets.md'), 'lab', markdown);
if (failed.length) {
  console.error(`block-widgets: ${failed.length} failed`);
  process.exit(1);
}
