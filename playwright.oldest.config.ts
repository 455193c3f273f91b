/**
 * The end-to-end subset on the oldest WordPress Colophon supports (6.1, from Debian's package),
 * after the full suite has run on the newest one available offline (6.5, from npm). Consent,
 * popups, listings, takeover, kits and the release are what a WordPress version changes most: the
 * head and footer printing, the REST and admin screens, the plugin lifecycle.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export const OLDEST_WP = '6.1';
// Read by tools/wordpress-core.mjs in every server this run starts, the empty sites' included.
process.env.COLOPHON_WP = OLDEST_WP;

export default defineConfig({
  ...base,
  testMatch: ['consent.spec.ts', 'consent-doors.spec.ts', 'popups.spec.ts', 'listings.spec.ts', 'page-builder.spec.ts', 'kits.spec.ts', 'release.spec.ts'],
  outputDir: `test-results/e2e-wp${OLDEST_WP}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-wp${OLDEST_WP}.json` }]],
});
