/**
 * `npm run bench -- --stack`: load figures on the production-like stack (tools/stack) — requests
 * per second and p95 latency at 20 concurrent clients (autocannon), for
 *   - the like endpoint (admin-ajax, one vote per request, from 200 visitors in turn),
 *   - refresh-loop (the loop filter's REST endpoint, a category filter on the blog grid),
 *   - a cached page (/resources/ from nginx's page cache).
 * Boots a fresh stack in .wp/stack-bench (or measures one already running: --url), 10 s per row
 * (--seconds N). Prints a table, and writes JSON with --json FILE.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../tools/wordpress.mjs';
import { startStack } from '../tools/stack/index.mjs';
import { writeSection } from '../tools/docs-section.mjs';

const CONNECTIONS = 20;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One autocannon run; p95 from every response's own time (autocannon's table has p90 and p97.5). */
function load(url, options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ url, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({ result, times, statuses });
    });
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

async function session(base) {
  const response = await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'colophon_session' }) });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, nonce: (await response.json()).data.nonces.likeDislike };
}

/** @param {(name: string, fallback?: string) => string | undefined} flag bench/run.mjs's reader of `--name value` */
export async function runStackBench(flag) {
  const seconds = Number(flag('--seconds', 10));
  let base = flag('--url');
  let stack = null;
  const log = (line) => console.log(`[bench] ${line}`);
  if (!base) {
    stack = await startStack({ port: Number(flag('--port', 9440)), dir: path.join(ROOT, '.wp', 'stack-bench'), fresh: true, log });
    base = stack.url;
  }
  try {
    // The ids, from the REST API (so a stack that is already running needs nothing else): a post
    // without a password (the like widget is not offered on protected ones), and the blog page.
    const find = async (query) => {
      const found = await (await fetch(`${base}/wp-json/wp/v2/${query}`)).json();
      const id = Array.isArray(found) ? found.find((item) => !item.excerpt?.protected)?.id : undefined;
      if (!id) throw new Error(`${base} answers no ${query.split('?')[0]} the bench can use (is it the demo?)`);
      return id;
    };
    const ids = { post: await find('posts?per_page=20&_fields=id,excerpt'), blog: await find('pages?slug=blog&_fields=id,excerpt') };
    log('Making 200 visitors (a session each) for the like endpoint…');
    const visitors = [];
    for (let i = 0; i < 200; i++) visitors.push(await session(base));
    let turn = 0;
    await fetch(`${base}/resources/`); // fill the page cache
    const cached = (await fetch(`${base}/resources/`)).headers.get('x-cache');
    if (cached !== 'HIT') throw new Error(`/resources/ is not served from the page cache (X-Cache: ${cached}).`);

    const rows = [
      {
        name: 'like endpoint (admin-ajax, 200 visitors)',
        url: `${base}/wp-admin/admin-ajax.php`,
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          requests: [
            {
              setupRequest: (request) => {
                const visitor = visitors[turn++ % visitors.length];
                return {
                  ...request,
                  headers: { ...request.headers, cookie: visitor.cookie },
                  body: new URLSearchParams({
                    action: 'handle_like_dislike',
                    post_id: String(ids.post),
                    type: turn % 2 ? 'like' : 'dislike',
                    nonce: visitor.nonce,
                  }).toString(),
                };
              },
            },
          ],
        },
      },
      {
        name: 'refresh-loop (REST, category filter)',
        url: `${base}/wp-json/colophon/v1/refresh-loop`,
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            post_id: ids.blog,
            widget_id: 'blogl00',
            widget_filters: { taxonomy: { category: { terms: ['editing'], logicalJoin: 'OR' } } },
            pagination_base_url: '/blog/',
          }),
        },
      },
      { name: 'cached page (/resources/, nginx HIT)', url: `${base}/resources/`, options: {} },
    ];
    const results = [];
    for (const row of rows) {
      log(`${row.name}: ${seconds} s at ${CONNECTIONS} connections…`);
      const { result, times, statuses } = await load(row.url, { ...row.options, duration: seconds });
      results.push({
        name: row.name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: Math.round(percentile(times, 50)),
        p95: Math.round(percentile(times, 95)),
        errors: result.errors + result.timeouts,
        statuses,
      });
    }
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}`;
    console.log(
      `\nLoad on the production-like stack (nginx + 2 PHP-FPM pools + MariaDB), ${CONNECTIONS} concurrent clients, ${seconds} s each, on ${machine}:\n`,
    );
    console.log('| Endpoint | req/s | p50 ms | p95 ms | responses |');
    console.log('|---|---:|---:|---:|---|');
    for (const r of results)
      console.log(
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${Object.entries(r.statuses)
          .map(([s, n]) => `${n}× ${s}`)
          .join(', ')}${r.errors ? `, ${r.errors} errors` : ''} |`,
      );
    writeSection(
      path.join(ROOT, 'docs', 'performance.md'),
      'bench-stack',
      [
        `\`npm run bench -- --stack\` on ${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} concurrent clients, ${seconds} s each, on ${machine}:`,
        '',
        '| Endpoint | req/s | p50 ms | p95 ms | responses |',
        '|---|---:|---:|---:|---|',
        ...results.map(
          (r) =>
            `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${Object.entries(r.statuses)
              .map(([s, n]) => `${n}× ${s}`)
              .join(', ')}${r.errors ? `, ${r.errors} errors` : ''} |`,
        ),
      ].join('\n'),
    );
    const out = flag('--json');
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ machine, connections: CONNECTIONS, seconds, results }, null, 2));
    }
  } finally {
    await stack?.stop();
  }
}
