/**
 * The versions the plugin declares are the versions CI proves: "Requires at least" is the oldest
 * WordPress the end-to-end subset boots (playwright.oldest.config.ts), "Tested up to" the one the
 * full suite boots (tools/wordpress-core.mjs), in both the plugin header and readme.txt.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const field = (text: string, name: string) => new RegExp(`^[ *]*${name}:\\s*(\\S+)`, 'm').exec(text)?.[1];

const newest = /export const DEFAULT_VERSION = '([\d.]+)'/.exec(read('tools/wordpress-core.mjs'))?.[1];
const oldest = /export const OLDEST_WP = '([\d.]+)'/.exec(read('playwright.oldest.config.ts'))?.[1];

test('the tested versions are found where CI sets them', () => {
  expect(newest).toMatch(/^\d+\.\d+$/);
  expect(oldest).toMatch(/^\d+\.\d+$/);
});

test.each(['colophon.php', 'readme.txt'])('%s requires the oldest tested WordPress', (file) => {
  expect(field(read(file), 'Requires at least')).toBe(oldest);
});

test('readme.txt is tested up to the newest WordPress the full suite runs on', () => {
  expect(field(read('readme.txt'), 'Tested up to')).toBe(newest);
});
