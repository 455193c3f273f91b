#!/usr/bin/env node
/**
 * `npm start` (after the build): serves the demo site and prints its URL. Flags:
 *   --port N     port to listen on (default 9400, or $PORT)
 *   --fresh      throw away the previous site and its database first
 *   --site DIR   where the site's files and database live (default .wp/site)
 *   --empty      no demo content: a new WordPress with the plugin active (to import a kit into)
 */
import path from 'node:path';
import { ROOT, startWordPress } from './wordpress.mjs';
import { flag, has } from './args.mjs';

const port = Number(flag('--port') ?? process.env.PORT ?? 9400);
const siteDir = path.resolve(ROOT, flag('--site') ?? '.wp/site');
const log = (line) => console.log(`[colophon] ${line}`);

try {
  const { url, stop } = await startWordPress({ port, siteDir, fresh: has('--fresh'), demo: !has('--empty'), log });
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
