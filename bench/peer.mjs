/**
 * `npm run bench -- --peer URL`: the same pages of a site that runs the page builder (and the
 * listing plugin) with Colophon active, measured with the incumbents' own front end (takeover off)
 * and with Colophon's (takeover on), interleaved in one run, so both sides share the machine's
 * noise. After each load settles, the menu button is clicked where it shows (a phone's first tap),
 * so CLS covers it. Prints per page: scripts, JS gzip, long tasks (and how many were Colophon's),
 * total blocking time, CLS, LCP for both, and the ratio takeover / incumbent; the log names each
 * long task's script and each layout shift's elements.
 *
 *   npm run bench -- --peer http://127.0.0.1:9500
 *   npm run bench -- --peer URL --pages /service/,/blog/,/listing/ --runs 5 --settle 3000
 *        --user admin --password password --viewport 1366x900 --tap SELECTOR|none --json F.json --md F.md
 *        --lab 2026   (the docs section it writes: bench-peer-2026[-WxH], for the 2026 lab)
 *   npm run bench -- --peer - --from-json F.json      the table again from a saved run
 *
 * Takeover is switched in Colophon → Takeover through the real form, by an administrator
 * logged in in a context of its own; every measured load is an anonymous visitor in a fresh context
 * (no admin bar, no cookies). Each round measures all pages on one side, then all on the other, and
 * the side that goes first alternates. The setting is put back as it was found. A page address gets
 * a per-load query parameter, so a page cache in front of the site cannot serve one side's page to
 * the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag, has } from '../tools/args.mjs';
import { FIRST_TAP, TAP_CEILING } from './first-tap.mjs';
import { CHROMIUM_ARGS, measure, summarise } from './measure-page.mjs';
import { writeSection } from '../tools/docs-section.mjs';
import { ROOT } from '../tools/wordpress.mjs';

const SETTINGS = '/wp-admin/admin.php?page=colophon-takeover';
/**
 * The sides: A, the page builder's own front end (takeover off); B, Colophon's takeover; with
 * `--delay`, C: A with the lab's delay-JavaScript plugin on (perfmatters' Delay JavaScript, which
 * tools/lab/bench-pages-2026.php switches on; A and B are served without it by perfmatters' own
 * `?perfmattersjsoff`).
 */
const sidesOf = (delay) => (delay ? ['incumbent', 'takeover', 'delay'] : ['incumbent', 'takeover']);
const DELAY_OFF = 'perfmattersjsoff';

/** Logs in once; returns a page of an administrator's context. */
export async function logIn(browser, base, user, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', password);
  await Promise.all([page.waitForLoadState('load'), page.click('#wp-submit')]);
  await page.goto(base + SETTINGS);
  if (!(await page.locator('input[type=checkbox][name$="enabled"]').count())) {
    throw new Error(`Could not open ${SETTINGS} as ${user}: is Colophon active and the login right (--user, --password)?`);
  }
  return page;
}

/** The checkbox's state in the saved form. */
export async function takeoverOn(admin, base) {
  await admin.goto(base + SETTINGS);
  return admin.locator('input[type=checkbox][name$="enabled"]').isChecked();
}

export async function setTakeover(admin, base, on) {
  await admin.goto(base + SETTINGS);
  const box = admin.locator('input[type=checkbox][name$="enabled"]');
  await box.setChecked(on);
  await admin.getByRole('button', { name: 'Save takeover setting' }).click();
  // The screen saves in place and says so (features/takeover: "Takeover is on" / "Takeover is off").
  await admin
    .getByText(on ? 'Takeover is on' : 'Takeover is off')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  if ((await takeoverOn(admin, base)) !== on) throw new Error(`The takeover setting did not save as ${on ? 'on' : 'off'}.`);
}
const ratio = (a, b) => (a === 0 ? (b === 0 ? '1' : '–') : (b / a).toFixed(2));
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A tap's time: ms, "never" past the ceiling, "–" with nothing to tap. */
const ms = (value) => (Number.isNaN(value) ? '–' : value === Infinity ? `never (${TAP_CEILING / 1000} s)` : value === 0 ? '<16' : String(Math.round(value)));
export const LETTER = { incumbent: 'A page builder', takeover: 'B takeover', delay: 'C delay-JS' };

/**
 * What of Colophon's own loads on every side besides its runtime: the consent boot the site printed,
 * as its Server-Timing says (`colophon-boot;desc=…`: `none` while consent is off, a fresh
 * install's default).
 */
export const withColophon = (boot) =>
  boot === undefined
    ? 'Colophon’s runtime loads too; its consent boot was not recorded'
    : boot === 'none'
      ? 'Colophon’s runtime loads too, and no consent boot: consent is off on this site'
      : `Colophon’s runtime and its consent boot (\`${boot}\`) load too`;

/** The consent boot a page gets (its Server-Timing), read as an anonymous visitor; undefined where none is said. */
export async function bootOf(url) {
  const timing = (await fetch(url).catch(() => null))?.headers.get('server-timing') ?? '';
  return /colophon-boot;desc="([^"]*)"/.exec(timing)?.[1];
}

export function table(results, settings) {
  const sides = settings.sides ?? sidesOf(settings.delay);
  const lines = [
    `Interleaved: ${settings.runs} runs per side and page (after one warm-up round), Chromium at 4x CPU, ${settings.viewport.width}x${settings.viewport.height}${settings.touch ? ' (a touch screen: taps are a finger’s)' : ''}, cache off, ${settings.settle} ms settle after load; then the first viewport is read (“first viewport”: content left invisible by an entrance animation, carousels not laid out; “ok” when neither) and the first control a visitor would tap is tapped${settings.tap ? ` (the menu button where it shows, else the page’s first widget control: bench/first-tap.mjs)` : ''}, and timed from the input to the next paint (Event Timing, as INP; “<16”: under the API’s 16 ms floor) and to the control’s answer (menu open, panel open, slide moving, popup shown, more posts); 1.5 s more for CLS. Medians (CLS, “first viewport” and Colophon’s long tasks: the worst run). Scripts, JS and long tasks count what came before the first input; “with the tap” adds what the tap loaded, and “after input” the long tasks it set off. Long tasks come from a performance trace; one is Colophon’s when Colophon’s scripts ran for half of it or more. The lab’s first byte takes seconds and varies as much from load to load (Playground), so LCP is also given from the first byte.`,
    settings.legend ??
      `A = the page builder’s own front end (takeover off; ${withColophon(settings.boot)})${settings.delay ? `; B = Colophon’s takeover; C = A with perfmatters’ Delay JavaScript (all scripts; A and B are served with \`?${DELAY_OFF}\`)` : '; B = Colophon’s takeover'}.`,
    '',
    '| page | side | scripts | JS KB gzip | of it Colophon’s | of it jQuery | with the tap, KB | long tasks (most) | of them Colophon’s | TBT ms | after input, ms | tapped | to next paint, ms | to answer, ms | first viewport | CLS before input | CLS | first byte, ms | LCP ms | LCP after first byte |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|',
  ];
  const verdicts = [];
  for (const [page, bySide] of Object.entries(results)) {
    const rows = Object.fromEntries(sides.map((side) => [side, summarise(bySide[side])]));
    for (const side of sides) {
      const r = rows[side];
      const viewport = r.viewportProblems?.length ? r.viewportProblems.join(', ') : 'ok';
      lines.push(
        `| ${page} | ${LETTER[side]} | ${r.scripts} | ${kb(r.jsGzip)} | ${kb(r.ourGzip)} | ${kb(r.jqueryGzip ?? 0)} | ${kb(r.jsGzipAll)} | ${r.longTasks} (${r.maxLongTasks}) | ${r.ourLongTasks} | ${r.tbt} | ${r.longTaskMsAfterInput} | ${r.tapKind || '–'} | ${ms(r.tapPaintMs)} | ${ms(r.tapAnsweredMs)} | ${viewport} | ${r.clsBeforeInput.toFixed(3)} | ${r.cls.toFixed(3)} | ${r.ttfb} | ${r.lcp} | ${r.lcpAfterTtfb} |`,
      );
    }
    const { incumbent: a, takeover: b, delay: c } = rows;
    if (a)
      lines.push(
        `| ${page} | B / A | ${ratio(a.scripts, b.scripts)} | ${ratio(a.jsGzip, b.jsGzip)} | – | – | ${ratio(a.jsGzipAll, b.jsGzipAll)} | ${ratio(a.longTasks, b.longTasks)} | – | ${ratio(a.tbt, b.tbt)} | – | – | – | – | – | – | – | ${ratio(a.ttfb, b.ttfb)} | ${ratio(a.lcp, b.lcp)} | ${ratio(a.lcpAfterTtfb, b.lcpAfterTtfb)} |`,
      );
    if (c) {
      // A side with nothing to tap (the control not shown before the scripts run) answers never.
      const answered = (r) => (Number.isNaN(r.tapAnsweredMs) ? Infinity : r.tapAnsweredMs);
      const checks = [
        ['first tap answered sooner', answered(b) === Infinity && answered(c) === Infinity ? null : answered(b) < answered(c)],
        ['first viewport works', !b.viewportProblems?.length],
        ['LCP after the first byte not later', b.lcpAfterTtfb <= c.lcpAfterTtfb],
        ['CLS before input not more', b.clsBeforeInput <= c.clsBeforeInput + 0.0005],
        ...(a ? [['JS before input ≤ 1/6 of A', b.jsGzip * 6 <= a.jsGzip]] : []),
      ];
      verdicts.push(`- ${page}: ` + checks.map(([name, ok]) => `${name}: ${ok === null ? '–' : ok ? 'yes' : '**no**'}`).join('; '));
    }
  }
  if (verdicts.length) lines.push('', `B against C${sides.includes('incumbent') ? ' (and A)' : ''}, page by page:`, '', ...verdicts);
  return lines.join('\n');
}

export async function runPeerBench() {
  const saved = flag('--from-json');
  if (saved) {
    // The table again from a saved run (`--json`), without measuring.
    const { base, settings, results } = JSON.parse(fs.readFileSync(saved, 'utf8'));
    console.log(`\nColophon peer bench: ${base}\n\n${table(results, settings)}\n`);
    return;
  }
  const base = String(flag('--peer', '')).replace(/\/$/, '');
  if (!/^https?:\/\//.test(base)) throw new Error('--peer needs the site’s address, e.g. --peer http://127.0.0.1:9500');
  const pages = String(flag('--pages', '/service/,/blog/,/listing/')).split(',').filter(Boolean);
  const [width, height] = String(flag('--viewport', '1366x900')).split('x').map(Number);
  // `--tap none` measures without the first tap; `--tap SELECTOR,…` taps the first of these shown.
  const tap = String(flag('--tap', FIRST_TAP.join(', ')));
  const settings = {
    runs: Number(flag('--runs', 5)),
    settle: Number(flag('--settle', 3000)),
    viewport: { width, height },
    tap: tap === 'none' ? '' : tap,
    // A phone's width: a touch screen, tapped by a finger (a delay plugin's listeners hear touches).
    touch: width < 768,
    delay: has('--delay'),
  };
  settings.boot = await bootOf(`${base}${pages[0]}`);
  const SIDES = sidesOf(settings.delay);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const admin = await logIn(browser, base, flag('--user', 'admin'), flag('--password', 'password'));
  const wasOn = await takeoverOn(admin, base);
  const results = Object.fromEntries(pages.map((p) => [p, Object.fromEntries(SIDES.map((side) => [side, []]))]));
  let load = 0;
  try {
    for (let round = -1; round < settings.runs; round++) {
      // The side that goes first changes each round, so no side always follows the same one.
      const order = SIDES.map((_, i) => SIDES[(i + round + 1) % SIDES.length]);
      for (const side of order) {
        await setTakeover(admin, base, side === 'takeover');
        for (const page of pages) {
          const off = settings.delay && side !== 'delay' ? `&${DELAY_OFF}` : '';
          const url = `${base}${page}${page.includes('?') ? '&' : '?'}bench-load=${++load}${off}`;
          const figures = await measure(browser, url, settings);
          if (round >= 0) results[page][side].push(figures);
          console.error(
            `[bench] ${round < 0 ? 'warm-up' : `round ${round + 1}/${settings.runs}`} ${side} ${page}: ${figures.scripts} scripts, ${kb(figures.gzip)} KB, TBT ${figures.tbt} ms` +
              (figures.tap ? `, tap (${figures.tap.kind}) paint ${figures.tap.paintMs ?? '<16'} ms, answer ${figures.tap.answeredMs ?? 'never'} ms` : '') +
              (figures.viewportProblems.length ? `, first viewport: ${figures.viewportProblems.join(', ')}` : '') +
              (figures.longTaskSources.length ? `\n  long tasks: ${figures.longTaskSources.join('; ')}` : '') +
              figures.shifts.map((shift) => `\n  shift ${shift.value} at ${shift.at} ms: ${shift.sources.join('; ')}`).join(''),
          );
        }
      }
    }
  } finally {
    await setTakeover(admin, base, wasOn).catch((error) =>
      console.error(`[bench] could not put the takeover setting back (${wasOn ? 'on' : 'off'}): ${error.message}`),
    );
    await browser.close();
  }
  const markdown = table(results, settings);
  console.log(`\nColophon peer bench: ${base}\n\n${markdown}\n`);
  // One section per lab and viewport: the default desktop one, e.g. `bench-peer-390x844` for a
  // phone, and `bench-peer-2026-390x844` for the 2026 lab (`--lab 2026`).
  const { width: w, height: h } = settings.viewport;
  const lab = flag('--lab', '');
  writeSection(
    path.join(ROOT, 'docs', 'performance.md'),
    `bench-peer${lab ? `-${lab}` : ''}${settings.delay ? '-delay' : ''}${w === 1366 && h === 900 ? '' : `-${w}x${h}`}`,
    `\`npm run bench -- --peer ${base} --pages ${pages.join(',')} --viewport ${w}x${h} --runs ${settings.runs}${lab ? ` --lab ${lab}` : ''}${settings.delay ? ' --delay' : ''}\` on ${new Date().toISOString().slice(0, 10)}:\n\n${markdown}`,
  );
  const md = flag('--md');
  if (md) fs.writeFileSync(md, markdown + '\n');
  const json = flag('--json');
  if (json) {
    fs.mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
    fs.writeFileSync(json, JSON.stringify({ date: new Date().toISOString(), base, settings, results }, null, 2));
  }
}
