#!/usr/bin/env node
/**
 * `npm test`: every stage of tools/test-stages.cjs in order — what the machine lacks, lint, the
 * build with its budgets, types, unit, PHP, end-to-end on WordPress 6.5 and on 6.1, and the
 * production-stack tests — each run even when one before it failed, then each stage's result and
 * duration, the test counts, and an exit code that is non-zero if anything failed.
 *
 * `npm test -- unit php` runs only the stages named (by the start of their names).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { STAGES, clearReports, clock, runAll, summary } = require('./test-stages.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, 'test-results');
const wanted = process.argv.slice(2);
const stages = wanted.length ? STAGES.filter((stage) => wanted.some((name) => stage.name.startsWith(name))) : STAGES;
if (!stages.length) {
  console.error(`[test] No stage is called ${wanted.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}

const run = (stage) =>
  new Promise((resolve) => {
    console.log(`\n[test] ── ${stage.name}: ${stage.command.join(' ')}`);
    const started = Date.now();
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[test] ${stage.name} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      const result = code === 0 ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      console.log(`[test] ── ${stage.name}: ${result} after ${clock(Date.now() - started)}`);
      resolve(code ?? 1);
    });
  });

clearReports(REPORTS, stages);
const results = await runAll(stages, run);
const { lines, code } = summary(results, REPORTS);
for (const line of lines) console.log(line);
process.exit(code);
