/**
 * The production-like stack (`npm run start:stack`, and the stack tests): WordPress from Debian's
 * package on MariaDB, two PHP-FPM pools standing for two web servers, nginx in front with a
 * full-page cache. Everything lives in one folder (default .wp/stack), listens on loopback ports
 * only (nginx on `port`, the pools on port+1 and port+2, MariaDB on port+3) and runs as the
 * current user in the foreground of this process: stop() ends it all, and a killed run's
 * leftovers are ended by the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../wordpress.mjs';
import { resetDatabase, startMariaDB } from './mariadb.mjs';
import { purgeCache, startNginx } from './nginx.mjs';
import { startPhpFpm } from './php-fpm.mjs';
import { killStale, portFree } from './process.mjs';
import { installSite, prepareSite, runPhp } from './wordpress.mjs';

/**
 * @param {{port?: number, dir?: string, fresh?: boolean, demo?: boolean, cache?: boolean, servers?: 1 | 2, log?: (line: string) => void,
 *   pluginFrom?: string, muPlugins?: Record<string, string>, debug?: boolean}} options
 *   cache: nginx's page cache (default on); servers: PHP-FPM pools behind nginx (default 2). The
 *   end-to-end tests run on one pool without the cache: WordPress as one plain web server.
 *   pluginFrom, muPlugins, debug: as tools/stack/wordpress.mjs prepareSite takes them.
 * @returns {Promise<{url: string, dir: string, siteDir: string, logsDir: string, php: (code: string) => string, purge: () => void, stop: () => Promise<void>}>}
 */
export async function startStack({
  port = 9420,
  dir = path.join(ROOT, '.wp', 'stack'),
  fresh = false,
  demo = true,
  cache = true,
  servers = 2,
  log = console.log,
  pluginFrom = '',
  muPlugins = {},
  debug = false,
} = {}) {
  if (!pluginFrom && !fs.existsSync(path.join(ROOT, 'dist', 'asset-manifest.json'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const started = Date.now();
  const ports = { nginx: port, a: port + 1, b: port + 2, db: port + 3 };
  const siteDir = path.join(dir, 'site');
  const logsDir = path.join(dir, 'logs');
  const url = `http://127.0.0.1:${port}`;
  if (fresh) {
    for (const entry of ['site', 'logs', 'nginx', 'server-a', 'server-b']) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(logsDir, { recursive: true });
  // A run that was killed leaves its servers behind: end them before checking the ports.
  for (const pidFile of ['nginx.master.pid', 'php-fpm-a.pid', 'php-fpm-b.pid', 'mariadb.pid']) await killStale(path.join(dir, pidFile));
  for (const p of Object.values(ports)) {
    if (!(await portFree(p))) throw new Error(`Port ${p} is taken: stop what uses it, or choose another --port (the stack uses ${port} to ${port + 3}).`);
  }
  const running = [];
  const stop = async () => {
    for (const proc of running.reverse()) await proc.stop();
    running.length = 0;
  };
  try {
    const db = await startMariaDB({ dir, port: ports.db, log });
    running.push(db);
    if (fresh) resetDatabase(db);
    prepareSite({ siteDir, url, dbHost: db.host, logsDir, fresh, log, pluginFrom, muPlugins, debug });
    installSite({ siteDir, demo, log });
    const pools = [ports.a, ports.b].slice(0, servers);
    running.push(...(await startPhpFpm({ dir, ports: pools, log })));
    running.push(await startNginx({ dir, siteDir, port: ports.nginx, upstreams: pools, cache, log }));
    purgeCache(dir);
    // Warm each pool's OPcache once (round robin: one request per pool reaches each).
    for (let i = 0; i < pools.length; i++) await fetch(`${url}/`, { headers: { 'X-Colophon-Origin': '1' }, redirect: 'manual' }).then((r) => r.text());
  } catch (error) {
    await stop();
    throw error;
  }
  log(`The stack is ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { url, dir, siteDir, logsDir, php: (code) => runPhp(siteDir, code), purge: () => purgeCache(dir), stop };
}
