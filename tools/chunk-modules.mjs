#!/usr/bin/env node
/**
 * Where a chunk's bytes go, module by module: builds the visitor bundle once more with source maps
 * (into a temporary folder; dist/ is left alone), then for each chosen chunk attributes every
 * minified character to the source file it came from, and measures what each module costs gzipped
 * as the bytes the chunk would lose without it (gzip -9 of the chunk, less gzip -9 of the chunk with
 * that module's characters taken out). Those costs overlap a little (shared words compress once),
 * so they add up to about the chunk's size, not exactly to it.
 *
 *   node tools/chunk-modules.mjs [--docs] [chunk …]     (default: runtime consent-boot consent-after consent-strict consent-strict-after)
 *
 * With --docs it writes the table into docs/performance.md (section chunk-modules).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { writeSection } from './docs-section.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map');

const args = process.argv.slice(2);
const docs = args.includes('--docs');
const chunks = args.filter((arg) => !arg.startsWith('--'));
if (!chunks.length) chunks.push('runtime', 'consent-boot', 'consent-after', 'consent-strict', 'consent-strict-after');

const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/** A module's name as the table shows it: the project's path, or the package under node_modules. */
function moduleName(source) {
  // Unmapped, or '.': webpack's own wrappers around the modules (their ids, exports and requires).
  if (!source || source === '.') return '(webpack: module wrappers and exports)';
  const clean = source.replace(/^webpack:\/\/(colophon\/)?/, '').replace(/^\.\//, '');
  const pkg = clean.match(/node_modules\/((@[^/]+\/)?[^/]+)\/(.*)$/);
  return pkg ? `${pkg[1]} (${pkg[3]})` : clean;
}

async function build() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-chunk-modules-'));
  const [visitor] = require('../webpack.config.js')({}, { mode: 'production' });
  visitor.devtool = 'source-map';
  visitor.output = { ...visitor.output, path: out, clean: true };
  visitor.plugins = visitor.plugins.filter((plugin) => plugin.constructor.name !== 'AssetManifestPlugin');
  await new Promise((resolve, reject) =>
    webpack(visitor, (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve())),
  );
  return out;
}

/** Each module's characters in the minified chunk, as [start, end) ranges of the chunk's text. */
function rangesBySource(code, map) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, source: m.source }));
  mappings.sort((a, b) => a.at - b.at);
  const ranges = new Map();
  const add = (source, start, end) => {
    if (end <= start) return;
    const name = moduleName(source);
    if (!ranges.has(name)) ranges.set(name, []);
    ranges.get(name).push([start, end]);
  };
  add(null, 0, mappings[0]?.at ?? code.length);
  mappings.forEach((m, i) => add(m.source, m.at, mappings[i + 1]?.at ?? code.length));
  return ranges;
}

function without(code, ranges) {
  let kept = '';
  let from = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    kept += code.slice(from, start);
    from = end;
  }
  return kept + code.slice(from);
}

const out = await build();
const files = fs.readdirSync(out);
const sections = [];
for (const chunk of chunks) {
  const file = files.find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  if (!file) {
    console.error(`No chunk named "${chunk}" (the built files: ${files.filter((f) => f.endsWith('.js')).join(', ')}).`);
    process.exitCode = 1;
    continue;
  }
  const code = fs.readFileSync(path.join(out, file), 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '');
  const map = JSON.parse(fs.readFileSync(path.join(out, `${file}.map`), 'utf8'));
  const total = gzip(code);
  const rows = [...rangesBySource(code, map)]
    .map(([name, ranges]) => ({
      name,
      minified: ranges.reduce((sum, [start, end]) => sum + end - start, 0),
      gzip: total - gzip(without(code, ranges)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const lines = [
    `**\`${chunk}.js\`**: ${code.length.toLocaleString('en')} B minified, ${total.toLocaleString('en')} B gzip -9.`,
    '',
    '| module | minified B | gzip B it costs |',
    '|---|---:|---:|',
    ...rows.map((row) => `| \`${row.name}\` | ${row.minified.toLocaleString('en')} | ${row.gzip.toLocaleString('en')} |`),
  ];
  console.log(lines.join('\n') + '\n');
  sections.push(lines.join('\n'));
}
fs.rmSync(out, { recursive: true, force: true });
if (docs)
  writeSection(
    'docs/performance.md',
    'chunk-modules',
    `\`node tools/chunk-modules.mjs --docs\` on ${new Date().toISOString().slice(0, 10)}: each module's characters in the minified chunk (from a source-mapped build) and what the chunk's gzip -9 size loses without them.\n\n${sections.join('\n\n')}`,
  );
