/**
 * @jest-environment node
 *
 * The bench tells a long task as Colophon's from a performance trace (bench/measure-page.mjs).
 */
const { longTasksOf } = require('../../bench/trace.js') as typeof import('../../bench/trace.js');

const OURS = 'http://site/wp-content/plugins/colophon/dist/runtime.abc.js';
const MAIN = { pid: 7, tid: 1 };
const started = { name: 'TracingStartedInBrowser', ph: 'I', args: { data: { frames: [{ processId: 7, url: 'http://site/page/' }] } } };
const threads = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
];
const task = (ts: number, ms: number, pid = 7) => ({ name: 'RunTask', ph: 'X', pid, tid: 1, ts, dur: ms * 1000 });
const script = (name: string, url: string, ts: number, ms: number, line?: number) => ({
  name,
  ph: 'X',
  ...MAIN,
  ts,
  dur: ms * 1000,
  args: { data: { url, ...(line ? { lineNumber: line } : {}) } },
});

test("a long task is the script that ran most in it, with Colophon's share; short tasks and other renderers' are not long tasks", () => {
  const traceEvents = [
    started,
    ...threads,
    task(0, 80),
    script('EvaluateScript', OURS, 1000, 60),
    // a call inside the evaluation is not counted twice
    script('FunctionCall', OURS, 2000, 30),
    task(100_000, 70),
    script('EvaluateScript', 'http://site/page/', 101_000, 20, 17),
    script('EvaluateScript', OURS, 122_000, 10),
    task(200_000, 60),
    task(300_000, 40),
    script('EvaluateScript', OURS, 300_000, 39),
    task(400_000, 90, 9),
    // A file is one script, whatever line each of its parts starts at; only the page's inline scripts have a line.
    task(500_000, 70),
    script('EvaluateScript', 'http://site/jquery.js?ver=3', 501_000, 20, 1),
    script('FunctionCall', 'http://site/jquery.js?ver=3', 530_000, 15, 2),
    script('FunctionCall', OURS, 546_000, 24, 1),
  ];
  expect(longTasksOf({ traceEvents })).toEqual([
    { ms: 80, url: OURS, scriptMs: 60, ourMs: 60 },
    { ms: 70, url: 'http://site/page/:17', scriptMs: 20, ourMs: 10 },
    { ms: 60, url: '', scriptMs: 0, ourMs: 0 },
    { ms: 70, url: 'http://site/jquery.js', scriptMs: 35, ourMs: 24 },
  ]);
});
