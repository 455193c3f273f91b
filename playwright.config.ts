/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against one real WordPress,
 * booted once per run by the same code as `npm start` (tools/serve.mjs), from a fresh site.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 9411);
export const baseURL = `http://127.0.0.1:${PORT}`;

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
  // Playground answers one request at a time: parallel browsers would only queue behind each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node tools/serve.mjs --fresh --port ${PORT} --site .wp/e2e-site`,
    // Answers 200 only once the blueprint has installed the demo content (404 before).
    url: `${baseURL}/fixtures/malformed-settings/`,
    timeout: 240_000,
    // E2E_REUSE=1 runs against a server you already started (npm start -- --port N), for quick iterations.
    reuseExistingServer: process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
