/**
 * The production-stack tests (tests/stack): the same Chromium, against the demo on MariaDB, two
 * PHP-FPM pools and nginx's page cache (tools/stack), booted once, fresh, for the run. Concurrency
 * is the point here, so these tests drive many requests at once themselves; the runner uses one
 * worker.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config';

export const STACK_PORT = Number(process.env.STACK_PORT ?? 9430);
export const STACK_DIR = '.wp/stack-test';

export default defineConfig({
  testDir: 'tests/stack',
  outputDir: 'test-results/stack',
  workers: 1,
  fullyParallel: false,
  // As in ./playwright.config.ts: a failure runs once more, traced; passing then still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/stack.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${STACK_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node tools/start-stack.mjs --fresh --port ${STACK_PORT} --dir ${STACK_DIR}`,
    url: `http://127.0.0.1:${STACK_PORT}/fixtures/malformed-settings/`,
    timeout: 300_000,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    // SIGTERM lets tools/start-stack.mjs stop nginx, PHP-FPM and MariaDB itself (a SIGKILL of the
    // process group left PHP-FPM masters running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
