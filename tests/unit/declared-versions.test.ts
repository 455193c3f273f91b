/**
 * The versions the plugin declares are the versions CI proves: "Requires at least" is the oldest
 * WordPress the end-to-end subset boots (playwright.oldest.config.ts), "Tested up to" the newest it
 * has run on: the 2026 lab's (tools/wordpress-core.mjs LAB_VERSION) when newer than the one the full
 * suite boots, and the changelog says where each ran.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const field = (text: string, name: string) => new RegExp(`^[ *]*${name}:\\s*(\\S+)`, 'm').exec(text)?.[1];

const ci = /export const DEFAULT_VERSION = '([\d.]+)'/.exec(read('tools/wordpress-core.mjs'))?.[1];
const lab = /export const LAB_VERSION = '([\d.]+)'/.exec(read('tools/wordpress-core.mjs'))?.[1];
const rank = (version = '0.0') => Number(version.split('.')[0]) * 100 + Number(version.split('.')[1]);
const newest = rank(lab) > rank(ci) ? lab : ci;
const oldest = /export const OLDEST_WP = '([\d.]+)'/.exec(read('playwright.oldest.config.ts'))?.[1];

test('the tested versions are found where CI sets them', () => {
  expect(ci).toMatch(/^\d+\.\d+$/);
  expect(lab).toMatch(/^\d+\.\d+$/);
  expect(oldest).toMatch(/^\d+\.\d+$/);
});

test.each(['colophon.php', 'readme.txt'])('%s requires the oldest tested WordPress', (file) => {
  expect(field(read(file), 'Requires at least')).toBe(oldest);
});

test('readme.txt is tested up to the newest WordPress Colophon has run on, and says where each ran', () => {
  expect(field(read('readme.txt'), 'Tested up to')).toBe(newest);
  const changelog = read('readme.txt').split('== Changelog ==')[1] ?? '';
  expect(changelog).toContain(`WordPress ${ci}`);
  expect(changelog).toContain(`WordPress ${lab}`);
});
