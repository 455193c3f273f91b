/**
 * `npm run bench -- --only delay`: the demo with Colophon (B) against the same demo with every
 * script held until the first input (C), the way "Delay JavaScript" plugins do it
 * (bench/delay-js.php, a must-use plugin written into the bench's site, active on requests with
 * `?bench-delay`; no such plugin may be committed). Interleaved as `--peer --delay` is, with the
 * same rows: the first tap timed, the first viewport read (bench/first-tap.mjs). Writes the
 * sections `bench-delay-demo` (desktop) and `bench-delay-demo-390x844` (phone) of
 * docs/performance.md.
 *
 *   npm run bench -- --only delay [--runs 3] [--viewport 390x844] [--url http://… (a site that has the mu-plugin)]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { flag } from '../tools/args.mjs';
import { writeSection } from '../tools/docs-section.mjs';
import { ROOT, startWordPress } from '../tools/wordpress.mjs';
import { FIRST_TAP } from './first-tap.mjs';
import { CHROMIUM_ARGS, measure } from './measure-page.mjs';
import { table } from './peer.mjs';

/** The demo's pages a visitor lands on: home, a service page, a landing page, the blog, the marketplace, a directory. */
const PAGES = ['/', '/book-editing/', '/self-publishing/', '/blog/', '/marketplace/', '/business-direct/'];
const SIDES = ['takeover', 'delay'];

export async function runDelayDemoBench() {
  const runs = Number(flag('--runs', 3));
  const [width, height] = String(flag('--viewport', '1366x900')).split('x').map(Number);
  const pages = String(flag('--pages', PAGES.join(',')))
    .split(',')
    .filter(Boolean);
  const settings = {
    runs,
    settle: Number(flag('--settle', 3000)),
    viewport: { width, height },
    tap: FIRST_TAP.join(', '),
    touch: width < 768,
    sides: SIDES,
    legend:
      'B = the demo with Colophon; C = the same with every script held until the first key, click, touch, wheel or pointer move, then run in order (bench/delay-js.php, as delay plugins document it; the page’s `?bench-delay`).',
  };
  let server = null;
  let base = String(flag('--url', '')).replace(/\/$/, '');
  if (!base) {
    server = await startWordPress({
      port: 9421,
      siteDir: path.join(ROOT, '.wp', 'bench-delay-site'),
      fresh: true,
      quiet: true,
      muPlugins: { 'colophon-bench-delay.php': fs.readFileSync(path.join(ROOT, 'bench', 'delay-js.php'), 'utf8') },
      log: (line) => console.error(`[bench] ${line}`),
    });
    base = server.url;
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results = Object.fromEntries(pages.map((page) => [page, { takeover: [], delay: [] }]));
  let load = 0;
  try {
    for (let round = -1; round < runs; round++) {
      const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const side of order) {
        for (const page of pages) {
          const url = `${base}${page}?bench-load=${++load}${side === 'delay' ? '&bench-delay' : ''}`;
          const figures = await measure(browser, url, settings);
          if (round >= 0) results[page][side].push(figures);
          console.error(
            `[bench] ${round < 0 ? 'warm-up' : `round ${round + 1}/${runs}`} ${side} ${page}: ${figures.scripts} scripts, TBT ${figures.tbt} ms` +
              (figures.tap
                ? `, tap (${figures.tap.kind}) paint ${figures.tap.paintMs ?? '<16'} ms, answer ${figures.tap.answeredMs ?? 'never'} ms`
                : ', nothing tapped') +
              (figures.viewportProblems.length ? `, first viewport: ${figures.viewportProblems.join(', ')}` : ''),
          );
        }
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const markdown = table(results, settings);
  console.log(`\nColophon against delay-JS on the demo\n\n${markdown}\n`);
  writeSection(
    path.join(ROOT, 'docs', 'performance.md'),
    `bench-delay-demo${width === 1366 && height === 900 ? '' : `-${width}x${height}`}`,
    `\`npm run bench -- --only delay --viewport ${width}x${height} --runs ${runs}\` on ${new Date().toISOString().slice(0, 10)}:\n\n${markdown}`,
  );
}
