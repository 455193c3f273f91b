#!/usr/bin/env node
/**
 * Commit subjects are one line of at most 72 characters, the detail in the body, so `git log
 * --oneline` can be skimmed. Checked for the commits after the last one written before the rule.
 */
import { execFileSync } from 'node:child_process';

const BEFORE_THE_RULE = 'bdbc498';
const MAX = 72;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

let subjects;
try {
  git('cat-file', '-e', `${BEFORE_THE_RULE}^{commit}`);
  subjects = git('log', '--format=%h %s', `${BEFORE_THE_RULE}..HEAD`).split('\n').filter(Boolean);
} catch {
  console.log(`Commit subjects: not checked (no git history back to ${BEFORE_THE_RULE} here).`);
  process.exit(0);
}
const long = subjects.filter((line) => line.length - line.indexOf(' ') - 1 > MAX);
for (const line of long)
  console.error(
    `  ${line.slice(0, line.indexOf(' '))}: subject of ${line.length - line.indexOf(' ') - 1} characters (at most ${MAX}; the detail goes in the body)`,
  );
console.log(`Commit subjects: ${subjects.length - long.length} of ${subjects.length} since ${BEFORE_THE_RULE} within ${MAX} characters.`);
process.exit(long.length ? 1 : 0);
