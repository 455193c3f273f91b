/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against one real WordPress,
 * booted once per run by the same code as `npm start` (tools/serve.mjs), from a fresh site.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 9411);
const REUSE = process.env.E2E_REUSE === '1';
/**
 * Playground's PHP answers one request at a time and is the slow part of every test. On CI's two
 * cores the suite is CPU-bound, so it runs in one worker (two took as long: each test twice as
 * slow). On a bigger machine E2E_WORKERS=N runs N workers, each against its own WordPress (port
 * PORT + worker index, own site and database): one boot per worker per run, all at once.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
export const siteURL = (index: number) => `http://127.0.0.1:${PORT + index}`;
/** Each worker's site folder (with E2E_REUSE, the one `npm start` uses, or E2E_SITE). */
export const siteDir = (index: number) => (REUSE ? (process.env.E2E_SITE ?? '.wp/site') : `.wp/e2e-site-${index + 1}`);

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
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // Each worker's own site: tests/e2e/fixtures.ts picks it by the worker's parallel index.
    baseURL: siteURL(0),
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `node tools/serve.mjs --fresh --port ${PORT + index} --site ${siteDir(index)}`,
    // Answers 200 only once the blueprint has installed the demo content (404 before).
    url: `${siteURL(index)}/fixtures/malformed-settings/`,
    timeout: 300_000,
    // E2E_REUSE=1 runs against a server you already started (npm start -- --port N), for quick iterations.
    reuseExistingServer: REUSE,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
