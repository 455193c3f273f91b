#!/usr/bin/env node
/**
 * Prints one closing line for the whole `npm test`: unit (jest), PHP (PHPUnit), end-to-end on the
 * newest WordPress, the end-to-end subset on the oldest, and production-stack (Playwright) counts.
 */
import fs from 'node:fs';

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const unit = read('test-results/unit.json');
const e2e = read('test-results/e2e.json');
const e2eOldest = read('test-results/e2e-wp6.1.json');
const stack = read('test-results/stack.json');
// PHPUnit's JUnit report: the outer <testsuite> carries the totals.
const junit = fs.readFileSync('test-results/php.xml', 'utf8');
const total = (name) => Number(junit.match(new RegExp(`<testsuite [^>]*\\b${name}="(\\d+)"`))?.[1] ?? 0);
const phpRun = total('tests');
const phpFailed = total('failures') + total('errors');
const rows = [
  ['unit', unit.numPassedTests, unit.numFailedTests],
  ['php', phpRun - phpFailed - total('skipped'), phpFailed],
  ['e2e (WordPress 6.5)', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected],
  ['e2e subset (WordPress 6.1)', e2eOldest.stats.expected + e2eOldest.stats.flaky, e2eOldest.stats.unexpected],
  ['stack', stack.stats.expected + stack.stats.flaky, stack.stats.unexpected],
];
console.log('');
for (const [name, passed, failed] of rows) console.log(`${name}: ${passed} passed, ${failed} failed`);
const passed = rows.reduce((sum, [, p]) => sum + p, 0);
const failed = rows.reduce((sum, [, , f]) => sum + f, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
