/**
 * Add-on widgets under takeover, compared with the page builder’s own front end in the 2026 lab
 * (issue #50; docs/takeover.md, "Add-ons"). For each widget of ElementsKit Lite and Essential Addons on its own page
 * (`/addons-2026-<widget>/`, built by tools/lab/addons-page-2026.php), a fresh visitor at 390×844
 * and 1280×900 sees it with takeover off, then on: its pixels at rest, under the pointer and with
 * the keyboard's focus on its first link, and where its links go; the server's decision for the page
 * and the scripts it loads are read from each side. A widget not covered keeps its page on the page
 * builder ("kept"), which the table says.
 *
 *   node tools/lab/addons-check.mjs http://127.0.0.1:9620 --build /tmp/colophon-peer-2026/run-9620/core \
 *     --addon-mirror /work/.mirror/production8401-byte+spiritualsootsayerwebsite/repo [--shots DIR]
 *
 * `--addon-mirror` is a bare git snapshot of a public repository that holds the add-ons under
 * `wp-content/plugins/elementskit-lite/` and `wp-content/plugins/essential-addons-for-elementor-lite/`; it is copied into the lab's plugins folder (never into
 * this repository). Writes the table into docs/takeover.md (section lab-addons-2026).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag } from '../args.mjs';
import { writeSection } from '../docs-section.mjs';
import { ROOT } from '../wordpress.mjs';
import { comparePictures } from './pictures.mjs';

const base = (process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  console.error('usage: node tools/lab/addons-check.mjs http://127.0.0.1:PORT --build SITE_ROOT --addon-mirror GIT_DIR [--shots DIR]');
  process.exit(2);
}
const siteRoot = flag('--build', '');
const mirror = flag('--addon-mirror', '');
const shots = flag('--shots', '');
if (shots) fs.mkdirSync(shots, { recursive: true });
/** What is checked: its row, its page (`/addons-2026-<page>/`) and its widget type (`elementskit-<type>`). */
/**
 * How a widget that runs the add-on's scripts is used: `target`, the control a visitor uses (its
 * `nth` match clicked, then the first one focused and given Enter), and `state`, what is read
 * after each (in the page, as JSON), so both sides must end the same, besides looking the same.
 */
const USE = {
  'elementskit-accordion': { target: '.ekit-accordion--toggler', nth: 1 },
  'elementskit-video': { target: '.ekit-video-popup', nth: 0, escape: true },
  'elementskit-testimonial': { target: '.swiper-button-next, .swiper-pagination-bullet:nth-child(2)', nth: 0 },
  'eael-adv-accordion': { target: '.eael-accordion-header', nth: 1 },
};
/** What a visitor can tell of a widget's state: controls open or not, panels shown, the slide shown, a pop-up open. */
function readState(root) {
  const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  return {
    expanded: [...root.querySelectorAll('[aria-expanded]')].map((el) => el.getAttribute('aria-expanded')),
    panels: [...root.querySelectorAll('.elementskit-card-body, .eael-accordion-content, [role="region"], [role="tabpanel"]')].map(shown),
    slide: [...root.querySelectorAll('.swiper-slide')].findIndex((el) => el.classList.contains('swiper-slide-active')),
    slider: !!root.querySelector('.swiper-initialized, .swiper-container-initialized'),
    popup: shown(document.querySelector('.mfp-wrap, .mfp-ready, [role="dialog"][open], dialog[open]')),
  };
}
const WIDGETS = [
  ...['heading', 'social-media', 'icon-box', 'button', 'image-box', 'accordion', 'video', 'testimonial'].map((name) => ({
    name,
    page: name,
    type: `elementskit-${name}`,
  })),
  { name: 'heading on a one-page scroll page', page: 'onepage', type: 'elementskit-heading' },
  ...['dual-color-header', 'info-box', 'feature-list', 'team-member', 'testimonial', 'cta-box', 'tooltip', 'adv-accordion'].map((name) => ({
    name: `eael-${name}`,
    page: `ea-${name}`,
    type: `eael-${name}`,
  })),
];
const SIDES = [
  ['page builder', false],
  ['takeover', true],
];
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
];

/** Runs a step of the lab's page script (copied into the site's root for the call, then removed). */
async function step(query) {
  const script = path.join(siteRoot, 'colophon-lab-addons.php');
  fs.copyFileSync(path.join(ROOT, 'tools', 'lab', 'addons-page-2026.php'), script);
  try {
    const response = await fetch(`${base}/colophon-lab-addons.php?${query}`);
    const said = (await response.text()).trim();
    if (!response.ok || said.includes('colophon: ')) throw new Error(`the lab's ${query} answered ${response.status}: ${said.slice(-400)}`);
    return said;
  } finally {
    fs.rmSync(script, { force: true });
  }
}

if (siteRoot) {
  if (!fs.existsSync(path.join(siteRoot, 'wp-load.php'))) {
    console.error(`addons-check: ${siteRoot} is not the lab site's root (no wp-load.php there)`);
    process.exit(2);
  }
  const plugins = path.join(siteRoot, 'wp-content', 'plugins');
  for (const [folder, main] of [
    ['elementskit-lite', 'elementskit-lite.php'],
    ['essential-addons-for-elementor-lite', 'essential_adons_elementor.php'],
  ]) {
    if (fs.existsSync(path.join(plugins, folder, main))) continue;
    if (!mirror) {
      console.error(`addons-check: ${folder} is not in the lab yet: give --addon-mirror (a git snapshot that holds wp-content/plugins/${folder}/)`);
      process.exit(2);
    }
    const tar = execFileSync('git', ['-C', mirror, 'archive', 'HEAD', '--', `wp-content/plugins/${folder}`], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', plugins, '--strip-components=2'], { input: tar });
  }
  console.error(`[lab] ${await step('step=activate')}`);
  // Again while a stylesheet was not written: Playground's workers can lose a file one of them
  // deleted (docs/takeover.md, "Missing stylesheets in the lab are Playground's").
  for (let attempt = 1; ; attempt++) {
    try {
      console.error(`[lab] ${await step('step=build')}`);
      break;
    } catch (error) {
      if (attempt === 4 || !String(error).includes('could not write')) throw error;
      console.error(`[lab] ${String(error).split('\n')[0]}; building again`);
    }
  }
}

/** Every running CSS animation and transition has ended. */
async function settled(page) {
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Two frames first: a transition the pointer just started exists only once styles are recalculated.
  await frames();
  // A transition with a delay is already listed (pending); two frames more for what it leaves to paint.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => (a.playState !== 'running' && !a.pending) || a.effect?.getTiming().iterations === Infinity),
  );
  await frames();
}

/** What a visitor gets of one widget on its page: the decision, the scripts, its links and three pictures. */
async function visit(browser, { page: slug, type }, viewport, label) {
  const widget = slug;
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  try {
    const response = await page.goto(`${base}/addons-2026-${slug}/`, { waitUntil: 'load' });
    const timing = (await response.allHeaders())['server-timing'] ?? '';
    const decision = /colophon-takeover;[^,]*desc="([^"]+)"/.exec(timing)?.[1] ?? 'no decision';
    const root = page.locator(`[data-widget_type="${type}.default"]`).first();
    await root.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => document.fonts.ready);
    await settled(page);
    const rest = await root.screenshot({ animations: 'disabled' });
    const box = await root.boundingBox();
    // The pointer on what a visitor points at: its first link, button, tooltip or icon, else its middle.
    const target = root.locator('a[href], button, [class*="tooltip"], svg, i, img').first();
    const aim = (await target.count()) ? await target.boundingBox() : box;
    await page.mouse.move(aim.x + aim.width / 2, aim.y + aim.height / 2);
    await settled(page);
    const hover = await root.screenshot({ animations: 'disabled' });
    await page.mouse.move(0, 0);
    await settled(page);
    const links = await root.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    let focus = null;
    if (links.length) {
      await root.locator('a[href]').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      focus = await root.screenshot({ animations: 'disabled' });
    }
    // Used: the control clicked, then the first one by keyboard; the state after each.
    let used = null;
    const states = [];
    const use = USE[type];
    if (use) {
      states.push(await root.evaluate(readState));
      const controls = root.locator(use.target);
      // A control that never becomes usable (a slider whose script failed leaves its arrows hidden) ends the use.
      const usable = await controls
        .nth(use.nth)
        .click({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (usable) {
        await settled(page);
        used = await page.screenshot({ animations: 'disabled' });
        states.push(await root.evaluate(readState));
        if (use.escape) {
          await page.keyboard.press('Escape');
          await settled(page);
          states.push(await root.evaluate(readState));
        }
        await controls.first().focus();
        await page.keyboard.press('Enter');
        await settled(page);
        states.push(await root.evaluate(readState));
      } else states.push('control not usable');
    }
    if (shots)
      for (const [kind, png] of Object.entries({ rest, hover, focus, used }))
        if (png) fs.writeFileSync(path.join(shots, `${label}-${widget}-${kind}.png`), png);
    const theirs = scripts.filter((u) =>
      /\/plugins\/(elementor|elementor-pro|elementskit-lite|essential-addons-for-elementor-lite)\/|\/uploads\/essential-addons-elementor\/|\/themes\/hello-elementor\/|\/jquery\//.test(
        u,
      ),
    ).length;
    return { decision, scripts: scripts.length, theirs, rest, hover, focus, used, states, links, size: `${Math.round(box.width)}×${Math.round(box.height)}` };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const seen = {};
try {
  for (const [side, on] of SIDES) {
    console.error(`[lab] ${await step(`step=takeover&on=${on ? 1 : 0}`)}`);
    for (const widget of WIDGETS)
      for (const [width, viewport] of WIDTHS) {
        seen[`${widget.name} ${width} ${side}`] = await visit(browser, widget, viewport, `${width}-${side.replace(/ /g, '-')}`);
        console.error(`[lab] ${widget.name}, ${width}, ${side}: ${seen[`${widget.name} ${width} ${side}`].decision}`);
      }
  }
  const page = await browser.newPage();
  const rows = [];
  for (const { name: widget } of WIDGETS) {
    const cells = [];
    let verdict = 'works';
    for (const [width] of WIDTHS) {
      const a = seen[`${widget} ${width} page builder`];
      const b = seen[`${widget} ${width} takeover`];
      if (b.decision !== 'taken over') {
        cells.push(`kept on the page builder (${b.scripts} scripts)`);
        verdict = 'not covered: the page stays on the page builder';
        continue;
      }
      const said = [];
      for (const kind of ['rest', 'hover', 'focus', 'used']) {
        if (!a[kind] || !b[kind]) continue;
        const diff = await comparePictures(page, a[kind], b[kind]);
        said.push(`${kind} ${diff.size && diff.seen === 0 ? 'same' : diff.size ? `${diff.seen} px differ` : 'other size'}`);
        if (!diff.size || diff.seen) verdict = 'differs';
      }
      const sameLinks = JSON.stringify(a.links) === JSON.stringify(b.links);
      if (!sameLinks) verdict = 'differs';
      if (a.states.length) {
        const sameStates = JSON.stringify(a.states) === JSON.stringify(b.states);
        said.push(
          `used by mouse and keyboard: ${sameStates ? 'same states' : `other states (${JSON.stringify(b.states)} where the page builder's were ${JSON.stringify(a.states)})`}`,
        );
        if (!sameStates) verdict = 'broken: the page must stay on the page builder';
      }
      cells.push(
        `${b.size}; ${said.join(', ')}; ${a.links.length} link(s)${sameLinks ? ', same' : ', other'}; scripts ${a.scripts} → ${b.scripts} (the page builder's, the add-on's, its theme's and jQuery ${a.theirs} → ${b.theirs})`,
      );
    }
    rows.push(`| ${widget} | ${cells.join(' | ')} | ${verdict} |`);
  }
  await page.close();
  const versions = (await step('step=versions')).replace(/^colophon versions: /, '');
  const markdown = [
    `\`node tools/lab/addons-check.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${versions}, each widget alone on a page in the theme's template, a fresh visitor per side and width. Pictures of the widget at rest, with the pointer on its first link, button, tooltip or icon, and with the keyboard's focus on its first link; a widget that runs the add-on's scripts is used too (its control clicked — an accordion's second header, the video's play button, the slider's next arrow — then its first control given Enter, the video's pop-up closed with Escape), the page pictured after the click and the widget's state read after each step (headers open, panels shown, the slide shown, a pop-up open); "same": no pixel differs by more than 16 of 255 in a channel. Scripts: every script the page loads (WordPress's emoji script on both sides), then how many are the page builder's, the add-on's, its theme's or jQuery.`,
    '',
    '| add-on widget | phone, takeover vs page builder | desktop, takeover vs page builder | verdict |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeSection(path.join(ROOT, 'docs', 'takeover.md'), 'lab-addons-2026', markdown);
  console.log(markdown);
} finally {
  await browser.close();
}
