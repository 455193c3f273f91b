#!/usr/bin/env node
/**
 * `npm run start:stack` (after the build): the demo on a production-like stack — MariaDB, two
 * PHP-FPM pools (two "web servers") and nginx with a full-page cache (tools/stack). Needs Debian's
 * mariadb-server, php8.2-fpm, php8.2-mysql, nginx-light and wordpress (.ci/run installs them). Flags:
 *   --port N   nginx's port (default 9420; the pools and MariaDB take the next three)
 *   --fresh    throw away the previous site and its database first
 *   --empty    no demo content
 *   --dir DIR  where the stack keeps everything (default .wp/stack)
 *   --plain    one PHP-FPM pool and no page cache: WordPress as one plain web server (the
 *              end-to-end tests' server, playwright.config.ts)
 *   --plugin-zip FILE  install the plugin from a release zip (npm run plugin-zip) instead of
 *              linking this folder, as a site owner does
 *   --mu FILE  also load FILE as a must-use plugin (a test's probe; several: FILE,FILE)
 *   --debug    PHP's notices shown in the pages, not only in the logs
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './wordpress.mjs';
import { unpackRelease } from './unzip.mjs';
import { startStack } from './stack/index.mjs';
import { flag, has } from './args.mjs';

const port = Number(flag('--port') ?? process.env.PORT ?? 9420);
const dir = path.resolve(ROOT, flag('--dir') ?? '.wp/stack');
const log = (line) => console.log(`[stack] ${line}`);

try {
  const plain = has('--plain');
  const zip = flag('--plugin-zip');
  const mu = flag('--mu');
  let pluginFrom = '';
  if (zip) {
    pluginFrom = path.join(dir, 'plugin-from-zip');
    log(`Unpacked ${unpackRelease(path.resolve(ROOT, zip), pluginFrom)} files of ${zip}.`);
  }
  const stack = await startStack({
    port,
    dir,
    fresh: has('--fresh'),
    demo: !has('--empty'),
    cache: !plain,
    servers: plain ? 1 : 2,
    log,
    pluginFrom,
    muPlugins: Object.fromEntries((mu ? mu.split(',') : []).map((file) => [path.basename(file), fs.readFileSync(path.resolve(ROOT, file), 'utf8')])),
    debug: has('--debug'),
  });
  console.log(`
  Colophon ${has('--empty') ? 'empty site' : 'demo'} on the production-like stack: ${stack.url}/
    ${plain ? 'nginx (no page cache) → PHP-FPM pool "a"' : 'nginx page cache (X-Cache header) → PHP-FPM pools "a" and "b" (X-Colophon-Server)'} → MariaDB
    Logs: ${path.relative(ROOT, stack.logsDir)}/   Admin: ${stack.url}/wp-admin/ (admin / password)

  Press Ctrl+C to stop.
`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    log('Stopping nginx, PHP-FPM and MariaDB…');
    stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`[stack] ${error.message}`);
  process.exit(1);
}
