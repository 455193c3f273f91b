#!/usr/bin/env node
/**
 * After the build (`npm run build`): the built admin bundle still carries every translation call of
 * the admin's TypeScript as WordPress's string tools read them (wp i18n make-pot / make-json, the
 * plugin directory's import): a call named `__`, `_n`, `_x` or `_nx` whose first argument is the
 * string itself, and, where the source has one, its `translators:` comment right before the call
 * (or before the call that wraps it, as `sprintf( __( … ) )`). Says what is missing and exits
 * non-zero. webpack.config.js keeps the admin bundle that way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { checkBundle } = createRequire(import.meta.url)('./i18n-calls.cjs');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { tsStrings } = await import('./pot.mjs');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'asset-manifest.json'), 'utf8'));
  const files = manifest.entries.admin ?? [];
  const read = (file) => fs.readFileSync(path.join(root, 'dist', file), 'utf8');
  // A block's editor script (features/<id>/block/) is its own bundle, dist/blocks/<id>.js; what
  // the blocks share (src/blocks/) is in those bundles, not the admin's. A feature's other
  // translated files (its editor sidebar, its admin screen and the rules they import) are in its
  // bundles there, dist/blocks/<id>-….js, where it has some (else in the admin bundle).
  const blocks = fs.readdirSync(path.join(root, 'dist', 'blocks')).filter((file) => file.endsWith('.js'));
  const ownBundles = (id) => (id && blocks.some((file) => file.startsWith(`${id}-`)) ? `${id}-*` : undefined);
  const blockOf = (entry) =>
    /^features\/([^/]+)\/block\//.exec(entry.filename)?.[1] ??
    ownBundles(/^features\/([^/]+)\//.exec(entry.filename)?.[1]) ??
    (entry.filename.startsWith('src/blocks/') ? '*' : undefined);
  const entries = tsStrings();
  const problems = checkBundle(
    files.map(read).join('\n'),
    entries.filter((entry) => !blockOf(entry)),
  );
  for (const id of new Set(entries.map(blockOf).filter(Boolean))) {
    const bundle =
      id === '*'
        ? blocks.map((file) => read(`blocks/${file}`)).join('\n')
        : id.endsWith('-*')
          ? blocks
              .filter((file) => file.startsWith(id.slice(0, -1)))
              .map((file) => read(`blocks/${file}`))
              .join('\n')
          : read(`blocks/${id}.js`);
    problems.push(
      ...checkBundle(
        bundle,
        entries.filter((entry) => blockOf(entry) === id),
      ),
    );
  }
  for (const problem of problems) console.error(`  ${problem}`);
  console.log(
    problems.length
      ? `The admin bundle (${files.join(', ')}) and the blocks' editor scripts lost ${problems.length} of their ${entries.length} translation calls or comments.`
      : `The admin bundle and ${blocks.length} block editor scripts keep all ${entries.length} translation calls, and their translators' comments, for WordPress's string tools.`,
  );
  process.exit(problems.length ? 1 : 0);
}
