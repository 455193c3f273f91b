/**
 * `npm run bench -- --lighthouse`: Lighthouse (12.8, mobile, its default throttling) on each
 * marketing page of the production-like stack (nginx with its page cache, PHP-FPM, MariaDB), as a
 * first-time visitor: the performance and accessibility scores (median of --runs, 3 by default),
 * and every audit that cost a point, so each point short of 100 has its reason written down.
 * Boots a fresh stack in .wp/stack-lighthouse (or measures one already running: --url). Lighthouse
 * is not a dependency of the project: npx fetches the pinned version from the npm registry once.
 * Writes the table into docs/performance.md (section bench-lighthouse), and JSON with --json FILE.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../tools/wordpress.mjs';
import { startStack } from '../tools/stack/index.mjs';
import { writeSection } from '../tools/docs-section.mjs';
import { median } from './measure-page.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = ['/', '/self-publishing/', '/services/book-cover-design/', '/business-direct/', '/marketplace/', '/guide-for-small-publishers/', '/blog/'];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** One Lighthouse run of `url`: its report as JSON. */
function lighthouse(url, out) {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** The weighted audits of a category that scored below 1, with what they say. */
function shortfalls(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** @param {(name: string, fallback?: string) => string | undefined} flag bench/run.mjs's reader of `--name value` */
export async function runLighthouseBench(flag) {
  const runs = Number(flag('--runs', 3));
  let base = flag('--url');
  let stack = null;
  const log = (line) => console.log(`[bench] ${line}`);
  if (!base) {
    stack = await startStack({ port: Number(flag('--port', 9460)), dir: path.join(ROOT, '.wp', 'stack-lighthouse'), fresh: true, log });
    base = stack.url;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-lighthouse-'));
  const rows = [];
  try {
    for (const page of PAGES) {
      // Warm the page cache first, as a visitor after the first finds it.
      await fetch(base + page);
      const reports = [];
      for (let run = 0; run < runs; run++) {
        reports.push(lighthouse(base + page, path.join(tmp, `run-${run}.json`)));
        log(`${page} run ${run + 1}: performance ${Math.round(reports.at(-1).categories.performance.score * 100)}`);
      }
      const score = (category) => median(reports.map((r) => Math.round(r.categories[category].score * 100)));
      const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
      // The run whose performance is the median speaks for the page's shortfalls.
      const middle = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(runs / 2)];
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: Math.round(metric('first-contentful-paint')),
        lcp: Math.round(metric('largest-contentful-paint')),
        tbt: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        si: Math.round(metric('speed-index')),
        short: [...shortfalls(middle, 'performance'), ...shortfalls(middle, 'accessibility').map((a) => `a11y: ${a}`)],
      });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (stack) await stack.stop();
  }
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB`;
  const table = [
    `\`npm run bench -- --lighthouse\` on ${new Date().toISOString().slice(0, 10)}: ${LIGHTHOUSE}, mobile (its default throttling), first-time visitor, the production-like stack, median of ${runs} runs, on ${machine}. "Short of 100" lists the audits that scored below 1 in the median run.`,
    '',
    '| Page | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed index ms | Short of 100 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} | ${r.short.length ? r.short.join('; ') : 'nothing'} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  writeSection(path.join(ROOT, 'docs', 'performance.md'), 'bench-lighthouse', table);
  const json = flag('--json');
  if (json) fs.writeFileSync(json, JSON.stringify(rows, null, 2));
}
