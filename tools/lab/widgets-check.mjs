/**
 * `node tools/lab/widgets-check.mjs URL`: the incumbent lab's `/widgets/` page (tools/peer-lab.sh
 * builds it) used by a visitor with takeover off (the page builder's own front end) and on
 * (Colophon's), each widget tried the way a visitor would, at a phone's and a desktop's width.
 * Prints one table (widget × side × width: what was seen) and writes it into docs/takeover.md, so
 * the lab's figures come from this command, never typed. Takeover is switched through its real
 * form by an administrator, and put back as it was. The form's submissions are counted in the page
 * builder's own store (its REST route), before and after.
 *
 *   node tools/lab/widgets-check.mjs http://127.0.0.1:9520 [--user admin --password password] [--shots DIR]
 *        [--only gallery,posts]   (some widgets only: the docs are not written then)
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag } from '../args.mjs';
import { writeSection } from '../docs-section.mjs';
import { ROOT } from '../wordpress.mjs';
import { logIn, setTakeover, takeoverOn } from '../../bench/peer.mjs';

const base = String(process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('widgets-check: give the lab’s address, e.g. node tools/lab/widgets-check.mjs http://127.0.0.1:9520');
  process.exit(2);
}
const shots = flag('--shots', '');
const only = flag('--only', '') ? String(flag('--only')).split(',') : null;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** The page builder's own count of stored submissions (its REST route, as the administrator). */
async function submissions(admin) {
  return admin.evaluate(async (site) => {
    const nonce = await (await fetch(`${site}/wp-admin/admin-ajax.php?action=rest-nonce`)).text();
    const response = await fetch(`${site}/wp-json/elementor/v1/form-submissions?per_page=1`, { headers: { 'X-WP-Nonce': nonce } });
    if (!response.ok) throw new Error(`form-submissions answered ${response.status}`);
    const body = await response.json();
    return Number(body?.meta?.pagination?.total ?? response.headers.get('X-WP-Total') ?? NaN);
  }, base);
}

/** How many of these a visitor sees: a box of some size (the page builder hides by scaling to 0), not hidden. */
const visible = (locator) =>
  locator.evaluateAll(
    (all) =>
      all.filter((el) => el.getBoundingClientRect().width > 1 && getComputedStyle(el).visibility !== 'hidden' && Number(getComputedStyle(el).opacity) > 0)
        .length,
  );
/** Polls `read` until `done` holds or `ms` pass; the last value. */
async function until(read, done, ms = 8000) {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** The text of a carousel's slide that sits at its left edge, to see whether it moved. */
const leading = (widget) =>
  widget.evaluate((root) => {
    const frame = (root.querySelector('.swiper, .swiper-container, .elementor-swiper') ?? root).getBoundingClientRect();
    const slides = [...root.querySelectorAll('.swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && Math.abs(r.left - frame.left) < 30;
    });
    return slides.map((s) => s.textContent.replace(/\s+/g, ' ').trim().slice(0, 40) || s.getAttribute('data-swiper-slide-index') || '?').join('|');
  });
/** How many slides are fully inside the carousel's frame. */
const perView = (widget) =>
  widget.evaluate((root) => {
    const frame = (root.querySelector('.swiper, .swiper-container, .elementor-swiper') ?? root).getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 10 && r.left >= frame.left - 2 && r.right <= frame.right + 2;
    }).length;
  });

async function carousel(page, type, next) {
  const widget = page.locator(`[data-widget_type="${type}.default"]`).first();
  await widget.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  const before = await leading(widget);
  const view = await perView(widget);
  const arrow = widget.locator(next).first();
  if (!(await arrow.count()) || !(await arrow.isVisible())) return `${view} in view; no next arrow shown`;
  await arrow.click();
  await page.waitForTimeout(900);
  const after = await leading(widget);
  return `${view} in view; next ${before !== after && after !== '' ? 'moves' : 'does nothing'}`;
}

const checks = {
  async 'animated headline'(page) {
    // Animated: its rotating part changes (words, letters or their classes) within 5 s.
    const wrapper = page.locator('[data-widget_type="animated-headline.default"] .elementor-headline-dynamic-wrapper');
    await wrapper.scrollIntoViewIfNeeded();
    const seen = new Set();
    for (let i = 0; i < 10; i++) {
      seen.add(await wrapper.evaluate((el) => el.innerHTML).catch(() => ''));
      await page.waitForTimeout(500);
    }
    seen.delete('');
    return seen.size > 1 ? `animates (${seen.size} states in 5 s)` : 'static';
  },
  async slides(page) {
    return carousel(page, 'slides', '.elementor-swiper-button-next');
  },
  async 'testimonial carousel'(page) {
    return carousel(page, 'testimonial-carousel', '.elementor-swiper-button-next');
  },
  async countdown(page) {
    const widgets = page.locator('[data-widget_type="countdown.default"]');
    const digits = (i) => widgets.nth(i).locator('.elementor-countdown-digits').allTextContents();
    await widgets.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const a = [await digits(0), await digits(1)];
    await page.waitForTimeout(1600);
    const b = [await digits(0), await digits(1)];
    const say = (x, y) =>
      x.every((d) => d.trim() === '') ? 'empty' : JSON.stringify(x) === JSON.stringify(y) ? `${x.join(':')} (still)` : `${y.join(':')}, ticking`;
    return `due date ${say(a[0], b[0])}; evergreen ${say(a[1], b[1])}`;
  },
  async gallery(page) {
    const widget = page.locator('[data-widget_type="gallery.default"]');
    await widget.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    const height = Math.round((await widget.locator('.elementor-gallery__container').boundingBox())?.height ?? 0);
    const before = await visible(widget.locator('.e-gallery-item'));
    await widget.getByRole('button', { name: 'Studio' }).click();
    const after = await until(
      () => visible(widget.locator('.e-gallery-item')),
      (n) => n < before,
      3000,
    );
    let lightbox = 'no lightbox';
    const first = widget.locator('.e-gallery-item').filter({ visible: true }).first();
    if (await first.count()) {
      await first.click();
      const counter = page.locator('.colophon-lightbox__caption:visible, .elementor-slideshow__counter:visible').first();
      const caption = await until(
        () => counter.textContent({ timeout: 500 }).catch(() => ''),
        (text) => /\d/.test(text ?? ''),
        5000,
      );
      if (caption) {
        lightbox = `lightbox ${
          caption
            .replace(/\s+/g, ' ')
            .trim()
            .match(/^\d+ \/ \d+/)?.[0] ?? 'opens'
        }`;
        await page.keyboard.press('Escape');
      } else if (page.url().match(/\.(jpe?g|png|webp)/i)) {
        lightbox = 'image opens as a page';
        await page.goBack();
      }
    }
    return `${height} px tall, ${before} images; tab “Studio”: ${after}; ${lightbox}`;
  },
  async 'media carousel'(page) {
    return carousel(page, 'media-carousel', '.elementor-swiper-button-next');
  },
  async reviews(page) {
    return carousel(page, 'reviews', '.elementor-swiper-button-next');
  },
  async 'share buttons'(page) {
    const button = page.locator('[data-widget_type="share-buttons.default"] .elementor-share-btn_linkedin');
    await button.scrollIntoViewIfNeeded();
    // The lab is offline: what counts is the address the new window asks for.
    const asked = page
      .context()
      .waitForEvent('request', { predicate: (r) => /linkedin/.test(r.url()), timeout: 4000 })
      .catch(() => null);
    await button.click();
    const request = await asked;
    for (const other of page.context().pages()) if (other !== page) await other.close();
    return request ? `opens ${new URL(request.url()).host}${new URL(request.url()).pathname}` : 'nothing opens';
  },
  async posts(page) {
    const widget = page.locator('[data-widget_type="posts.classic"]');
    await widget.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    const band = await widget
      .locator('.elementor-post__thumbnail')
      .first()
      .evaluate((box) => {
        const image = box.querySelector('img');
        return image ? Math.round(box.getBoundingClientRect().bottom - image.getBoundingClientRect().bottom) : -1;
      });
    const before = await widget.locator('.elementor-post').count();
    const more = widget.locator('.e-load-more-anchor ~ .elementor-button-wrapper .elementor-button, .elementor-button-wrapper .elementor-button').first();
    let after = before;
    if (await more.count()) {
      await more.click();
      after = await until(
        () => widget.locator('.elementor-post').count(),
        (n) => n > before,
        10000,
      );
    }
    return `blank band under image ${Math.max(0, band)} px; load more ${before} → ${after}`;
  },
  async form(page, { admin }) {
    const widget = page.locator('[data-widget_type="form.default"]');
    await widget.scrollIntoViewIfNeeded();
    const stored = await submissions(admin);
    await widget.getByLabel('Name').fill('Lab visitor');
    await widget.getByLabel('Email').fill('lab@example.org');
    await widget.getByLabel('About your book').fill('A memoir, 80,000 words.');
    await widget.getByRole('button', { name: 'Ask for a quote' }).click();
    const message = (
      await until(
        () => widget.locator('.elementor-message').allTextContents(),
        (texts) => texts.join('').trim() !== '',
        10000,
      ).catch(() => [])
    )
      .join(' ')
      .trim();
    const now = await submissions(admin);
    const url = new URL(page.url());
    return `${message ? `“${message}”` : 'no message'}${url.search ? ` (page reloaded: ${url.search})` : ''}; stored ${now - stored}`;
  },
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const admin = await logIn(browser, base, flag('--user', 'admin'), flag('--password', 'password'));
const wasOn = await takeoverOn(admin, base);
const results = {};
const decided = {};
try {
  for (const side of ['incumbent', 'takeover']) {
    await setTakeover(admin, base, side === 'takeover');
    // What the server decided for the page (its Server-Timing entry) and the page builder's scripts left in it.
    const response = await fetch(`${base}/widgets/`);
    const html = await response.text();
    const timing = /colophon-takeover;[^,]*desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'no decision';
    const theirs = (html.match(/<script[^>]+src=["'][^"']*\/plugins\/(elementor|elementor-pro|jet-engine)\//g) ?? []).length;
    decided[side] = `${timing}, ${theirs} page-builder scripts`;
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      for (const [name, check] of Object.entries(checks).filter(([name]) => !only || only.includes(name))) {
        // A fresh visitor per widget: one widget's popup, lightbox or reload cannot spoil the next.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // Both sides get the same chance: the visitor acts once the page has settled.
        await page.goto(`${base}/widgets/`, { waitUntil: 'networkidle' });
        let seen;
        try {
          seen = await check(page, { admin });
        } catch (error) {
          seen = `failed: ${String(error.message).split('\n')[0].slice(0, 120)}`;
        }
        if (errors.length) seen += ` · script error: ${errors[0].slice(0, 80)}`;
        (results[name] ??= {})[`${side} ${width}`] = seen;
        console.error(`[lab] ${side} ${width} ${name}: ${seen}`);
        if (shots) await page.screenshot({ path: path.join(shots, `${side}-${width}-${name.replace(/\s+/g, '-')}.png`) });
        await context.close();
      }
    }
  }
} finally {
  await setTakeover(admin, base, wasOn).catch((error) => console.error(`[lab] could not put takeover back: ${error.message}`));
  await browser.close();
}
const columns = ['incumbent phone', 'takeover phone', 'incumbent desktop', 'takeover desktop'];
const markdown = [
  `\`node tools/lab/widgets-check.mjs\` on ${new Date().toISOString().slice(0, 10)}: the lab's \`/widgets/\` page (Elementor 3.21.6, Elementor Pro 3.21.3, JetEngine 3.1.5), a fresh visitor per widget at 390×844 and 1280×900. "stored" is the page builder's own count of submissions, before and after.`,
  '',
  `The server's decision for the page (its \`Server-Timing\`): takeover off: ${decided.incumbent}; takeover on: ${decided.takeover}.`,
  '',
  `| widget | ${columns.join(' | ')} |`,
  `|---|${columns.map(() => '---').join('|')}|`,
  ...Object.entries(results).map(([name, row]) => `| ${name} | ${columns.map((c) => (row[c] ?? '–').replace(/\|/g, '/')).join(' | ')} |`),
].join('\n');
console.log(`\n${markdown}\n`);
if (!only) writeSection(path.join(ROOT, 'docs', 'takeover.md'), 'lab-widgets', markdown);
