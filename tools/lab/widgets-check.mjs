/**
 * `node tools/lab/widgets-check.mjs URL`: a lab's widgets page used by a visitor with takeover off
 * (the page builder's own front end) and on (Colophon's), each widget tried the way a visitor
 * would, at a phone's and a desktop's width. Prints one table (widget × side × width: what was
 * seen) and writes it into docs/takeover.md, so the lab's figures come from this command, never
 * typed. Takeover is switched through its real form by an administrator, and put back as it was.
 * The form's submissions are counted in the page builder's own store (its REST route), before and
 * after. A check runs only where its widget is on the page. Widgets with nothing to do are
 * compared by their pixels: the same screenshot on both sides, or not.
 *
 *   node tools/lab/widgets-check.mjs http://127.0.0.1:9520 [--user admin --password password] [--shots DIR]
 *        [--only gallery,posts]   (some widgets only: the docs are not written then)
 *
 * The 2026 lab (../shared/peers/2026/, Elementor 4.2) starts empty: `--build-2026 SITE_ROOT` (the
 * lab's `run-PORT/core` folder) first builds its `/widgets-2026/` page (tools/lab/widgets-page-2026.php,
 * copied into the site, run once, removed), and the table goes to its own section.
 *
 *   node tools/lab/widgets-check.mjs http://127.0.0.1:9620 --build-2026 /tmp/colophon-peer-2026/run-9620/core [--markup classic]
 *
 * `--bench-pages` builds the pages of the A/B/C bench as well (tools/lab/bench-pages-2026.php:
 * a home page, a blog listing, an FAQ, an offer with a popup, a gallery; perfmatters' Delay
 * JavaScript switched on) and stops there, checking nothing.
 *
 * `--markup classic` builds it with optimized markup off (the widget wrappers of 3.x) and writes its own
 * section; the lab stays so until the next build without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag, has } from '../args.mjs';
import { writeSection } from '../docs-section.mjs';
import { ROOT } from '../wordpress.mjs';
import { logIn, setTakeover, takeoverOn } from '../../bench/peer.mjs';
import { comparePictures } from './pictures.mjs';

const base = String(process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('widgets-check: give the lab’s address, e.g. node tools/lab/widgets-check.mjs http://127.0.0.1:9520');
  process.exit(2);
}
const shots = flag('--shots', '');
const only = flag('--only', '') ? String(flag('--only')).split(',') : null;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const siteRoot = flag('--build-2026', '');
// `--markup classic`: the 2026 lab's page with optimized markup off (the widget wrappers back).
const classic = flag('--markup', '') === 'classic';
const pagePath = siteRoot ? '/widgets-2026/' : '/widgets/';

/** The stylesheets `html` links on this site that do not load. */
async function missingSheets(html) {
  const sheets = [...html.matchAll(/<link[^>]+rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/g)].map((m) => m[1].replace(/&#0?38;|&amp;/g, '&'));
  const missing = [];
  for (const sheet of sheets.filter((href) => href.startsWith(base))) {
    if (!(await fetch(sheet)).ok) missing.push(sheet.slice(base.length));
  }
  return missing;
}

if (siteRoot) {
  const script = path.join(siteRoot, 'colophon-lab-widgets.php');
  if (!fs.existsSync(path.join(siteRoot, 'wp-load.php'))) {
    console.error(`widgets-check: ${siteRoot} is not the lab site's root (no wp-load.php there)`);
    process.exit(2);
  }
  fs.copyFileSync(path.join(ROOT, 'tools', 'lab', 'widgets-page-2026.php'), script);
  try {
    // Built again while the page links a stylesheet that was not written: Playground's workers can lose
    // a file one of them deleted (docs/takeover.md), the 4.x base styles as well as the pages' own.
    for (let attempt = 1; ; attempt++) {
      // Twice on a new lab: the popup's document type exists only once its post does (the script says so).
      for (let run = 0, again = true; again && run < 3; run++) {
        const response = await fetch(`${base}/colophon-lab-widgets.php${classic ? '?markup=classic' : ''}`);
        const said = (await response.text()).trim();
        if (!response.ok || !said.includes(pagePath)) throw new Error(`building the page answered ${response.status}: ${said.slice(-400)}`);
        console.error(`[lab] ${said}`);
        again = said.includes('build again');
      }
      const missing = await missingSheets(await (await fetch(`${base}${pagePath}`)).text());
      if (!missing.length || attempt === 4) break;
      console.error(`[lab] not written: ${missing.join(', ')}; building again`);
    }
  } finally {
    fs.rmSync(script, { force: true });
  }
  // `--bench-pages`: the pages of the A/B/C bench too (tools/lab/bench-pages-2026.php), then stop.
  if (has('--bench-pages')) {
    const pages = path.join(siteRoot, 'colophon-lab-bench.php');
    fs.copyFileSync(path.join(ROOT, 'tools', 'lab', 'bench-pages-2026.php'), pages);
    try {
      const response = await fetch(`${base}/colophon-lab-bench.php`);
      const said = (await response.text()).trim();
      if (!response.ok || !said.includes('perfmatters')) throw new Error(`building the bench pages answered ${response.status}: ${said.slice(-400)}`);
      console.error(`[lab] ${said}`);
    } finally {
      fs.rmSync(pages, { force: true });
    }
    process.exit(0);
  }
}

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
/** A check's answer to a yes-or-no question. */
const yes = (value) => (value ? 'yes' : 'no');
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

/** Its pagination as a visitor sees it: dots (how many), a fraction, a progress bar, or none. */
const pagination = (widget) =>
  widget.evaluate((root) => {
    const shown = (el) => el && el.getBoundingClientRect().width > 1 && getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden';
    if (shown(root.querySelector('.swiper-pagination-progressbar'))) return 'progress bar';
    if (shown(root.querySelector('.swiper-pagination-fraction'))) return 'fraction';
    const dots = [...root.querySelectorAll('.swiper-pagination-bullet')].filter(shown).length;
    return dots ? `${dots} dots` : 'no pagination';
  });

async function carousel(page, type, next) {
  const widget = page.locator(`[data-widget_type="${type}.default"]`).first();
  await widget.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  const before = await leading(widget);
  const view = await perView(widget);
  const arrows = await visible(widget.locator('.elementor-swiper-button'));
  const kind = await pagination(widget);
  // How big a slide's picture is drawn (an image carousel's own size, or the slide's with "Image Stretch").
  const image = widget.locator('.swiper-slide-image').first();
  const drawn = (await image.count()) ? await image.boundingBox() : null;
  const shape = `${view} in view; ${arrows} arrows; ${kind}${drawn ? `; images ${Math.round(drawn.width)}×${Math.round(drawn.height)}` : ''}`;
  const arrow = widget.locator(next).first();
  if (!(await arrow.count()) || !(await arrow.isVisible())) {
    // No arrow to press: whether it moves by itself (autoplay) within 7 s.
    const moved = await until(
      () => leading(widget),
      (now) => now !== before && now !== '',
      7000,
    );
    return `${shape}; ${moved !== before && moved !== '' ? 'moves by itself' : 'stays'}`;
  }
  await arrow.click();
  await page.waitForTimeout(900);
  const after = await leading(widget);
  return `${shape}; next ${before !== after && after !== '' ? 'moves' : 'does nothing'}`;
}

/** The state of every running CSS animation and transition has ended (or `ms` passed). */
const settled = (page, ms = 4000) =>
  until(
    () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
    (n) => n === 0,
    ms,
  );

/** A check's widget type: its name with dashes for spaces ("icon box" → icon-box), or as the page builder spells it. */
const widgetType = (name) => ({ 'google maps': 'google_maps' })[name] ?? name.replace(/ /g, '-');

/** The screenshots of the widgets compared by their looks: name → column → PNG. */
const pictures = {};

/** A widget with nothing to do, compared by its box and its pixels (centred in the viewport, settled). */
const still =
  (name) =>
  async (page, { column }) => {
    // Not one inside a mega menu's content, hidden until the menu opens.
    const widget = page.locator(`[data-widget_type="${widgetType(name)}.default"]:not(.e-n-menu-content *)`).first();
    await widget.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await settled(page);
    const box = await widget.boundingBox();
    const pixels = await widget.screenshot({ animations: 'disabled' });
    (pictures[name] ??= {})[column] = pixels;
    if (shots) fs.writeFileSync(path.join(shots, `${column.replace(/ /g, '-')}-${name.replace(/ /g, '-')}-widget.png`), pixels);
    return `${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`;
  };

/** Which item titles of a widget are open (`details[open]`, or a title marked active/expanded). */
const openTitles = (widget) =>
  widget.evaluate(
    (root) =>
      [...root.querySelectorAll('details[open] > summary, [aria-expanded="true"], [aria-selected="true"]')]
        .filter((el) => el.getBoundingClientRect().width > 1)
        .map((el) => el.textContent.replace(/\s+/g, ' ').trim().slice(0, 24))
        .join(' / ') || 'none',
  );

const checks = {
  ...Object.fromEntries(
    [
      'heading',
      'text editor',
      'button',
      'image',
      'divider',
      'icon list',
      'icon',
      'icon box',
      'spacer',
      'image box',
      'social icons',
      'rating',
      'star rating',
    ].map((name) => [name, still(name)]),
  ),
  async 'entrance animations'(page) {
    // The hero's three widgets in the first screen, then one far below it, scrolled to.
    const hero = page.locator('.lab-hero-title').locator('xpath=..');
    await settled(page);
    const shown = await hero.evaluate(
      (root) =>
        [...root.querySelectorAll(':scope > [data-widget_type]')].filter(
          (el) => Number(getComputedStyle(el).opacity) === 1 && el.getBoundingClientRect().width > 1,
        ).length,
    );
    const ran = () => page.evaluate(() => [...new Set(window.__labAnimations ?? [])]);
    const first = await ran();
    const below = page.locator('.lab-below');
    const hidden = await below.evaluate((el) => Number(getComputedStyle(el).opacity) < 1 || getComputedStyle(el).visibility === 'hidden');
    await below.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await until(ran, (names) => names.length > first.length, 3000);
    await settled(page);
    const later = (await ran()).filter((name) => !first.includes(name));
    const after = await below.evaluate((el) => Number(getComputedStyle(el).opacity));
    return `first screen: ${shown} of 3 shown, ${first.length ? `animated (${first.join(', ')})` : 'at once, not animated'}; below: ${hidden ? 'hidden' : 'shown'} until scrolled to, then ${later.join(', ') || 'no animation'}, opacity ${after}`;
  },
  async counter(page) {
    const number = page.locator('.lab-counter .elementor-counter-number');
    await number.scrollIntoViewIfNeeded();
    const seen = await until(
      () => number.textContent(),
      (text) => text.trim() === '320',
      6000,
    );
    return seen.trim() === '320' ? 'counts to 320' : `shows “${seen.trim()}”`;
  },
  async progress(page) {
    const bar = page.locator('.lab-progress .elementor-progress-bar');
    await bar.scrollIntoViewIfNeeded();
    const ratio = () => bar.evaluate((el) => Math.round((100 * el.getBoundingClientRect().width) / el.parentElement.getBoundingClientRect().width));
    await until(ratio, (n) => n >= 90, 6000);
    await settled(page);
    const seen = await ratio();
    return `bar fills to ${seen} %`;
  },
  async 'image carousel'(page) {
    return carousel(page, 'image-carousel', '.elementor-swiper-button-next');
  },
  async 'nested accordion'(page) {
    const widget = page.locator('[data-widget_type="nested-accordion.default"]');
    await widget.scrollIntoViewIfNeeded();
    await settled(page);
    const first = await openTitles(widget);
    await widget.getByText('How long does it take?').first().click();
    const answer = widget.getByText('Four to six weeks for a novel.');
    const clicked = await until(() => answer.isVisible(), Boolean, 3000);
    await widget.locator('summary', { hasText: 'Do you print?' }).focus();
    await page.keyboard.press('Enter');
    const keyed = await until(() => widget.getByText('Yes: offset and print on demand.').isVisible(), Boolean, 3000);
    return `open at load: ${first}; click opens: ${clicked ? 'yes' : 'no'}; Enter opens: ${keyed ? 'yes' : 'no'}; open now: ${await openTitles(widget)}`;
  },
  async toggle(page) {
    const widget = page.locator('[data-widget_type="toggle.default"]');
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('button', { name: 'Can I keep my rights?' }).click();
    const clicked = await until(() => widget.getByText('Always: you own your book.').isVisible(), Boolean, 3000);
    await widget.getByRole('button', { name: 'Do you work with publishers?' }).focus();
    await page.keyboard.press('Enter');
    const keyed = await until(() => widget.getByText('Yes, and with self-publishers.').isVisible(), Boolean, 3000);
    return `click opens: ${clicked ? 'yes' : 'no'}; Enter opens: ${keyed ? 'yes' : 'no'}`;
  },
  async 'nested tabs'(page) {
    const widget = page.locator('[data-widget_type="nested-tabs.default"]');
    await widget.scrollIntoViewIfNeeded();
    const first = await openTitles(widget);
    await widget.getByRole('tab', { name: 'Design' }).filter({ visible: true }).first().click();
    const clicked = await until(() => widget.getByText('Covers, interiors and maps.').isVisible(), Boolean, 3000);
    await page.keyboard.press('ArrowRight');
    const keyed = await until(() => widget.getByText('Offset runs from 300 copies.').isVisible(), Boolean, 3000);
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 20) ?? '');
    return `selected at load: ${first}; click shows its panel: ${clicked ? 'yes' : 'no'}; → moves focus to “${focused}”${keyed ? ' and shows its panel' : ''}`;
  },
  async 'mega menu'(page) {
    const widget = page.locator('[data-widget_type="mega-menu.default"]').first();
    const content = widget.locator('.e-n-menu-content > .e-con').first();
    const button = widget.locator('.e-n-menu-dropdown-icon').first();
    const shown = () => content.isVisible();
    if (page.viewportSize().width < 768) {
      const toggle = widget.locator('.e-n-menu-toggle');
      await toggle.click();
      const opened = await until(() => widget.locator('.e-n-menu-heading').isVisible(), Boolean, 3000);
      await button.click();
      const open = await until(shown, Boolean, 3000);
      await button.focus();
      await page.keyboard.press('Escape');
      const closed = await until(
        () => toggle.getAttribute('aria-expanded'),
        (v) => v === 'false',
        3000,
      );
      const focus = await page.evaluate(() => document.activeElement?.className ?? '');
      return `toggle opens the menu: ${yes(opened)}; a title's button opens its content: ${yes(open)}; Escape closes the menu: ${yes(closed === 'false')}, focus on ${focus.includes('e-n-menu-toggle') ? 'the toggle' : focus || 'nothing'}`;
    }
    await widget.locator('.e-n-menu-title').first().hover();
    const hovered = await until(shown, Boolean, 3000);
    const box = (await content.boundingBox()) ?? { x: NaN, width: NaN };
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    await content.locator('a').first().hover();
    const kept = await shown();
    await page.mouse.move(5, 700);
    const left = await until(shown, (v) => !v, 3000);
    await button.focus();
    await page.keyboard.press('Enter');
    const keyed = await until(shown, Boolean, 3000);
    await page.keyboard.press('Tab');
    const into = await page.evaluate(() => !!document.activeElement?.closest('.e-n-menu-content'));
    await page.keyboard.press('Escape');
    const escaped = await until(shown, (v) => !v, 3000);
    const back = await button.evaluate((el) => el === document.activeElement);
    return `hover opens: ${yes(hovered)} (x ${Math.round(box.x)}, ${Math.round(box.width)} of ${pageWidth} px wide); stays open over it: ${yes(kept)}; closes when the pointer leaves: ${yes(!left)}; Enter opens: ${yes(keyed)}; Tab goes into it: ${yes(into)}; Escape closes: ${yes(!escaped)}, focus back on its button: ${yes(back)}`;
  },
  async popup(page) {
    const button = page.locator('.lab-popup-button .elementor-button').first();
    await button.scrollIntoViewIfNeeded();
    const popup = page.locator('[data-elementor-type="popup"]').filter({ hasText: 'A free sample edit' });
    const before = await popup.isVisible();
    await button.click();
    const shown = await until(() => popup.isVisible(), Boolean, 4000);
    const inside = await until(() => page.evaluate(() => !!document.activeElement?.closest('[data-elementor-type="popup"]')), Boolean, 4000);
    // Where its close button's icon is drawn, against the dialog's top right corner, and whether a theme's button border reached it.
    const close = await page.evaluate(() => {
      const icon = document.querySelector('.dialog-close-button svg, .dialog-close-button i');
      const dialog = icon?.closest('.dialog-widget-content')?.getBoundingClientRect();
      const box = icon?.getBoundingClientRect();
      const border = icon ? getComputedStyle(icon.closest('.dialog-close-button')).borderTopWidth : '';
      return box && dialog ? `${Math.round(dialog.right - box.right)}, ${Math.round(box.top - dialog.top)} px in, border ${border}` : 'none';
    });
    await page.keyboard.press('Escape');
    const closed = await until(
      () => popup.isVisible(),
      (v) => !v,
      4000,
    );
    const focus = await page.evaluate(
      () => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 30) || document.activeElement?.tagName || '',
    );
    return `shown before: ${yes(before)}; the button opens it: ${yes(shown)}; close icon ${close}; focus inside: ${yes(inside)}; Escape closes it: ${yes(!closed)}; focus then on “${focus}”`;
  },
  async 'mega menu fitted'(page) {
    const widget = page.locator('.lab-mega-fit');
    const content = widget.locator('.e-n-menu-content > .e-con').first();
    if (page.viewportSize().width < 768) await widget.locator('.e-n-menu-toggle').click();
    const button = widget.locator('.e-n-menu-dropdown-icon').first();
    await button.scrollIntoViewIfNeeded();
    await widget.locator('.e-n-menu-title').nth(1).hover();
    const onHover = await until(() => content.isVisible(), Boolean, 1500);
    await button.click();
    const open = await until(() => content.isVisible(), Boolean, 3000);
    const title = (await widget.locator('.e-n-menu-title').nth(1).boundingBox()) ?? { x: NaN, width: NaN };
    const box = (await content.boundingBox()) ?? { x: NaN, width: NaN };
    await page.mouse.click(5, 5);
    const closed = await until(
      () => content.isVisible(),
      (v) => !v,
      3000,
    );
    return `hover opens: ${yes(onHover)}; click opens: ${yes(open)}, its right edge ${Math.round(box.x + box.width - title.x - title.width)} px from its title's, ${Math.round(box.width)} px wide; a click outside closes: ${yes(!closed)}`;
  },
  async video(page) {
    const widget = page.locator('[data-widget_type="video.default"]');
    await widget.scrollIntoViewIfNeeded();
    await settled(page);
    await widget.locator('.elementor-custom-embed-image-overlay').click();
    const src = await until(
      () => page.locator('iframe').evaluateAll((frames) => frames.map((f) => f.src || f.dataset.src || '').find((s) => /youtube/.test(s)) ?? ''),
      Boolean,
      6000,
    );
    if (!src) return 'no video frame';
    const url = new URL(src);
    const params = [...url.searchParams.keys()].sort().map((k) => `${k}=${url.searchParams.get(k)}`);
    return `${url.host}${url.pathname.replace(/[\w-]{11}$/, '…')} ?${params.join('&')}`;
  },
  async 'google maps'(page) {
    const widget = page.locator('[data-widget_type="google_maps.default"]');
    await widget.scrollIntoViewIfNeeded();
    const frame = await widget.locator('iframe').evaluateAll((frames) => frames.map((f) => f.src || f.dataset.src || '').join(' '));
    const box = await widget.boundingBox();
    return `${frame ? `frame ${new URL(frame.split(' ')[0]).host}` : 'no frame'}; ${Math.round(box?.height ?? 0)} px tall`;
  },
  async 'sticky header'(page) {
    // The page builder's sticky leaves a spacer copy of the header in its place.
    const header = page.locator('.lab-header:not(.elementor-sticky__spacer)');
    const read = () =>
      header.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const layer = el.querySelector('.elementor-motion-effects-layer');
        return {
          top: Math.round(box.top),
          height: Math.round(box.height),
          background: layer ? Number(getComputedStyle(layer).opacity).toFixed(2) : 'no layer',
        };
      });
    await settled(page);
    const top = await read();
    await page.mouse.wheel(0, 1800);
    const stuck = await until(read, (v) => v.top === 0, 4000);
    await settled(page);
    const later = await read();
    return `at the top ${top.height} px, background ${top.background}; scrolled: ${later.top === 0 ? 'stuck' : `at ${later.top}`}, ${later.height} px, background ${later.background}${stuck.top === 0 ? '' : ' (never stuck)'}`;
  },
  async 'motion effect'(page) {
    // Read where the title's parent has just entered, then at the page's end (the call to action is
    // last: it cannot be centred), each once the value holds still (the page builder writes it in a
    // frame loop, behind a CSS transition; the browser's scroll timeline at once).
    const title = page.locator('.lab-cta-title');
    const opacity = () => title.evaluate((el) => Number(getComputedStyle(el).opacity).toFixed(2));
    const steady = async () => {
      let last = '';
      let same = 0;
      await until(opacity, (value) => ((same = value === last ? same + 1 : 0), (last = value), same >= 3), 6000);
      return last;
    };
    await title.evaluate((el) => window.scrollTo(0, el.parentElement.getBoundingClientRect().top + window.scrollY - window.innerHeight + 20));
    const entering = await steady();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await steady();
    const progress = await title.evaluate((el) => {
      const box = el.parentElement.getBoundingClientRect();
      return Math.round(((innerHeight - box.top) / (innerHeight + box.height)) * 100);
    });
    return `opacity entering ${entering}; at the page's end (${progress} % through the viewport) ${end}`;
  },
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

/** What a check's widget is on the page as: the lab's own class for a feature, else its widget type. */
const MARKS = {
  'entrance animations': 'lab-hero-title',
  'sticky header': 'lab-header',
  'motion effect': 'lab-cta-title',
  'mega menu fitted': 'lab-mega-fit',
  popup: 'lab-popup-button',
};
const needs = (name) => MARKS[name] ?? `data-widget_type="${widgetType(name)}.`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const admin = await logIn(browser, base, flag('--user', 'admin'), flag('--password', 'password'));
const wasOn = await takeoverOn(admin, base);
const results = {};
const decided = {};
let generator = '';
try {
  for (const side of ['incumbent', 'takeover']) {
    await setTakeover(admin, base, side === 'takeover');
    // What the server decided for the page (its Server-Timing entry) and the page builder's scripts left in it.
    const response = await fetch(`${base}${pagePath}`);
    const html = await response.text();
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}: build it first`);
    generator ||= /<meta name="generator" content="(Elementor [\d.]+)/.exec(html)?.[1] ?? '';
    const timing = /colophon-takeover;[^,]*desc="([^"]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'no decision';
    const theirs = (html.match(/<script[^>]+src=["'][^"']*\/plugins\/(elementor|elementor-pro|jet-engine)\//g) ?? []).length;
    decided[side] = `${timing}, ${theirs} page-builder scripts`;
    // Measuring a page whose own stylesheets are missing compares nothing: say which and stop.
    const missing = await missingSheets(html);
    if (missing.length)
      throw new Error(`${pagePath} with takeover ${side === 'takeover' ? 'on' : 'off'} links stylesheets that do not load: ${missing.join(', ')}`);
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      for (const [name, check] of Object.entries(checks).filter(([name]) => (!only || only.includes(name)) && html.includes(needs(name)))) {
        // A fresh visitor per widget: one widget's popup, lightbox or reload cannot spoil the next.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // The CSS animations that start, and on what (entrance animations are CSS animations on both sides).
        await page.addInitScript(() => document.addEventListener('animationstart', (event) => (window.__labAnimations ??= []).push(event.animationName), true));
        // Both sides get the same chance: the visitor acts once the page has settled, and allows
        // every consent category where the consent banner asks (maps and videos wait for it).
        await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
        const accept = page.getByRole('button', { name: 'Accept all' });
        if (await accept.isVisible()) {
          await accept.click();
          await accept.waitFor({ state: 'hidden' });
        }
        let seen;
        const column = `${side} ${width}`;
        try {
          seen = await check(page, { admin, column });
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
  // A widget compared by its looks says whether takeover drew what the page builder drew.
  const page = await browser.newPage();
  for (const [name, columns] of Object.entries(pictures)) {
    for (const width of Object.keys(WIDTHS)) {
      const ours = columns[`takeover ${width}`];
      const theirs = columns[`incumbent ${width}`];
      if (!ours || !theirs || !results[name]?.[`takeover ${width}`]) continue;
      const { size, seen, faint } = await comparePictures(page, ours, theirs);
      results[name][`takeover ${width}`] += !size
        ? '; another size'
        : seen
          ? `; ${seen} pixels differ`
          : `; same pixels${faint ? ` (${faint} antialiased)` : ''}`;
    }
  }
} finally {
  await setTakeover(admin, base, wasOn).catch((error) => console.error(`[lab] could not put takeover back: ${error.message}`));
  await browser.close();
}
const columns = ['incumbent phone', 'takeover phone', 'incumbent desktop', 'takeover desktop'];
const versions = siteRoot
  ? `${generator || 'Elementor ?'} with its 4.x defaults (containers, ${classic ? 'but optimized markup off: the widget wrappers back' : 'optimized markup'}), on WordPress 7.0.2`
  : 'Elementor 3.21.6, Elementor Pro 3.21.3, JetEngine 3.1.5';
const markdown = [
  `\`node tools/lab/widgets-check.mjs${siteRoot ? ' --build-2026 …' : ''}\` on ${new Date().toISOString().slice(0, 10)}: the lab's \`${pagePath}\` page (${versions}), a fresh visitor per widget at 390×844 and 1280×900 who allows every consent category. "stored" is the page builder's own count of submissions, before and after; "same pixels": no pixel of the widget's screenshot differs by more than 16 of 255 in a channel between the two sides (those that differ less, antialiasing on another compositing layer, are counted).`,
  '',
  `The server's decision for the page (its \`Server-Timing\`): takeover off: ${decided.incumbent}; takeover on: ${decided.takeover}.`,
  '',
  `| widget | ${columns.join(' | ')} |`,
  `|---|${columns.map(() => '---').join('|')}|`,
  ...Object.entries(results).map(([name, row]) => `| ${name} | ${columns.map((c) => (row[c] ?? '–').replace(/\|/g, '/')).join(' | ')} |`),
].join('\n');
console.log(`\n${markdown}\n`);
const section = siteRoot ? `lab-widgets-2026${classic ? '-classic' : ''}` : 'lab-widgets';
const docs = path.join(ROOT, 'docs', 'takeover.md');
if (!only) writeSection(docs, section, markdown);
else {
  // Some widgets only: their rows of the table in the docs are replaced (the others, and its date, stay).
  const text = fs.readFileSync(docs, 'utf8');
  const body = text.slice(
    text.indexOf(`<!-- generated: ${section} -->`) + `<!-- generated: ${section} -->`.length,
    text.indexOf(`<!-- /generated: ${section} -->`),
  );
  const fresh = new Map(
    markdown
      .split('\n')
      .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| widget |'))
      .map((line) => [line.split(' | ')[0], line]),
  );
  if (body.includes('| widget |')) {
    const lines = body
      .trim()
      .split('\n')
      .map((line) => fresh.get(line.split(' | ')[0]) ?? line);
    writeSection(docs, section, lines.join('\n'));
  }
}
