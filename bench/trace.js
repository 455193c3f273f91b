/**
 * Reading a Chromium performance trace (the bench's, bench/measure-page.mjs): pure, so the unit
 * tests check it. CommonJS, like tools/features.js, so jest and the ES-module bench both load it.
 */
/** Colophon's own scripts: its build. The demo's stand-ins for third parties (demo/*.js) are not. */
const OURS = '/plugins/colophon/dist/';

/**
 * Main-thread time of one script's own tasks, from a performance trace: its evaluation and every
 * callback the browser hands it (observers, events, timers), overlaps merged, in ms. A patched
 * method the page calls runs inside the page's own task and is not counted here.
 */
function scriptTime(trace, needle) {
  const spans = [];
  for (const event of trace.traceEvents ?? []) {
    if (event.ph !== 'X' || !event.dur || !(event.name === 'EvaluateScript' || event.name === 'FunctionCall')) continue;
    const url = String(event.args?.data?.url ?? '');
    if (needle instanceof RegExp ? needle.test(url) : url.includes(needle)) spans.push([event.ts, event.ts + event.dur]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return Math.round(total / 100) / 10;
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'TimerFire', 'EventDispatch']);

/**
 * The long tasks (50 ms or more) of the page's main thread in a trace, each with the script that
 * took most of its time and Colophon's scripts' share, so a long task can be told as Colophon's or
 * not: `{ms, url, scriptMs, ourMs}`; url is '' for a task that ran no script with an address
 * (parsing, style, layout), and an inline script is the page's address with its line.
 */
function longTasksOf(trace, needle = OURS) {
  const events = trace.traceEvents ?? [];
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0];
  // The page's own address: its inline scripts are told apart by their line; a file is one script.
  const page = String(main?.url ?? '').split('#')[0];
  const thread = main ? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === main.processId) : undefined;
  const onMain = (e) => (thread ? e.pid === thread.pid && e.tid === thread.tid : true);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur >= 50_000 && onMain(e));
  const urlOf = (e) => String(e.args?.data?.url || e.args?.data?.scriptName || e.args?.fileName || '');
  const scripts = events.filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name) && e.dur && urlOf(e) && onMain(e)).sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    // Each script's time in the task: its outermost events only (a call inside an evaluation is not counted twice).
    const time = new Map();
    let end = -Infinity;
    for (const e of scripts) {
      if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.ts + e.dur <= end) continue;
      end = e.ts + e.dur;
      const address = urlOf(e);
      const line = address === page ? e.args.data?.lineNumber : undefined;
      const url = address.split('?')[0] + (line ? `:${line}` : '');
      time.set(url, (time.get(url) ?? 0) + e.dur);
    }
    const [url = '', longest = 0] = [...time].sort((a, b) => b[1] - a[1])[0] ?? [];
    const ours = [...time].filter(([u]) => u.includes(needle)).reduce((sum, [, d]) => sum + d, 0);
    return { ms: Math.round(task.dur / 1000), url, scriptMs: Math.round(longest / 1000), ourMs: Math.round(ours / 1000) };
  });
}

module.exports = { OURS, longTasksOf, scriptTime };
