/**
 * @jest-environment node
 *
 * `npm test` (tools/test.mjs) runs every stage even after one fails, reads each stage's own report,
 * and exits non-zero when anything failed (tools/test-stages.cjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Stage {
  name: string;
  report?: { file: string; kind: 'jest' | 'junit' | 'playwright' };
}
interface Result extends Stage {
  code: number;
  ms: number;
}
const stages = require('../../tools/test-stages.cjs') as {
  STAGES: Stage[];
  runAll: (stages: Stage[], run: (stage: Stage) => Promise<number>, now?: () => number) => Promise<Result[]>;
  clearReports: (dir: string, stages?: Stage[]) => void;
  summary: (results: Result[], dir: string) => { lines: string[]; code: number };
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-reports-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, body: unknown) => fs.writeFileSync(path.join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
const jestReport = (passed: number, failed: number) => ({ numPassedTests: passed, numFailedTests: failed, numRuntimeErrorTestSuites: 0 });
const playwright = (expected: number, unexpected: number, flaky = 0) => ({ stats: { expected, unexpected, flaky } });

test('every stage runs after one fails, in order, each with its own duration', async () => {
  const ran: string[] = [];
  let clock = 0;
  const results = await stages.runAll(
    stages.STAGES,
    async (stage) => {
      ran.push(stage.name);
      clock += 1000;
      if (stage.name === 'build') throw new Error('could not start');
      return stage.name === 'unit' ? 1 : 0;
    },
    () => clock,
  );
  expect(ran).toEqual(stages.STAGES.map((s) => s.name));
  expect(ran.slice(-3)).toEqual(['e2e (WordPress 6.5)', 'e2e subset (WordPress 6.1)', 'stack']);
  expect(results.filter((r) => r.code !== 0).map((r) => r.name)).toEqual(['build', 'unit']);
  expect(results.every((r) => r.ms === 1000)).toBe(true);
});

test('a failed stage makes the run fail, names it, and the later stages’ counts still show', () => {
  write('unit.json', jestReport(1063, 1));
  write('e2e.json', playwright(207, 0));
  write('stack.json', playwright(14, 0, 1));
  const results: Result[] = [
    { name: 'unit', code: 1, ms: 65_000, report: { file: 'unit.json', kind: 'jest' } },
    { name: 'e2e (WordPress 6.5)', code: 0, ms: 600_000, report: { file: 'e2e.json', kind: 'playwright' } },
    { name: 'stack', code: 1, ms: 90_000, report: { file: 'stack.json', kind: 'playwright' } },
  ];
  const { lines, code } = stages.summary(results, dir);
  expect(code).toBe(1);
  expect(lines).toContain('unit                 FAILED   1:05  1063 passed, 1 failed');
  expect(lines).toContain('e2e (WordPress 6.5)  passed  10:00  207 passed, 0 failed');
  // A test that passed only on its retry counts as failed.
  expect(lines).toContain('stack                FAILED   1:30  14 passed, 1 failed');
  expect(lines).toContain('all                  FAILED  12:35');
  expect(lines[lines.length - 1]).toBe('1284 passed, 2 failed; failed stages: unit, stack');
});

test('a stage that wrote no report says its tests did not run, and the run fails', () => {
  const results: Result[] = [{ name: 'php', code: 255, ms: 2000, report: { file: 'php.xml', kind: 'junit' } }];
  const { lines, code } = stages.summary(results, dir);
  expect(code).toBe(1);
  expect(lines).toContain('php  FAILED   0:02  no report: its tests did not run');
});

test('PHPUnit’s totals come from the outer suite; skipped tests are not passed ones', () => {
  write(
    'php.xml',
    '<testsuites><testsuite name="all" tests="180" failures="1" errors="1" skipped="2"><testsuite name="inner" tests="3"/></testsuite></testsuites>',
  );
  const { lines } = stages.summary([{ name: 'php', code: 1, ms: 1000, report: { file: 'php.xml', kind: 'junit' } }], dir);
  expect(lines).toContain('php  FAILED   0:01  176 passed, 2 failed');
});

test('all green with tests run exits 0; green with no test run at all does not', () => {
  write('unit.json', jestReport(5, 0));
  const green: Result[] = [
    { name: 'lint', code: 0, ms: 1000 },
    { name: 'unit', code: 0, ms: 1000, report: { file: 'unit.json', kind: 'jest' } },
  ];
  expect(stages.summary(green, dir).code).toBe(0);
  fs.rmSync(path.join(dir, 'unit.json'));
  expect(stages.summary(green, dir).code).toBe(1);
});

test('reports of an earlier run are removed before a run, so a stage cannot be read from one', () => {
  write('e2e.json', playwright(207, 0));
  write('unrelated.txt', 'kept');
  stages.clearReports(dir);
  expect(fs.readdirSync(dir)).toEqual(['unrelated.txt']);
});

test('under a failed stage, the end of the log names each failed or flaky test and its first error line', () => {
  const spec = (title: string, line: number, status: string, message?: string) => ({
    title,
    file: 'consent.spec.ts',
    line,
    tests: [{ projectName: 'wp6.5', status, results: [{ status: 'failed', error: message ? { message } : undefined }, { status: 'passed' }] }],
  });
  write('e2e.json', {
    stats: { expected: 2, unexpected: 2, flaky: 1 },
    suites: [
      {
        title: 'consent.spec.ts',
        specs: [spec('passes', 10, 'expected')],
        suites: [
          {
            title: 'accept all',
            specs: [
              spec('a flake', 20, 'flaky', '\u001b[31mError: expect(received).toEqual(expected)\u001b[39m\n\nExpected: true'),
              spec('a failure', 30, 'unexpected', 'Timeout 60000ms exceeded.'),
              {
                ...spec('a wait', 40, 'unexpected'),
                tests: [
                  {
                    projectName: 'wp6.5',
                    status: 'unexpected',
                    results: [
                      {
                        status: 'failed',
                        error: {
                          message: "Error: expect(locator).toBeVisible() failed\n\nLocator: getByRole('status')\nExpected: visible",
                          location: { file: '/repo/tests/e2e/consent.spec.ts', line: 52, column: 7 },
                        },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
  write('unit.json', {
    numPassedTests: 1,
    numFailedTests: 1,
    testResults: [
      {
        name: path.join(process.cwd(), 'tests/unit/a.test.ts'),
        status: 'failed',
        assertionResults: [{ status: 'failed', fullName: 'it breaks', failureMessages: ['Error: boom\n    at x'] }],
      },
      { name: path.join(process.cwd(), 'tests/unit/b.test.ts'), status: 'failed', message: 'Cannot find module x', assertionResults: [] },
    ],
  });
  write(
    'php.xml',
    '<testsuites><testsuite name="all" tests="2" failures="1"><testcase name="testIt" class="A"><failure type="F">A::testIt\nFailed asserting that false is true.\n</failure></testcase></testsuite></testsuites>',
  );
  const { lines } = stages.summary(
    [
      { name: 'unit', code: 1, ms: 1000, report: { file: 'unit.json', kind: 'jest' } },
      { name: 'php', code: 1, ms: 1000, report: { file: 'php.xml', kind: 'junit' } },
      { name: 'e2e', code: 1, ms: 1000, report: { file: 'e2e.json', kind: 'playwright' } },
    ],
    dir,
  );
  expect(lines.filter((line) => line.startsWith('  '))).toEqual([
    '  failed: tests/unit/a.test.ts › it breaks — Error: boom',
    '  failed: tests/unit/b.test.ts — Cannot find module x',
    '  failed: testIt — Failed asserting that false is true.',
    '  flaky: [wp6.5] consent.spec.ts:20 › a flake — Error: expect(received).toEqual(expected)',
    '  failed: [wp6.5] consent.spec.ts:30 › a failure — Timeout 60000ms exceeded.',
    "  failed: [wp6.5] consent.spec.ts:40 › a wait — Error: expect(locator).toBeVisible() failed; Locator: getByRole('status'), at consent.spec.ts:52",
  ]);
});
