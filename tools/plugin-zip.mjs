#!/usr/bin/env node
/**
 * `npm run plugin-zip`: builds colophon.zip, the plugin as a site installs it (Plugins → Add New →
 * Upload), with exactly what a site needs and its human-readable source:
 *   colophon.php, uninstall.php, readme.txt, LICENSE; includes/ (its generated/ lists included) and
 *   each feature's php/ and data files; the built dist/ (with dist/types/, the types for site
 *   code) and assets/; languages/;
 *   the TypeScript and CSS sources (src/, features/ without their tests, the build's types/) with
 *   what builds them and nothing else: a package.json of its own (the build's dependencies at
 *   the versions this build used, and a `build` script that needs only what the zip holds),
 *   tsconfig.json, tsconfig.types.json, webpack.config.js and the build's tools, so `npm install
 *   && npm run build` in the unpacked folder remakes dist/ (docs/release.md).
 * Never the demo, the tests, the benches and their types, the docs, the lock file, node_modules or
 * a local site.
 *   --out FILE   where to write it (default colophon.zip in the project)
 *   --list       print every file it holds
 * Needs a build (`npm run build`); says so and stops without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const out = path.resolve(ROOT, flag('--out') ?? 'colophon.zip');

/** Files and folders, relative to the project, that go in whole (when present). */
const WHOLE = [
  'colophon.php',
  'uninstall.php',
  'readme.txt',
  'LICENSE',
  'includes',
  'dist',
  'assets',
  'languages',
  'src',
  'types/globals.d.ts',
  'types/features.d.ts',
  'types/wordpress-editor.d.ts',
  'tsconfig.json',
  'tsconfig.types.json',
  'webpack.config.js',
  'tools/features.js',
  'tools/widgets.cjs',
  'tools/asset-manifest-plugin.js',
  'tools/feature-chunks-plugin.js',
  'tools/translators-loader.cjs',
  'tools/i18n-calls.cjs',
  'tools/hooks-reference.cjs',
  'tools/types-entry.mjs',
];

/** What the zip's own package.json keeps of the project's: the build, and what it needs. */
const BUILD_DEPENDENCIES = ['@wordpress/dependency-extraction-webpack-plugin', 'minimizer-webpack-plugin', 'ts-loader', 'typescript', 'webpack', 'webpack-cli'];

/**
 * The zip's package.json: the visitor code's dependencies and the build's, each at the version
 * installed for this build (so a rebuild gets the same), and a `build` that runs only what the zip
 * holds (no size budgets, no checks: those are the project's).
 */
function releasePackage() {
  const project = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const installed = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  const exact = (names) => Object.fromEntries(names.sort().map((name) => [name, installed(name)]));
  return `${JSON.stringify(
    {
      name: project.name,
      version: project.version,
      private: true,
      description: project.description,
      license: project.license,
      engines: project.engines,
      scripts: {
        build: 'node tools/features.js && webpack --mode production && tsc -p tsconfig.types.json && node tools/types-entry.mjs',
      },
      dependencies: exact(Object.keys(project.dependencies)),
      devDependencies: exact(BUILD_DEPENDENCIES),
    },
    null,
    2,
  )}\n`;
}
/** Never shipped, wherever they are: tests, generated bundle reports, editor and OS leftovers. */
const NEVER = [/(^|\/)test(\/|$)/, /(^|\/)\.[^/]+$/, /\.map$/, /(^|\/)node_modules(\/|$)/];

function walk(relative, into) {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full) || NEVER.some((rule) => rule.test(relative))) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) for (const name of fs.readdirSync(full).sort()) walk(`${relative}/${name}`, into);
  else into.push(relative);
}

export function pluginFiles() {
  const files = [];
  for (const entry of WHOLE) walk(entry, files);
  // Features: everything but their tests (their PHP, data files, sources, descriptions).
  for (const feature of fs.readdirSync(path.join(ROOT, 'features')).sort()) walk(`features/${feature}`, files);
  return files;
}

function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'asset-manifest.json'))) {
    console.error('dist/ is missing: run `npm run build` first, then `npm run plugin-zip`.');
    process.exit(1);
  }
  for (const needed of ['readme.txt', 'uninstall.php']) {
    if (!fs.existsSync(path.join(ROOT, needed))) {
      console.error(`${needed} is missing: the release needs it.`);
      process.exit(1);
    }
  }
  const files = [...pluginFiles(), 'package.json'];
  const entries = {};
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const file of files) {
    const data = file === 'package.json' ? new TextEncoder().encode(releasePackage()) : fs.readFileSync(path.join(ROOT, file));
    entries[`colophon/${file}`] = [data, { level: 9, mtime }];
  }
  const zipped = zipSync(entries);
  fs.writeFileSync(out, zipped);
  const byFolder = {};
  for (const file of files) {
    const top = file.includes('/') ? `${file.split('/')[0]}/` : file;
    byFolder[top] = (byFolder[top] ?? 0) + 1;
  }
  if (args.includes('--list')) for (const file of files) console.log(`colophon/${file}`);
  console.log(
    `${path.relative(ROOT, out)}: ${files.length} files, ${(zipped.length / 1024).toFixed(1)} KB (${Object.entries(byFolder)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
