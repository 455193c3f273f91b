/**
 * The end-to-end subset on the oldest WordPress Colophon supports (6.1, from Debian's package),
 * after the full suite has run on the newest one available offline (6.5, from npm): consent,
 * popups, listings, takeover, kits and the waitlist, what a WordPress version changes most (the
 * head and footer printing, the REST routes, WP-Cron and the admin list screens, an empty site set
 * up from a kit). Both in one CI
 * run stay within its time; the whole suite runs on 6.1 with `COLOPHON_WP=6.1 npm run test:e2e`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export const OLDEST_WP = '6.1';
// Read by tools/wordpress-core.mjs in every server this run starts, the empty sites' included.
process.env.COLOPHON_WP = OLDEST_WP;

export default defineConfig({
  ...base,
  projects: [
    { name: `wp${OLDEST_WP}`, testMatch: ['consent.spec.ts', 'popups.spec.ts', 'listings.spec.ts', 'kits.spec.ts', 'waitlist.spec.ts'] },
    // Takeover's own tests; the widgets it binds are the same code on either version.
    { name: `wp${OLDEST_WP}-takeover`, testMatch: 'page-builder.spec.ts', grep: /page-builder\.spec\.ts takeover/ },
  ],
  outputDir: `test-results/e2e-wp${OLDEST_WP}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-wp${OLDEST_WP}.json` }]],
});
