#!/usr/bin/env node
/**
 * `npm start` (after the build): serves the demo site and prints its URL. Flags:
 *   --port N     port to listen on (default 9400, or $PORT)
 *   --fresh      throw away the previous site and its database first
 *   --site DIR   where the site's files and database live (default .wp/site)
 *   --empty      no demo content: a new WordPress with the plugin active (to import a kit into)
 *   --plugin-zip FILE  install the plugin from a release zip (npm run plugin-zip) instead of this
 *                folder, as a site owner does: unpacked into the site's plugins folder
 *   --mu FILE    also load FILE as a must-use plugin (a test's probe; several: FILE,FILE)
 *   --debug      WP_DEBUG on: PHP notices show in the pages
 *   --wp X.Y     WordPress version: 6.2–6.5 from npm (default 6.5), 6.1 from Debian's package
 */
import fs from 'node:fs';
import path from 'node:path';
import { unpackRelease } from './unzip.mjs';
import { ROOT, startWordPress } from './wordpress.mjs';
import { flag, has } from './args.mjs';

/** Unpacks the release zip's `colophon/` folder next to the site; returns where. */
function unpack(zipFile, siteDir) {
  const into = `${siteDir}-plugin`;
  const count = unpackRelease(path.resolve(ROOT, zipFile), into);
  console.log(`[colophon] Unpacked ${count} files of ${zipFile}.`);
  return into;
}

const port = Number(flag('--port') ?? process.env.PORT ?? 9400);
const siteDir = path.resolve(ROOT, flag('--site') ?? '.wp/site');
const log = (line) => console.log(`[colophon] ${line}`);

try {
  const zip = flag('--plugin-zip');
  const mu = flag('--mu');
  const { url, stop } = await startWordPress({
    port,
    siteDir,
    fresh: has('--fresh'),
    demo: !has('--empty'),
    log,
    debug: has('--debug'),
    pluginFrom: zip ? unpack(zip, siteDir) : '',
    muPlugins: Object.fromEntries((mu ? mu.split(',') : []).map((file) => [path.basename(file), fs.readFileSync(path.resolve(ROOT, file), 'utf8')])),
  });
  if (has('--empty'))
    console.log(
      `\n  Empty site (no demo content): ${url}/\n  Kits screen:  ${url}/wp-admin/admin.php?page=colophon-kits (admin / password)\n\n  Press Ctrl+C to stop.\n`,
    );
  else
    console.log(
      `\n  Colophon demo site: ${url}/\n  Service page:       ${url}/self-publishing/\n  Blog:               ${url}/blog/\n\n  Press Ctrl+C to stop.\n`,
    );
  const shutdown = () => stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`[colophon] ${error.message}`);
  process.exit(1);
}
