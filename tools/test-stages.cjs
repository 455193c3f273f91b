/**
 * What `npm test` runs (tools/test.mjs), in order, and how its end is told: every stage runs even
 * after one fails, so one failure never hides whether the later stages pass; the run then exits
 * non-zero. Kept apart from the command so the rules are unit-tested (tests/unit/test-stages.test.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

/** Each stage: its name, the command, and the report its tests write (read for the counts). */
const STAGES = [
  { name: 'needs', command: ['node', 'tools/needs.mjs'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'types', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'], report: { file: 'unit.json', kind: 'jest' } },
  { name: 'php', command: ['npm', 'run', 'test:php'], report: { file: 'php.xml', kind: 'junit' } },
  { name: 'e2e (WordPress 6.5)', command: ['npm', 'run', 'test:e2e'], report: { file: 'e2e.json', kind: 'playwright' } },
  { name: 'e2e subset (WordPress 6.1)', command: ['npm', 'run', 'test:e2e:oldest'], report: { file: 'e2e-wp6.1.json', kind: 'playwright' } },
  { name: 'stack', command: ['npm', 'run', 'test:stack'], report: { file: 'stack.json', kind: 'playwright' } },
];

/**
 * Runs every stage in order, whatever the ones before did. `run(stage)` resolves with the exit
 * code; `now()` gives milliseconds. Resolves with each stage's code and duration.
 */
async function runAll(stages, run, now = Date.now) {
  const results = [];
  for (const stage of stages) {
    const started = now();
    let code;
    try {
      code = await run(stage);
    } catch {
      code = 1;
    }
    results.push({ name: stage.name, code, ms: now() - started, report: stage.report });
  }
  return results;
}

/** A failure's message as trimmed lines, without the terminal's colour codes. */
const plainLines = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim());

/** The first line of a failure's message. */
const firstLine = (message) => plainLines(message).find(Boolean) ?? '';

/** The line that names what an assertion waited on ("Locator: …"), when the message has one. */
const locatorLine = (message) => plainLines(message).find((line) => line.startsWith('Locator: ')) ?? '';

/** Where in the test the first error was thrown: ", at kits.spec.ts:146". */
const errorPlace = (location) => (location?.file && location.line ? `, at ${path.basename(location.file)}:${location.line}` : '');

/**
 * Playwright's failed and flaky tests: where, what, the first line of the first error, what it
 * waited on and the line that threw it.
 */
function playwrightFailures(suites, found = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((r) => r.error).find((e) => e?.message);
        const project = test.projectName ? `[${test.projectName}] ` : '';
        const what = [firstLine(error?.message), locatorLine(error?.message)].filter(Boolean).join('; ');
        found.push(
          `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${project}${spec.file}:${spec.line} › ${spec.title} — ${what}${errorPlace(error?.location)}`,
        );
      }
    }
    playwrightFailures(suite.suites, found);
  }
  return found;
}

/** Jest's failed tests, each with the first line of its message. */
const jestFailures = (json) =>
  (json.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (!failed.length && file.status === 'failed') return [`failed: ${name} — ${firstLine(file.message)}`];
    return failed.map((a) => `failed: ${name} › ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
  });

/**
 * A report's counts and the names of its failed tests, or null when the stage wrote none (it
 * failed before its tests ran).
 */
function readReport(dir, report) {
  const file = path.join(dir, report.file);
  if (!fs.existsSync(file)) return null;
  try {
    const text = fs.readFileSync(file, 'utf8');
    if (report.kind === 'jest') {
      const json = JSON.parse(text);
      return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0), failures: jestFailures(json) };
    }
    if (report.kind === 'playwright') {
      // A test that passed only on its retry is a failed one (failOnFlakyTests fails the run too).
      const { stats, suites } = JSON.parse(text);
      return { passed: stats.expected, failed: stats.unexpected + stats.flaky, failures: playwrightFailures(suites) };
    }
    // PHPUnit's JUnit report: the outer <testsuite> carries the totals.
    const total = (name) => Number(text.match(new RegExp(`<testsuite [^>]*\\b${name}="(\\d+)"`))?.[1] ?? 0);
    const failed = total('failures') + total('errors');
    // A failed case holds a <failure> or <error> whose text starts with Class::method, then the message.
    const failures = [...text.matchAll(/<testcase [^>]*\bname="([^"]*)"[^>]*>\s*<(?:failure|error)\b[^>]*>([^<]*)/g)].map(
      ([, name, body]) => `failed: ${name} — ${firstLine(body.split('\n').slice(1).join('\n')) || firstLine(body)}`,
    );
    return { passed: total('tests') - failed - total('skipped'), failed, failures };
  } catch {
    return null;
  }
}

/** The reports a run writes, removed before it starts so a stage that writes none is not read from a run before. */
function clearReports(dir, stages = STAGES) {
  for (const stage of stages) if (stage.report) fs.rmSync(path.join(dir, stage.report.file), { force: true });
}

const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The run's closing lines (stage, result, duration, tests, and under a stage each test that failed
 * or passed only on its retry, so the end of a long log says which) and its exit code: 0 only when
 * every stage passed and some test ran.
 */
function summary(results, dir) {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = ['', 'stage'.padEnd(width) + '  result  time   tests'];
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    const counts = result.report ? readReport(dir, result.report) : null;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    const tests = result.report ? (counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no report: its tests did not run') : '';
    lines.push(`${result.name.padEnd(width)}  ${(result.code === 0 ? 'passed' : 'FAILED').padEnd(6)}  ${clock(result.ms).padStart(5)}  ${tests}`.trimEnd());
    for (const failure of counts?.failures ?? []) lines.push(`  ${failure}`);
  }
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  const red = results.filter((r) => r.code !== 0).map((r) => r.name);
  lines.push(`${'all'.padEnd(width)}  ${(red.length ? 'FAILED' : 'passed').padEnd(6)}  ${clock(total).padStart(5)}`);
  lines.push(`${passed} passed, ${failed} failed${red.length ? `; failed stages: ${red.join(', ')}` : ''}`);
  return { lines, code: red.length || failed > 0 || passed === 0 ? 1 : 0 };
}

module.exports = { STAGES, runAll, readReport, clearReports, summary, clock };
