/**
 * Boots a real WordPress with WordPress Playground CLI (PHP in WebAssembly, SQLite; no Docker),
 * with this plugin mounted and active, a theme active and the demo content installed. Used by
 * `npm start` (tools/serve.mjs) and by the end-to-end tests, so both run the same site.
 *
 * Offline: WordPress core comes from npm (@wp-playground/wordpress-builds) or, for the oldest
 * supported version, Debian's `wordpress` package (tools/wordpress-core.mjs); never downloaded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreSource, coreVersion, wantedVersion } from './wordpress-core.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'node_modules', '.bin', 'wp-playground-cli');

/**
 * Copies WordPress core (tools/wordpress-core.mjs: `COLOPHON_WP`, else the newest offline build)
 * into `siteDir`, links followed and Debian's config removed. A site that already exists is kept,
 * with its database, unless `fresh` is set; one of another version is refused rather than mixed.
 */
export function prepareCore(siteDir, { fresh = false, log = () => {} } = {}) {
  const { dir, version } = coreSource(wantedVersion(), log);
  if (fresh) fs.rmSync(siteDir, { recursive: true, force: true });
  if (fs.existsSync(path.join(siteDir, 'wp-settings.php'))) {
    const have = coreVersion(siteDir);
    if (!have.startsWith(`${version}.`) && have !== version)
      throw new Error(
        `${path.relative(ROOT, siteDir)} holds WordPress ${have}, not ${version}: start it with --fresh (or --wp ${have.split('.').slice(0, 2).join('.')}).`,
      );
    log(`Reusing the WordPress ${have} site in ${path.relative(ROOT, siteDir)} (delete it, or use --fresh, to start over).`);
    return;
  }
  log(`Copying WordPress ${coreVersion(dir)} core from ${path.relative(ROOT, dir) || dir}…`);
  fs.mkdirSync(path.dirname(siteDir), { recursive: true });
  fs.cpSync(dir, siteDir, { recursive: true, dereference: true });
  for (const debianOnly of ['wp-config.php', '.htaccess']) fs.rmSync(path.join(siteDir, debianOnly), { force: true });
}

/**
 * The demo blueprint, minus the theme step when that theme is not available offline, and minus the
 * demo content for an empty site (the plugin active on a new WordPress, as a site owner has it).
 */
function writeBlueprint(siteDir, demo) {
  const blueprint = JSON.parse(fs.readFileSync(path.join(ROOT, 'demo', 'blueprint.json'), 'utf8'));
  blueprint.steps = blueprint.steps.filter(
    (step) =>
      (step.step !== 'activateTheme' || fs.existsSync(path.join(siteDir, 'wp-content', 'themes', step.themeFolderName))) && (demo || step.step !== 'runPHP'),
  );
  // The demo's server pieces load through a must-use plugin, never through the plugin itself.
  if (demo)
    blueprint.steps.unshift({
      step: 'writeFile',
      path: '/wordpress/wp-content/mu-plugins/colophon-demo.php',
      data: fs.readFileSync(path.join(ROOT, 'demo', 'mu-plugin.php'), 'utf8'),
    });
  const file = path.join(path.dirname(siteDir), `${path.basename(siteDir)}.blueprint.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(blueprint, null, 2));
  return file;
}

/**
 * Starts the server and resolves once WordPress answers.
 * @param {{port?: number, siteDir?: string, fresh?: boolean, demo?: boolean, log?: (line: string) => void, quiet?: boolean, pluginFrom?: string, muPlugins?: Record<string, string>, debug?: boolean}} options
 *   demo: install the demo content (default); false gives an empty site with the plugin active
 *   pluginFrom: a folder holding the plugin as a site installs it (an unpacked release zip), copied
 *     into the site's plugins folder instead of mounting this project (so deleting it works)
 *   muPlugins: must-use plugins written into the site (file name => PHP)
 *   debug: WP_DEBUG on, notices shown in the page
 * @returns {Promise<{url: string, stop: () => Promise<void>}>}
 */
export async function startWordPress({
  port = 9400,
  siteDir = path.join(ROOT, '.wp', 'site'),
  fresh = false,
  demo = true,
  log = console.log,
  quiet = false,
  pluginFrom = '',
  muPlugins = {},
  debug = false,
} = {}) {
  if (!pluginFrom && !fs.existsSync(path.join(ROOT, 'dist', 'asset-manifest.json'))) {
    throw new Error('dist/ is missing: run `npm run build` first.');
  }
  const started = Date.now();
  prepareCore(siteDir, { fresh, log });
  if (pluginFrom) {
    const target = path.join(siteDir, 'wp-content', 'plugins', 'colophon');
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(pluginFrom, target, { recursive: true });
  }
  for (const [file, code] of Object.entries(muPlugins)) {
    fs.mkdirSync(path.join(siteDir, 'wp-content', 'mu-plugins'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'wp-content', 'mu-plugins', file), code);
  }
  const args = [
    'server',
    `--port=${port}`,
    '--php=8.2',
    ...(pluginFrom ? [] : [`--mount=${ROOT}:/wordpress/wp-content/plugins/colophon`]),
    `--blueprint=${writeBlueprint(siteDir, demo)}`,
    '--define-bool',
    'WP_DEBUG',
    String(debug),
  ];
  args.push('--wordpress-install-mode=install-from-existing-files-if-needed', `--mount-before-install=${siteDir}:/wordpress`);
  log(`Booting WordPress in PHP/WebAssembly (Playground) on port ${port}…`);
  const child = spawn(CLI, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });

  const url = await new Promise((resolve, reject) => {
    const ticker = setInterval(() => log(`  …still booting (${Math.round((Date.now() - started) / 1000)} s)`), 5000);
    const done = (fn, value) => {
      clearInterval(ticker);
      fn(value);
    };
    const onLine = (line) => {
      const ready = line.match(/Ready! WordPress is running on (\S+)/);
      if (ready) done(resolve, ready[1].replace(/\/$/, ''));
      else if (!quiet && line.trim() && !/^\s*$/.test(line)) log(`  ${line.trim()}`);
    };
    let buffer = '';
    const feed = (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout.on('data', feed);
    child.stderr.on('data', feed);
    child.on('exit', (code) => done(reject, new Error(`Playground exited with code ${code} before WordPress was ready.`)));
  });

  // The first request warms PHP's caches (a few seconds); pay it here, not in the first test.
  await fetch(`${url}/`)
    .then((r) => r.text())
    .catch(() => {});
  log(`WordPress is ready after ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
