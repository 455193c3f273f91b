/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against one real WordPress with
 * the demo, booted fresh once per run.
 *
 * The server (E2E_SERVER): `stack` (default) is the production-like stack's code run as one plain
 * web server — nginx without its page cache, one PHP-FPM pool, MariaDB (`npm run start:stack --
 * --plain`); `playground` is WordPress Playground, the same code as `npm start`. Playground's PHP
 * runs in WebAssembly, one request at a time: a demo page took 0.7 s there against 0.035 s on
 * PHP-FPM, and Playground's PHP was 74 % of the suite's time (docs/testing.md). Playground and
 * SQLite stay tested: the release test installs the zip into a new Playground site.
 */
import os from 'node:os';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 9411);
const REUSE = process.env.E2E_REUSE === '1';
export const SERVER = process.env.E2E_SERVER === 'playground' ? 'playground' : 'stack';
/**
 * Many tests change the site's settings, so workers never share a site: each runs against its own
 * WordPress (its own ports, from PORT + 4 × worker index, its own site and database), one boot per
 * worker per run. Two by default where there are two cores (E2E_WORKERS=N for another number): on
 * CI's 2 cores one worker left a third of the CPU idle while it waited on WordPress, and the 6.5
 * suite took 24 min against 20 with two (docs/testing.md).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism()));
/** The stack takes four ports from its own (nginx, two PHP-FPM pools, MariaDB); Playground one. */
const PORTS_PER_SITE = SERVER === 'stack' ? 4 : 1;
export const siteURL = (index: number) => `http://127.0.0.1:${PORT + PORTS_PER_SITE * index}`;
/** Where each worker's stack keeps its site, database and logs. */
const stackDir = (index: number) => `.wp/e2e-stack-${index + 1}`;
/**
 * Each worker's WordPress folder (with E2E_REUSE, E2E_SITE, else the one `npm start` or `npm run
 * start:stack` uses).
 */
export const siteDir = (index: number) =>
  REUSE
    ? (process.env.E2E_SITE ?? (SERVER === 'stack' ? '.wp/stack/site' : '.wp/site'))
    : SERVER === 'stack'
      ? `${stackDir(index)}/site`
      : `.wp/e2e-site-${index + 1}`;
/** The folder of each worker's server logs (the stack's PHP and WordPress debug logs), if it has one. */
export const logsDir = (index: number) => (SERVER === 'stack' && !REUSE ? `${stackDir(index)}/logs` : null);

const serverCommand = (index: number) =>
  SERVER === 'stack'
    ? `node tools/start-stack.mjs --fresh --plain --port ${PORT + PORTS_PER_SITE * index} --dir ${stackDir(index)}`
    : `node tools/serve.mjs --fresh --port ${PORT + index} --site ${siteDir(index)}`;

/** The tests that boot an empty WordPress of their own. */
const EMPTY_SITES = ['tests/e2e/release.spec.ts', 'tests/e2e/kits.spec.ts'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  // The cross-feature suites, and a feature's own browser tests beside its code (features/<id>/test/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'features/*/test/*.spec.ts'],
  // The two tests that boot an empty WordPress of their own (the release zip's, minutes long; the
  // kit round trip's) start first, one on each worker: started last, the release test was the
  // run's tail, and its retry doubled it.
  projects: [
    { name: 'empty sites', testMatch: EMPTY_SITES },
    { name: 'demo', testIgnore: EMPTY_SITES },
  ],
  outputDir: 'test-results/e2e',
  workers: WORKERS,
  fullyParallel: false,
  // A test that fails is run once more, traced: a trace recorded for every test (a screencast and a
  // DOM snapshot per action) was 30 % of Chromium's CPU. Passing on the retry still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // A cap, not a wait: two workers on two cores, on a machine that may be busy, can take twice as long to reach a state.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // Each worker's own site: tests/e2e/fixtures.ts picks it by the worker's parallel index.
    baseURL: siteURL(0),
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'on-first-retry',
    // An action whose element never comes fails after a minute, not at the test's own limit (15 min for the release test).
    actionTimeout: 60_000,
    screenshot: 'only-on-failure',
  },
  // Warms each site (front end and admin, every first-request job done) before the first test.
  globalSetup: './tests/e2e/warm-up.ts',
  // Fails the run on any PHP warning, notice or error the site logged meanwhile.
  globalTeardown: './tests/e2e/php-logs.ts',
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: serverCommand(index),
    // Answers 200 only once the blueprint has installed the demo content (404 before).
    url: `${siteURL(index)}/fixtures/malformed-settings/`,
    timeout: 300_000,
    // E2E_REUSE=1 runs against a server you already started (npm start -- --port N), for quick iterations.
    reuseExistingServer: REUSE,
    // SIGTERM lets tools/start-stack.mjs stop nginx, PHP-FPM and MariaDB itself.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
