#!/usr/bin/env node
/** Prints one closing line for the whole `npm test`: unit (jest) plus end-to-end (Playwright) counts. */
import fs from 'node:fs';

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const unit = read('test-results/unit.json');
const e2e = read('test-results/e2e.json');
const unitPassed = unit.numPassedTests;
const unitFailed = unit.numFailedTests;
const e2ePassed = e2e.stats.expected + e2e.stats.flaky;
const e2eFailed = e2e.stats.unexpected;
console.log(`\nunit: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`e2e: ${e2ePassed} passed, ${e2eFailed} failed${e2e.stats.skipped ? `, ${e2e.stats.skipped} skipped` : ''}`);
console.log(`${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(unitFailed + e2eFailed > 0 || unitPassed + e2ePassed === 0 ? 1 : 0);
